export type * from './schemas/mallOrders'

/**
 * Mall orders, express and after-sale (issue 23, docs/mall.md "Orders"). An order is submitted
 * from the cart or with 立即购买, priced by the server (types/mallCart.ts rules), takes its stock at
 * once and holds its coupon; it is paid through the payment order types (order_type 'shop' with
 * shop_order_id, priced from the order's total_fen) within SHOP_PAY_WINDOW_MS, else it closes and
 * gives both back. Every amount is integer fen; `order_money` is the yuan the app multiplies by 100.
 *
 *   unpaid (待付款) ─pay→ paid (待发货) ─staff ships→ shipped (待收货) ─receive→ received (已完成)
 *   unpaid ─cancel / pay window closes→ cancelled (已取消; stock and coupon come back)
 *   paid ─cancel→ cancelled (refunded in full through the provider; stock and coupon come back)
 *
 * core/mallOrders.ts holds the moves. A shipped or received order may ask for an after-sale
 * (仅退款 or 退货退款) that staff approve (refunded through the provider, all or part) or refuse.
 */

export const SHOP_ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'received', 'cancelled'] as const
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number]
export const SHOP_ORDER_STATUS_NAMES: Record<ShopOrderStatus, string> = {
  unpaid: '待付款',
  paid: '待发货',
  shipped: '待收货',
  received: '已完成',
  cancelled: '已取消'
}

/** The list's filters besides a status: orders with an after-sale request (售后). */
export const SHOP_ORDER_FILTERS = [...SHOP_ORDER_STATUSES, 'after_sale'] as const
export type ShopOrderFilter = (typeof SHOP_ORDER_FILTERS)[number]

/** An unpaid order closes this long after it was submitted (30 minutes); its stock and coupon come back. */
export const SHOP_PAY_WINDOW_MS = 30 * 60 * 1000

/** The cancel reason of an order closed by its pay window. */
export const SHOP_CLOSED_REASON = '超时未支付'

/** After-sale: 仅退款 (keep the goods) or 退货退款 (send them back). */
export const SHOP_AFTER_SALE_KINDS = ['refund', 'return_refund'] as const
export type ShopAfterSaleKind = (typeof SHOP_AFTER_SALE_KINDS)[number]
export const SHOP_AFTER_SALE_KIND_NAMES: Record<ShopAfterSaleKind, string> = { refund: '仅退款', return_refund: '退货退款' }

export const SHOP_AFTER_SALE_STATUSES = ['pending', 'approved', 'refused'] as const
export type ShopAfterSaleStatus = (typeof SHOP_AFTER_SALE_STATUSES)[number]
export const SHOP_AFTER_SALE_STATUS_NAMES: Record<ShopAfterSaleStatus, string> = { pending: '处理中', approved: '已退款', refused: '已拒绝' }

export const SHOP_ORDER_LIMITS = {
  remarkMax: 200,
  cancelReasonMax: 100,
  afterSaleReasonMax: 50,
  afterSaleDescriptionMax: 500,
  afterSaleImagesMax: 6,
  staffNoteMax: 200,
  /** An after-sale may be asked until this many days after receipt (a shipped order: any time). */
  afterSaleDays: 15
} as const

/** The 422 codes of mall orders (detail texts are Chinese, for the user). */
export type ShopOrderErrorCode =
  /** 「good」库存不足 / 已下架: a line cannot be bought as the app asked. */
  | 'mall_line_problem'
  /** 订单已支付，请勿重复支付 */
  | 'shop_order_paid'
  /** 订单已取消 / 订单已超时关闭 */
  | 'shop_order_cancelled'
  /** The move asked is not open from the order's status (receive before shipping …). */
  | 'shop_bad_state'
  /** An after-sale cannot be asked or decided now. */
  | 'shop_after_sale'

export const MALL_ORDER_PATHS = {
  /** POST ShopOrderSubmit → 201 ShopOrder (stock taken, coupon held, the pay window opens). */
  submit: '/api/mall/submit-order/',
  /**
   * GET ShopOrderListQuery (?status=&page=&page_size=; status may be after_sale) → Page(ShopOrder), newest first.
   * + '<id>/' GET → ShopOrder (404 订单不存在 for another user's).
   * + '<id>/cancel/' POST ShopOrderCancel → ShopOrder (unpaid: stock and coupon back; paid: also refunded in full).
   * + '<id>/receive/' POST → ShopOrder (shipped → received).
   * + '<id>/tracking/' GET → ShopTracking (the courier's timeline).
   * + '<id>/after-sale/' POST ShopAfterSaleRequest → 201 ShopAfterSale (one pending per order).
   */
  orders: '/api/mall/orders/',
  /** GET → ShopOrderCounts (the badges of the list's tabs and the 我的 tab). */
  orderCounts: '/api/mall/orders/counts/',
  /**
   * Staff: GET ShopOrderListQuery → Page(ShopOrder) of every user (with user_id).
   * + '<id>/ship/' POST ShopOrderShip → ShopOrder (paid → shipped; without tracking_no the courier assigns one).
   */
  staffOrders: '/api/admin/mall/orders/',
  /**
   * Staff: GET ShopAfterSaleListQuery (?status=, pending by default) → Page(ShopAfterSale).
   * + '<id>/decide/' POST ShopAfterSaleDecision → ShopAfterSale (approve: refunded through the provider; refuse: with a note).
   */
  staffAfterSales: '/api/admin/mall/after-sales/'
} as const
