export type * from './schemas/personalOrders'

/**
 * 我的订单 (personal/order/orderList; issue 22, docs/personal.md "Orders"): one list of every payment
 * order of the caller (payment_orders), whatever it bought: membership, print, cloud space, and the
 * mall, live and study-resource orders when their areas arrive. Each opens its own page: the order
 * type's return route (core/payments/orderKinds.ts ORDER_RETURN_ROUTES, through the order type).
 */
import { PAID_ORDER_TYPES, type PaidOrderType } from '../core/payments/orderKinds'

/** The kinds the list filters by: payment_orders.kind (server/payments/orderTypes.ts). */
export const ORDER_LIST_KINDS = PAID_ORDER_TYPES
export type OrderListKind = PaidOrderType
export const ORDER_KIND_NAMES: Record<OrderListKind, string> = {
  vip: '会员',
  print: '打印',
  shop: '商城',
  live: '直播',
  cloud: '云空间',
  xkw: '资料'
}

/**
 * An order's state as the list shows it, from the payment's status: pending within
 * ORDER_PAY_WINDOW_MS of its creation is unpaid (待付款), later closed (已关闭: the providers' pay
 * data has expired; a new order is needed); paid (已支付, also when part of it was given back, e.g. a
 * filled group-buy: refunded_fen says how much); refunded in full (已退款).
 */
export const ORDER_STATES = ['unpaid', 'paid', 'refunded', 'closed'] as const
export type OrderState = (typeof ORDER_STATES)[number]
export const ORDER_STATE_NAMES: Record<OrderState, string> = {
  unpaid: '待付款',
  paid: '已支付',
  refunded: '已退款',
  closed: '已关闭'
}

/** How long a pending order can still be paid (WeChat's prepay_id lives 2 hours). */
export const ORDER_PAY_WINDOW_MS = 2 * 3_600_000

export const ORDER_LIST_PATHS = {
  /** GET OrderListQuery → Page(OrderListItem), newest first. */
  orders: '/api/user/order-list/'
} as const
