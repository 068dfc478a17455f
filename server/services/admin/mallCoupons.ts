/**
 * Operator console: coupon templates (issue 28, types/adminMall.ts). A template is what users
 * receive (services/mall/coupons.ts: the welcome pack, the coupon centre, a staff grant) and what
 * the pricing rules read (core/mallCoupons.ts), so a new one must make sense to those rules:
 * a cash coupon takes discount_fen off (less than its threshold when it has one: 满100减100 would
 * give the goods away, and the rules keep 1 fen anyway); a discount coupon takes a whole percent,
 * optionally capped. Templates are never edited: users hold them, so a change would rewrite
 * coupons already given.
 */
import { count, desc, eq, inArray, sql } from 'drizzle-orm'
import { fenToYuanString } from '../../../core/payments/plans'
import type { AdminCoupon, AdminCouponCreate, AdminCouponListQuery } from '../../../types/adminMall'
import { MALL_CATEGORY_NAMES, type MallCategory } from '../../../types/mall'
import type { MallCouponKind } from '../../../types/mallCart'
import type { Db } from '../../db/open'
import { coupons, userCoupons } from '../../db/schema'
import { fieldError } from '../../errors'
import { countedPage } from '../../lib/paginate'

type Reader = Pick<Db, 'select'>
type CouponRow = typeof coupons.$inferSelect
type Rule = Pick<AdminCouponCreate, 'kind' | 'threshold_fen' | 'discount_fen' | 'percent_off' | 'max_discount_fen'>

const shortYuan = (fen: number) => fenToYuanString(fen).replace(/\.?0+$/, '')

/** The field a template gets wrong and why (a sentence for staff), or null when the rules can use it. */
export function couponTemplateProblem(rule: Rule): { field: string; message: string } | null {
  if (rule.kind === 'cash') {
    if (rule.discount_fen < 1) return { field: 'discount_fen', message: '满减券须填写减免金额' }
    if (rule.threshold_fen > 0 && rule.discount_fen >= rule.threshold_fen) return { field: 'discount_fen', message: '减免金额须小于使用门槛' }
    if (rule.percent_off !== 0) return { field: 'percent_off', message: '满减券不设折扣' }
    if (rule.max_discount_fen !== null) return { field: 'max_discount_fen', message: '满减券不设最高减免' }
    return null
  }
  if (rule.percent_off < 1) return { field: 'percent_off', message: '折扣券须填写折扣' }
  if (rule.discount_fen !== 0) return { field: 'discount_fen', message: '折扣券不设减免金额' }
  return null
}

/** 满59减10 · 无门槛减5 · 8.5折（最高减20元）, with the category when it has one. */
export function couponSummary(rule: Rule & { category: MallCategory | null }): string {
  const face =
    rule.kind === 'cash'
      ? `${rule.threshold_fen === 0 ? '无门槛' : `满${shortYuan(rule.threshold_fen)}`}减${shortYuan(rule.discount_fen)}`
      : `${rule.threshold_fen === 0 ? '' : `满${shortYuan(rule.threshold_fen)}`}${(100 - rule.percent_off) / 10}折${rule.max_discount_fen === null ? '' : `（最高减${shortYuan(rule.max_discount_fen)}元）`}`
  return rule.category === null ? face : `${face} · 限${MALL_CATEGORY_NAMES[rule.category]}`
}

function toCoupon(row: CouponRow, issued: number, used: number): AdminCoupon {
  const rule = {
    kind: row.kind as MallCouponKind,
    threshold_fen: row.thresholdFen,
    discount_fen: row.discountFen,
    percent_off: row.percentOff,
    max_discount_fen: row.maxDiscountFen,
    category: row.category as MallCategory | null
  }
  return {
    id: row.id,
    name: row.name,
    ...rule,
    valid_days: row.validDays,
    claimable: row.claimable,
    welcome: row.welcome,
    summary: couponSummary(rule),
    issued,
    used,
    created_at: row.createdAt.toISOString()
  }
}

/** How many users hold each template, and how many of those an order took. */
async function usage(db: Reader, ids: number[]): Promise<Map<number, { issued: number; used: number }>> {
  const out = new Map<number, { issued: number; used: number }>()
  if (ids.length === 0) return out
  const rows = await db
    .select({ id: userCoupons.couponId, issued: count(), used: sql<number>`count(${userCoupons.usedOrderId})::int` })
    .from(userCoupons)
    .where(inArray(userCoupons.couponId, ids))
    .groupBy(userCoupons.couponId)
  for (const row of rows) out.set(row.id, { issued: row.issued, used: row.used })
  return out
}

export async function adminCouponPage(db: Db, query: AdminCouponListQuery): Promise<{ count: number; results: AdminCoupon[] }> {
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(coupons), ({ limit, offset }) =>
    db.select().from(coupons).orderBy(desc(coupons.id)).limit(limit).offset(offset)
  )
  const used = await usage(
    db,
    rows.map((r) => r.id)
  )
  return { count: n, results: rows.map((row) => toCoupon(row, used.get(row.id)?.issued ?? 0, used.get(row.id)?.used ?? 0)) }
}

export async function createCoupon(db: Db, body: AdminCouponCreate, now: number): Promise<AdminCoupon> {
  const name = body.name.trim()
  if (name === '') throw fieldError('name', '请填写优惠券名称')
  const problem = couponTemplateProblem(body)
  if (problem) throw fieldError(problem.field, problem.message)
  const [row] = await db
    .insert(coupons)
    .values({
      name,
      kind: body.kind,
      thresholdFen: body.threshold_fen,
      discountFen: body.discount_fen,
      percentOff: body.percent_off,
      maxDiscountFen: body.max_discount_fen,
      category: body.category,
      validDays: body.valid_days,
      claimable: body.claimable ?? false,
      welcome: body.welcome ?? false,
      createdAt: new Date(now)
    })
    .returning()
  return toCoupon(row, 0, 0)
}

/** What the audit log keeps of a template: its rule, as the API names the fields. */
export async function couponAuditFields(db: Reader, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id))
  if (!row) return null
  const c = toCoupon(row, 0, 0)
  return {
    name: c.name,
    kind: c.kind,
    threshold_fen: c.threshold_fen,
    discount_fen: c.discount_fen,
    percent_off: c.percent_off,
    max_discount_fen: c.max_discount_fen,
    category: c.category,
    valid_days: c.valid_days,
    claimable: c.claimable,
    welcome: c.welcome
  }
}
