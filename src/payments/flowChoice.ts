/**
 * Which pay flow a device uses, and what that flow implies (trade type, method path, methods
 * offered). Pure (no Taro import): startPayment reads the device and asks payFlowFor.
 *
 *  weapp    the mini-program: Taro.login jscode → JSAPI order → Taro.requestPayment (weapp.ts)
 *  webview  our H5 inside a WeChat mini-program web view / the WeChat browser: the web path,
 *           paid like mobile web (WeChat's own H5 cashier does not open inside WeChat; see docs)
 *  mobile   a phone browser: redirect to mweb_url (or submit the Alipay form) with a return
 *           address to pages/return/index (web.ts)
 *  desktop  a computer browser: a QR code in a 210×210 frame, polling until paid (desktop.ts)
 */
import type { TradeType } from '@types-contract/payments'
import type { PayPath } from './methodChoice'

export type PayFlowKind = 'weapp' | 'webview' | 'mobile' | 'desktop'

export interface PayEnvironment {
  platform: 'weapp' | 'h5'
  userAgent?: string
  /** window.__wxjs_environment on H5 ('miniprogram' inside a mini-program web view). */
  wxjsEnvironment?: string
  /** Width of the browser window in CSS px. */
  viewportWidth?: number
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony/i
/** A window at least this wide without a phone user agent is a computer: it gets the QR. */
export const DESKTOP_MIN_WIDTH = 768

export function payFlowFor(env: PayEnvironment): PayFlowKind {
  if (env.platform === 'weapp') return 'weapp'
  const ua = env.userAgent ?? ''
  if (env.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(ua) || /MicroMessenger/i.test(ua)) return 'webview'
  if (MOBILE_UA.test(ua)) return 'mobile'
  return (env.viewportWidth ?? 0) >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile'
}

export const TRADE_TYPE_OF: Record<PayFlowKind, TradeType> = { weapp: 'JSAPI', webview: 'MWEB', mobile: 'MWEB', desktop: 'NATIVE' }

/** The mini-program is the native path (none chosen: warn and use wxpay); every browser is a web path. */
export function payPathOf(kind: PayFlowKind): PayPath {
  return kind === 'weapp' ? 'native' : 'web'
}

/** Alipay has no mini-program payment: only wxpay is offered there. */
export function methodsFor(kind: PayFlowKind): ('wxpay' | 'alipay')[] {
  return kind === 'weapp' ? ['wxpay'] : ['wxpay', 'alipay']
}
