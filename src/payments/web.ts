/**
 * The browser pay flows that leave the page:
 *
 *  mobile   MWEB order; wxpay → go to data.mweb_url (WeChat's cashier, with the return address
 *           the server added), alipay → submit data.form (it posts itself to Alipay's gateway).
 *           With the sandbox both are its confirm page. The provider then sends the browser to
 *           /h5/#/pages/return/index?redirectTo=…&out_order_number=…, which polls the order and
 *           routes on. What must survive the trip (the group-buy flag or group id) is remembered
 *           in storage under the order number (pending.ts, pendingStore.ts).
 *  webview  our H5 inside WeChat: inside a mini-program web view (wx.miniProgram present, i.e.
 *           the JS-SDK loaded by the host page) the mini-program's own page pays natively
 *           (JSAPI): the flow hands over with wx.miniProgram.navigateTo. Otherwise it is paid like
 *           mobile web. Not testable here (needs WeChat); kept minimal, see docs/payments.md "App".
 */
import type { AlipayFormData, MwebPayData } from '@types-contract/payments'
import { createOrder } from '../api/payments'
import { detailOf, payFailureMessage } from './failureMessages'
import type { PayFlow } from './flowTypes'
import type { PendingPayment } from './pending'
import { savePendingPayment } from './pendingStore'

/** Submits the provider's auto-submitting form (scripts set through innerHTML do not run). */
function submitForm(html: string): void {
  const holder = document.createElement('div')
  holder.style.display = 'none'
  holder.innerHTML = html
  document.body.appendChild(holder)
  const form = holder.querySelector('form')
  if (!form) throw new Error('no form in the pay data')
  form.submit()
}

export const payMobileWeb: PayFlow = async ({ body, method, request, kind }) => {
  let created
  try {
    created = await createOrder(method, body, { quiet: true })
  } catch (error) {
    return { status: 'failed', message: payFailureMessage(kind), detail: detailOf(error) }
  }
  const no = created.order.out_order_number
  const entry: PendingPayment = {
    out_order_number: no,
    order_type: request.orderType,
    ...(request.groupBuy ? { groupBuy: true } : {}),
    ...(request.groupTaskId ? { groupTaskId: request.groupTaskId } : {}),
    ...(request.liveId != null ? { liveId: request.liveId } : {}),
    createdAt: Date.now()
  }
  savePendingPayment(entry)
  const data = created.data as Partial<MwebPayData & AlipayFormData>
  if (data.mweb_url) {
    window.location.href = data.mweb_url
  } else if (data.form) {
    submitForm(data.form)
  } else {
    return { status: 'failed', message: payFailureMessage(kind), detail: '获取支付方式失败' }
  }
  return { status: 'redirected' }
}

interface MiniProgramBridge {
  navigateTo(options: { url: string }): void
}

function miniProgramBridge(): MiniProgramBridge | null {
  const wx = (globalThis as { wx?: { miniProgram?: MiniProgramBridge } }).wx
  return wx?.miniProgram && typeof wx.miniProgram.navigateTo === 'function' ? wx.miniProgram : null
}

export const payInAppWebView: PayFlow = async (input) => {
  const bridge = miniProgramBridge()
  if (bridge && input.kind === 'vip') {
    const q = new URLSearchParams({ plan: input.request.orderType, method: 'wxpay' })
    if (input.request.groupBuy) q.set('group', '1')
    if (input.request.groupTaskId) q.set('task_id', String(input.request.groupTaskId))
    bridge.navigateTo({ url: `/pages/vip/index?${q.toString()}` })
    return { status: 'redirected' }
  }
  return payMobileWeb(input)
}
