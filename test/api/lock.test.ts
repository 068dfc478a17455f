/**
 * The real entry point (server/main.ts through tsx): a second server on the same DATA_DIR exits 1
 * with a clear message; stopping the first releases the lock. Also: a bad variable exits 1 cleanly.
 */
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const ROOT = path.resolve(__dirname, '../..')
let dataDir: string

function startServer(env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  return { child, output: () => output }
}

function exitOf(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    const timer = setTimeout(() => reject(new Error(`no exit within ${timeoutMs} ms`)), timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}

async function waitForUrl(output: () => string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const port = /http:\/\/localhost:(\d+)\/h5\//.exec(output())?.[1]
    if (port) return `http://127.0.0.1:${port}`
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not start:\n${output()}`)
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-lock-'))
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

test('a second server on the same DATA_DIR refuses to start; stopping the first frees it', async () => {
  const first = startServer()
  try {
    // A fresh DATA_DIR seeds the whole demo first: 25-50 s on a busy 2-core CI.
    const base = await waitForUrl(first.output, 100_000)
    const health = await fetch(`${base}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' })
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(first.child.pid))

    const second = startServer()
    expect(await exitOf(second.child, 20_000)).toBe(1)
    expect(second.output()).toContain('正在使用数据目录')
    expect(second.output()).toContain('is using DATA_DIR')
    expect(second.output()).not.toMatch(/\n\s+at /) // no stack trace
  } finally {
    first.child.kill('SIGTERM')
  }
  expect(await exitOf(first.child, 20_000)).toBe(0)
  expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
}, 150_000)

test('a bad environment variable exits 1 with a message naming it', async () => {
  const server = startServer({ PORT: 'eighty' })
  expect(await exitOf(server.child, 20_000)).toBe(1)
  expect(server.output()).toContain('环境变量 PORT 无效')
  expect(server.output()).not.toMatch(/\n\s+at /)
}, 30_000)
