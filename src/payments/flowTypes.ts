/** What a page asks to pay, what a pay flow (weapp, web, desktop) takes, and how it ends. */
import type { PaidOrderType } from '@core/payments/orderKinds'
import type { OrderSummary, PaymentOrderBody, PayMethod } from '@types-contract/payments'

/** What a page asks to pay. */
export interface PayRequest {
  /** A plan code (v2001 …) or a registered order type (print, shop, live, xkw). */
  orderType: string
  /** The user's choice: 'wxpay' | 'alipay'; anything else is checked by choosePayMethod. */
  method: string | null | undefined
  /** vipGroupBuying 发起拼团: create a group after paying. */
  groupBuy?: boolean
  /** vipGroupBuying 参加: join this group after paying. */
  groupTaskId?: number | null
  liveId?: number | string
  /** What the page believes the price is (fen); the server refuses a different one. */
  totalFee?: number
  /** Order-type fields (print_order_id, shop_order_id, live_order_option, xkw_order_option). */
  extra?: Pick<PaymentOrderBody, 'print_order_id' | 'shop_order_id' | 'live_order_option' | 'xkw_order_option'>
}

export type PayOutcome =
  /** Paid here (mini-program, desktop QR): the after-payment routing runs. */
  | { status: 'paid'; order: OrderSummary }
  /** The page went to the provider (mobile web); pages/return/index continues. */
  | { status: 'redirected' }
  /** The user closed the pay sheet or the QR (WeChat -12006): nothing to say. */
  | { status: 'cancelled' }
  /** Failed: the message ('购买失败', '支付失败', '未安装微信', '请点击允许', …) and the server's detail. */
  | { status: 'failed'; message: string | null; detail?: string }

export interface FlowInput {
  body: PaymentOrderBody
  method: PayMethod
  request: PayRequest
  kind: PaidOrderType
}

export type PayFlow = (input: FlowInput) => Promise<PayOutcome>
