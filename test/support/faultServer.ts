/**
 * A real server process for fault tests (issue 29, test/api/faults.test.ts): started as `node
 * --import tsx server/main.ts` so that its pid is the server itself (the tsx CLI would be a parent
 * that a kill -9 leaves the server orphaned behind), killed with SIGKILL at any moment, and started
 * again on the same DATA_DIR and database. Also: signed calls and logins against it (the console
 * SMS provider's codes read from its output), and the database it runs on (an on-disk PGlite
 * loaded from the run's migrated template, or a throw-away PostgreSQL database).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase, type Database } from '../../server/db/open'
import { CONSOLE_SMS_PATTERN, USER_PATHS, type LoginResponse } from '../../types/user'
import { withAdmin } from '../api/helpers'
import { pgliteTemplate, postgresTemplate } from './migratedTemplate'
import { freePort, ROOT, waitHealthy } from './realServer'
import { okJson, signedFetch } from './signedFetch'

export interface FaultServer {
  url: string
  pid: number
  output(): string
  /** kill -9, and the exit seen. */
  kill(): Promise<void>
  /** SIGTERM (a clean stop), and the exit seen. */
  stop(): Promise<void>
}

/** Where the servers of one test keep their data: DATA_DIR (files, secrets, PGlite) and, on PostgreSQL, a database. */
export interface FaultData {
  kind: 'pglite' | 'postgres'
  dataDir: string
  env: Record<string, string>
  /** The database, opened in the test's process: only while no server runs on PGlite (one process owns it). */
  open(): Promise<Database>
  dispose(): Promise<void>
}

/** A new DATA_DIR (PGlite migrated from the run's template when there is one) or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function faultData(): Promise<FaultData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gk-fault-'))
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const template = pgliteTemplate()
    if (template) await (await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: template })).close()
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir, databaseUrl: null }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const name = `fault_${randomBytes(6).toString('hex')}`
  const template = postgresTemplate()
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ dataDir, databaseUrl }),
    async dispose() {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

function exitOf(proc: ChildProcess): Promise<void> {
  return proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise((resolve) => proc.once('exit', () => resolve()))
}

/** Starts the server on `env` (DATA_DIR and the rest) and waits until /api/health answers 200. */
export async function launch(env: Record<string, string>, timeoutMs = 60_000): Promise<FaultServer> {
  const port = await freePort()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMITS: 'off', H5_DIR: join(ROOT, 'dist', 'h5'), ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitHealthy(proc, url, () => out, timeoutMs)
  return {
    url,
    pid: proc.pid!,
    output: () => out,
    async kill() {
      proc.kill('SIGKILL')
      await exitOf(proc)
    },
    async stop() {
      proc.kill('SIGTERM')
      await exitOf(proc)
    }
  }
}

/** Statuses whose answer has no body (a Response with one cannot be built). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * Answers uncompressed and read whole before they are returned: a kill -9 mid-answer then rejects
 * inside the operation that made the request. A compressed answer the kill cuts off can instead
 * throw an uncaught "terminated" from Node's fetch (its decompression, nodejs/undici#3616 and
 * #3762), which fails the test from outside any operation.
 */
const UNCOMPRESSED = { 'accept-encoding': 'identity' }

async function whole(answer: Promise<Response>): Promise<Response> {
  const res = await answer
  const bytes = await res.arrayBuffer()
  return new Response(NULL_BODY_STATUSES.has(res.status) ? null : bytes, { status: res.status, statusText: res.statusText, headers: res.headers })
}

/** An unsigned request (storage PUTs, downloads, the sandbox's confirm), its answer uncompressed and read whole. */
export const faultFetch = (url: string | URL, init: RequestInit = {}): Promise<Response> =>
  whole(fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...UNCOMPRESSED } }))

/** A signed request to the server as a visitor, or with `token`, its answer uncompressed and read whole. */
export const call = (server: Pick<FaultServer, 'url'>, method: string, path: string, options: { body?: object; token?: string } = {}): Promise<Response> =>
  whole(signedFetch(server.url, method, path, options.body, options.token, UNCOMPRESSED))

export { okJson }

/** Logs `phone` in with the code the console SMS provider printed: the access token. */
export async function login(server: Pick<FaultServer, 'url' | 'output'>, phone: string): Promise<string> {
  const from = server.output().length
  await okJson(await call(server, 'GET', `${USER_PATHS.sendCode}?phone=${phone}`), 'send_code')
  const deadline = Date.now() + 15_000
  for (;;) {
    const match = server
      .output()
      .slice(from)
      .split('\n')
      .map((line) => CONSOLE_SMS_PATTERN.exec(line))
      .find((m) => m?.[1] === phone)
    if (match) return (await okJson<LoginResponse>(await call(server, 'POST', USER_PATHS.codeLogin, { body: { phone, code: match[2] } }), 'login')).access
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the server output`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
