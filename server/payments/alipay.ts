/**
 * Alipay open platform (https://opendocs.alipay.com/common/02kf5q): RSA2 = SHA256withRSA over the
 * parameters sorted by name, `k=v` joined by `&`, empty values left out. Requests sign every
 * parameter but `sign`; notifications are verified without `sign` and `sign_type`; a gateway answer
 * is verified over the exact JSON text of its `<method>_response` member.
 *  APP    alipay.trade.app.pay   → order_string for the SDK
 *  MWEB   alipay.trade.wap.pay   → a form that submits itself to the gateway
 *  NATIVE alipay.trade.precreate → qr_code (当面付) for the desktop QR
 */
import { chinaFormat } from '../../core/chinaTime'
import { escapeHtml } from '../../core/html'
import { fenToYuanString } from '../../core/payments/plans'
import type { AlipayData } from '../../types/payments'
import type { AlipayConfig } from './config'
import {
  NotificationRefused,
  PROVIDER_TIMEOUT_MS,
  ProviderError,
  type CreateContext,
  type Created,
  type NotificationInput,
  type NotificationReply,
  type OrderRow,
  type PayProvider,
  type VerifiedPayment
} from './provider'
import { rsaSign, rsaVerify } from './wechatpay'

export function signContent(params: Record<string, string>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

export function signParams(privateKey: string, params: Record<string, string>): Record<string, string> {
  return { ...params, sign: rsaSign(privateKey, signContent(params)) }
}

export function verifyNotificationParams(alipayPublicKey: string, params: Record<string, string>): boolean {
  if (!params.sign || (params.sign_type && params.sign_type !== 'RSA2')) return false
  return rsaVerify(alipayPublicKey, signContent(params, ['sign', 'sign_type']), params.sign)
}

/** 'yyyy-MM-dd HH:mm:ss' in China time, as the gateway wants its timestamp. */
export function alipayTimestamp(ms: number): string {
  return chinaFormat(ms, 'YYYY-MM-DD HH:mm:ss')
}

/** The exact text of the JSON object that is the value of `key` in `text` (answers are signed over it). */
export function rawMember(text: string, key: string): string | null {
  const at = text.indexOf(`"${key}"`)
  if (at < 0) return null
  const start = text.indexOf('{', at + key.length + 2)
  if (start < 0) return null
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1)
  }
  return null
}

/** The auto-submitting form of a mobile-web payment (what the page writes into the document). */
export function autoSubmitForm(action: string, params: Record<string, string>): string {
  const inputs = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  return `<form id="alipaysubmit" name="alipaysubmit" action="${escapeHtml(action)}" method="POST">${inputs}<input type="submit" value="立即支付" style="display:none"></form><script>document.forms['alipaysubmit'].submit();</script>`
}

const METHODS = { APP: 'alipay.trade.app.pay', MWEB: 'alipay.trade.wap.pay', NATIVE: 'alipay.trade.precreate' } as const
const PRODUCT_CODES = { APP: 'QUICK_MSECURITY_PAY', MWEB: 'QUICK_WAP_WAY' } as const
const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED']

export class AlipayProvider implements PayProvider {
  readonly name = 'alipay' as const

  constructor(
    private readonly cfg: AlipayConfig,
    private readonly clock: () => number
  ) {}

  private params(method: string, biz: object, extra: Record<string, string> = {}): Record<string, string> {
    return signParams(this.cfg.privateKey, {
      app_id: this.cfg.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(this.clock()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra
    })
  }

  /** A server-to-server gateway call; the answer's signature is checked before it is read. */
  private async call(method: string, biz: object, extra: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let text: string
    try {
      const response = await fetch(this.cfg.gateway, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(this.params(method, biz, extra)).toString(),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS)
      })
      text = await response.text()
    } catch {
      throw new ProviderError('alipay', '支付宝暂不可用，请稍后再试')
    }
    const key = `${method.replace(/\./g, '_')}_response`
    const raw = rawMember(text, key)
    let parsed: { sign?: string } & Record<string, unknown>
    try {
      parsed = JSON.parse(text) as typeof parsed
    } catch {
      throw new ProviderError('alipay', '支付宝应答无效')
    }
    if (raw === null || typeof parsed.sign !== 'string' || !rsaVerify(this.cfg.alipayPublicKey, raw, parsed.sign)) throw new ProviderError('alipay', '支付宝应答签名无效')
    return parsed[key] as Record<string, unknown>
  }

  async create(ctx: CreateContext): Promise<Created> {
    const { order, tradeType } = ctx
    const biz = { out_trade_no: order.outOrderNumber, total_amount: fenToYuanString(order.totalFee), subject: order.subject }
    if (tradeType === 'APP') {
      const params = this.params(METHODS.APP, { ...biz, product_code: PRODUCT_CODES.APP }, { notify_url: ctx.notifyUrl })
      return { data: { order_string: new URLSearchParams(params).toString() } satisfies AlipayData }
    }
    if (tradeType === 'MWEB') {
      const params = this.params(
        METHODS.MWEB,
        { ...biz, product_code: PRODUCT_CODES.MWEB, quit_url: ctx.returnUrl },
        { notify_url: ctx.notifyUrl, return_url: ctx.returnUrl }
      )
      return { data: { form: autoSubmitForm(`${this.cfg.gateway}?charset=utf-8`, params) } }
    }
    if (tradeType !== 'NATIVE') throw new ProviderError('alipay', '支付方式选择错误')
    const answer = await this.call(METHODS.NATIVE, biz, { notify_url: ctx.notifyUrl })
    if (answer?.code !== '10000' || typeof answer.qr_code !== 'string')
      throw new ProviderError('alipay', `支付宝下单失败：${String(answer?.sub_msg ?? answer?.msg ?? '')}`)
    return { data: { qr_code: answer.qr_code } }
  }

  private fromParams(p: Record<string, unknown>): VerifiedPayment | null {
    if (typeof p.trade_status !== 'string' || !PAID_STATES.includes(p.trade_status)) return null
    const amount = Number(p.total_amount)
    if (typeof p.out_trade_no !== 'string' || typeof p.trade_no !== 'string' || !Number.isFinite(amount)) throw new NotificationRefused('incomplete trade')
    return { outOrderNumber: p.out_trade_no, providerTradeNo: p.trade_no, amountFen: Math.round(amount * 100) }
  }

  verifyNotification(input: NotificationInput): VerifiedPayment | null {
    const params = Object.fromEntries(new URLSearchParams(input.rawBody))
    if (!verifyNotificationParams(this.cfg.alipayPublicKey, params)) throw new NotificationRefused('bad signature')
    if (params.app_id !== this.cfg.appId) throw new NotificationRefused('another app')
    return this.fromParams(params)
  }

  reply(ok: boolean): NotificationReply {
    // Alipay retries until the body is exactly "success".
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }
  }

  async query(order: OrderRow): Promise<VerifiedPayment | null> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: order.outOrderNumber })
    if (answer?.code === '40004') return null // trade not found: not paid yet
    if (answer?.code !== '10000') throw new ProviderError('alipay', '支付宝查询失败')
    try {
      return this.fromParams(answer)
    } catch {
      throw new ProviderError('alipay', '支付宝查询应答无效')
    }
  }

  async refund(order: OrderRow, refund: { outRefundNo: string; amount: number; reason: string }): Promise<void> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: order.outOrderNumber,
      refund_amount: fenToYuanString(refund.amount),
      out_request_no: refund.outRefundNo,
      refund_reason: refund.reason
    })
    if (answer?.code !== '10000') throw new ProviderError('alipay', `支付宝退款失败：${String(answer?.sub_msg ?? answer?.msg ?? '')}`)
  }
}
