/**
 * Payments, membership and group-buy: the API contract of issue 8 (docs/payments.md), shared by
 * the server (server/routes/pay.ts, orders.ts, groupTask.ts) and the app's pay modules.
 * Amounts are integer fen everywhere except where a provider's own field says otherwise.
 */

export const PAY_PATHS = {
  /** orderVIP: WeChat Pay (or the sandbox imitating it) for any order type. */
  orderNew: '/api/user/order_new/',
  /** Alipay (or the sandbox imitating it) for any order type. */
  alipayCreate: '/api/user/order/alipay/create/',
  appleVerify: '/api/user/pay/apple/verify/',
  /** Signs the JSAPI pay call of an unpaid WeChat order again (retry without a new order). */
  wxpaySign: '/api/user/wxpay/sign/',
  /** The return page and the desktop QR poll ask how an order stands. */
  h5payMessage: '/api/user/h5pay/message/',
  groupCreate: '/api/user/group-task/create/',
  groupJoin: '/api/user/group-task/join/',
  groupFetch: '/api/user/group-task/fetch/',
  groupRefund: '/api/user/group-task/refund/',
  /** personal/activateVIP */
  activateVip: '/api/user/vip/activate/',
  /** Provider notifications (unsigned by our scheme; verified by the provider's own). */
  notify: (provider: PayProviderName) => `/api/pay/notify/${provider}/`,
  /** The sandbox's confirm page (only while the sandbox is on). */
  sandboxPage: (outOrderNumber: string) => `/api/pay/sandbox/${outOrderNumber}/`
} as const

export const PAY_METHODS = ['wxpay', 'alipay'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

/** Who takes the money: the sandbox imitates wxpay or alipay on machines without merchant keys. */
export type PayProviderName = 'sandbox' | 'wxpay' | 'alipay'

/**
 * How the app pays:
 *  JSAPI  mini-program (wxpay only; needs jscode)
 *  APP    the native app (wxpay app params / alipay order_string)
 *  MWEB   mobile web (wxpay mweb_url redirect / alipay auto-submitting form)
 *  NATIVE desktop web: a QR code to scan, shown in a 210×210 frame
 */
export const TRADE_TYPES = ['JSAPI', 'APP', 'MWEB', 'NATIVE'] as const
export type TradeType = (typeof TRADE_TYPES)[number]

/** SPEC §3 Payment order. `order_type` is a VIP plan code (v2001 …) or a registered order type name. */
export interface PaymentOrderBody {
  trade_type: TradeType
  order_type: string
  /** Taro.login code: required for JSAPI (the payer's openid). */
  jscode?: string
  /** What the app believes the price is (fen); a different server price refuses the order. */
  total_fee?: number
  /** Pay an existing unpaid order of the caller again instead of creating one. */
  out_order_number?: string
  print_order_id?: number | string
  shop_order_id?: number | string
  live_order_option?: { id: number | string; option: number | string }
  xkw_order_option?: Record<string, string | number>
  /** Where mobile web returns after paying: a path under /h5/ (default: the order type's). */
  return_url?: string
}

export type OrderStatus = 'pending' | 'paid' | 'refunded'

export interface OrderSummary {
  out_order_number: string
  order_type: string
  subject: string
  total_fee: number
  status: OrderStatus
  provider: PayProviderName | 'apple'
  trade_type: string
  /** WeChat JSAPI/APP only. */
  prepay_id?: string
  /** The app route to open after paying (pages/return/index takes it as redirectTo). */
  return_route: string
}

/** JSAPI: the arguments of Taro.requestPayment (plus appId). */
export interface WxJsapiPayData {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}
/** APP: the arguments of the WeChat app SDK. */
export interface WxAppPayData {
  appid: string
  partnerid: string
  prepayid: string
  package: 'Sign=WXPay'
  noncestr: string
  timestamp: string
  sign: string
}
export interface MwebPayData {
  mweb_url: string
}
/** NATIVE wxpay: the content of the QR code. */
export interface QrPayData {
  code_url: string
}
export interface AlipayAppData {
  order_string: string
}
/** MWEB alipay: an HTML form that submits itself to the gateway. */
export interface AlipayFormData {
  form: string
}
export interface AlipayQrData {
  qr_code: string
}

export type WxPayData = WxJsapiPayData | WxAppPayData | MwebPayData | QrPayData
export type AlipayData = AlipayAppData | AlipayFormData | AlipayQrData

/** Answer of order_new (`data.data`, `data.order.prepay_id`) and alipay/create (`data.data.order_string`). */
export interface CreateOrderResponse<D = WxPayData | AlipayData> {
  data: D
  order: OrderSummary
  /** Only from the sandbox: the confirm page that stands in for the provider's cashier. */
  sandbox_url?: string
}

export interface OrderQuery {
  out_order_number: string
}

/** h5pay/message: how an order stands (after asking the provider if no notification came yet). */
export interface OrderStateResponse {
  order: OrderSummary
  paid: boolean
}

/** SPEC §3 Payment receipt. */
export interface AppleVerifyBody {
  receipt: string
  order_type: string
  live_order_option?: { id: number | string; option: number | string }
}
export interface AppleVerifyResponse {
  order: OrderSummary
  /** false when this transaction had been granted before (nothing granted twice). */
  granted: boolean
}

export const GROUP_TASK_TYPES = ['VIP'] as const
export type GroupTaskType = (typeof GROUP_TASK_TYPES)[number]
export type GroupStatus = 'open' | 'filled' | 'failed' | 'cancelled'

export interface GroupCreateBody {
  task_type: GroupTaskType
}
export interface GroupTaskQuery {
  task_id: number
}

export interface GroupMemberView {
  username: string
  avatarUrl: string | null
  is_creator: boolean
}

export interface GroupTaskView {
  task_id: number
  task_type: GroupTaskType
  status: GroupStatus
  size: number
  members: GroupMemberView[]
  created_at: string
  expires_at: string
  /** The caller is in this group. */
  is_member: boolean
  /** The plan the creator bought (what a joiner buys to join). */
  plan: string
}

/** group-task/fetch: open groups to join, the caller's own groups, and the one asked for. */
export interface GroupFetchResponse {
  /** For countdowns: the server's now (ISO). */
  server_time: string
  open: GroupTaskView[]
  mine: GroupTaskView[]
  task: GroupTaskView | null
}

export interface GroupTaskResponse {
  task: GroupTaskView
}

export interface ActivateVipBody {
  code: string
}
export interface ActivateVipResponse {
  plan: string
  vip_date_start: string
  vip_date_end: string
}
