/**
 * The print order's states and the moves between them (issue 21, docs/print.md "Orders"). Pure:
 * the server's order services ask it before every change, and answer a refused move with the code
 * and Chinese text it gives; the app may read canCancel and the rest the same way.
 *
 *   submitted (待付款) ─pay→ paid (待打印) ─staff→ printing (打印中) ─staff→ shipped (已发货) ─accept→ received (已完成)
 *   submitted | paid ─cancel→ cancelled (已取消; a paid order is refunded in full)
 *
 * Once printing starts the paper is used: the order can no longer be cancelled nor sent elsewhere.
 */
import type { PrintErrorCode, PrintOrderStatus } from '../types/print'

/** Where each status may move. */
export const PRINT_ORDER_MOVES: Readonly<Record<PrintOrderStatus, readonly PrintOrderStatus[]>> = {
  submitted: ['paid', 'cancelled'],
  paid: ['printing', 'cancelled'],
  printing: ['shipped'],
  shipped: ['received'],
  received: [],
  cancelled: []
}

export function canMove(from: PrintOrderStatus, to: PrintOrderStatus): boolean {
  return PRINT_ORDER_MOVES[from].includes(to)
}

/** Until printing starts (a paid order is refunded). */
export function canCancel(status: PrintOrderStatus): boolean {
  return canMove(status, 'cancelled')
}

/** The parcel has not left: the address may still change (the same window as cancelling). */
export function canChangeAddress(status: PrintOrderStatus): boolean {
  return canCancel(status)
}

/** A courier has it (or had it): tracking has something to show. */
export function hasShipped(status: PrintOrderStatus): boolean {
  return status === 'shipped' || status === 'received'
}

export interface PrintOrderRefusal {
  code: PrintErrorCode
  detail: string
}

const refusal = (code: PrintErrorCode, detail: string): PrintOrderRefusal => ({ code, detail })

/** Why `from` cannot move to `to` (a 422 of the server), or null when it can. */
export function moveRefusal(from: PrintOrderStatus, to: PrintOrderStatus): PrintOrderRefusal | null {
  if (canMove(from, to)) return null
  if (from === 'cancelled') return refusal('print_order_cancelled', '订单已取消')
  switch (to) {
    case 'paid':
      return refusal('print_order_paid', '订单已支付，请勿重复支付')
    case 'cancelled':
      return refusal('print_started', '订单已开始打印，无法取消')
    case 'printing':
      return refusal('print_bad_state', from === 'submitted' ? '订单尚未支付' : '订单已开始打印')
    case 'shipped':
      return refusal('print_bad_state', hasShipped(from) ? '订单已发货' : '订单尚未开始打印')
    case 'received':
      return refusal('print_bad_state', from === 'received' ? '订单已确认收货' : '订单尚未发货')
    default:
      return refusal('print_bad_state', '订单状态不允许此操作')
  }
}

/** Why the address cannot change now, or null when it can. */
export function addressChangeRefusal(status: PrintOrderStatus): PrintOrderRefusal | null {
  if (canChangeAddress(status)) return null
  if (status === 'cancelled') return refusal('print_order_cancelled', '订单已取消')
  return refusal('print_started', '订单已开始打印，无法修改地址')
}

/** Why there is no tracking yet (before shipping), or null when there is. */
export function trackingRefusal(status: PrintOrderStatus): PrintOrderRefusal | null {
  return hasShipped(status) ? null : refusal('print_bad_state', '订单尚未发货')
}
