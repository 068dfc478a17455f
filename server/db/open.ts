/**
 * Opens the database the config asks for: PostgreSQL when DATABASE_URL is set, otherwise PGlite
 * on disk in DATA_DIR/pglite (guarded by a lock file) or, for tests, PGlite in memory.
 * Both give a drizzle instance over the same schema; migrate() applies server/db/migrations.
 */
import fs from 'fs'
import path from 'path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { Pool } from 'pg'
import type { DbKind } from '../../types/api'
import type { Config } from '../config'
import { StartupError } from '../errors'
import { acquireDataDirLock } from './lock'
import { assertNoUnfinishedRestore } from './restoreMarker'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: DbKind
  /** Applies pending migrations. */
  migrate(): Promise<void>
  /** Closes connections and releases the PGlite lock. */
  close(): Promise<void>
  /** PGlite: its data directory as a tarball, a consistent image (server/db/backupChannel.ts). */
  snapshot?(): Promise<Blob>
  /**
   * PostgreSQL: the session advisory lock (key, id) on a connection of its own, held until
   * release(); null when another session holds it. A process that dies loses its connections and
   * with them its locks, so a free lock tells that no living process works on (key, id).
   * `id` may be a function that draws it on that connection first (e.g. from a sequence).
   */
  advisoryLock?(key: number, id: number | ((query: (text: string) => Promise<number>) => Promise<number>)): Promise<HeldLock | null>
}

export interface HeldLock {
  id: number
  release(): Promise<void>
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations')
/** Where DATA_DIR keeps the embedded database, and the lock of the process that owns it. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite')
export const pgliteLockPath = (dataDir: string) => path.join(dataDir, 'pglite.lock')

export interface OpenOptions {
  /** PGlite in memory, ignoring DATA_DIR and DATABASE_URL (tests). */
  memory?: boolean
  /** With memory: start from this dumped data directory (a migrated template; tests). */
  template?: Blob
}

export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>, options: OpenOptions = {}): Promise<Database> {
  if (options.memory) return openPglite(undefined, () => undefined, options.template)
  // A half-restored DATA_DIR (its database, or its files beside PostgreSQL) is never opened.
  if (config.dataDir) assertNoUnfinishedRestore(config.dataDir)
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  fs.mkdirSync(config.dataDir, { recursive: true })
  const release = acquireDataDirLock(config.dataDir, pgliteLockPath(config.dataDir))
  try {
    return await openPglite(pgliteDir(config.dataDir), release)
  } catch (error) {
    release()
    throw error
  }
}

async function openPglite(dir: string | undefined, release: () => void, template?: Blob): Promise<Database> {
  // Options in one object: PGlite.create(undefined, { loadDataDir }) ignores the tarball.
  const client = await PGlite.create({ dataDir: dir, loadDataDir: template })
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async snapshot() {
      // The checkpoint shortens the WAL that opening the image replays; the image is whole without it.
      await client.exec('CHECKPOINT')
      return client.dumpDataDir('none')
    },
    async close() {
      try {
        await client.close()
      } finally {
        release()
      }
    }
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url })
  // An idle client whose backend goes away (server restart, admin termination) is reported here;
  // without a listener node-postgres rethrows it and the process dies. The pool replaces the client.
  pool.on('error', (error) => console.warn(`PostgreSQL 连接中断，将自动重连 / idle connection lost: ${error.message}`))
  try {
    // Fail at start-up with a clear message rather than on the first request.
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw new StartupError(
      `无法连接 PostgreSQL（DATABASE_URL）：${(error as Error).message}\n` + `Cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`
    )
  }
  const db = drizzlePg({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    async advisoryLock(key, id) {
      const client = await pool.connect()
      try {
        const scalar = async (text: string) => Number(Object.values((await client.query(text)).rows[0] as object)[0])
        const lockId = typeof id === 'number' ? id : await id(scalar)
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [key, lockId])
        if (!rows[0].ok) {
          client.release()
          return null
        }
        return {
          id: lockId,
          async release() {
            // A connection that fails to unlock is destroyed, which unlocks too.
            await client.query('select pg_advisory_unlock($1, $2)', [key, lockId]).then(
              () => client.release(),
              (error: Error) => client.release(error)
            )
          }
        }
      } catch (error) {
        client.release(error as Error)
        throw error
      }
    }
  }
}
