/**
 * Operator console schemas of the mall's goods, SKUs and coupon templates (issue 28). Constants and
 * paths: types/adminMall.ts. A coupon's rule fields mean what they mean in types/schemas/mallCart.ts.
 */
import { ADMIN_MALL_LIMITS } from '../adminMall'
import { MALL_COUPON_KINDS } from '../mallCart'
import { MALL_GOODS_STATUSES } from '../mallGoods'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { MallCategory } from './mall'

const GoodsStatus = StringEnum(MALL_GOODS_STATUSES)
const reason = Type.Optional(Type.String({ maxLength: ADMIN_MALL_LIMITS.reasonMax }))
const price = Int({ minimum: 1, maximum: ADMIN_MALL_LIMITS.priceMaxFen })

export const AdminMallIdParams = Obj({ id: Id() })
export type AdminMallIdParams = Static<typeof AdminMallIdParams>

export const AdminGoodsListQuery = Obj({
  ...PAGE_QUERY,
  status: Type.Optional(GoodsStatus),
  category: Type.Optional(MallCategory),
  /** Words in the title or subtitle. */
  q: Type.Optional(Type.String({ maxLength: ADMIN_MALL_LIMITS.queryMax }))
})
export type AdminGoodsListQuery = Static<typeof AdminGoodsListQuery>

export const AdminSku = Obj({
  id: Int(),
  goods_id: Int(),
  name: Type.String(),
  price_fen: Int(),
  original_price_fen: Nullable(Int()),
  stock: Int(),
  /** Units in paid orders. */
  sold: Int(),
  position: Int()
})
export type AdminSku = Static<typeof AdminSku>

export const AdminGoods = Obj({
  id: Int(),
  category: MallCategory,
  title: Type.String(),
  subtitle: Type.String(),
  status: GoodsStatus,
  cover_url: Nullable(Type.String()),
  is_demo: Type.Boolean(),
  weight: Int(),
  /** In the shop's order. */
  skus: Type.Array(AdminSku),
  stock: Int(),
  sold: Int(),
  created_at: Type.String({ format: 'date-time' })
})
export type AdminGoods = Static<typeof AdminGoods>

/** PATCH ADMIN_MALL_PATHS.goods + '<id>/' */
export const AdminGoodsPatch = Obj({ status: GoodsStatus, reason })
export type AdminGoodsPatch = Static<typeof AdminGoodsPatch>

/**
 * PATCH ADMIN_MALL_PATHS.skus + '<id>/': stock_delta adds to (or takes from) the stock as it is
 * when the change lands, so units buyers took meanwhile stay taken; the stock never goes below 0.
 */
export const AdminSkuPatch = Obj(
  {
    stock_delta: Type.Optional(Int({ minimum: -ADMIN_MALL_LIMITS.stockDeltaMax, maximum: ADMIN_MALL_LIMITS.stockDeltaMax })),
    price_fen: Type.Optional(price),
    /** null: no struck-through price. */
    original_price_fen: Type.Optional(Nullable(price)),
    reason
  },
  { minProperties: 1 }
)
export type AdminSkuPatch = Static<typeof AdminSkuPatch>

const couponRule = {
  name: Type.String({ minLength: 1, maxLength: ADMIN_MALL_LIMITS.couponNameMax }),
  kind: StringEnum(MALL_COUPON_KINDS),
  /** 0: 无门槛. */
  threshold_fen: Int({ minimum: 0, maximum: ADMIN_MALL_LIMITS.priceMaxFen }),
  /** cash: the fen off (0 for discount). */
  discount_fen: Int({ minimum: 0, maximum: ADMIN_MALL_LIMITS.priceMaxFen }),
  /** discount: the whole percent off (0 for cash). */
  percent_off: Int({ minimum: 0, maximum: ADMIN_MALL_LIMITS.percentOffMax }),
  /** discount: at most this many fen off; null: no cap. */
  max_discount_fen: Nullable(price),
  /** Only this category's goods count; null: every good. */
  category: Nullable(MallCategory),
  /** Days a received coupon stays valid. */
  valid_days: Int({ minimum: 1, maximum: ADMIN_MALL_LIMITS.couponValidDaysMax }),
  /** Offered in the coupon centre (领券中心), once per user. */
  claimable: Type.Boolean(),
  /** Given once to every user on their next visit to the mall. */
  welcome: Type.Boolean()
}

/** POST ADMIN_MALL_PATHS.coupons */
export const AdminCouponCreate = Obj({
  ...couponRule,
  claimable: Type.Optional(Type.Boolean({ default: false })),
  welcome: Type.Optional(Type.Boolean({ default: false })),
  reason
})
export type AdminCouponCreate = Static<typeof AdminCouponCreate>

export const AdminCoupon = Obj({
  id: Int(),
  ...couponRule,
  /** 满59减10, 8.5折 (最高减¥20) … */
  summary: Type.String(),
  /** Received by users, and of those used by an order (held by an unpaid one included). */
  issued: Int(),
  used: Int(),
  created_at: Type.String({ format: 'date-time' })
})
export type AdminCoupon = Static<typeof AdminCoupon>

export const AdminCouponListQuery = Obj({ ...PAGE_QUERY })
export type AdminCouponListQuery = Static<typeof AdminCouponListQuery>
