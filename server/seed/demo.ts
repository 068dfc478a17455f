/**
 * Demo data for a fresh install, every row clearly labelled 示例数据 so nobody mistakes it for real
 * data. Runs only on an empty database and only once (app_meta.demo_seeded); later issues extend it.
 * The demo account: 示例用户, phone 13800000000, is_demo = true, sample gaokao info (江苏, 物化生,
 * 612 分, 位次 15800) whose search history reads 示例数据.
 */
import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database, Db } from '../db/open'
import { appMeta, users } from '../db/schema'

export const DEMO_LABEL = '示例数据'
export const DEMO_USERNAME = '示例用户'
/** The demo account logs in like any other (code from the server log); its gaokao info is sample data. */
export const DEMO_PHONE = '13800000000'
const SEEDED_KEY = 'demo_seeded'

/**
 * An area's demo seed, run once: only while `table` (the area's main table) is empty. Answers what
 * the seed made with the milliseconds it took, or null when the area was seeded before.
 */
export async function seedAreaOnce<T extends object>(db: Db, table: PgTable, seed: () => Promise<T>): Promise<(T & { ms: number }) | null> {
  const started = Date.now()
  const [{ n }] = await db.select({ n: count() }).from(table)
  if (n > 0) return null
  return { ...(await seed()), ms: Date.now() - started }
}

/** Returns true when it inserted the demo data. */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY))
    if (seeded) return false
    // A database that already holds users is a real one: never mix demo rows into it.
    const [{ users: existing }] = await tx.select({ users: count() }).from(users)
    if (existing > 0) return false
    const year = new Date().getFullYear()
    await tx
      .insert(users)
      .values({
        username: DEMO_USERNAME,
        phone: DEMO_PHONE,
        isDemo: true,
        inviteCode: 'DEMO0000',
        role: 'student',
        grade: '高三',
        province: '江苏',
        applyYear: year,
        subjects: ['物理', '化学', '生物'],
        score: 612,
        rank: 15800,
        enrollUpdateAt: Date.now(),
        searchHistory: [DEMO_LABEL]
      })
      .onConflictDoNothing()
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: { at: new Date().toISOString(), label: DEMO_LABEL } })
    return true
  })
}
