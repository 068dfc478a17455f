/**
 * The demo-seeded database that real servers of a test run start from. Seeding the demo data takes
 * 9-10 s, so the e2e project's globalSetup (the default export) seeds it once into a template
 * DATA_DIR, and startServer gives each server that would seed an empty DATA_DIR a copy instead.
 *
 * The template is kept between runs under node_modules/.cache, keyed by a hash of what the seed
 * depends on (server/: migrations, seed code and data; core/, types/; package-lock.json: PGlite's
 * version) and by the day (the demo account takes its apply year and timestamps from the clock),
 * so a stale template is seeded again.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { contentHash } from '../../scripts/lib/ensureBuild'
import { loadConfig } from '../../server/config'
import { dropOldTemplates } from './templateCache'

const ROOT = join(__dirname, '..', '..')
const CACHE = join(ROOT, 'node_modules', '.cache', 'demo-template')
const SEED_INPUTS = ['server', 'core', 'types', 'package-lock.json', 'test/support/seedDemo.ts']
/** Set by the globalSetup, read by the test workers (they inherit the environment). */
const TEMPLATE_ENV = 'DEMO_TEMPLATE_DIR'

/** The template's folder, seeded first when missing or stale. */
export function ensureDemoTemplate(): string {
  const dir = join(CACHE, contentHash(SEED_INPUTS, [new Date().toDateString()]).slice(0, 16))
  if (existsSync(dir)) return dir
  console.log('示例数据模板缺失或已过期，正在写入… / seeding the demo data template')
  mkdirSync(CACHE, { recursive: true })
  const building = `${dir}.tmp-${process.pid}`
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'seedDemo.ts'), building], { cwd: ROOT, encoding: 'utf8' })
  if (run.status !== 0) {
    rmSync(building, { recursive: true, force: true })
    throw new Error(`seeding the demo template failed (${run.status}):\n${run.stdout}\n${run.stderr}`)
  }
  // Renamed when complete, so a folder with the key is always a finished template.
  try {
    renameSync(building, dir)
  } catch (error) {
    rmSync(building, { recursive: true, force: true })
    // Another run that finished first keeps its own.
    if (!existsSync(dir)) throw error
  }
  dropOldTemplates(CACHE, dir)
  return dir
}

/** Whether a server started with `env` seeds the demo data into an empty PGlite DATA_DIR. */
function seedsDemoOnPglite(env: NodeJS.ProcessEnv): boolean {
  try {
    const config = loadConfig(env, ROOT)
    return config.seedDemo && !config.databaseUrl
  } catch {
    // A bad variable: the server will say so itself.
    return false
  }
}

/** Fills the new, empty `dataDir` with the run's template when a server started with `env` would seed it. */
export function copyDemoTemplate(env: NodeJS.ProcessEnv, dataDir: string): void {
  const template = process.env[TEMPLATE_ENV]
  if (!template || !seedsDemoOnPglite(env)) return
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
  // The demo pictures the forum's rows point to.
  if (existsSync(join(template, 'files'))) cpSync(join(template, 'files'), join(dataDir, 'files'), { recursive: true })
}

/**
 * jest globalSetup (e2e project): the template, once per run. When seeding fails the run goes on
 * without it: each e2e server then seeds its own DATA_DIR and shows the failure in its file.
 */
export default function globalSetup(): void {
  try {
    process.env[TEMPLATE_ENV] = ensureDemoTemplate()
  } catch (error) {
    console.error(`示例数据模板写入失败 / the demo template could not be seeded: ${(error as Error).message}`)
  }
}
