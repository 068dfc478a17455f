/**
 * Starts the real server (tsx server/main.ts) as a child process on a free loopback port,
 * with its own DATA_DIR (a copy of the run's demo template, see ./demoTemplate.ts), and waits
 * until /api/health answers. Used by e2e tests and by API tests that need a real process
 * (restart, lock).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LogLevel } from '../../server/config'
import { copyDemoTemplate } from './demoTemplate'
import { suiteLog } from './logLeaks'

export const ROOT = join(__dirname, '..', '..')

export interface RunningServer {
  url: string
  port: number
  dataDir: string
  proc: ChildProcess
  output: () => string
  stop: () => Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/** A new DATA_DIR: a copy of the run's demo template when the server would seed the demo into it. */
function newDataDir(env: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gk-data-'))
  copyDemoTemplate({ ...process.env, ...env }, dir)
  return dir
}

/** Waits until the server process `proc` answers `url`/api/health; if it exits or the time runs out, kills it and throws with its output. */
export async function waitHealthy(proc: ChildProcess, url: string, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL')
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function startServer(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = env.DATA_DIR ?? newDataDir(env)
  const childEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, H5_DIR: join(ROOT, 'dist', 'h5'), LOG_LEVEL: 'warn', ...env }
  let out = ''
  // Under SUITE_LOG_DIR the server logs at info at least into the suite's file (scripts/check-suite-logs.ts);
  // output() keeps the lines of the level the test asked for.
  const log = suiteLog(childEnv.LOG_LEVEL.toLowerCase() as LogLevel, (line) => (out += line))
  const proc = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...childEnv, ...(log ? { LOG_LEVEL: log.level } : {}) },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  for (const stream of [proc.stdout, proc.stderr]) {
    let partial = ''
    stream?.on('data', (d: Buffer) => {
      if (!log) return void (out += d.toString())
      const lines = (partial + d.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) log.write(`${line}\n`)
    })
    stream?.on('end', () => partial && log?.write(partial))
  }
  // 'close' comes after the child's output has ended, 'exit' may come before.
  proc.once('close', () => log?.close())
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  await waitHealthy(proc, url, () => out, timeoutMs)
  return {
    url,
    port,
    dataDir,
    proc,
    output: () => out,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM')
      return exited
    }
  }
}
