/** The database probe of GET /api/health. */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/open'

/** Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`)
}
