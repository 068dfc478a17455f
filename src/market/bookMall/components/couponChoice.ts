/**
 * The coupon an order page uses when the user picks one (issue 23, docs/mall.md "Coupons in the
 * app"): the order page opens couponList in choose mode with its lines (openCouponChooser), the
 * list keeps the pick here and goes back, and the order page, shown again, prices its lines with
 * chosenCouponFor(lines) — as the address list hands back the chosen address through its store.
 * A pick belongs to one set of lines, so it never carries over to another order; logout forgets it.
 */
import type { MallLineInput } from '@types-contract/mall'
import { navigate } from '@/components/nav'
import { encodeLines, linesKey } from '@/lib/mallCart'
import { urlOf } from '@/routes'
import { registerReset } from '@/stores/resetRegistry'

let picked: { key: string; choice: number | null } | null = null

registerReset('mallCouponChoice', () => {
  picked = null
})

/** couponList in choose mode for these lines; `current` is the coupon the order shows now (null: none). */
export function openCouponChooser(lines: readonly MallLineInput[], current: number | null): void {
  navigate(urlOf('bookMall/couponList', { choose: 1, lines: encodeLines(lines), current: current ?? 'none' }))
}

/** The list's pick for these lines: a user coupon id, or null for 不使用优惠券. */
export function pickCouponFor(lines: readonly MallLineInput[], choice: number | null): void {
  picked = { key: linesKey(lines), choice }
}

/** The pick for these lines: undefined when none was made (check-price then applies the best), null for none, else the id. */
export function chosenCouponFor(lines: readonly MallLineInput[]): number | null | undefined {
  return picked && picked.key === linesKey(lines) ? picked.choice : undefined
}

/** After the order is submitted (or the pick turned out unusable): the best coupon again. */
export function forgetCouponChoice(): void {
  picked = null
}
