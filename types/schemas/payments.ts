/**
 * Payments contract schemas (issue 8, docs/payments.md): orders and the pay calls, Apple receipts,
 * activation codes, group-buy, provider notifications and the sandbox's pages.
 * Constants and paths: types/payments.ts.
 */
import { GROUP_STATUSES, GROUP_TASK_TYPES, ORDER_STATUSES, PAY_METHODS, PAY_PROVIDERS, TRADE_TYPES } from '../payments'
import { Id, Int, Nullable, Obj, StringEnum, Type, type Static } from '../schema'

export const PayMethod = StringEnum(PAY_METHODS)
export type PayMethod = Static<typeof PayMethod>
export const PayProviderName = StringEnum(PAY_PROVIDERS)
export type PayProviderName = Static<typeof PayProviderName>
export const TradeType = StringEnum(TRADE_TYPES)
export type TradeType = Static<typeof TradeType>
export const OrderStatus = StringEnum(ORDER_STATUSES)
export type OrderStatus = Static<typeof OrderStatus>

/** 'P' + China-time yyyyMMddHHmmss + 10 random digits. */
const OrderNumber = Type.String({ pattern: '^P\\d{24}$' })
/** A plan code or a registered order type. */
const OrderType = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })
/** Ids of the print, shop and live areas: numbers or their text. */
const IdValue = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 64 })])
const LiveOrderOption = Obj({ id: IdValue, option: Type.Union([Type.Integer(), Type.String({ minLength: 1, maxLength: 64 })]) })

/** SPEC §3 Payment order. `order_type` is a VIP plan code (v2001 …) or a registered order type name. */
export const PaymentOrderBody = Obj({
  trade_type: TradeType,
  order_type: OrderType,
  /** Taro.login code: required for JSAPI (the payer's openid). */
  jscode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  /** What the app believes the price is (fen); a different server price refuses the order. */
  total_fee: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  /** Pay an existing unpaid order of the caller again instead of creating one. */
  out_order_number: Type.Optional(OrderNumber),
  print_order_id: Type.Optional(IdValue),
  shop_order_id: Type.Optional(IdValue),
  live_order_option: Type.Optional(LiveOrderOption),
  xkw_order_option: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 256 }), Type.Number()]), { maxProperties: 20 })),
  /**
   * Where mobile web returns after paying: a path under /h5/ (default: the order type's). Only
   * back into our own H5 app: a return address elsewhere would be an open redirect.
   */
  return_url: Type.Optional(Type.String({ maxLength: 512, pattern: '^/h5/' }))
})
export type PaymentOrderBody = Static<typeof PaymentOrderBody>

export const OrderSummary = Obj({
  out_order_number: Type.String(),
  order_type: Type.String(),
  subject: Type.String(),
  total_fee: Int(),
  status: OrderStatus,
  provider: StringEnum([...PAY_PROVIDERS, 'apple']),
  trade_type: Type.String(),
  /** WeChat JSAPI/APP only. */
  prepay_id: Type.Optional(Type.String()),
  /** The app route to open after paying (pages/return/index takes it as redirectTo). */
  return_route: Type.String()
})
export type OrderSummary = Static<typeof OrderSummary>

/* The provider's pay data the app hands to its SDK (`data` of the answers below). */

/** JSAPI: the arguments of Taro.requestPayment (plus appId). */
export type WxJsapiPayData = {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}
/** APP: the arguments of the WeChat app SDK. */
export type WxAppPayData = {
  appid: string
  partnerid: string
  prepayid: string
  package: 'Sign=WXPay'
  noncestr: string
  timestamp: string
  sign: string
}
export type MwebPayData = { mweb_url: string }
/** NATIVE wxpay: the content of the QR code. */
export type QrPayData = { code_url: string }
export type AlipayAppData = { order_string: string }
/** MWEB alipay: an HTML form that submits itself to the gateway. */
export type AlipayFormData = { form: string }
export type AlipayQrData = { qr_code: string }

export type WxPayData = WxJsapiPayData | WxAppPayData | MwebPayData | QrPayData
export type AlipayData = AlipayAppData | AlipayFormData | AlipayQrData

/** Every provider's pay data is a flat object of strings; the types above say which. */
const PayData = Type.Record(Type.String(), Type.String())

/** Answer of order_new (`data.data`, `data.order.prepay_id`) and alipay/create (`data.data.order_string`). */
export const CreateOrderResponse = Obj({
  data: PayData,
  order: OrderSummary,
  /** Only from the sandbox: the confirm page that stands in for the provider's cashier. */
  sandbox_url: Type.Optional(Type.String())
})
/** D: the pay data of the method and trade type asked for. */
export type CreateOrderResponse<D = WxPayData | AlipayData> = Omit<Static<typeof CreateOrderResponse>, 'data'> & { data: D }

/** Body of h5pay/message, query of wxpay/sign. */
export const OrderQuery = Obj({ out_order_number: OrderNumber })
export type OrderQuery = Static<typeof OrderQuery>

/** h5pay/message: how an order stands (after asking the provider if no notification came yet). */
export const OrderStateResponse = Obj({ order: OrderSummary, paid: Type.Boolean() })
export type OrderStateResponse = Static<typeof OrderStateResponse>

/** wxpay/sign: fresh JSAPI pay params for an unpaid mini-program order. */
export const WxpaySignResponse = Obj({ data: PayData, order: OrderSummary })
export type WxpaySignResponse = Omit<Static<typeof WxpaySignResponse>, 'data'> & { data: WxJsapiPayData }

/** SPEC §3 Payment receipt. */
export const AppleVerifyBody = Obj({
  receipt: Type.String({ minLength: 1, maxLength: 200_000 }),
  order_type: OrderType,
  live_order_option: Type.Optional(LiveOrderOption)
})
export type AppleVerifyBody = Static<typeof AppleVerifyBody>

export const AppleVerifyResponse = Obj({
  order: OrderSummary,
  /** false when this transaction had been granted before (nothing granted twice). */
  granted: Type.Boolean()
})
export type AppleVerifyResponse = Static<typeof AppleVerifyResponse>

/* ---------- Group-buy (拼团) ---------- */

export const GroupTaskType = StringEnum(GROUP_TASK_TYPES)
export type GroupTaskType = Static<typeof GroupTaskType>
export const GroupStatus = StringEnum(GROUP_STATUSES)
export type GroupStatus = Static<typeof GroupStatus>

export const GroupCreateBody = Obj({ task_type: GroupTaskType })
export type GroupCreateBody = Static<typeof GroupCreateBody>

/** Query of group-task/join, body of group-task/refund. */
export const GroupTaskQuery = Obj({ task_id: Id() })
export type GroupTaskQuery = Static<typeof GroupTaskQuery>

/** group-task/fetch: the group asked for is optional. */
export const GroupFetchQuery = Obj({ task_id: Type.Optional(Id()) })
export type GroupFetchQuery = Static<typeof GroupFetchQuery>

export const GroupMemberView = Obj({ username: Type.String(), avatarUrl: Nullable(Type.String()), is_creator: Type.Boolean() })
export type GroupMemberView = Static<typeof GroupMemberView>

export const GroupTaskView = Obj({
  task_id: Int(),
  task_type: GroupTaskType,
  status: GroupStatus,
  size: Int(),
  members: Type.Array(GroupMemberView),
  created_at: Type.String(),
  expires_at: Type.String(),
  /** The caller is in this group. */
  is_member: Type.Boolean(),
  /** The plan the creator bought (what a joiner buys to join). */
  plan: Type.String()
})
export type GroupTaskView = Static<typeof GroupTaskView>

/** group-task/fetch: open groups to join, the caller's own groups, and the one asked for. */
export const GroupFetchResponse = Obj({
  /** For countdowns: the server's now (ISO). */
  server_time: Type.String(),
  open: Type.Array(GroupTaskView),
  mine: Type.Array(GroupTaskView),
  task: Nullable(GroupTaskView)
})
export type GroupFetchResponse = Static<typeof GroupFetchResponse>

export const GroupTaskResponse = Obj({ task: GroupTaskView })
export type GroupTaskResponse = Static<typeof GroupTaskResponse>

/* ---------- Activation codes ---------- */

export const ActivateVipBody = Obj({ code: Type.String({ minLength: 1, maxLength: 64 }) })
export type ActivateVipBody = Static<typeof ActivateVipBody>

export const ActivateVipResponse = Obj({ plan: Type.String(), vip_date_start: Type.String(), vip_date_end: Type.String() })
export type ActivateVipResponse = Static<typeof ActivateVipResponse>

/* ---------- Provider notifications and the sandbox pages ---------- */

export const NotifyParams = Obj({ provider: PayProviderName })
export type NotifyParams = Static<typeof NotifyParams>

/**
 * A notification body as the provider sends it: WeChat Pay and the sandbox post JSON, Alipay a
 * form. Nothing is checked here: the provider verifies its signature over the raw text, and a
 * refusal must be answered in the provider's own format, not as a validation error.
 */
export const NotifyBody = {
  content: {
    'application/json': { schema: Type.Unknown() },
    'application/x-www-form-urlencoded': { schema: Type.Record(Type.String(), Type.String()) }
  }
}

/**
 * Replies keyed by status for the routes below, which answer in formats of their own (a provider's
 * text, HTML) with statuses decided at run time; so they are documented, not typed.
 */
type Replies = Record<number, object>

/** The answer in the provider's format: Alipay's text 'success'/'fail'; WeChat Pay and the sandbox 204 (400 JSON to refuse). */
export const NotifyReply: Replies = {
  200: { content: { 'text/plain': { schema: Type.String() } } },
  204: Type.Null({ description: '已接收（微信支付、沙箱）' })
}

export const SandboxPageParams = Obj({ no: OrderNumber })
export type SandboxPageParams = Static<typeof SandboxPageParams>

/** The page token (HMAC of the order number): in the confirm page's query and in its form post. */
export const SandboxToken = Obj({ t: Type.String({ pattern: '^[0-9a-f]{64}$' }) })
export type SandboxToken = Static<typeof SandboxToken>

const HtmlPage = { content: { 'text/html': { schema: Type.String() } } }
/** The sandbox's pages are HTML; confirming a mobile-web payment answers 303 to the return address. */
export const SandboxPageReply: Replies = { 200: HtmlPage, 404: HtmlPage }
export const SandboxConfirmReply: Replies = { 200: HtmlPage, 303: Type.Null({ description: '回到应用的返回地址' }), 404: HtmlPage }
