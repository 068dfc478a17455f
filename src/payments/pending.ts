/**
 * What a mobile-web payment remembers while the user is on the provider's page (the group-buy
 * flag or group id, the live room), so pages/return/index can route on. Pure list rules; web.ts
 * keeps the list in storage.
 */

export interface PendingPayment {
  out_order_number: string
  order_type: string
  /** Start a group after paying (vipGroupBuying 发起拼团). */
  groupBuy?: boolean
  /** Join this group after paying (vipGroupBuying 参加). */
  groupTaskId?: number | null
  liveId?: number | string
  /** ms; entries older than PENDING_MAX_AGE_MS are dropped. */
  createdAt: number
}

export const PENDING_MAX_AGE_MS = 2 * 60 * 60 * 1000
/** At most this many remembered payments (the newest are kept). */
export const PENDING_MAX = 10

/** The remembered list with `entry` added (replacing one of the same order), old ones dropped. */
export function rememberPending(list: readonly PendingPayment[] | undefined, entry: PendingPayment, now: number): PendingPayment[] {
  const kept = (Array.isArray(list) ? list : []).filter((p) => p && p.out_order_number !== entry.out_order_number && now - p.createdAt < PENDING_MAX_AGE_MS)
  return [...kept, entry].slice(-PENDING_MAX)
}

/** The remembered payment of an order (null when unknown or too old). */
export function findPending(list: readonly PendingPayment[] | undefined, outOrderNumber: string, now: number): PendingPayment | null {
  const hit = (Array.isArray(list) ? list : []).find((p) => p && p.out_order_number === outOrderNumber)
  return hit && now - hit.createdAt < PENDING_MAX_AGE_MS ? hit : null
}

export function forgetPending(list: readonly PendingPayment[] | undefined, outOrderNumber: string): PendingPayment[] {
  return (Array.isArray(list) ? list : []).filter((p) => p && p.out_order_number !== outOrderNumber)
}
