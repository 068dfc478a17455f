/**
 * The sandbox provider: the default on machines without merchant keys, so every pay flow runs
 * locally. It answers in the shape of the provider the user chose (wxpay or alipay, per trade type)
 * and points every payment at its confirm page (server/routes/pay.ts). Confirming there produces
 * a notification signed like a provider's (HMAC-SHA256 over "timestamp\nbody" with a key derived
 * from JWT_SECRET) and hands it to the same notification path real providers use, so granting,
 * idempotency and the amount check are exercised by every local payment. A notification posted
 * from outside without that key is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'crypto'
import { fenToYuanString } from '../../core/payments/plans'
import { PAY_PATHS, type WxJsapiPayData } from '../../types/payments'
import { autoSubmitForm } from './alipay'
import {
  headerValue,
  NotificationRefused,
  type CreateContext,
  type Created,
  type NotificationInput,
  type NotificationReply,
  type PayProvider,
  type VerifiedPayment
} from './provider'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp'
const MAX_SKEW_MS = 5 * 60_000

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex')

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** What a sandbox notification carries (modelled on WeChat's decrypted transaction). */
export interface SandboxNotification {
  id: string
  event_type: 'TRANSACTION.SUCCESS'
  out_trade_no: string
  transaction_id: string
  amount: { total: number }
}

export class SandboxProvider implements PayProvider {
  readonly name = 'sandbox' as const

  /**
   * @param secret  signs notifications and confirm-page links
   * @param base    where URLs start: PUBLIC_URL + API_PREFIX, or just API_PREFIX (same origin)
   */
  constructor(
    private readonly secret: string,
    private readonly base: string,
    private readonly clock: () => number
  ) {}

  /** The confirm page's token: only whoever received the order's pay data can confirm it. */
  pageToken(outOrderNumber: string): string {
    return hmac(this.secret, `confirm:${outOrderNumber}`)
  }

  checkPageToken(outOrderNumber: string, token: string): boolean {
    return sameText(this.pageToken(outOrderNumber), token)
  }

  pageUrl(outOrderNumber: string): string {
    return `${this.base}${PAY_PATHS.sandboxPage(outOrderNumber)}?t=${this.pageToken(outOrderNumber)}`
  }

  async create(ctx: CreateContext): Promise<Created> {
    const { order, method, tradeType } = ctx
    const url = this.pageUrl(order.outOrderNumber)
    const now = String(Math.floor(this.clock() / 1000))
    const nonceStr = randomBytes(16).toString('hex')
    const prepayId = `sandbox_${order.outOrderNumber}`
    if (method === 'wxpay') {
      if (tradeType === 'JSAPI') return { data: this.signJsapi(prepayId), prepayId, sandboxUrl: url }
      if (tradeType === 'APP')
        return {
          data: { appid: 'sandbox', partnerid: 'sandbox', prepayid: prepayId, package: 'Sign=WXPay', noncestr: nonceStr, timestamp: now, sign: 'SANDBOX' },
          prepayId,
          sandboxUrl: url
        }
      if (tradeType === 'MWEB') return { data: { mweb_url: url }, sandboxUrl: url }
      return { data: { code_url: url }, sandboxUrl: url }
    }
    if (tradeType === 'APP') {
      const orderString = new URLSearchParams({ out_trade_no: order.outOrderNumber, total_amount: fenToYuanString(order.totalFee), sandbox_url: url }).toString()
      return { data: { order_string: orderString }, sandboxUrl: url }
    }
    if (tradeType === 'MWEB') {
      // A GET form drops the action's query string, so the token travels as a field.
      const [action] = url.split('?')
      return { data: { form: autoSubmitForm(action, { t: this.pageToken(order.outOrderNumber) }).replace('method="POST"', 'method="GET"') }, sandboxUrl: url }
    }
    return { data: { qr_code: url }, sandboxUrl: url }
  }

  /** JSAPI pay data in WeChat's shape; no mini-program can pay it: the app opens the confirm page. */
  signJsapi(prepayId: string): WxJsapiPayData {
    return {
      appId: 'sandbox',
      timeStamp: String(Math.floor(this.clock() / 1000)),
      nonceStr: randomBytes(16).toString('hex'),
      package: `prepay_id=${prepayId}`,
      signType: 'RSA',
      paySign: 'SANDBOX'
    }
  }

  /** The notification the confirm page sends through the common notification path. */
  notification(outOrderNumber: string, totalFee: number): NotificationInput {
    const body: SandboxNotification = {
      id: `sandbox-${randomBytes(8).toString('hex')}`,
      event_type: 'TRANSACTION.SUCCESS',
      out_trade_no: outOrderNumber,
      transaction_id: `sandbox_${outOrderNumber}`,
      amount: { total: totalFee }
    }
    const rawBody = JSON.stringify(body)
    const timestamp = String(this.clock())
    return { rawBody, headers: { [SANDBOX_TIMESTAMP_HEADER]: timestamp, [SANDBOX_SIGNATURE_HEADER]: hmac(this.secret, `${timestamp}\n${rawBody}`) } }
  }

  verifyNotification(input: NotificationInput): VerifiedPayment | null {
    const timestamp = headerValue(input.headers, SANDBOX_TIMESTAMP_HEADER)
    const signature = headerValue(input.headers, SANDBOX_SIGNATURE_HEADER)
    if (!timestamp || !signature) throw new NotificationRefused('missing signature headers')
    if (!/^\d+$/.test(timestamp) || Math.abs(this.clock() - Number(timestamp)) > MAX_SKEW_MS) throw new NotificationRefused('stale timestamp')
    if (!sameText(hmac(this.secret, `${timestamp}\n${input.rawBody}`), signature)) throw new NotificationRefused('bad signature')
    let body: Partial<SandboxNotification>
    try {
      body = JSON.parse(input.rawBody) as Partial<SandboxNotification>
    } catch {
      throw new NotificationRefused('not JSON')
    }
    if (typeof body !== 'object' || body === null) throw new NotificationRefused('not an object')
    if (body.event_type !== 'TRANSACTION.SUCCESS') return null
    if (typeof body.out_trade_no !== 'string' || typeof body.transaction_id !== 'string' || typeof body.amount?.total !== 'number')
      throw new NotificationRefused('incomplete transaction')
    return { outOrderNumber: body.out_trade_no, providerTradeNo: body.transaction_id, amountFen: body.amount.total }
  }

  reply(ok: boolean): NotificationReply {
    return ok
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) }
  }

  /** The sandbox learns of payments only through its confirm page. */
  async query(): Promise<VerifiedPayment | null> {
    return null
  }

  /** No money moved, so a refund only needs recording (done by the caller). */
  async refund(): Promise<void> {}
}
