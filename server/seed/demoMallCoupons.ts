/**
 * The mall's demo coupons (issue 23, docs/mall.md "Coupons"): the welcome pack every user receives
 * on their first visit to the mall (check-recent-coupon) and the coupons of the coupon centre (领券),
 * shaped to the demo catalogue's prices (most goods ¥20–¥80, delivery free from ¥59). Only on a
 * database without coupons.
 */
import { count } from 'drizzle-orm'
import type { Database } from '../db/open'
import { coupons } from '../db/schema'

type Template = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>

export const DEMO_MALL_COUPONS: readonly Template[] = [
  { name: '新人无门槛券', kind: 'cash', thresholdFen: 0, discountFen: 300, validDays: 30, welcome: true },
  { name: '新人满59减10', kind: 'cash', thresholdFen: 5900, discountFen: 1000, validDays: 30, welcome: true },
  { name: '新人教辅85折券', kind: 'discount', percentOff: 15, maxDiscountFen: 2000, category: 'tutoring', validDays: 30, welcome: true },
  { name: '真题专享满49减8', kind: 'cash', thresholdFen: 4900, discountFen: 800, category: 'exam', validDays: 15, claimable: true },
  { name: '文具满30减5', kind: 'cash', thresholdFen: 3000, discountFen: 500, category: 'stationery', validDays: 7, claimable: true },
  { name: '志愿填报书9折', kind: 'discount', thresholdFen: 3000, percentOff: 10, maxDiscountFen: 1500, category: 'application', validDays: 15, claimable: true },
  { name: '全场满99减15', kind: 'cash', thresholdFen: 9900, discountFen: 1500, validDays: 15, claimable: true },
  { name: '全场满199减40', kind: 'cash', thresholdFen: 19900, discountFen: 4000, validDays: 30, claimable: true }
]

/** The templates written; null when there were coupons already. */
export async function seedDemoMallCoupons(database: Database, now = Date.now()): Promise<{ coupons: number } | null> {
  const db = database.db
  const [{ n }] = await db.select({ n: count() }).from(coupons)
  if (n > 0) return null
  await db.insert(coupons).values(DEMO_MALL_COUPONS.map((template) => ({ ...template, createdAt: new Date(now) })))
  return { coupons: DEMO_MALL_COUPONS.length }
}
