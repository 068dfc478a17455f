/**
 * Demo data for a fresh install, every row clearly labelled 示例数据 so nobody mistakes it for real
 * data. Runs only on an empty database and only once (app_meta.demo_seeded); later issues extend it.
 */
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { appMeta, users } from '../db/schema'

export const DEMO_LABEL = '示例数据'
export const DEMO_USERNAME = '示例用户'
const SEEDED_KEY = 'demo_seeded'

/** Returns true when it inserted the demo data. */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY))
    if (seeded) return false
    // A database that already holds users is a real one: never mix demo rows into it.
    const [{ users: existing }] = await tx.select({ users: count() }).from(users)
    if (existing > 0) return false
    await tx.insert(users).values({ username: DEMO_USERNAME })
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: { at: new Date().toISOString(), label: DEMO_LABEL } })
    return true
  })
}
