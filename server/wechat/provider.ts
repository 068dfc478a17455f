/**
 * WeChat mini-program login: the code from Taro.login is exchanged for the user's openid (and
 * unionid, when the mini-program is bound to an open-platform account) through jscode2session.
 * HttpWechatProvider calls WeChat (WX_API_BASE, WX_APP_ID, WX_APP_SECRET); without a secret the
 * DevWechatProvider maps each code to a stable test openid and says so in the log, once.
 * The session_key is handed to the caller for server-side storage only.
 */
import { createHash } from 'crypto'
import { ApiError } from '../errors'

export interface WechatSession {
  openid: string
  unionid: string | null
  sessionKey: string
}

export interface WechatProvider {
  readonly name: string
  /** Throws ApiError with a Chinese detail for every failure (see mapWechatError). */
  code2Session(code: string): Promise<WechatSession>
}

/** WeChat's errcode → our answer. Unknown codes are a 502. */
export function mapWechatError(errcode: number, errmsg: string | undefined): ApiError {
  switch (errcode) {
    case 40029: // invalid code
    case 40163: // code been used
      return new ApiError(400, 'wx_invalid_code', '微信登录凭证无效，请重新登录')
    case 45011: // api minute-quota reach limit
      return new ApiError(429, 'throttled', '微信登录过于频繁，请稍后再试')
    case 40226: // high risk user
      return new ApiError(403, 'wx_risky_user', '微信账号存在安全风险，暂时无法登录')
    case -1: // system busy
      return new ApiError(503, 'service_unavailable', '微信服务繁忙，请稍后再试')
    default:
      return new ApiError(502, 'wx_unavailable', `微信登录失败（${errcode}${errmsg ? ` ${errmsg}` : ''}），请稍后再试`)
  }
}

const unavailable = () => new ApiError(502, 'wx_unavailable', '微信服务暂不可用，请稍后再试')

export interface HttpWechatOptions {
  apiBase: string
  appId: string
  appSecret: string
  timeoutMs?: number
}

export class HttpWechatProvider implements WechatProvider {
  readonly name = 'wechat'

  constructor(private readonly options: HttpWechatOptions) {}

  async code2Session(code: string): Promise<WechatSession> {
    const url = new URL(`${this.options.apiBase}/sns/jscode2session`)
    url.searchParams.set('appid', this.options.appId)
    url.searchParams.set('secret', this.options.appSecret)
    url.searchParams.set('js_code', code)
    url.searchParams.set('grant_type', 'authorization_code')
    let body: Record<string, unknown>
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) })
      if (!response.ok) throw unavailable()
      // WeChat answers JSON with a text/plain content type at times: parse the text.
      body = JSON.parse(await response.text()) as Record<string, unknown>
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw unavailable()
    }
    if (typeof body !== 'object' || body === null) throw unavailable()
    const errcode = typeof body.errcode === 'number' ? body.errcode : 0
    if (errcode !== 0) throw mapWechatError(errcode, typeof body.errmsg === 'string' ? body.errmsg : undefined)
    if (typeof body.openid !== 'string' || body.openid === '' || typeof body.session_key !== 'string') throw unavailable()
    return {
      openid: body.openid,
      unionid: typeof body.unionid === 'string' && body.unionid !== '' ? body.unionid : null,
      sessionKey: body.session_key
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Development only: code → `dev_<16 hex>` openid (and `devu_<16 hex>` unionid), stable per code. */
export class DevWechatProvider implements WechatProvider {
  readonly name = 'dev'
  private warned = false

  constructor(private readonly warn: (message: string) => void) {}

  async code2Session(code: string): Promise<WechatSession> {
    if (!this.warned) {
      this.warned = true
      this.warn('WX_APP_SECRET 未设置：微信登录使用开发模拟（code → 测试 openid）/ WX_APP_SECRET is unset: WeChat login maps codes to test openids')
    }
    return { openid: `dev_${sha256(code).slice(0, 16)}`, unionid: `devu_${sha256(`unionid:${code}`).slice(0, 16)}`, sessionKey: sha256(`session:${code}`).slice(0, 24) }
  }
}
