/**
 * How a part of `npm run reliability` gets its figures: it runs its own jest test (the same test CI
 * runs as a bounded slice, so both use one app, database template and accounts) with more work asked
 * through the environment, and the test writes a JSON report to the file named by `reportVar`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '..', '..')

export interface JestReport<T> {
  /** The test's report, or null when it wrote none (it failed before, or was skipped). */
  report: T | null
  /** jest passed. */
  ok: boolean
}

export function runJestReport<T>(options: { project?: string; testPath: string; reportVar: string; env?: Record<string, string>; command?: string[] }): JestReport<T> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-')), 'report.json')
  const command = options.command ?? ['jest', '--selectProjects', options.project ?? 'api', '--testPathPattern', options.testPath]
  const result = spawnSync('npx', command, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...options.env, [options.reportVar]: file }
  })
  const report = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null
  fs.rmSync(path.dirname(file), { recursive: true, force: true })
  return { report, ok: result.status === 0 }
}

/** Today as the sections print it. */
export const today = () => new Date().toISOString().slice(0, 10)
