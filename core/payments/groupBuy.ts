/**
 * Membership group-buy (拼团, gaokao/application/vipGroupBuying) rules in one place: the server
 * enforces them (server/payments/groups.ts) and the page shows them. docs/payments.md explains.
 *
 * A member pays the plan's full price and has the membership at once. A group needs GROUP_SIZE
 * members within GROUP_EXPIRY_MS of its creation:
 *  - filled: every member gets GROUP_DISCOUNT_PERCENT of their order back (the 拼团价);
 *  - not filled in time: every member's order is refunded in full and the membership it granted
 *    is taken back (the terms of the group page, agreed before paying);
 *  - a member may leave an open group (POST refund) on the same terms.
 */

/** Members a group needs, the creator included: two, so one friend completes it. */
export const GROUP_SIZE = 2
/** How long a group stays open. */
export const GROUP_EXPIRY_MS = 24 * 60 * 60 * 1000
/** Share of each member's order refunded when the group fills. */
export const GROUP_DISCOUNT_PERCENT = 20
/**
 * A group is backed by an order paid at most this long ago: the app creates or joins the group
 * 2 s after paying, and an old order must not be refunded under group terms a year later.
 */
export const GROUP_ORDER_MAX_AGE_MS = 30 * 60 * 1000

/** The refund a member gets when the group fills, in fen (rounded down: never more than promised). */
export function groupDiscountFen(totalFee: number): number {
  return Math.floor((totalFee * GROUP_DISCOUNT_PERCENT) / 100)
}

/** What a member pays in the end when the group fills, in fen. */
export function groupPriceFen(totalFee: number): number {
  return totalFee - groupDiscountFen(totalFee)
}

/** Milliseconds left on a group's countdown (0 once expired), from the server's time. */
export function groupRemainingMs(expiresAt: string, serverNow: string): number {
  return Math.max(0, Date.parse(expiresAt) - Date.parse(serverNow))
}
