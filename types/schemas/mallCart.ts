/**
 * The mall's cart, check-price and coupons (issue 23). Constants, paths and the rules' story:
 * types/mallCart.ts; the rules themselves: core/mallPricing.ts and core/mallCoupons.ts.
 */
import { MALL_MAX_LINES, MALL_MAX_QUANTITY } from '../mall'
import { MALL_COUPON_KINDS, MALL_COUPON_SOURCES, MALL_COUPON_STATES } from '../mallCart'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { MallCategory, MallLineInput, MallPricedLine } from './mall'

/** A coupon's rule, as its template (coupons) states it. */
const couponRule = {
  name: Type.String(),
  kind: StringEnum(MALL_COUPON_KINDS),
  /** The eligible goods amount needed (fen); 0: 无门槛. */
  threshold_fen: Int(),
  /** cash: the fen off. */
  discount_fen: Int(),
  /** discount: the percent off (15 = 8.5折). */
  percent_off: Int(),
  /** discount: at most this many fen off; null: no cap. */
  max_discount_fen: Nullable(Int()),
  /** Only goods of this category count; null: every good (全场通用). */
  category: Nullable(MallCategory)
}

/** A coupon the user holds. */
export const MallUserCoupon = Obj({
  id: Int(),
  coupon_id: Int(),
  ...couponRule,
  source: StringEnum(MALL_COUPON_SOURCES),
  state: StringEnum(MALL_COUPON_STATES),
  starts_at: Type.String(),
  /** Usable while now < ends_at. */
  ends_at: Type.String(),
  /** The order that holds it (unpaid) or used it; null while it is free. */
  used_order_id: Nullable(Int())
})
export type MallUserCoupon = Static<typeof MallUserCoupon>

/** One of the user's free, unexpired coupons against these lines. */
export const MallCouponOption = Obj({
  coupon: MallUserCoupon,
  /** What it takes off these lines (0 when it cannot be used). */
  discount_fen: Int(),
  usable: Type.Boolean(),
  /** Why it cannot be used (还差¥x可用, 仅限…可用 …); null when it can. */
  reason: Nullable(Type.String())
})
export type MallCouponOption = Static<typeof MallCouponOption>

/**
 * Lines priced by the server. goods_fen counts the lines without a problem (a line that is off the
 * shelf, sold out or short of stock is priced and flagged, never dropped, never counted);
 * total = goods − discount + delivery.
 */
export const MallQuote = Obj({
  lines: Type.Array(MallPricedLine),
  goods_fen: Int(),
  discount_fen: Int(),
  delivery_fen: Int(),
  total_fen: Int(),
  /** How much more goods make delivery free (0 when free already or when there are no goods). */
  free_delivery_gap_fen: Int(),
  /** There are lines and none has a problem: an order of them can be submitted. */
  buyable: Type.Boolean(),
  /** The coupon applied; null: none. */
  coupon: Nullable(MallUserCoupon),
  /** The user's free, unexpired coupons: the usable ones first, best first, then the others with why. */
  coupons: Type.Array(MallCouponOption)
})
export type MallQuote = Static<typeof MallQuote>

/** POST MALL_CART_PATHS.checkPrice: user_coupon_id absent = the best coupon; null = none. */
export const MallCheckPrice = Obj({
  lines: Type.Array(MallLineInput, { minItems: 1, maxItems: MALL_MAX_LINES }),
  user_coupon_id: Type.Optional(Nullable(Id()))
})
export type MallCheckPrice = Static<typeof MallCheckPrice>

/** A cart line: the line priced now, and the price when it was added (shown when they differ). */
export const MallCartLine = Obj({
  ...MallPricedLine.properties,
  id: Int(),
  selected: Type.Boolean(),
  price_fen_added: Int()
})
export type MallCartLine = Static<typeof MallCartLine>

/** GET MALL_CART_PATHS.cart: newest first; quote prices the selected lines with the best coupon. */
export const MallCart = Obj({ lines: Type.Array(MallCartLine), quote: MallQuote })
export type MallCart = Static<typeof MallCart>

const quantity = Int({ minimum: 1, maximum: MALL_MAX_QUANTITY })

/** POST MALL_CART_PATHS.cart */
export const MallCartAdd = Obj({ sku_id: Id(), quantity })
export type MallCartAdd = Static<typeof MallCartAdd>

/** 201 of POST MALL_CART_PATHS.cart: the line as it is now and the cart's line count. */
export const MallCartAdded = Obj({ line: MallCartLine, count: Int() })
export type MallCartAdded = Static<typeof MallCartAdded>

/** PATCH MALL_CART_PATHS.cart + '<id>/' */
export const MallCartPatch = Obj({ quantity: Type.Optional(quantity), selected: Type.Optional(Type.Boolean()) }, { minProperties: 1 })
export type MallCartPatch = Static<typeof MallCartPatch>

export const MallCartIdParams = Obj({ id: Id() })
export type MallCartIdParams = Static<typeof MallCartIdParams>

/** POST MALL_CART_PATHS.cartSelect */
export const MallCartSelect = Obj({ selected: Type.Boolean() })
export type MallCartSelect = Static<typeof MallCartSelect>

/** POST MALL_CART_PATHS.cartRemove */
export const MallCartRemove = Obj({ ids: Type.Array(Id(), { minItems: 1, maxItems: MALL_MAX_LINES }) })
export type MallCartRemove = Static<typeof MallCartRemove>

/** GET MALL_CART_PATHS.cartCount */
export const MallCartCount = Obj({ count: Int() })
export type MallCartCount = Static<typeof MallCartCount>

/** GET MALL_CART_PATHS.coupons */
export const MallCouponListQuery = Obj({ ...PAGE_QUERY, state: Type.Optional(StringEnum(MALL_COUPON_STATES, { default: 'usable' })) })
export type MallCouponListQuery = Static<typeof MallCouponListQuery>

/** A coupon of the centre (领券中心). */
export const MallCentreCoupon = Obj({
  id: Int(),
  ...couponRule,
  /** Days it stays valid once claimed. */
  valid_days: Int(),
  /** The user claimed it already (each once). */
  claimed: Type.Boolean()
})
export type MallCentreCoupon = Static<typeof MallCentreCoupon>

export const MallCentreQuery = Obj({ ...PAGE_QUERY })
export type MallCentreQuery = Static<typeof MallCentreQuery>

/** POST MALL_CART_PATHS.couponClaim */
export const MallCouponClaim = Obj({ coupon_id: Id() })
export type MallCouponClaim = Static<typeof MallCouponClaim>

/** POST MALL_CART_PATHS.recentCoupons: the coupons received since the last call (usable ones), soonest ending first. */
export const MallRecentCoupons = Obj({ coupons: Type.Array(MallUserCoupon) })
export type MallRecentCoupons = Static<typeof MallRecentCoupons>

/** Staff: POST MALL_CART_PATHS.staffCouponGrant */
export const MallCouponGrant = Obj({ user_id: Id(), coupon_id: Id() })
export type MallCouponGrant = Static<typeof MallCouponGrant>
