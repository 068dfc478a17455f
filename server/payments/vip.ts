/**
 * Membership time: the one place that moves users.vip_date_* (VIP state itself is computed by
 * services/users.ts isVip). A grant extends from the later of now and the current end, so time
 * bought early is never lost; what it added is returned so a refund can take exactly that back.
 */
import { eq } from 'drizzle-orm'
import type { VipPlan } from '../../brands/plans'
import type { Db } from '../db/open'
import { users } from '../db/schema'

/** What a grant added, kept on the order (payment_orders.grant). */
export interface VipGrant {
  plan: string
  /** ISO instants: the span [from, to) added to the membership. */
  from: string
  to: string
}

/** `years` calendar years after `ms` (UTC; 29 February lands on 1 March). */
export function addYears(ms: number, years: number): number {
  const d = new Date(ms)
  d.setUTCFullYear(d.getUTCFullYear() + years)
  return d.getTime()
}

/** Where added membership time starts: the current end while it runs (time bought early is never lost), else now. */
export function vipExtendsFrom(end: Date | null, now: number): number {
  return end !== null && end.getTime() > now ? end.getTime() : now
}

/**
 * Adds membership time [from, until(from)) (from: vipExtendsFrom); the start date is kept while the
 * membership runs. `price` (yuan) is recorded as vip_price when a plan was bought or redeemed; a
 * staff grant (the operator console) passes none. `until` may throw (an ApiError) to refuse: the
 * caller's transaction rolls back.
 */
export async function extendVip(tx: Db, userId: number, until: (from: number) => number, now: number, price?: number): Promise<{ from: string; to: string }> {
  // FOR UPDATE: two grants for one user (two orders paid at once) must not both extend from the same end.
  const [row] = await tx.select({ start: users.vipDateStart, end: users.vipDateEnd }).from(users).where(eq(users.id, userId)).for('update')
  if (!row) throw new Error(`user ${userId} not found`)
  const from = vipExtendsFrom(row.end, now)
  const active = row.end !== null && row.end.getTime() > now
  const to = until(from)
  await tx
    .update(users)
    .set({ ...(price !== undefined ? { vipPrice: price } : {}), vipDateStart: active && row.start ? row.start : new Date(now), vipDateEnd: new Date(to) })
    .where(eq(users.id, userId))
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() }
}

export async function grantVip(tx: Db, userId: number, plan: VipPlan, now: number): Promise<VipGrant> {
  const span = await extendVip(tx, userId, (from) => addYears(from, plan.year), now, plan.price)
  return { plan: plan.code, ...span }
}

/** Takes a grant's span back (full refund): the end moves back by its length, never before now. */
export async function revokeVip(tx: Db, userId: number, grant: VipGrant, now: number): Promise<void> {
  const [row] = await tx.select({ end: users.vipDateEnd }).from(users).where(eq(users.id, userId)).for('update')
  if (!row?.end) return
  const span = Date.parse(grant.to) - Date.parse(grant.from)
  const end = Math.max(now, row.end.getTime() - span)
  await tx
    .update(users)
    .set({ vipDateEnd: new Date(end) })
    .where(eq(users.id, userId))
}
