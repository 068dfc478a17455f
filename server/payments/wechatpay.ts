/**
 * WeChat Pay API v3 (https://pay.weixin.qq.com/docs/merchant/development/interface-rules/):
 *  - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,
 *    timestamp=…,serial_no=…`, signature = SHA256-RSA (PKCS#1 v1.5) of
 *    "METHOD\nURL\ntimestamp\nnonce\nbody\n" with the merchant API key;
 *  - answers and notifications are signed by the platform certificate over
 *    "timestamp\nnonce\nbody\n" (headers Wechatpay-Timestamp/-Nonce/-Signature/-Serial);
 *  - notification resources are AEAD_AES_256_GCM encrypted with the APIv3 key (the last 16 bytes
 *    of the ciphertext are the tag);
 *  - JSAPI pay calls are signed over "appId\ntimeStamp\nnonceStr\npackage\n", APP calls over
 *    "appid\ntimestamp\nnoncestr\nprepayid\n".
 */
import { createDecipheriv, createSign, createVerify, randomBytes, X509Certificate } from 'crypto'
import type { WxAppPayData, WxJsapiPayData } from '../../types/payments'
import type { WxpayConfig } from './config'
import {
  headerValue,
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

/** WeChat refuses (and we refuse) signed messages older or newer than this. */
export const WXPAY_MAX_SKEW_S = 300

export function rsaSign(privateKey: string, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64')
}

export function rsaVerify(publicKeyOrCert: string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKeyOrCert, signature, 'base64')
  } catch {
    return false
  }
}

export const nonce = () => randomBytes(16).toString('hex')

export function authorizationHeader(
  cfg: Pick<WxpayConfig, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  pathAndQuery: string,
  body: string,
  timestamp: string,
  nonceStr: string
): string {
  const signature = rsaSign(cfg.privateKey, `${method}\n${pathAndQuery}\n${timestamp}\n${nonceStr}\n${body}\n`)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${cfg.serialNo}"`
}

/** The serial number of a certificate as WeChat writes it (upper-case hex). */
export function certificateSerial(pem: string): string {
  return new X509Certificate(pem).serialNumber.toUpperCase()
}

/** Checks the platform signature of an answer or notification; the reason when it fails. */
export function platformSignatureProblem(platformCert: string, headers: NotificationInput['headers'], body: string, nowMs: number): string | null {
  const timestamp = headerValue(headers, 'wechatpay-timestamp')
  const nonceStr = headerValue(headers, 'wechatpay-nonce')
  const signature = headerValue(headers, 'wechatpay-signature')
  const serial = headerValue(headers, 'wechatpay-serial')
  if (!timestamp || !nonceStr || !signature || !serial) return 'missing signature headers'
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > WXPAY_MAX_SKEW_S) return 'stale timestamp'
  if (serial.toUpperCase() !== certificateSerial(platformCert)) return 'unknown platform certificate serial'
  if (!rsaVerify(platformCert, `${timestamp}\n${nonceStr}\n${body}\n`, signature)) return 'bad signature'
  return null
}

export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  nonce: string
}

export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationRefused(`unsupported algorithm ${resource.algorithm}`)
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length <= 16) throw new NotificationRefused('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(resource.nonce))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''))
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    throw new NotificationRefused('resource does not decrypt')
  }
}

export function jsapiPayData(cfg: Pick<WxpayConfig, 'appId' | 'privateKey'>, prepayId: string, nowMs: number): WxJsapiPayData {
  const timeStamp = String(Math.floor(nowMs / 1000))
  const nonceStr = nonce()
  const pkg = `prepay_id=${prepayId}`
  return { appId: cfg.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: rsaSign(cfg.privateKey, `${cfg.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`) }
}

export function appPayData(cfg: Pick<WxpayConfig, 'appId' | 'mchId' | 'privateKey'>, prepayId: string, nowMs: number): WxAppPayData {
  const timestamp = String(Math.floor(nowMs / 1000))
  const noncestr = nonce()
  return {
    appid: cfg.appId,
    partnerid: cfg.mchId,
    prepayid: prepayId,
    package: 'Sign=WXPay',
    noncestr,
    timestamp,
    sign: rsaSign(cfg.privateKey, `${cfg.appId}\n${timestamp}\n${noncestr}\n${prepayId}\n`)
  }
}

/** The decrypted transaction of a TRANSACTION.SUCCESS notification or a query (the fields we read). */
interface Transaction {
  mchid?: string
  appid?: string
  out_trade_no?: string
  transaction_id?: string
  trade_state?: string
  amount?: { total?: number; payer_total?: number; currency?: string }
}

const TRADE_PATHS = { JSAPI: 'jsapi', APP: 'app', MWEB: 'h5', NATIVE: 'native' } as const

export class WxpayProvider implements PayProvider {
  readonly name = 'wxpay' as const

  constructor(
    private readonly cfg: WxpayConfig,
    private readonly clock: () => number
  ) {}

  /** A signed call to the v3 API; the answer's platform signature is checked before it is read. */
  private async call(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<{ status: number; body: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const auth = authorizationHeader(this.cfg, method, pathAndQuery, body, String(Math.floor(this.clock() / 1000)), nonce())
    let response: Response
    let text: string
    try {
      response = await fetch(`${this.cfg.apiBase}${pathAndQuery}`, {
        method,
        headers: { Authorization: auth, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS)
      })
      text = await response.text()
    } catch {
      throw new ProviderError('wxpay', '微信支付暂不可用，请稍后再试')
    }
    const headers = Object.fromEntries(response.headers.entries())
    if (response.status < 500 && platformSignatureProblem(this.cfg.platformCert, headers, text, this.clock()) !== null) {
      throw new ProviderError('wxpay', '微信支付应答签名无效')
    }
    let parsed: Record<string, unknown> = {}
    if (text) {
      try {
        parsed = JSON.parse(text) as Record<string, unknown>
      } catch {
        throw new ProviderError('wxpay', '微信支付应答无效')
      }
    }
    return { status: response.status, body: parsed }
  }

  async create(ctx: CreateContext): Promise<Created> {
    const { order, tradeType } = ctx
    const payload: Record<string, unknown> = {
      appid: this.cfg.appId,
      mchid: this.cfg.mchId,
      description: order.subject,
      out_trade_no: order.outOrderNumber,
      notify_url: ctx.notifyUrl,
      amount: { total: order.totalFee, currency: 'CNY' }
    }
    if (tradeType === 'JSAPI') payload.payer = { openid: ctx.openid }
    if (tradeType === 'MWEB') payload.scene_info = { payer_client_ip: ctx.clientIp, h5_info: { type: 'Wap' } }
    const { status, body } = await this.call('POST', `/v3/pay/transactions/${TRADE_PATHS[tradeType]}`, payload)
    if (status !== 200) throw new ProviderError('wxpay', `微信支付下单失败：${typeof body.message === 'string' ? body.message : status}`)
    const now = this.clock()
    if (tradeType === 'JSAPI' || tradeType === 'APP') {
      if (typeof body.prepay_id !== 'string') throw new ProviderError('wxpay', '微信支付应答无效')
      const data = tradeType === 'JSAPI' ? jsapiPayData(this.cfg, body.prepay_id, now) : appPayData(this.cfg, body.prepay_id, now)
      return { data, prepayId: body.prepay_id }
    }
    if (tradeType === 'MWEB') {
      if (typeof body.h5_url !== 'string') throw new ProviderError('wxpay', '微信支付应答无效')
      // WeChat's H5 cashier goes back to redirect_url when done (docs: H5 下单 → 跳转).
      return { data: { mweb_url: `${body.h5_url}&redirect_url=${encodeURIComponent(ctx.returnUrl)}` } }
    }
    if (typeof body.code_url !== 'string') throw new ProviderError('wxpay', '微信支付应答无效')
    return { data: { code_url: body.code_url } }
  }

  /** The JSAPI pay call of an existing prepay_id, signed again (GET /api/user/wxpay/sign/). */
  signJsapi(prepayId: string): ReturnType<typeof jsapiPayData> {
    return jsapiPayData(this.cfg, prepayId, this.clock())
  }

  private fromTransaction(tx: Transaction): VerifiedPayment | null {
    if (typeof tx !== 'object' || tx === null) throw new NotificationRefused('transaction is not an object')
    if (tx.mchid !== this.cfg.mchId || tx.appid !== this.cfg.appId) throw new NotificationRefused('another merchant or app')
    if (tx.trade_state !== 'SUCCESS') return null
    if (typeof tx.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string' || typeof tx.amount?.total !== 'number')
      throw new NotificationRefused('incomplete transaction')
    if (tx.amount.currency !== undefined && tx.amount.currency !== 'CNY') throw new NotificationRefused('currency is not CNY')
    return { outOrderNumber: tx.out_trade_no, providerTradeNo: tx.transaction_id, amountFen: tx.amount.total }
  }

  verifyNotification(input: NotificationInput): VerifiedPayment | null {
    const problem = platformSignatureProblem(this.cfg.platformCert, input.headers, input.rawBody, this.clock())
    if (problem) throw new NotificationRefused(problem)
    let envelope: { event_type?: string; resource?: EncryptedResource }
    try {
      envelope = JSON.parse(input.rawBody) as typeof envelope
    } catch {
      throw new NotificationRefused('not JSON')
    }
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.resource !== 'object' || envelope.resource === null)
      throw new NotificationRefused('no resource')
    let tx: Transaction
    try {
      tx = JSON.parse(decryptResource(this.cfg.apiV3Key, envelope.resource)) as Transaction
    } catch (error) {
      if (error instanceof NotificationRefused) throw error
      throw new NotificationRefused('resource is not JSON')
    }
    // Other events (refunds) are genuine but report no payment.
    return envelope.event_type === 'TRANSACTION.SUCCESS' ? this.fromTransaction(tx) : null
  }

  reply(ok: boolean): NotificationReply {
    // v3: 200/204 without a body is success; anything else with {code, message} makes WeChat retry.
    return ok
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) }
  }

  async query(order: OrderRow): Promise<VerifiedPayment | null> {
    const { status, body } = await this.call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.outOrderNumber)}?mchid=${encodeURIComponent(this.cfg.mchId)}`
    )
    if (status === 404) return null
    if (status !== 200) throw new ProviderError('wxpay', '微信支付查询失败')
    try {
      return this.fromTransaction(body as Transaction)
    } catch {
      throw new ProviderError('wxpay', '微信支付查询应答无效')
    }
  }

  async refund(order: OrderRow, refund: { outRefundNo: string; amount: number; reason: string }): Promise<void> {
    const { status, body } = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: order.outOrderNumber,
      out_refund_no: refund.outRefundNo,
      reason: refund.reason,
      amount: { refund: refund.amount, total: order.totalFee, currency: 'CNY' }
    })
    if (status !== 200) throw new ProviderError('wxpay', `微信支付退款失败：${typeof body.message === 'string' ? body.message : status}`)
  }
}
