/**
 * Mall orders as an order type (docs/mall.md "Paying"; docs/payments.md "Order types"):
 * order_type 'shop' with shop_order_id. The price is the submitted order's total_fen (the app's
 * total_fee = order_money × 100 is only compared); a missing or malformed id is 400 创建订单出错
 * (SPEC §5), another user's or a missing order 404, one paid already 422 shop_order_paid, a
 * cancelled or closed one 422 shop_order_cancelled. Its pay window is checked first (an order past
 * it closes now, and is refused as closed).
 *
 * Paying marks the order paid, once (services/mall/orders.ts payOrder). A payment that pays
 * nothing — a second payment of one order, or one that lands after the order was cancelled or
 * closed — changes nothing and is refunded in full by refundUnneededPayments (payments/unneeded.ts,
 * on the mall orders' timer). A full refund of the payment that paid the order, from anywhere,
 * cancels a still-paid (not yet shipped) order (revoke).
 */
import { shopOrderNo } from '../../core/mallOrders'
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { fieldError } from '../errors'
import { cancelRefunded, closeExpiredOrders, moveRefusalOf, orderRowOf, payOrder, refused } from '../services/mall/orders'
import type { OrderType } from './orderTypes'
import type { UnneededGrant } from './unneeded'

export const SHOP_ORDER_TYPE = 'shop'

/** What paying did, kept on the payment order (payment_orders.grant). */
interface ShopGrant extends UnneededGrant {
  shop_order_id: number
  /** Set when the payment paid nothing (the order was paid already, cancelled or closed): refunded in full. */
  refund?: 'shop_unneeded'
}

const shopOrderIdOf = (details: Record<string, unknown>) => details.shop_order_id as number

export const shopOrderType: OrderType = {
  kind: 'shop',
  claims: (orderType) => orderType === SHOP_ORDER_TYPE,
  async price(body, ctx) {
    const id = Number(body.shop_order_id)
    if (body.shop_order_id === undefined || !Number.isSafeInteger(id) || id < 1) throw fieldError('shop_order_id', '创建订单出错')
    await closeExpiredOrders(ctx.db, ctx.now, ctx.userId)
    const order = await orderRowOf(ctx.db, ctx.userId, id)
    const refusal = moveRefusalOf(order, 'paid')
    if (refusal) throw refused(refusal)
    return { item: `shop_order:${id}`, subject: `商城订单 ${shopOrderNo(id, order.createdAt)}`, totalFee: order.totalFen, details: { shop_order_id: id } }
  },
  async fulfil(tx, order, now) {
    const id = shopOrderIdOf(order.details)
    const grant: ShopGrant = (await payOrder(tx, id, order.id, now)) ? { shop_order_id: id } : { shop_order_id: id, refund: 'shop_unneeded' }
    return { ...grant }
  },
  async revoke(tx, order, now) {
    await cancelRefunded(tx, shopOrderIdOf(order.details), order.id, order.totalFee, now)
  },
  returnRoute: () => ORDER_RETURN_ROUTES.shop,
  orderTypeOf: () => SHOP_ORDER_TYPE
}
