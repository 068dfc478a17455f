/**
 * Mall orders, express and after-sale (issue 23). Constants and paths: types/mallOrders.ts. The
 * address snapshot, the express and the courier's timeline are printing's shapes (one courier
 * interface, one address book: docs/print.md).
 */
import { SHOP_AFTER_SALE_KINDS, SHOP_AFTER_SALE_STATUSES, SHOP_ORDER_FILTERS, SHOP_ORDER_LIMITS, SHOP_ORDER_STATUSES } from '../mallOrders'
import { MALL_MAX_LINES } from '../mall'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { ForumImage } from './forum'
import { MallLineInput } from './mall'
import { PrintExpress, PrintOrderAddress, PrintOrderShip, PrintTracking } from './print'

export const ShopIdParams = Obj({ id: Id() })
export type ShopIdParams = Static<typeof ShopIdParams>

/** POST MALL_ORDER_PATHS.submit. Prices come from the server's tables; the lines say only which SKU and how many. */
export const ShopOrderSubmit = Obj({
  lines: Type.Array(MallLineInput, { minItems: 1, maxItems: MALL_MAX_LINES }),
  /** The lines come from the cart: they leave it once the order is submitted. */
  from_cart: Type.Boolean(),
  address_id: Id(),
  /** Absent: the best usable coupon; null: none; an id: that coupon of mine (404 / 422 as check-price). */
  user_coupon_id: Type.Optional(Nullable(Id())),
  remark: Type.Optional(Type.String({ maxLength: SHOP_ORDER_LIMITS.remarkMax }))
})
export type ShopOrderSubmit = Static<typeof ShopOrderSubmit>

/** A line of an order as it was bought (a snapshot). */
export const ShopOrderItem = Obj({
  id: Int(),
  /** null when the good was deleted since. */
  goods_id: Nullable(Int()),
  sku_id: Nullable(Int()),
  title: Type.String(),
  sku_name: Type.String(),
  image_url: Nullable(Type.String()),
  price_fen: Int(),
  quantity: Int(),
  /** price × quantity */
  amount_fen: Int(),
  /** The buyer commented on it (bookMall/addComment, once per item after receipt). */
  commented: Type.Boolean()
})
export type ShopOrderItem = Static<typeof ShopOrderItem>

export const ShopAfterSale = Obj({
  id: Int(),
  order_id: Int(),
  kind: StringEnum(SHOP_AFTER_SALE_KINDS),
  kind_name: Type.String(),
  reason: Type.String(),
  description: Type.String(),
  images: Type.Array(ForumImage),
  /** Asked (pending, refused) or refunded (approved). */
  amount_fen: Int(),
  status: StringEnum(SHOP_AFTER_SALE_STATUSES),
  status_name: Type.String(),
  staff_note: Nullable(Type.String()),
  created_at: Type.String(),
  decided_at: Nullable(Type.String())
})
export type ShopAfterSale = Static<typeof ShopAfterSale>

export const ShopOrder = Obj({
  id: Int(),
  /** 订单编号 as shown (core/mallOrders.ts shopOrderNo). */
  order_no: Type.String(),
  /** Staff lists show whose it is; null when the account is gone. */
  user_id: Nullable(Int()),
  status: StringEnum(SHOP_ORDER_STATUSES),
  status_name: Type.String(),
  items: Type.Array(ShopOrderItem),
  address: PrintOrderAddress,
  remark: Type.String(),
  goods_fen: Int(),
  discount_fen: Int(),
  delivery_fen: Int(),
  /** goods − discount + delivery */
  total_fen: Int(),
  /** Yuan: the payment's total_fee is order_money × 100. */
  order_money: Type.Number(),
  /** The coupon the order holds (unpaid) or used; null when none. */
  coupon: Nullable(Obj({ id: Int(), name: Type.String() })),
  /** Unpaid orders close at this time. */
  pay_deadline: Type.String(),
  can_cancel: Type.Boolean(),
  /** An after-sale may be asked now (shipped, or received within SHOP_ORDER_LIMITS.afterSaleDays; none pending or approved). */
  can_after_sale: Type.Boolean(),
  express: Nullable(PrintExpress),
  /** Fen refunded (a paid order cancelled, an approved after-sale); 0 otherwise. */
  refunded_fen: Int(),
  cancel_reason: Nullable(Type.String()),
  /** The newest after-sale request, when any. */
  after_sale: Nullable(ShopAfterSale),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  shipped_at: Nullable(Type.String()),
  received_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String())
})
export type ShopOrder = Static<typeof ShopOrder>

export const ShopOrderListQuery = Obj({ status: Type.Optional(StringEnum(SHOP_ORDER_FILTERS)), ...PAGE_QUERY })
export type ShopOrderListQuery = Static<typeof ShopOrderListQuery>

/** The tabs' badges: orders in each state still moving, and open after-sales. */
export const ShopOrderCounts = Obj({ unpaid: Int(), paid: Int(), shipped: Int(), after_sale: Int() })
export type ShopOrderCounts = Static<typeof ShopOrderCounts>

export const ShopOrderCancel = Obj({ reason: Type.String({ minLength: 1, maxLength: SHOP_ORDER_LIMITS.cancelReasonMax }) })
export type ShopOrderCancel = Static<typeof ShopOrderCancel>

/** GET MALL_ORDER_PATHS.orders + '<id>/tracking/': the courier's timeline, newest first (printing's shape). */
export const ShopTracking = PrintTracking
export type ShopTracking = PrintTracking

/** Staff: POST MALL_ORDER_PATHS.staffOrders + '<id>/ship/'; without tracking_no the courier provider assigns one. */
export const ShopOrderShip = PrintOrderShip
export type ShopOrderShip = Static<typeof PrintOrderShip>

/** POST MALL_ORDER_PATHS.orders + '<id>/after-sale/'. */
export const ShopAfterSaleRequest = Obj({
  kind: StringEnum(SHOP_AFTER_SALE_KINDS),
  reason: Type.String({ minLength: 1, maxLength: SHOP_ORDER_LIMITS.afterSaleReasonMax }),
  description: Type.String({ maxLength: SHOP_ORDER_LIMITS.afterSaleDescriptionMax }),
  /** Upload keys (GET /api/storage/presign/): each a finished image upload of the caller. */
  images: Type.Array(Type.String({ maxLength: 100 }), { maxItems: SHOP_ORDER_LIMITS.afterSaleImagesMax }),
  /** The refund asked (fen); absent: all that is left to refund. */
  amount_fen: Type.Optional(Id())
})
export type ShopAfterSaleRequest = Static<typeof ShopAfterSaleRequest>

/** Staff: GET MALL_ORDER_PATHS.staffAfterSales; pending by default. */
export const ShopAfterSaleListQuery = Obj({ status: Type.Optional(StringEnum(SHOP_AFTER_SALE_STATUSES, { default: 'pending' })), ...PAGE_QUERY })
export type ShopAfterSaleListQuery = Static<typeof ShopAfterSaleListQuery>

/** Staff: POST MALL_ORDER_PATHS.staffAfterSales + '<id>/decide/'. A refusal needs a note; an approval may refund less than asked. */
export const ShopAfterSaleDecision = Obj({
  approve: Type.Boolean(),
  note: Type.String({ maxLength: SHOP_ORDER_LIMITS.staffNoteMax }),
  /** Approving: the refund (fen), at most what was asked; absent: what was asked. */
  amount_fen: Type.Optional(Id())
})
export type ShopAfterSaleDecision = Static<typeof ShopAfterSaleDecision>
