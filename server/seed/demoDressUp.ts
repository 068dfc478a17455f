/**
 * The demo account's coins and dress-up (issue 22): three days of sign-ins ending yesterday, the
 * gaokao-info task's reward (its sample info is complete) and the pendant 青玉 bought and worn, all
 * through the services a user's taps call, so the task centre, the coin record, 我的装扮 and the
 * demo account's posts show what a returning user sees. Only on a database without any coin change.
 */
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { coinChanges, users } from '../db/schema'
import { buyItem, wearItem } from '../services/personal/items'
import { signIn } from '../services/personal/signIn'
import { claimTask } from '../services/personal/tasks'
import { DEMO_PHONE } from './demo'

const DAY_MS = 86_400_000

/** The demo account's coins after its sign-ins, reward and purchase; null when there were coin changes already or no demo account. */
export async function seedDemoDressUp(database: Database, now = Date.now()): Promise<{ coins: number } | null> {
  const db = database.db
  const [{ n }] = await db.select({ n: count() }).from(coinChanges)
  if (n > 0) return null
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE))
  if (!demo) return null
  for (const daysAgo of [3, 2, 1]) await signIn(db, demo.id, now - daysAgo * DAY_MS)
  await claimTask(db, demo.id, 'gaokao_info', now - DAY_MS)
  const bought = await buyItem(db, demo.id, 'pendant', 'jade', now - DAY_MS)
  await wearItem(db, demo.id, 'pendant', 'jade')
  return { coins: bought.num_coins }
}
