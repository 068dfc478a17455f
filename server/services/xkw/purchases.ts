/**
 * What paying for the library grants (server/payments/xkwOrder.ts, docs/xkw.md "Buying"): a
 * material's download right (xkw_purchases, once per user and material) or a membership plan
 * (users.xkw_vip_info, core/xkwPlans.ts), and what a full refund takes back. Run inside the
 * transaction that marks the order paid (or records the refund).
 */
import { and, eq } from 'drizzle-orm'
import { extendXkwVip, revokeXkwVip, type XkwPlan, type XkwPlanGrant } from '../../../core/xkwPlans'
import type { Db } from '../../db/open'
import { users, xkwMaterials, xkwPurchases } from '../../db/schema'

type Conn = Pick<Db, 'select'>

export async function materialForSale(db: Conn, id: number): Promise<{ id: number; title: string; priceFen: number } | null> {
  const [row] = await db.select({ id: xkwMaterials.id, title: xkwMaterials.title, priceFen: xkwMaterials.priceFen }).from(xkwMaterials).where(eq(xkwMaterials.id, id))
  return row ?? null
}

export async function hasPurchased(db: Conn, userId: number, materialId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: xkwPurchases.id })
    .from(xkwPurchases)
    .where(and(eq(xkwPurchases.userId, userId), eq(xkwPurchases.materialId, materialId)))
  return !!row
}

/** The right to the material, once: false when the user held it already (a second payment). */
export async function grantPurchase(tx: Db, userId: number, materialId: number, paymentOrderId: number, now: number): Promise<boolean> {
  const inserted = await tx
    .insert(xkwPurchases)
    .values({ userId, materialId, paymentOrderId, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: xkwPurchases.id })
  return inserted.length > 0
}

/** A full refund takes back the right this order granted (a right another order granted stays). */
export async function revokePurchase(tx: Db, paymentOrderId: number): Promise<void> {
  await tx.delete(xkwPurchases).where(eq(xkwPurchases.paymentOrderId, paymentOrderId))
}

/** Extends the membership under the user's row lock, so two plans paid at once both count. */
export async function grantPlan(tx: Db, userId: number, plan: XkwPlan, now: number): Promise<XkwPlanGrant> {
  const [user] = await tx.select({ vip: users.xkwVipInfo }).from(users).where(eq(users.id, userId)).for('update')
  const next = extendXkwVip(user.vip, plan, now)
  await tx.update(users).set({ xkwVipInfo: next }).where(eq(users.id, userId))
  return { plan: plan.code, days: plan.days, downloads: plan.downloads, from: user.vip?.expire_at ?? new Date(now).toISOString(), to: next.expire_at! }
}

export async function revokePlan(tx: Db, userId: number, grant: XkwPlanGrant, now: number): Promise<void> {
  const [user] = await tx.select({ vip: users.xkwVipInfo }).from(users).where(eq(users.id, userId)).for('update')
  if (!user) return
  await tx
    .update(users)
    .set({ xkwVipInfo: revokeXkwVip(user.vip, grant, now) })
    .where(eq(users.id, userId))
}
