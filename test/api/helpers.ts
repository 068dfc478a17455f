/**
 * Helpers for the API suite.
 * freshApp: a new app on a new, migrated database per test file — PGlite in memory by default, or
 * a throw-away database `t_<random>` on the PostgreSQL server of TEST_DATABASE_URL
 * (scripts/test-pg.sh), dropped on close. Both start from the run's migrated template when there is
 * one (test/support/migratedTemplate.ts).
 * Under SUITE_LOG_DIR (scripts/test.sh) the app's log also goes to the suite's log files (test/support/logLeaks.ts suiteLog).
 * signedInject: fastify.inject with X-Ts/X-Sign computed by the app's own core/sign.ts.
 */
import { randomBytes } from 'crypto'
import type { FastifyInstance, FastifyPluginAsync, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify'
import { Client } from 'pg'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../types/api'
import { buildApp, type BuildOptions } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/open'
import { apiRoutes } from '../../server/routes'
import { suiteLog } from '../support/logLeaks'
import { pgliteTemplate, postgresTemplate } from '../support/migratedTemplate'

// Every file that uses these helpers boots a database in its hooks: PGlite takes 1-3 s on a busy
// 2-core machine, more than jest's default 5 s budget allows for when several files run at once.
jest.setTimeout(30_000)

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: Database
  close(): Promise<void>
}

export interface FreshAppOptions {
  /** Environment variables for loadConfig (LOG_LEVEL=silent and SEED_DEMO=false by default). */
  env?: Record<string, string>
  /** Probe routes for the test, mounted in the /api scope after the product's. */
  routes?: FastifyPluginAsync[]
  /** Clock and providers for buildApp (accounts tests). */
  build?: Pick<BuildOptions, 'clock' | 'providers'>
  /** Sees every route as it is registered (the contract test). */
  onRoute?: (route: RouteOptions) => void
}

export async function withAdmin<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A throw-away database on the PostgreSQL server of `serverUrl`, migrated; dispose drops it. */
export async function throwawayPostgres(serverUrl: string, prefix: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const template = postgresTemplate()
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
  // The template is keyed by the migrations' content (test/support/migratedTemplate.ts): it is migrated.
  if (!template) await database.migrate()
  return {
    database,
    async dispose() {
      await database.close()
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE ${name} WITH (FORCE)`))
    }
  }
}

/** A migrated database of the kind the run asks for, and how to get rid of it. */
export async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const template = pgliteTemplate()
    const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true, template })
    if (!template) await database.migrate()
    return { database, dispose: () => database.close() }
  }
  return throwawayPostgres(serverUrl, 't')
}

export async function freshApp(options: FreshAppOptions = {}): Promise<TestApp> {
  const asked = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...options.env })
  const { database, dispose } = await freshDatabase()
  // Under SUITE_LOG_DIR the log also goes to the suite's file, at info at least (scripts/check-suite-logs.ts).
  const log = suiteLog(asked.logLevel)
  const config = log ? { ...asked, logLevel: log.level } : asked
  const app = buildApp({ config, database, routes: [...apiRoutes, ...(options.routes ?? [])], ...options.build, ...(log ? { logStream: log } : {}) })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  await app.ready()
  return {
    app,
    config,
    database,
    async close() {
      await app.close()
      await dispose()
      log?.close()
    }
  }
}

export interface SignedInjectOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path and query exactly as sent, including API_PREFIX. */
  url: string
  /** An object is sent as JSON; a string is sent as it is. */
  payload?: object | string
  headers?: Record<string, string>
  /** Override the timestamp (ms) to test staleness. */
  ts?: number
  /** Sign this body instead of the one sent, to test tampering. */
  signedBody?: string
}

export function signedInject(app: FastifyInstance, options: SignedInjectOptions): Promise<LightMyRequestResponse> {
  const body = options.payload === undefined ? '' : typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload)
  const ts = options.ts === undefined ? nextTimestamp() : String(options.ts)
  const sign = signRequest(app.config.signKeys, ts, options.method, options.signedBody ?? body, options.url)
  const request: InjectOptions = {
    method: options.method,
    url: options.url,
    headers: {
      ...(body === '' ? {} : { 'content-type': 'application/json' }),
      [SIGN_HEADER_TS]: ts,
      [SIGN_HEADER_SIGN]: sign,
      ...options.headers
    },
    ...(body === '' ? {} : { payload: body })
  }
  return app.inject(request)
}
