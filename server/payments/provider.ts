/**
 * The payment provider interface: the sandbox (default), WeChat Pay v3 and Alipay all create
 * payments, verify their notifications, answer queries and refund through it, so orders, grants
 * and refunds (server/payments/service.ts) never depend on which one took the money.
 */
import type { AlipayData, PayMethod, PayProviderName, TradeType, WxPayData } from '../../types/payments'
import type { paymentOrders } from '../db/schema'

export type OrderRow = typeof paymentOrders.$inferSelect

/** A payment a provider vouches for (verified notification or query). */
export interface VerifiedPayment {
  outOrderNumber: string
  providerTradeNo: string
  /** What the payer paid, fen: checked against the order before anything is granted. */
  amountFen: number
}

/** A notification that failed verification: refused, nothing granted. */
export class NotificationRefused extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'NotificationRefused'
  }
}

export interface CreateContext {
  method: PayMethod
  tradeType: TradeType
  order: OrderRow
  /** JSAPI: the payer's openid (from the order's jscode). */
  openid: string | null
  clientIp: string
  /** Absolute when PUBLIC_URL is set; the H5 path to return to after paying. */
  returnUrl: string
  notifyUrl: string
}

export interface Created {
  data: WxPayData | AlipayData
  prepayId?: string
  /** The sandbox's confirm page. */
  sandboxUrl?: string
}

export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>
  /** The body exactly as received (signatures cover it). */
  rawBody: string
}

/** What the notification endpoint answers, in the provider's own format. */
export interface NotificationReply {
  status: number
  contentType: string
  body: string
}

export interface PayProvider {
  readonly name: PayProviderName
  create(ctx: CreateContext): Promise<Created>
  /**
   * Verifies a notification and returns the payment it reports, or null for a genuine notification
   * that reports no payment (a closed trade). Throws NotificationRefused when it is not genuine.
   */
  verifyNotification(input: NotificationInput): VerifiedPayment | null
  reply(ok: boolean): NotificationReply
  /** Asks the provider about an order whose notification has not come: its payment, or null. */
  query(order: OrderRow): Promise<VerifiedPayment | null>
  /** Sends a refund; idempotent per outRefundNo (providers treat a repeat as the same refund). */
  refund(order: OrderRow, refund: { outRefundNo: string; amount: number; reason: string }): Promise<void>
}

/** A provider call that did not work: the order stays as it was and the user may retry. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PayProviderName,
    message: string
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export function headerValue(headers: NotificationInput['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** Provider HTTP calls give up after this; the user retries rather than waits. */
export const PROVIDER_TIMEOUT_MS = 10_000
