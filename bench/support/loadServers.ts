/**
 * The processes bench/load.ts measures, each a child of its own on a free loopback port so that the
 * load generator (this process) and the server do not share an event loop: the real server
 * (server/main.ts, demo data, rate limits off, its default log level) and a bare Fastify hello-world
 * (bench/support/hello.ts, the yardstick). And a throw-away PostgreSQL server as scripts/test-pg.sh
 * starts one, for `--pg`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
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

function pgBin(): string {
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : []
  for (const version of dirs) {
    const bin = join('/usr/lib/postgresql', version, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  throw new Error('PostgreSQL (initdb, pg_ctl) not found: apt-get install postgresql, or give DATABASE_URL')
}

/**
 * A PostgreSQL database for one run: a new database on the server of DATABASE_URL when it is set,
 * else a throw-away server (initdb in a temp dir, trust auth, fsync off, as scripts/test-pg.sh).
 */
export async function loadPostgres(): Promise<{ url: string; dispose(): Promise<void> }> {
  const name = `load_${process.pid}_${Date.now()}`
  const admin = async (serverUrl: string, sql: string) => {
    const client = new Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  const withDatabase = (serverUrl: string) => {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  const given = process.env.DATABASE_URL
  if (given) {
    await admin(given, `CREATE DATABASE ${name}`)
    return { url: withDatabase(given), dispose: () => admin(given, `DROP DATABASE ${name} WITH (FORCE)`) }
  }
  const bin = pgBin()
  const dir = mkdtempSync(join(tmpdir(), 'gk-load-pg-'))
  // initdb refuses root: the server runs as the postgres user then.
  const asPg =
    process.getuid?.() === 0
      ? (cmd: string, args: string[]) => spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' })
  if (process.getuid?.() === 0) {
    if (spawnSync('id', ['postgres']).status !== 0) spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'])
    chmodSync(dir, 0o777)
  }
  const port = await freePort()
  const data = join(dir, 'data')
  const run = (cmd: string, args: string[]) => {
    const res = asPg(join(bin, cmd), args)
    if (res.status !== 0) throw new Error(`${cmd}: ${res.stderr}${res.stdout}`)
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'])
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`, 'start'])
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  await admin(serverUrl, `CREATE DATABASE ${name}`)
  return {
    url: withDatabase(serverUrl),
    async dispose() {
      asPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
