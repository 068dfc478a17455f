/**
 * The demo forum's medals: the rules of services/forum/medals.ts applied once to every demo member
 * after the demo forum is written (its answers and likes are inserted in bulk, not through the
 * actions that award medals), so the demo home tab shows medals beside names as a live forum would.
 * Only on a database without any medal yet.
 */
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { userMedals, users } from '../db/schema'
import { awardMedals } from '../services/forum/medals'

/** Medals awarded to demo members; null when some user already holds a medal. */
export async function seedDemoForumMedals(database: Database, now = Date.now()): Promise<{ medals: number } | null> {
  const [{ n }] = await database.db.select({ n: count() }).from(userMedals)
  if (n > 0) return null
  const members = await database.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true))
  let medals = 0
  await database.db.transaction(async (tx) => {
    for (const m of members) medals += (await awardMedals(tx, m.id, now)).length
  })
  return { medals }
}
