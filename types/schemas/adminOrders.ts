/**
 * Operator console schemas of payment orders and staff refunds (issue 28). Constants and paths:
 * types/adminOrders.ts. Amounts are integer fen; phones are masked (138****1234).
 */
import { ADMIN_ORDER_KINDS, ADMIN_ORDER_STATES, ADMIN_REFUND_LIMITS, CHINA_DATE_PATTERN, REQUEST_ID_PATTERN } from '../adminOrders'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

export const AdminOrderKind = StringEnum(ADMIN_ORDER_KINDS)
export const AdminOrderState = StringEnum(ADMIN_ORDER_STATES)

const chinaDate = Type.String({ pattern: CHINA_DATE_PATTERN })

export const AdminOrderListQuery = Obj({
  ...PAGE_QUERY,
  kind: Type.Optional(AdminOrderKind),
  state: Type.Optional(AdminOrderState),
  /** Made on or after this China day (YYYY-MM-DD). */
  date_from: Type.Optional(chinaDate),
  /** Made on or before this China day (YYYY-MM-DD), the whole day. */
  date_to: Type.Optional(chinaDate),
  user_id: Type.Optional(Id()),
  /** Our order number (P…) or the provider's trade number, exactly. */
  order_number: Type.Optional(Type.String({ minLength: 1, maxLength: 64 }))
})
export type AdminOrderListQuery = Static<typeof AdminOrderListQuery>

export const AdminOrderIdParams = Obj({ id: Id() })
export type AdminOrderIdParams = Static<typeof AdminOrderIdParams>

/** An order as the list shows it. */
export const AdminOrder = Obj({
  id: Int(),
  out_order_number: Type.String(),
  kind: AdminOrderKind,
  kind_name: Type.String(),
  /** As the app sent it (VIP: the plan code). */
  order_type: Type.String(),
  item: Type.String(),
  subject: Type.String(),
  total_fee: Int(),
  /** Refunded or being refunded (pending refunds count). */
  refunded_fee: Int(),
  /** payment_orders.status: pending | paid | refunded */
  status: Type.String(),
  state: AdminOrderState,
  state_name: Type.String(),
  /** sandbox | wxpay | alipay | apple */
  provider: Type.String(),
  method: Type.String(),
  trade_type: Type.String(),
  /** null after the account was deleted. */
  user_id: Nullable(Int()),
  user_name: Nullable(Type.String()),
  user_phone: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' }))
})
export type AdminOrder = Static<typeof AdminOrder>

/** A refund of the order, whoever caused it. */
export const AdminRefund = Obj({
  id: Int(),
  out_refund_no: Type.String(),
  amount: Int(),
  /** staff | group_failed | shop_after_sale | … */
  reason: Type.String(),
  reason_name: Type.String(),
  /** pending (not accepted by the provider yet; retried) | succeeded */
  status: Type.String(),
  attempts: Int(),
  last_error: Nullable(Type.String()),
  staff_id: Nullable(Int()),
  staff_name: Nullable(Type.String()),
  note: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  done_at: Nullable(Type.String({ format: 'date-time' }))
})
export type AdminRefund = Static<typeof AdminRefund>

/** The user who made the order. */
export const AdminOrderUser = Obj({
  id: Int(),
  username: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  is_staff: Type.Boolean(),
  vip_date_end: Nullable(Type.String({ format: 'date-time' }))
})
export type AdminOrderUser = Static<typeof AdminOrderUser>

/** The business order the payment paid (print and shop orders). */
export const AdminBusinessOrder = Obj({
  kind: StringEnum(['print', 'shop'] as const),
  id: Int(),
  status: Type.String(),
  total_fen: Int(),
  refunded_fen: Int(),
  /** This payment is the one that paid it (a second payment of one order is not). */
  paid_by_this: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' }))
})
export type AdminBusinessOrder = Static<typeof AdminBusinessOrder>

const Json = Type.Record(Type.String(), Type.Unknown())

export const AdminOrderDetail = Obj({
  ...AdminOrder.properties,
  /** The provider's id of the payment (transaction_id, trade_no). */
  provider_trade_no: Nullable(Type.String()),
  prepay_id: Nullable(Type.String()),
  /** What the order type kept to fulfil it (plan, print_order_id, …). */
  details: Json,
  /** What fulfilment did (VIP: the span added); null before payment. */
  grant: Nullable(Json),
  /** What a staff refund may still give back (0 unless paid). */
  refundable_fee: Int(),
  user: Nullable(AdminOrderUser),
  business: Nullable(AdminBusinessOrder),
  refunds: Type.Array(AdminRefund)
})
export type AdminOrderDetail = Static<typeof AdminOrderDetail>

/** POST ADMIN_ORDER_PATHS.orders + '<id>/refund/' */
export const AdminRefundBody = Obj({
  /** Fen; absent: everything still refundable (a full refund). */
  amount: Type.Optional(Int({ minimum: 1 })),
  /** Why (kept on the refund and in the audit log). */
  reason: Type.String({ minLength: ADMIN_REFUND_LIMITS.reasonMin, maxLength: ADMIN_REFUND_LIMITS.reasonMax }),
  /** A uuid the console makes per refund form: a repeat answers the first refund again. */
  request_id: Type.String({ pattern: REQUEST_ID_PATTERN })
})
export type AdminRefundBody = Static<typeof AdminRefundBody>

export const AdminRefundResult = Obj({
  refund: AdminRefund,
  order: AdminOrderDetail,
  /** The request_id had been used: nothing new was refunded. */
  repeated: Type.Boolean()
})
export type AdminRefundResult = Static<typeof AdminRefundResult>
