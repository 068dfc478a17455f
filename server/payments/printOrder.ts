/**
 * Print orders as an order type (docs/print.md "Paying"; docs/payments.md "Order types"):
 * order_type 'print' with print_order_id. The price is the submitted order's total_fen (the app's
 * total_fee = order_money × 100 is only compared); another user's or a missing order is 404, one
 * already paid (or later) 422 print_order_paid, a cancelled one 422 print_order_cancelled.
 *
 * Paying marks the print order paid, once (services/print/orders.ts payOrder). Two payment orders
 * for one print order can both be paid (a QR paid on one phone while another method was tried),
 * and a payment can land after the order was cancelled: such a payment changes nothing (its grant
 * says `refund`), and refundUnneededPayments (payments/unneeded.ts) gives it back in full; it runs
 * on a timer (routes/cloud/printOrders.ts) after the settlement has committed, so the payment order
 * ends 'refunded' like any other full refund. A full refund of the payment that paid the order,
 * from anywhere, cancels a still-paid order (revoke).
 */
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { moveRefusal } from '../../core/printOrders'
import type { PrintOrderStatus } from '../../types/print'
import { fieldError } from '../errors'
import { cancelRefunded, orderRowOf, payOrder, refused } from '../services/print/orders'
import type { OrderType } from './orderTypes'
import type { UnneededGrant } from './unneeded'

export const PRINT_ORDER_TYPE = 'print'

/** What paying did, kept on the payment order (payment_orders.grant). */
interface PrintGrant extends UnneededGrant {
  print_order_id: number
  /** Set when the payment paid nothing (the order was paid already or cancelled): refunded in full. */
  refund?: 'print_unneeded'
}

const printOrderIdOf = (details: Record<string, unknown>) => details.print_order_id as number

export const printOrderType: OrderType = {
  kind: 'print',
  claims: (orderType) => orderType === PRINT_ORDER_TYPE,
  async price(body, ctx) {
    const id = Number(body.print_order_id)
    if (!Number.isSafeInteger(id) || id < 1) throw fieldError('print_order_id', '创建订单出错，请重新加入打印队列')
    const order = await orderRowOf(ctx.db, ctx.userId, id)
    const refusal = moveRefusal(order.status as PrintOrderStatus, 'paid')
    if (refusal) throw refused(refusal)
    return { item: `print_order:${id}`, subject: `云打印订单 ${id}`, totalFee: order.totalFen, details: { print_order_id: id } }
  },
  async fulfil(tx, order, now) {
    const id = printOrderIdOf(order.details)
    const grant: PrintGrant = (await payOrder(tx, id, order.id, now)) ? { print_order_id: id } : { print_order_id: id, refund: 'print_unneeded' }
    return { ...grant }
  },
  async revoke(tx, order, now) {
    await cancelRefunded(tx, printOrderIdOf(order.details), order.id, order.totalFee, now)
  },
  returnRoute: () => ORDER_RETURN_ROUTES.print,
  orderTypeOf: () => PRINT_ORDER_TYPE
}
