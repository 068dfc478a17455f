/**
 * The mall order's states and the moves between them (issue 23, docs/mall.md "Orders"). Pure: the
 * server's order services ask it before every change and answer a refused move with the code and
 * Chinese text it gives; the app reads the same rules for its buttons.
 *
 *   unpaid (待付款) ─pay→ paid (待发货) ─staff ships→ shipped (待收货) ─receive→ received (已完成)
 *   unpaid | paid ─cancel (or the pay window closes)→ cancelled (已取消; a paid order is refunded in full)
 *
 * Once shipped, the parcel is on its way: money comes back only through an after-sale request.
 */
import { chinaFormat } from './chinaTime'
import { SHOP_ORDER_LIMITS, type ShopOrderErrorCode, type ShopOrderStatus } from '../types/mallOrders'

export const SHOP_ORDER_MOVES: Readonly<Record<ShopOrderStatus, readonly ShopOrderStatus[]>> = {
  unpaid: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['received'],
  received: [],
  cancelled: []
}

export function canMoveShopOrder(from: ShopOrderStatus, to: ShopOrderStatus): boolean {
  return SHOP_ORDER_MOVES[from].includes(to)
}

/** Until it ships (a paid order is refunded in full). */
export function canCancelShopOrder(status: ShopOrderStatus): boolean {
  return canMoveShopOrder(status, 'cancelled')
}

/** A courier has it (or had it): tracking has something to show. */
export function shopOrderShipped(status: ShopOrderStatus): boolean {
  return status === 'shipped' || status === 'received'
}

export interface ShopOrderRefusal {
  code: ShopOrderErrorCode
  detail: string
}

const refusal = (code: ShopOrderErrorCode, detail: string): ShopOrderRefusal => ({ code, detail })

/** Why `from` cannot move to `to` (a 422 of the server), or null when it can. `closed`: cancelled by its pay window. */
export function shopMoveRefusal(from: ShopOrderStatus, to: ShopOrderStatus, closed = false): ShopOrderRefusal | null {
  if (canMoveShopOrder(from, to)) return null
  if (from === 'cancelled') return refusal('shop_order_cancelled', closed ? '订单已超时关闭' : '订单已取消')
  switch (to) {
    case 'paid':
      return refusal('shop_order_paid', '订单已支付，请勿重复支付')
    case 'cancelled':
      return refusal('shop_bad_state', '订单已发货，无法取消；如有问题请申请售后')
    case 'shipped':
      return refusal('shop_bad_state', from === 'unpaid' ? '订单尚未支付' : '订单已发货')
    case 'received':
      return refusal('shop_bad_state', from === 'received' ? '订单已确认收货' : '订单尚未发货')
    default:
      return refusal('shop_bad_state', '订单状态不允许此操作')
  }
}

/** Why there is no tracking yet (before shipping), or null when there is. */
export function shopTrackingRefusal(status: ShopOrderStatus): ShopOrderRefusal | null {
  return shopOrderShipped(status) ? null : refusal('shop_bad_state', '订单尚未发货')
}

const DAY_MS = 24 * 60 * 60 * 1000

export interface AfterSaleState {
  status: ShopOrderStatus
  /** When it was received (ms), null before. */
  receivedAt: number | null
  totalFen: number
  refundedFen: number
  /** The order has a request waiting for staff, or one approved already. */
  pending: boolean
  approved: boolean
}

/**
 * Why an after-sale cannot be asked now, or null when it can: only for a shipped order, or a
 * received one within SHOP_ORDER_LIMITS.afterSaleDays of receipt; one request waits at a time, and
 * an order is refunded through after-sale once (its approval ends after-sale for it).
 */
export function afterSaleRefusal(order: AfterSaleState, now: number): ShopOrderRefusal | null {
  const no = (detail: string) => refusal('shop_after_sale', detail)
  if (order.status === 'unpaid') return no('订单尚未支付')
  if (order.status === 'cancelled') return no('订单已取消')
  if (order.status === 'paid') return no('订单尚未发货，如不需要可直接取消订单，将全额退款')
  if (order.pending) return no('该订单已有售后申请在处理中')
  if (order.approved || order.refundedFen >= order.totalFen) return no('该订单已完成退款')
  if (order.status === 'received' && order.receivedAt !== null && now - order.receivedAt > SHOP_ORDER_LIMITS.afterSaleDays * DAY_MS) {
    return no(`已超过售后期限（确认收货后 ${SHOP_ORDER_LIMITS.afterSaleDays} 天内可申请）`)
  }
  return null
}

/** What is left to refund of an order (fen). */
export function refundableFen(order: Pick<AfterSaleState, 'totalFen' | 'refundedFen'>): number {
  return Math.max(0, order.totalFen - order.refundedFen)
}

/**
 * The order number people see and quote (订单编号, the payment's subject, messages): the China date
 * it was placed and the order's id in six or more digits, 20261127000042. Ids are unique, so the
 * number is; the date keeps it from reading like a count of the shop's orders.
 */
export function shopOrderNo(id: number, createdAt: Date | string): string {
  return `${chinaFormat(createdAt, 'YYYYMMDD')}${String(id).padStart(6, '0')}`
}
