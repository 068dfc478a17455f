/**
 * The mall's prices (issue 23, docs/mall.md "Prices"). Pure: the server quotes with it
 * (server/services/mall/quote.ts), from its own prices and stock, never the app's.
 *
 * - A line with a problem (off the shelf, sold out, more than the stock) is priced and flagged but
 *   not counted: goods = the amount of the lines that can be bought as they are.
 * - One coupon (core/mallCoupons.ts) on the goods; delivery ¥6, free when the goods (before the
 *   coupon) reach ¥59, nothing when there are no goods; total = goods − discount + delivery.
 * - The coupon: absent (undefined) = the best one, null = none, an id = that one, which must be the
 *   user's ('missing') and usable now on these lines ('unusable', with why).
 */
import type { MallLineProblem } from '../types/mall'
import { MALL_DELIVERY_FEN, MALL_FREE_DELIVERY_FEN } from '../types/mallCart'
import { goodsFenOf, priceCoupons, type CouponLine, type HeldCoupon, type PricedCoupon } from './mallCoupons'

/** Delivery for a goods amount (before the coupon). */
export function deliveryFen(goodsFen: number): number {
  if (goodsFen <= 0) return 0
  return goodsFen >= MALL_FREE_DELIVERY_FEN ? 0 : MALL_DELIVERY_FEN
}

/** How much more goods make delivery free (0 when it is free, or when there are no goods). */
export function freeDeliveryGap(goodsFen: number): number {
  return deliveryFen(goodsFen) === 0 ? 0 : MALL_FREE_DELIVERY_FEN - goodsFen
}

/** Why a line cannot be bought as it is: off the shelf, then sold out, then short of stock; null when it can. */
export function lineProblem(line: { on_sale: boolean; stock: number; quantity: number }): MallLineProblem | null {
  if (!line.on_sale) return 'off_shelf'
  if (line.stock <= 0) return 'sold_out'
  return line.quantity > line.stock ? 'low_stock' : null
}

export interface PricingLine extends CouponLine {
  problem: MallLineProblem | null
}

export interface Totals {
  goods_fen: number
  discount_fen: number
  delivery_fen: number
  total_fen: number
  free_delivery_gap_fen: number
}

/** The order's sums for a goods amount and a discount (the discount never touches delivery). */
export function totalsOf(goodsFen: number, discountFen: number): Totals {
  const delivery = deliveryFen(goodsFen)
  return {
    goods_fen: goodsFen,
    discount_fen: discountFen,
    delivery_fen: delivery,
    total_fen: goodsFen - discountFen + delivery,
    free_delivery_gap_fen: freeDeliveryGap(goodsFen)
  }
}

/** absent: the best coupon; null: none; an id: that coupon of the user's. */
export type CouponChoice = number | null | undefined

export type Priced<T extends HeldCoupon> =
  | { ok: true; totals: Totals; buyable: boolean; chosen: PricedCoupon<T> | null; coupons: PricedCoupon<T>[] }
  /** The chosen id is not among the coupons given (not the user's, or used or expired: the caller says which). */
  | { ok: false; error: 'missing' }
  | { ok: false; error: 'unusable'; reason: string }

/**
 * Prices the lines with the coupon chosen among `held` (the user's free, unexpired coupons):
 * the coupons are weighed against the lines that can be bought.
 */
export function priceLines<T extends HeldCoupon>(lines: readonly PricingLine[], held: readonly T[], choice: CouponChoice, now: number): Priced<T> {
  const counted = lines.filter((line) => line.problem === null)
  const coupons = priceCoupons(held, counted, now)
  let chosen: PricedCoupon<T> | null = null
  if (choice === undefined) {
    chosen = coupons[0] && coupons[0].reason === null ? coupons[0] : null
  } else if (choice !== null) {
    const found = coupons.find((p) => p.coupon.id === choice)
    if (!found) return { ok: false, error: 'missing' }
    if (found.reason !== null) return { ok: false, error: 'unusable', reason: found.reason }
    chosen = found
  }
  return {
    ok: true,
    totals: totalsOf(goodsFenOf(counted), chosen ? chosen.discount_fen : 0),
    buyable: lines.length > 0 && counted.length === lines.length,
    chosen,
    coupons
  }
}
