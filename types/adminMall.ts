export type * from './schemas/adminMall'

/**
 * Operator console: the mall's goods, SKUs with stock, and coupon templates (issue 28, docs/admin.md
 * "Mall"). Orders and after-sale keep their staff paths in types/mallOrders.ts, a coupon grant in
 * types/mallCart.ts. Every amount is integer fen. Shapes in types/schemas/adminMall.ts.
 */

export const ADMIN_MALL_LIMITS = {
  /** A stock change at once, either way. */
  stockDeltaMax: 100_000,
  /** A SKU's price (¥100,000). */
  priceMaxFen: 10_000_000,
  couponNameMax: 20,
  couponValidDaysMax: 365,
  /** A discount coupon's whole percent off: 1 (99折) to 99 (0.1折). */
  percentOffMax: 99,
  /** An optional note kept in the audit log. */
  reasonMax: 200,
  /** The goods search's length. */
  queryMax: 30
} as const

export const ADMIN_MALL_PATHS = {
  /**
   * GET AdminGoodsListQuery (?status=&category=&q=&page=) → Page(AdminGoods), each with its SKUs, newest first.
   * + '<id>/' PATCH AdminGoodsPatch → AdminGoods: on sale or off the shelf.
   */
  goods: '/api/admin/mall/goods/',
  /** + '<id>/' PATCH AdminSkuPatch → AdminSku: stock changed relative to what it is now, price, list price. */
  skus: '/api/admin/mall/skus/',
  /** GET PAGE_QUERY → Page(AdminCoupon), newest first; POST AdminCouponCreate → 201 AdminCoupon. */
  coupons: '/api/admin/mall/coupons/'
} as const
