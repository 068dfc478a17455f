/**
 * Coupons a user holds (issue 23; types/mallCart.ts, docs/mall.md "Coupons"; the rules:
 * core/mallCoupons.ts). A template (coupons) is received as a user_coupons row valid for its
 * valid_days from then. Three ways in, each once-only by grant_key (unique per user):
 * - the welcome pack ('welcome:<coupon id>'), given by the first check-recent-coupon call;
 * - the coupon centre ('claim:<coupon id>'): a claimable template, once per user (409 after);
 * - a staff grant (no key: staff may give the same coupon again).
 * A coupon the user did not take themselves (welcome, staff) is unseen until check-recent-coupon
 * answers it once (seen_at set in the same UPDATE, so two calls at once never both show it).
 *
 * An order holds a coupon with holdCoupon (used_order_id set, guarded: a coupon is held by one
 * order at a time) and gives it back with releaseCoupon when it is cancelled or closes unpaid.
 */
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { couponState, type HeldCoupon } from '../../../core/mallCoupons'
import type { MallCategory } from '../../../types/mall'
import type { MallCentreCoupon, MallCouponKind, MallCouponSource, MallCouponState, MallUserCoupon } from '../../../types/mallCart'
import type { Db } from '../../db/open'
import { coupons, userCoupons, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage, type PageQuery } from '../../lib/paginate'

type Reader = Pick<Db, 'select'>
type Writer = Pick<Db, 'select' | 'insert' | 'update'>

const DAY_MS = 86_400_000

export const couponMissing = () => new ApiError(404, 'not_found', '优惠券不存在')

const ruleColumns = {
  name: coupons.name,
  kind: coupons.kind,
  thresholdFen: coupons.thresholdFen,
  discountFen: coupons.discountFen,
  percentOff: coupons.percentOff,
  maxDiscountFen: coupons.maxDiscountFen,
  category: coupons.category
}

const heldColumns = {
  ...ruleColumns,
  id: userCoupons.id,
  couponId: userCoupons.couponId,
  source: userCoupons.source,
  startsAt: userCoupons.startsAt,
  endsAt: userCoupons.endsAt,
  usedOrderId: userCoupons.usedOrderId
}

interface RuleRow {
  name: string
  kind: string
  thresholdFen: number
  discountFen: number
  percentOff: number
  maxDiscountFen: number | null
  category: string | null
}

export interface HeldRow extends RuleRow {
  id: number
  couponId: number
  source: string
  startsAt: Date
  endsAt: Date
  usedOrderId: number | null
}

const ruleOf = (row: RuleRow) => ({
  name: row.name,
  kind: row.kind as MallCouponKind,
  threshold_fen: row.thresholdFen,
  discount_fen: row.discountFen,
  percent_off: row.percentOff,
  max_discount_fen: row.maxDiscountFen,
  category: row.category as MallCategory | null
})

/** The row as the rules see it (core/mallCoupons.ts), carrying the row. */
export const heldOf = (row: HeldRow): HeldCoupon & { row: HeldRow } => ({
  ...ruleOf(row),
  id: row.id,
  starts_at: row.startsAt.getTime(),
  ends_at: row.endsAt.getTime(),
  used: row.usedOrderId !== null,
  row
})

export const toUserCoupon = (row: HeldRow, now: number): MallUserCoupon => ({
  id: row.id,
  coupon_id: row.couponId,
  ...ruleOf(row),
  source: row.source as MallCouponSource,
  state: couponState({ ends_at: row.endsAt.getTime(), used: row.usedOrderId !== null }, now),
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  used_order_id: row.usedOrderId
})

const heldQuery = (db: Reader) => db.select(heldColumns).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId))

/** The user's free (no order holds them), unexpired coupons. */
export function freeCouponsOf(db: Reader, userId: number, now: number): Promise<HeldRow[]> {
  return heldQuery(db).where(and(eq(userCoupons.userId, userId), isNull(userCoupons.usedOrderId), gt(userCoupons.endsAt, new Date(now))))
}

/** The user's coupon `id` in any state, or null (another user's reads as missing). */
export async function heldCouponOf(db: Reader, userId: number, id: number): Promise<HeldRow | null> {
  const [row] = await heldQuery(db).where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)))
  return row ?? null
}

function stateWhere(state: MallCouponState, at: Date): { where: SQL; order: SQL[] } {
  switch (state) {
    case 'usable':
      return { where: and(isNull(userCoupons.usedOrderId), gt(userCoupons.endsAt, at))!, order: [asc(userCoupons.endsAt), asc(userCoupons.id)] }
    case 'used':
      return { where: isNotNull(userCoupons.usedOrderId), order: [desc(userCoupons.usedAt), desc(userCoupons.id)] }
    case 'expired':
      return { where: and(isNull(userCoupons.usedOrderId), lte(userCoupons.endsAt, at))!, order: [desc(userCoupons.endsAt), desc(userCoupons.id)] }
  }
}

/** GET MALL_CART_PATHS.coupons: usable ending soonest first, used latest first, expired latest first. */
export async function couponPage(
  db: Db,
  userId: number,
  state: MallCouponState,
  query: Partial<PageQuery>,
  now: number
): Promise<{ count: number; results: MallUserCoupon[] }> {
  const { where, order } = stateWhere(state, new Date(now))
  const mine = and(eq(userCoupons.userId, userId), where)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(userCoupons).where(mine), (w) =>
    heldQuery(db)
      .where(mine)
      .orderBy(...order)
      .limit(w.limit)
      .offset(w.offset)
  )
  return { count: n, results: rows.map((row) => toUserCoupon(row, now)) }
}

/** GET MALL_CART_PATHS.couponCentre: the claimable templates, smallest threshold first, each saying whether the user has it. */
export async function centrePage(db: Db, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: MallCentreCoupon[] }> {
  const claimedKey = sql<string>`'claim:' || ${coupons.id}`
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(coupons).where(eq(coupons.claimable, true)), (w) =>
    db
      .select({ ...ruleColumns, id: coupons.id, validDays: coupons.validDays, claimedId: userCoupons.id })
      .from(coupons)
      .leftJoin(userCoupons, and(eq(userCoupons.userId, userId), eq(userCoupons.grantKey, claimedKey)))
      .where(eq(coupons.claimable, true))
      .orderBy(asc(coupons.thresholdFen), asc(coupons.id))
      .limit(w.limit)
      .offset(w.offset)
  )
  return { count: n, results: rows.map((row) => ({ id: row.id, ...ruleOf(row), valid_days: row.validDays, claimed: row.claimedId !== null })) }
}

interface Grant {
  source: MallCouponSource
  grantKey: string | null
  /** The user took it themselves (the centre): no popup for it. */
  seen: boolean
}

/** Gives the template to the user; null when the grant key was used already. */
async function grant(db: Writer, userId: number, coupon: { id: number; validDays: number }, how: Grant, now: number): Promise<number | null> {
  const at = new Date(now)
  const [row] = await db
    .insert(userCoupons)
    .values({
      userId,
      couponId: coupon.id,
      source: how.source,
      grantKey: how.grantKey,
      startsAt: at,
      endsAt: new Date(now + coupon.validDays * DAY_MS),
      seenAt: how.seen ? at : null,
      createdAt: at
    })
    .onConflictDoNothing()
    .returning({ id: userCoupons.id })
  return row ? row.id : null
}

async function heldById(db: Reader, userId: number, id: number, now: number): Promise<MallUserCoupon> {
  const row = await heldCouponOf(db, userId, id)
  if (!row) throw couponMissing()
  return toUserCoupon(row, now)
}

/** POST MALL_CART_PATHS.couponClaim: 404 when the template is not offered, 409 the second time. */
export async function claimCoupon(db: Db, userId: number, couponId: number, now: number): Promise<MallUserCoupon> {
  const [coupon] = await db
    .select({ id: coupons.id, validDays: coupons.validDays })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.claimable, true)))
  if (!coupon) throw couponMissing()
  const id = await grant(db, userId, coupon, { source: 'claim', grantKey: `claim:${coupon.id}`, seen: true }, now)
  if (id === null) throw new ApiError(409, 'business_rule', '已经领取过该优惠券')
  return heldById(db, userId, id, now)
}

/** Staff: POST MALL_CART_PATHS.staffCouponGrant (404 for a missing user or template). */
export async function staffGrantCoupon(db: Db, userId: number, couponId: number, now: number): Promise<MallUserCoupon> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(404, 'not_found', '用户不存在')
  const [coupon] = await db.select({ id: coupons.id, validDays: coupons.validDays }).from(coupons).where(eq(coupons.id, couponId))
  if (!coupon) throw couponMissing()
  const id = await grant(db, userId, coupon, { source: 'staff', grantKey: null, seen: false }, now)
  return heldById(db, userId, id!, now)
}

/**
 * POST MALL_CART_PATHS.recentCoupons: gives the welcome pack (each welcome template once per user),
 * then answers the unseen, usable coupons, ending soonest first, and marks every unseen one seen.
 */
export async function recentCoupons(db: Db, userId: number, now: number): Promise<MallUserCoupon[]> {
  const welcome = await db.select({ id: coupons.id, validDays: coupons.validDays }).from(coupons).where(eq(coupons.welcome, true))
  for (const coupon of welcome) await grant(db, userId, coupon, { source: 'welcome', grantKey: `welcome:${coupon.id}`, seen: false }, now)
  const seen = await db
    .update(userCoupons)
    .set({ seenAt: new Date(now) })
    .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.seenAt)))
    .returning({ id: userCoupons.id })
  if (seen.length === 0) return []
  const ids = new Set(seen.map((row) => row.id))
  const rows = (await freeCouponsOf(db, userId, now)).filter((row) => ids.has(row.id))
  return rows.sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id).map((row) => toUserCoupon(row, now))
}

/**
 * An order takes the user's coupon (inside the submit transaction, after quoteLines chose it):
 * false when another order took it meanwhile.
 */
export async function holdCoupon(tx: Writer, userId: number, userCouponId: number, orderId: number, now: number): Promise<boolean> {
  const held = await tx
    .update(userCoupons)
    .set({ usedOrderId: orderId, usedAt: new Date(now) })
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), isNull(userCoupons.usedOrderId), gt(userCoupons.endsAt, new Date(now))))
    .returning({ id: userCoupons.id })
  return held.length === 1
}

/** A cancelled or closed order gives its coupon back (usable again while before ends_at). */
export async function releaseCoupon(tx: Writer, orderId: number): Promise<void> {
  await tx.update(userCoupons).set({ usedOrderId: null, usedAt: null }).where(eq(userCoupons.usedOrderId, orderId))
}
