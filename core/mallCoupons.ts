/**
 * The mall's coupon rules (issue 23, docs/mall.md "Coupons"). Pure: the server prices with them
 * (server/services/mall/quote.ts) and the app explains them with the same words.
 *
 * - cash (满减): discount_fen off; discount (折扣): percent_off % off the eligible amount, rounded
 *   down to the fen, at most max_discount_fen when set.
 * - The eligible amount is the lines of the coupon's category (every line when it has none).
 * - The threshold is met when the eligible amount >= threshold_fen (equal qualifies; 0 = 无门槛).
 * - Valid while starts_at <= now < ends_at: at ends_at it has expired.
 * - One coupon per order, never stacked; it never touches delivery. The discount never exceeds
 *   the eligible amount, and the goods stay at least 1 fen (an order costs at least ¥0.01).
 * - Best: the largest discount; a tie → the one ending soonest; a tie → the smallest id.
 * - A coupon held by an order (used_order_id) cannot be used again until that order gives it back.
 */
import type { MallCategory } from '../types/mall'
import { MALL_CATEGORY_NAMES } from '../types/mall'
import type { MallCouponKind, MallCouponState } from '../types/mallCart'
import { fenToYuanString } from './payments/plans'

/** A coupon's rule, as its template states it. */
export interface CouponRule {
  kind: MallCouponKind
  threshold_fen: number
  discount_fen: number
  percent_off: number
  max_discount_fen: number | null
  category: MallCategory | null
}

/** A coupon a user holds; times in ms since the epoch. */
export interface HeldCoupon extends CouponRule {
  id: number
  starts_at: number
  ends_at: number
  /** An order holds it (unpaid) or used it. */
  used: boolean
}

/** What a coupon looks at in a line: its category and amount (price × quantity). */
export interface CouponLine {
  category: MallCategory
  amount_fen: number
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** The goods amount of the lines. */
export const goodsFenOf = (lines: readonly CouponLine[]) => sum(lines.map((line) => line.amount_fen))

/** The amount of the lines the coupon applies to (its category's, or all). */
export function eligibleFen(rule: Pick<CouponRule, 'category'>, lines: readonly CouponLine[]): number {
  return goodsFenOf(rule.category === null ? lines : lines.filter((line) => line.category === rule.category))
}

/** starts_at <= now < ends_at. */
export const isValidAt = (coupon: Pick<HeldCoupon, 'starts_at' | 'ends_at'>, now: number) => coupon.starts_at <= now && now < coupon.ends_at

/** The tab a held coupon shows in: used first (whatever the date), then expired at ends_at. */
export function couponState(coupon: Pick<HeldCoupon, 'ends_at' | 'used'>, now: number): MallCouponState {
  if (coupon.used) return 'used'
  return now < coupon.ends_at ? 'usable' : 'expired'
}

/** The rule's own amount off an eligible amount that meets it (before the order's caps). */
function ruleOff(rule: CouponRule, eligible: number): number {
  if (rule.kind === 'cash') return rule.discount_fen
  const off = Math.floor((eligible * rule.percent_off) / 100)
  return rule.max_discount_fen === null ? off : Math.min(off, rule.max_discount_fen)
}

/**
 * What the rule takes off these lines: 0 when no line is eligible or the threshold is not met;
 * never more than the eligible amount, and the goods keep at least 1 fen.
 */
export function couponDiscount(rule: CouponRule, lines: readonly CouponLine[]): number {
  const eligible = eligibleFen(rule, lines)
  if (eligible <= 0 || eligible < rule.threshold_fen) return 0
  return Math.max(0, Math.min(ruleOff(rule, eligible), eligible, goodsFenOf(lines) - 1))
}

const yuan = (fen: number) => `¥${fenToYuanString(fen)}`

/** Why the held coupon cannot be used on these lines now (a sentence for the user), or null when it can. */
export function couponRefusal(coupon: HeldCoupon, lines: readonly CouponLine[], now: number): string | null {
  if (coupon.used) return '优惠券已使用'
  if (now >= coupon.ends_at) return '优惠券已过期'
  if (now < coupon.starts_at) return '优惠券未到使用时间'
  const eligible = eligibleFen(coupon, lines)
  if (eligible <= 0) return coupon.category === null ? '没有可用此券的商品' : `仅限${MALL_CATEGORY_NAMES[coupon.category]}商品可用`
  if (eligible < coupon.threshold_fen) {
    const scope = coupon.category === null ? '' : MALL_CATEGORY_NAMES[coupon.category]
    return `${scope}商品还差${yuan(coupon.threshold_fen - eligible)}可用`
  }
  if (couponDiscount(coupon, lines) <= 0) return '订单金额过低，无法使用'
  return null
}

/** A held coupon against a set of lines: what it takes off and why not. */
export interface PricedCoupon<T extends HeldCoupon = HeldCoupon> {
  coupon: T
  discount_fen: number
  reason: string | null
}

/** Sorts the better coupon first: the larger discount, then the one ending sooner, then the smaller id. */
function better(a: PricedCoupon, b: PricedCoupon): number {
  return b.discount_fen - a.discount_fen || a.coupon.ends_at - b.coupon.ends_at || a.coupon.id - b.coupon.id
}

/**
 * Every coupon against the lines: the usable ones first, best first (so the first is the best),
 * then the others, ending soonest first, each with why.
 */
export function priceCoupons<T extends HeldCoupon>(held: readonly T[], lines: readonly CouponLine[], now: number): PricedCoupon<T>[] {
  const priced = held.map((coupon) => {
    const reason = couponRefusal(coupon, lines, now)
    return { coupon, reason, discount_fen: reason === null ? couponDiscount(coupon, lines) : 0 }
  })
  const usable = priced.filter((p) => p.reason === null).sort(better)
  const others = priced.filter((p) => p.reason !== null).sort((a, b) => a.coupon.ends_at - b.coupon.ends_at || a.coupon.id - b.coupon.id)
  return [...usable, ...others]
}

/** The best usable coupon among them, or null. */
export function bestCoupon<T extends HeldCoupon>(held: readonly T[], lines: readonly CouponLine[], now: number): PricedCoupon<T> | null {
  const [first] = priceCoupons(held, lines, now)
  return first && first.reason === null ? first : null
}
