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
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: DbKind
  /** Applies pending migrations. */
  migrate(): Promise<void>
  /** Closes connections and releases the PGlite lock. */
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations')

export interface OpenOptions {
  /** PGlite in memory, ignoring DATA_DIR and DATABASE_URL (tests). */
  memory?: boolean
  /** With memory: start from this dumped data directory (a migrated template; tests). */
  template?: Blob
}

export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>, options: OpenOptions = {}): Promise<Database> {
  if (options.memory) return openPglite(undefined, () => undefined, options.template)
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  fs.mkdirSync(config.dataDir, { recursive: true })
  const release = acquireDataDirLock(config.dataDir, path.join(config.dataDir, 'pglite.lock'))
  try {
    return await openPglite(path.join(config.dataDir, 'pglite'), release)
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
    close: () => pool.end()
  }
}
