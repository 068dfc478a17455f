export type * from './schemas/mallCart'

/**
 * The mall's cart, prices and coupons (issue 23, docs/mall.md "Cart and coupons"). The server
 * prices every line from its own tables (core/mallPricing.ts, core/mallCoupons.ts): what the app
 * sends is only which SKU and how many. Every amount is integer fen.
 */

/** Delivery of one order (fen); the coupon never touches it. */
export const MALL_DELIVERY_FEN = 600
/** Delivery is free when the goods amount (before the coupon) reaches this (fen; ¥59). */
export const MALL_FREE_DELIVERY_FEN = 5900

/** 'cash' (满减): discount_fen off; 'discount' (折扣): percent_off % off, at most max_discount_fen. */
export const MALL_COUPON_KINDS = ['cash', 'discount'] as const
export type MallCouponKind = (typeof MALL_COUPON_KINDS)[number]
export const MALL_COUPON_KIND_NAMES: Record<MallCouponKind, string> = { cash: '满减券', discount: '折扣券' }

/** A held coupon: usable (unused and before ends_at), used (by an order, even an unpaid one), expired. */
export const MALL_COUPON_STATES = ['usable', 'used', 'expired'] as const
export type MallCouponState = (typeof MALL_COUPON_STATES)[number]
export const MALL_COUPON_STATE_NAMES: Record<MallCouponState, string> = { usable: '可使用', used: '已使用', expired: '已过期' }

/** How a user got a coupon: the welcome pack, the coupon centre, a staff grant. */
export const MALL_COUPON_SOURCES = ['welcome', 'claim', 'staff'] as const
export type MallCouponSource = (typeof MALL_COUPON_SOURCES)[number]

export const MALL_CART_PATHS = {
  /**
   * GET → MallCart (the lines, newest first, and the quote of the selected ones with the best coupon).
   * POST MallCartAdd → 201 MallCartAdded (adds to the SKU's line when there is one).
   * + '<id>/' PATCH MallCartPatch → MallCart; DELETE → DetailResponse.
   */
  cart: '/api/mall/cart/',
  /** POST MallCartSelect → MallCart: selects (or unselects) every line. */
  cartSelect: '/api/mall/cart/select/',
  /** POST MallCartRemove → MallCart: removes several lines at once (the cart's 管理 → 删除). */
  cartRemove: '/api/mall/cart/remove/',
  /** GET → MallCartCount (lines in the cart: the badge on the cart entry). */
  cartCount: '/api/mall/cart/count/',
  /** POST MallCheckPrice → MallQuote: user_coupon_id absent = the best coupon, null = none. */
  checkPrice: '/api/mall/check-price/',
  /** GET MallCouponListQuery (state, default usable) → Page(MallUserCoupon). */
  coupons: '/api/user/coupons/',
  /** GET PAGE_QUERY → Page(MallCentreCoupon): the coupons one may claim (领券中心), each once. */
  couponCentre: '/api/user/coupons/centre/',
  /** POST MallCouponClaim → 201 MallUserCoupon (409 when claimed already). */
  couponClaim: '/api/user/coupons/claim/',
  /** POST (no body) → MallRecentCoupons: gives the welcome pack once, answers the unseen coupons and marks them seen. */
  recentCoupons: '/api/user/check-recent-coupon/',
  /** Staff: POST MallCouponGrant → 201 MallUserCoupon (the user sees it in the new-coupon popup). */
  staffCouponGrant: '/api/admin/mall/coupons/grant/'
} as const
