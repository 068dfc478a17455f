/**
 * The one way pages pay (DESIGN.md "Platforms"): startPayment(request) picks this device's flow
 * (flowChoice.ts) and runs its adapter:
 *
 *   weapp    weapp.ts     Taro.login jscode → JSAPI order → Taro.requestPayment
 *   webview  web.ts       inside WeChat: hand over to the mini-program, else as mobile web
 *   mobile   web.ts       MWEB: redirect to mweb_url / submit the Alipay form → pages/return/index
 *   desktop  desktop.ts   NATIVE: QR in a 210×210 frame, polling h5pay/message until paid
 *
 * Around every flow: the pay method rules (methodChoice.ts: only wxpay/alipay; none chosen warns
 * and uses wxpay on the mini-program, is refused on the web), a loading indicator, the failure
 * messages, and, when paid in place, the after-payment routing (runAfterPayment.ts).
 */
import Taro from '@tarojs/taro'
import { paidOrderTypeOf } from '@core/payments/orderKinds'
import { PLATFORM } from '../env'
import { payDesktop } from './desktop'
import { payFailureMessage } from './failureMessages'
import { payFlowFor, payPathOf, TRADE_TYPE_OF, type PayFlowKind } from './flowChoice'
import type { PayFlow, PayOutcome, PayRequest } from './flowTypes'
import { choosePayMethod } from './methodChoice'
import { runAfterPayment } from './runAfterPayment'
import { payWeapp } from './weapp'
import { payInAppWebView, payMobileWeb } from './web'

const FLOWS: Record<PayFlowKind, PayFlow> = { weapp: payWeapp, webview: payInAppWebView, mobile: payMobileWeb, desktop: payDesktop }

/** The flow of this device, decided once per call (a desktop window may be resized). */
export function currentPayFlow(): PayFlowKind {
  if (PLATFORM === 'weapp') return 'weapp'
  const w = typeof window !== 'undefined' ? (window as Window & { __wxjs_environment?: string }) : undefined
  return payFlowFor({
    platform: 'h5',
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    wxjsEnvironment: w?.__wxjs_environment,
    viewportWidth: w?.innerWidth
  })
}

/** Shows a failure: the message as title, the server's detail (if any) as content. */
async function showFailure(outcome: Extract<PayOutcome, { status: 'failed' }>): Promise<void> {
  if (!outcome.message && !outcome.detail) return
  if (outcome.detail) await Taro.showModal({ title: outcome.message ?? '支付失败', content: outcome.detail, showCancel: false })
  else Taro.showToast({ title: outcome.message!, icon: 'none' })
}

let busy = false

/**
 * Pays `request` on this platform. Resolves when the flow ends here (paid and routed on,
 * cancelled, failed and shown) or has left the page for the provider ('redirected').
 */
export async function startPayment(request: PayRequest): Promise<PayOutcome> {
  if (busy) return { status: 'cancelled' }
  const kind = paidOrderTypeOf(request.orderType) ?? 'vip'
  const flow = currentPayFlow()
  const choice = choosePayMethod(request.method, payPathOf(flow))
  if (!choice.ok) {
    Taro.showToast({ title: choice.message, icon: 'none' })
    return { status: 'failed', message: choice.message }
  }
  if (choice.warning) Taro.showToast({ title: choice.warning, icon: 'none' })
  busy = true
  Taro.showLoading({ title: '正在下单', mask: true })
  let outcome: PayOutcome
  try {
    outcome = await FLOWS[flow]({
      body: {
        trade_type: TRADE_TYPE_OF[flow],
        order_type: request.orderType,
        ...(request.totalFee ? { total_fee: request.totalFee } : {}),
        ...request.extra
      },
      method: choice.method,
      request,
      kind
    })
  } catch (error) {
    outcome = {
      status: 'failed',
      message: payFailureMessage(kind),
      detail: error instanceof Error && error.name === 'NetworkError' ? '网络不可用，请检查网络后重试' : undefined
    }
  } finally {
    busy = false
    // A redirect keeps the indicator until the provider's page replaces this one.
  }
  if (outcome.status !== 'redirected') Taro.hideLoading()
  if (outcome.status === 'failed') await showFailure(outcome)
  if (outcome.status === 'paid') {
    await runAfterPayment({ orderType: kind, groupBuy: request.groupBuy, groupTaskId: request.groupTaskId ?? null, liveId: request.liveId })
  }
  return outcome
}
