/**
 * The mini-program pay flow: Taro.login (jscode: the payer's openid on the server) → JSAPI order
 * (order_new) → Taro.requestPayment with the server's params. A refused login says '请点击允许'
 * unless WeChat's code is -12006; a failed payment '购买失败' / '支付失败', -8 '未安装微信',
 * -12006 nothing (failureMessages.ts). A pay sheet the user closed keeps its order: paying the
 * same thing again within two hours signs it again (wxpay/sign) instead of ordering anew.
 *
 * The sandbox (no merchant keys) answers JSAPI data WeChat cannot pay: the flow copies the
 * sandbox's confirm page address and asks the user to confirm there (a browser), then checks the
 * order. (A web view cannot open it: the page's domain is not a registered business domain.)
 */
import Taro from '@tarojs/taro'
import type { CreateOrderResponse, WxJsapiPayData } from '@types-contract/payments'
import { createOrder, signWxpay } from '../api/payments'
import { API_BASE_URL } from '../env'
import { loginRefusedMessage, wxErrCode } from '../lib/wxErrors'
import { detailOf, payFailureMessage } from './failureMessages'
import type { PayFlow, PayOutcome } from './flowTypes'
import { pollOrder } from './poll'

/** JSAPI params stay valid at WeChat for 2 hours; reuse a little less. */
const REUSE_MS = 110 * 60 * 1000
let unpaid: { orderType: string; outOrderNumber: string; at: number } | null = null

/** After requestPayment: ask this many times, this far apart, whether the order is paid. */
const CONFIRM_ATTEMPTS = 3
const CONFIRM_INTERVAL_MS = 1000

async function confirmPaid(outOrderNumber: string): Promise<PayOutcome | null> {
  // The notification may land a moment after requestPayment succeeds; the server also asks WeChat.
  const end = await pollOrder(outOrderNumber, { intervalMs: CONFIRM_INTERVAL_MS, attempts: CONFIRM_ATTEMPTS })
  return end.end === 'paid' ? { status: 'paid', order: end.answer.order } : null
}

async function sandboxPay(created: CreateOrderResponse): Promise<PayOutcome> {
  const url = /^https?:\/\//.test(created.sandbox_url!) ? created.sandbox_url! : `${API_BASE_URL}${created.sandbox_url}`
  Taro.hideLoading()
  await Taro.setClipboardData({ data: url }).catch(() => undefined)
  const { confirm } = await Taro.showModal({
    title: '模拟支付',
    content: '本地测试环境没有微信支付商户号：确认页地址已复制，请在浏览器中打开并确认支付，完成后点「已支付」。',
    confirmText: '已支付',
    cancelText: '取消'
  })
  if (!confirm) return { status: 'cancelled' }
  return (await confirmPaid(created.order.out_order_number)) ?? { status: 'failed', message: null, detail: '尚未收到付款，请确认后重试' }
}

export const payWeapp: PayFlow = async ({ body, request, kind }) => {
  let jsapi: WxJsapiPayData | null = null
  let outOrderNumber = ''
  if (unpaid && unpaid.orderType === request.orderType && Date.now() - unpaid.at < REUSE_MS) {
    const again = await signWxpay(unpaid.outOrderNumber, { quiet: true }).catch(() => null)
    if (again) {
      jsapi = again.data
      outOrderNumber = again.order.out_order_number
    }
  }
  if (!jsapi) {
    let jscode: string
    try {
      const login = await Taro.login()
      if (!login.code) throw login
      jscode = login.code
    } catch (error) {
      const message = loginRefusedMessage(error)
      return message ? { status: 'failed', message } : { status: 'cancelled' }
    }
    let created: CreateOrderResponse
    try {
      created = await createOrder('wxpay', { ...body, jscode }, { quiet: true })
    } catch (error) {
      return { status: 'failed', message: payFailureMessage(kind), detail: detailOf(error) }
    }
    if (created.sandbox_url) return sandboxPay(created)
    jsapi = created.data as WxJsapiPayData
    outOrderNumber = created.order.out_order_number
  }
  Taro.hideLoading()
  try {
    await Taro.requestPayment({ timeStamp: jsapi.timeStamp, nonceStr: jsapi.nonceStr, package: jsapi.package, signType: jsapi.signType, paySign: jsapi.paySign })
  } catch (error) {
    unpaid = { orderType: request.orderType, outOrderNumber, at: Date.now() }
    const message = payFailureMessage(kind, wxErrCode(error))
    return message ? { status: 'failed', message } : { status: 'cancelled' }
  }
  unpaid = null
  return (
    (await confirmPaid(outOrderNumber)) ?? {
      status: 'paid',
      order: {
        out_order_number: outOrderNumber,
        order_type: request.orderType,
        subject: '',
        total_fee: 0,
        status: 'pending',
        provider: 'wxpay',
        trade_type: 'JSAPI',
        return_route: ''
      }
    }
  )
}
