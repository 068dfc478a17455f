/**
 * The migrated, empty database every API test file starts from. Opening PGlite and applying the
 * migrations costs each file about 2 s of CPU; loading a dump of the result costs about 0.5 s. So
 * the api project's globalSetup (the default export) writes the dump once (kept under
 * node_modules/.cache, keyed by the migrations and PGlite's version) and test/api/helpers.ts
 * freshDatabase loads it. Against PostgreSQL (TEST_DATABASE_URL) the template is a migrated
 * database that each file's throw-away database is created from (CREATE DATABASE … TEMPLATE).
 * Without a template (its writing failed) every file migrates its own database as before.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { contentHash } from '../../scripts/lib/ensureBuild'
import { dropOldTemplates } from './templateCache'

const ROOT = join(__dirname, '..', '..')
const CACHE = join(ROOT, 'node_modules', '.cache', 'migrated-template')
const INPUTS = ['server/db/migrations', 'package-lock.json']
/** Set by the globalSetup, read by the test workers (they inherit the environment). */
const PGLITE_ENV = 'MIGRATED_PGLITE_TEMPLATE'
const POSTGRES_ENV = 'MIGRATED_POSTGRES_TEMPLATE'

const templateKey = () => contentHash(INPUTS).slice(0, 16)

function dump(args: string[]): void {
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'dumpMigrated.ts'), ...args], { cwd: ROOT, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`writing the migrated template failed (${run.status}):\n${run.stdout}\n${run.stderr}`)
}

function ensurePgliteTemplate(): string {
  const file = join(CACHE, `${templateKey()}.tar`)
  if (existsSync(file)) return file
  mkdirSync(CACHE, { recursive: true })
  const building = `${file}.tmp-${process.pid}`
  try {
    dump(['pglite', building])
  } catch (error) {
    rmSync(building, { force: true })
    throw error
  }
  // Renamed when complete, so a file with the key is always a whole dump.
  renameSync(building, file)
  dropOldTemplates(CACHE, file)
  return file
}

/** The run's PGlite template as PGlite.create's loadDataDir, or undefined when there is none. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_ENV]
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined
}

/** The name of the run's migrated PostgreSQL template database, or undefined. */
export const postgresTemplate = (): string | undefined => process.env[POSTGRES_ENV]

/** jest globalSetup (api project). A failure is reported and the run goes on without a template. */
export default function globalSetup(): void {
  try {
    const serverUrl = process.env.TEST_DATABASE_URL
    if (serverUrl) {
      // test-pg.sh starts a new server for each run: the template is made once per run.
      const name = `tpl_${templateKey()}`
      dump(['postgres', serverUrl, name])
      process.env[POSTGRES_ENV] = name
    } else process.env[PGLITE_ENV] = ensurePgliteTemplate()
  } catch (error) {
    console.error(`迁移模板写入失败 / the migrated template could not be written: ${(error as Error).message}`)
  }
}
