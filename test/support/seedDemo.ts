/**
 * Seeds a new DATA_DIR as the server's first start does (migrations, the shipped institution list,
 * the demo data, the demo pictures in DATA_DIR/files), then closes it: the template of ./demoTemplate.ts.
 *   tsx test/support/seedDemo.ts <DATA_DIR>
 * (A child process: the e2e jest project cannot load PGlite itself.)
 */
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/open'
import { seedAll } from '../../server/seed/seedAll'
import { LocalFileStore } from '../../server/storage/local'

async function main(): Promise<void> {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seedDemo.ts <DATA_DIR>')
  const database = await openDatabase({ dataDir, databaseUrl: null })
  let keep: string | undefined
  try {
    await database.migrate()
    // The server's store of DATA_DIR/files (the seed writes, it presigns nothing: no secret needed).
    const files = new LocalFileStore(join(dataDir, 'files'), 'demo-seed', '')
    await seedAll(database, { seedDemo: true, log: { info: () => undefined, warn: (msg: string) => console.warn(msg) }, files })
    await database.db.execute(sql`checkpoint`)
    const current = (await database.db.execute(sql`select pg_walfile_name(pg_current_wal_lsn()) as segment`)) as unknown as { rows: { segment: string }[] }
    keep = current.rows[0]?.segment
  } finally {
    await database.close()
  }
  pruneWal(join(dataDir, 'pglite', 'pg_wal'), keep)
}

/**
 * After the seed, pg_wal holds some 100 MB of finished and pre-allocated segments that every e2e
 * server's copy of the template would copy and delete again. Only the segment of the last
 * checkpoint is needed (the shutdown checkpoint of close() follows it, in it or the next one);
 * PostgreSQL makes new segments as it needs them.
 */
function pruneWal(walDir: string, current: string | undefined): void {
  if (!current) return
  // Names are timeline, log and segment, 8 hex digits each; a log holds segments 00 to FF (16 MB each).
  const [timeline, log, segment] = [0, 8, 16].map((at) => parseInt(current.slice(at, at + 8), 16))
  const [nextLog, nextSegment] = segment === 0xff ? [log + 1, 0] : [log, segment + 1]
  const next = [timeline, nextLog, nextSegment].map((n) => n.toString(16).toUpperCase().padStart(8, '0')).join('')
  for (const name of readdirSync(walDir)) if (/^[0-9A-F]{24}$/.test(name) && name !== current && name !== next) rmSync(join(walDir, name))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
