export type * from './schemas/adminOrders'

/**
 * Operator console: payment orders of every type and staff refunds (issue 28, docs/admin.md
 * "Orders"). Every amount is integer fen; dates of the filters are China's calendar. Shapes in
 * types/schemas/adminOrders.ts.
 */

/** payment_orders.kind of every registered order type (server/payments/orderTypes.ts; a unit test holds them equal). */
export const ADMIN_ORDER_KINDS = ['vip', 'cloud', 'print', 'shop', 'live', 'xkw'] as const
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number]
export const ADMIN_ORDER_KIND_NAMES: Record<AdminOrderKind, string> = {
  vip: '会员',
  cloud: '云空间',
  print: '云打印',
  shop: '商城',
  live: '直播',
  xkw: '学习资料'
}

/**
 * How an order stands, as staff filter it: pending 待支付, paid 已支付 (nothing refunded),
 * partly_refunded 部分退款 (still 'paid', some money back), refunded 已退款 (all of it).
 */
export const ADMIN_ORDER_STATES = ['pending', 'paid', 'partly_refunded', 'refunded'] as const
export type AdminOrderState = (typeof ADMIN_ORDER_STATES)[number]
export const ADMIN_ORDER_STATE_NAMES: Record<AdminOrderState, string> = {
  pending: '待支付',
  paid: '已支付',
  partly_refunded: '部分退款',
  refunded: '已退款'
}

/** Why money went back (payment_refunds.reason), as staff read it. */
export const REFUND_REASON_NAMES: Record<string, string> = {
  staff: '客服退款',
  group_discount: '拼团成功返还',
  group_failed: '拼团未成团退款',
  group_left: '退出拼团退款',
  print_cancelled: '打印订单取消退款',
  print_unneeded: '打印订单重复付款退款',
  shop_cancelled: '商城订单取消退款',
  shop_unneeded: '商城订单重复付款退款',
  shop_after_sale: '商城订单售后退款',
  live_unneeded: '直播重复付款退款',
  xkw_unneeded: '资料重复付款退款'
}

export const ADMIN_REFUND_LIMITS = {
  /** Characters of a staff refund's reason (trimmed). */
  reasonMin: 1,
  reasonMax: 200
} as const

/** A client-made uuid: the same refund request sent twice (a double click) refunds once. */
export const REQUEST_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
/** A China calendar date in a filter: '2026-11-27'. */
export const CHINA_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'

export const ADMIN_ORDER_PATHS = {
  /**
   * GET AdminOrderListQuery (?kind=&state=&date_from=&date_to=&user_id=&order_number=&page=) →
   * Page(AdminOrder), newest first.
   * + '<id>/' GET → AdminOrderDetail (404 订单不存在).
   * + '<id>/refund/' POST AdminRefundBody → 201 AdminRefundResult (200 with repeated: true for a request_id seen before).
   */
  orders: '/api/admin/orders/'
} as const
