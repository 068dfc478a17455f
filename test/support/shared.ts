/**
 * ../shared beside the repository: third-party data that CI has and a newcomer's clone does not.
 * Every test and bench that reads it resolves it here; SHARED_DIR points elsewhere (a missing
 * folder tries the newcomer's run). What needs it skips, with one line saying so, when it is absent.
 * (The ministry's institution list ships with the app: tests read server/seed/data instead.)
 */
import fs, { existsSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'

export const SHARED_DIR = resolve(process.env.SHARED_DIR || join(__dirname, '..', '..', '..', 'shared'))

/** 一分一段 tables and per-major lines of 浙江, 江苏, 湖南, 重庆 2022-2025 (third-party, unlicensed: tests and benches only). */
export const GAOKAO_REAL_DIR = join(SHARED_DIR, 'data', 'gaokao-real')

/** The ministry's original list, of which server/seed/data/institutions-2025.json is the conversion. */
export const MOE_LIST_FILE = join(SHARED_DIR, 'data', 'moe-universities-2025', 'regular-institutions-2025.json')

/** Exit status of a bench skipped for want of shared data: scripts/test.sh records the step as skipped, run-all too. */
export const SKIPPED_EXIT_CODE = 75

const reported = new Set<string>()

/** Whether `path` exists; when not, one line on stderr (once per path and test file) says what is skipped. */
export function hasShared(path: string, skipped: string): boolean {
  if (existsSync(path)) return true
  if (!reported.has(path)) process.stderr.write(`跳过「${skipped}」：找不到 ${path} / skipped, not found: ${path}\n`)
  reported.add(path)
  return false
}

/**
 * jest's test, or test.skip when `path` is absent. When every test of a file or describe block is
 * skipped, its beforeAll/afterAll hooks do not run either: files are read in hooks or tests only.
 */
export function testWithShared(path: string, name: string, fn: jest.ProvidesCallback, timeout?: number): void {
  const run = hasShared(path, name) ? test : test.skip
  run(name, fn, timeout)
}

/**
 * For a bench that cannot run without `path`: whether it is absent, in which case the bench has
 * said so (a line, then its one closing JSON object) and exits with SKIPPED_EXIT_CODE.
 */
export function benchSkippedWithout(bench: string, path: string): boolean {
  if (hasShared(path, `bench/${bench}.ts`)) return false
  console.log(JSON.stringify({ bench, skipped: `${path} not found` }))
  process.exitCode = SKIPPED_EXIT_CODE
  return true
}

/** jest's describe, or describe.skip when `path` is absent (the block's function still runs, to list its tests). */
export function describeWithShared(path: string, name: string, fn: () => void): void {
  const block = hasShared(path, name) ? describe : describe.skip
  block(name, fn)
}

/**
 * Makes every read under ../shared (SHARED_DIR) throw, as on a machine that has only the repository,
 * until the answered function is called. For jest tests: spies on node:fs.
 */
export function blockSharedReads(): () => void {
  const shared = SHARED_DIR + sep
  const blocked = (file: unknown) => typeof file === 'string' && resolve(file).startsWith(shared)
  const spies = (['readFileSync', 'existsSync', 'statSync', 'openSync', 'readdirSync'] as const).map((name) => {
    const original = fs[name] as (...args: unknown[]) => unknown
    return jest.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      if (blocked(args[0])) throw new Error(`read of ../shared: ${String(args[0])}`)
      return original.apply(fs, args)
    }) as never)
  })
  return () => spies.forEach((spy) => spy.mockRestore())
}
