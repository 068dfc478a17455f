/**
 * The processes bench/load.ts measures, each a child of its own on a free loopback port so that the
 * load generator (this process) and the server do not share an event loop: the real server
 * (server/main.ts, demo data, rate limits off, its default log level) and a bare Fastify hello-world
 * (bench/support/hello.ts, the yardstick). And, for `--pg`, a database of its own on a PostgreSQL
 * server (scripts/with-postgres.sh's, or DATABASE_URL's).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'pg'
import { CONSOLE_SMS_PATTERN } from '../../types/user'
import { copyDemoTemplate, ensureDemoTemplate } from '../../test/support/demoTemplate'
import { ROOT, freePort } from '../../test/support/realServer'

export interface Child {
  url: string
  pid: number
  /** The SMS code the console provider printed for `phone` (waits for it). */
  smsCode(phone: string): Promise<string>
  stop(): Promise<void>
}

/**
 * Starts `args` under node with tsx and waits for `ready` on its standard output. The output is not
 * kept (a server at its default level logs every request): only the SMS lines are remembered.
 */
async function startChild(
  args: string[],
  env: Record<string, string>,
  ready: string,
  timeoutMs = 120_000,
  nodeArgs: string[] = []
): Promise<{ proc: ChildProcess; smsCode: Child['smsCode'] }> {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const codes = new Map<string, string>()
  let started = false
  let tail = ''
  const read = (chunk: Buffer) => {
    const text = tail + chunk.toString()
    const lines = text.split('\n')
    tail = lines.pop() ?? ''
    for (const line of lines) {
      if (!started && line.includes(ready)) started = true
      const sms = CONSOLE_SMS_PATTERN.exec(line)
      if (sms) codes.set(sms[1], sms[2])
    }
  }
  let errors = ''
  proc.stdout?.on('data', read)
  proc.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
  const deadline = Date.now() + timeoutMs
  while (!started) {
    if (proc.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${proc.exitCode}:\n${errors}`)
    if (Date.now() > deadline) {
      proc.kill('SIGKILL')
      throw new Error(`${args.join(' ')} did not start in ${timeoutMs / 1000} s:\n${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    proc,
    async smsCode(phone) {
      for (let i = 0; i < 100 && !codes.has(phone); i++) await new Promise((resolve) => setTimeout(resolve, 50))
      const code = codes.get(phone)
      if (!code) throw new Error(`no SMS code for ${phone}`)
      return code
    }
  }
}

function stopper(proc: ChildProcess, cleanup: () => void = () => undefined): () => Promise<void> {
  return async () => {
    const exited = new Promise<void>((resolve) => (proc.exitCode !== null ? resolve() : proc.once('exit', () => resolve())))
    if (proc.exitCode === null) proc.kill('SIGTERM')
    await exited
    cleanup()
  }
}

/** The bare Fastify hello-world. */
export async function startHello(): Promise<Child> {
  const port = await freePort()
  const { proc, smsCode } = await startChild([join(__dirname, 'hello.ts')], { PORT: String(port) }, 'hello ready')
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid!, smsCode, stop: stopper(proc) }
}

/**
 * The real server on PGlite (a copy of the seeded demo template in a temp DATA_DIR) or, with
 * `databaseUrl`, on that PostgreSQL database (the demo is seeded into it at start). `profileDir`:
 * node writes the server's CPU profile there when it stops (--cpu-prof).
 */
export async function startApiServer(databaseUrl: string | null, profileDir: string | null = null): Promise<Child> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'gk-load-'))
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'true',
    RATE_LIMITS: 'off',
    S3_BUCKET: ''
  }
  if (!databaseUrl) {
    // Seeding the demo takes some 10 s: PGlite starts from the tests' cached template instead.
    process.env.DEMO_TEMPLATE_DIR ??= ensureDemoTemplate()
    copyDemoTemplate({ ...process.env, ...env }, dataDir)
  }
  const { proc, smsCode } = await startChild(
    [join(ROOT, 'server', 'main.ts')],
    env,
    'Server ready',
    300_000,
    profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []
  )
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid!, smsCode, stop: stopper(proc, () => rmSync(dataDir, { recursive: true, force: true })) }
}

/**
 * A PostgreSQL database for one run, made on the server of DATABASE_URL when it is set, else on the
 * throw-away server of scripts/with-postgres.sh (PG_SERVER_URL): `--pg` runs under it.
 */
export async function loadPostgres(): Promise<{ url: string; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.PG_SERVER_URL
  if (!serverUrl) throw new Error('--pg needs a PostgreSQL server: bash scripts/with-postgres.sh npx tsx bench/load.ts --pg, or give DATABASE_URL')
  const name = `load_${process.pid}_${Date.now()}`
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), dispose: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) }
}
