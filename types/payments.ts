/**
 * Payments, membership and group-buy: the API contract of issue 8 (docs/payments.md), shared by
 * the server (server/routes/pay/) and the app's pay modules (src/payments). Amounts are integer
 * fen everywhere except where a provider's own field says otherwise. This file holds the
 * constants and paths; the schemas and their types are in types/schemas/payments.ts and
 * re-exported here as types only.
 */
import type { PayProviderName } from './schemas/payments'

export type * from './schemas/payments'

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

/** Who takes the money: the sandbox imitates wxpay or alipay on machines without merchant keys. */
export const PAY_PROVIDERS = ['sandbox', 'wxpay', 'alipay'] as const

/**
 * How the app pays:
 *  JSAPI  mini-program (wxpay only; needs jscode)
 *  APP    the native app (wxpay app params / alipay order_string)
 *  MWEB   mobile web (wxpay mweb_url redirect / alipay auto-submitting form)
 *  NATIVE desktop web: a QR code to scan, shown in a 210×210 frame
 */
export const TRADE_TYPES = ['JSAPI', 'APP', 'MWEB', 'NATIVE'] as const

export const ORDER_STATUSES = ['pending', 'paid', 'refunded'] as const

export const GROUP_TASK_TYPES = ['VIP'] as const
export const GROUP_STATUSES = ['open', 'filled', 'failed', 'cancelled'] as const
