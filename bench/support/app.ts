/**
 * What the in-process benches share: a fresh in-memory PGlite, the app over it (quiet, no demo
 * seed) driven by fastify.inject, signed GETs, and the exit code when a bench fails.
 * In a folder of its own: bench/run-all.ts runs every bench/*.ts.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/open'
import { DEV_SIGN_KEYS, signRequest } from '../../core/sign'

export async function memoryDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true })
  await database.migrate()
  return database
}

/**
 * Builds the app over `database`, lets `setup` add hooks before it is ready, runs `body`, then
 * closes the app and the database.
 */
export async function withApp(database: Database, body: (app: FastifyInstance) => Promise<void>, setup?: (app: FastifyInstance) => void): Promise<void> {
  const app = buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), database })
  setup?.(app)
  await app.ready()
  try {
    await body(app)
  } finally {
    await app.close()
    await database.close()
  }
}

/**
 * A signed GET that must answer 200. `i` (the request's number) keeps the timestamps, and so the
 * signatures, distinct: the replay cache refuses a signature seen before.
 */
export async function signedGet(app: FastifyInstance, path: string, i: number): Promise<void> {
  const ts = String(Date.now() + i)
  const res = await app.inject({ method: 'GET', url: path, headers: { 'x-ts': ts, 'x-sign': signRequest(DEV_SIGN_KEYS, ts, 'GET', '', path) } })
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
}

/** Runs a bench's main; a failure is printed and exits 1 (run-all counts it). */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
