/**
 * Rights of the study-material library (docs/xkw.md "Rights"): the facts of core/xkwRights.ts
 * read for a user (purchased, downloaded before, the membership), a material's rights as its page
 * shows them, and the summary paymentCheck shows after paying.
 */
import { and, count, desc, eq, gte } from 'drizzle-orm'
import { chinaDay, dayStart } from '../../../core/chinaTime'
import { downloadRight, type Right } from '../../../core/xkwRights'
import { xkwVipActive } from '../../../core/xkwPlans'
import { XKW_LIMITS, type XkwRights, type XkwRightsSummary } from '../../../types/xkw'
import type { XkwVipInfo } from '../../../types/user'
import type { Db } from '../../db/open'
import { users, xkwDownloads, xkwMaterials, xkwPurchases } from '../../db/schema'
import { materialCard } from './cards'

type Conn = Pick<Db, 'select'>

export interface UserRightFacts {
  purchased: boolean
  downloaded: boolean
  vip: XkwVipInfo | null
}

export async function rightFactsOf(db: Conn, userId: number, materialId: number): Promise<UserRightFacts> {
  const [[purchase], [download], [user]] = await Promise.all([
    db
      .select({ id: xkwPurchases.id })
      .from(xkwPurchases)
      .where(and(eq(xkwPurchases.userId, userId), eq(xkwPurchases.materialId, materialId))),
    db
      .select({ id: xkwDownloads.id })
      .from(xkwDownloads)
      .where(and(eq(xkwDownloads.userId, userId), eq(xkwDownloads.materialId, materialId)))
      .limit(1),
    db.select({ vip: users.xkwVipInfo }).from(users).where(eq(users.id, userId))
  ])
  return { purchased: !!purchase, downloaded: !!download, vip: user?.vip ?? null }
}

export const rightsAnswer = (facts: UserRightFacts, right: Right): XkwRights => ({
  via: right.via,
  spends: right.spends,
  purchased: facts.purchased,
  downloaded: facts.downloaded,
  reason: right.reason
})

/** The caller's rights on a material (its page). */
export async function rightsOn(db: Conn, userId: number, material: { id: number; priceFen: number }, now: number): Promise<XkwRights> {
  const facts = await rightFactsOf(db, userId, material.id)
  return rightsAnswer(facts, downloadRight({ priceFen: material.priceFen, ...facts, now }))
}

/** New downloads (rows) of the user since the China day began. */
export async function downloadsToday(db: Conn, userId: number, now: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(xkwDownloads)
    .where(and(eq(xkwDownloads.userId, userId), gte(xkwDownloads.createdAt, dayStart(chinaDay(new Date(now))))))
  return n
}

/** GET XKW_PATHS.rights: the membership, today's downloads and the newest purchases. */
export async function rightsSummary(db: Db, apiPrefix: string, userId: number, now: number): Promise<XkwRightsSummary> {
  const [[user], today, bought] = await Promise.all([
    db.select({ vip: users.xkwVipInfo }).from(users).where(eq(users.id, userId)),
    downloadsToday(db, userId, now),
    db
      .select({ material: xkwMaterials, at: xkwPurchases.createdAt })
      .from(xkwPurchases)
      .innerJoin(xkwMaterials, eq(xkwMaterials.id, xkwPurchases.materialId))
      .where(eq(xkwPurchases.userId, userId))
      .orderBy(desc(xkwPurchases.createdAt), desc(xkwPurchases.id))
      .limit(XKW_LIMITS.recentPurchases)
  ])
  const vip = user?.vip ?? null
  return {
    xkw_vip_info: vip,
    vip_active: xkwVipActive(vip, now),
    downloads_today: today,
    downloads_before_code: Math.max(0, XKW_LIMITS.dailyDownloadsWithoutCode - today),
    purchases: bought.map((b) => ({ material: materialCard(b.material, apiPrefix), bought_at: b.at.toISOString() }))
  }
}
