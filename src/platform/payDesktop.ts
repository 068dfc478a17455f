/**
 * The desktop browser flow: a NATIVE order; its QR content (WeChat code_url, Alipay qr_code, the
 * sandbox's confirm page) is shown in a 210×210 frame (components/PayQrDialog) and the order is
 * polled through h5pay/message every 2 s until it is paid, the dialog is closed, or 15 minutes pass.
 */
import Taro from '@tarojs/taro'
import { createOrder, orderState } from '../api/payments'
import { ORDER_POLL_INTERVAL_MS, QR_POLL_LIMIT_MS } from '../lib/payFlow'
import { payFailureMessage } from '../lib/payRouting'
import { payQrStore } from '../stores/payQr'
import type { AlipayQrData, QrPayData } from '../../types/payments'
import { detailOf, sleep, type PayFlow } from './payFlowTypes'

/** A relative address (the sandbox on the same origin) made absolute, so a phone can open it. */
function absolute(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url
  return typeof window !== 'undefined' ? `${window.location.origin}${url}` : url
}

export const payDesktop: PayFlow = async ({ body, method, kind }) => {
  let created
  try {
    created = await createOrder(method, body, { quiet: true })
  } catch (error) {
    return { status: 'failed', message: payFailureMessage(kind), detail: detailOf(error) }
  }
  const data = created.data as Partial<QrPayData & AlipayQrData>
  const content = data.code_url ?? data.qr_code
  if (!content) return { status: 'failed', message: payFailureMessage(kind), detail: '获取支付方式失败' }
  const no = created.order.out_order_number
  payQrStore.open({
    outOrderNumber: no,
    content: absolute(content),
    method,
    subject: created.order.subject,
    totalFee: created.order.total_fee,
    ...(created.sandbox_url ? { sandboxUrl: absolute(created.sandbox_url) } : {})
  })
  Taro.hideLoading()
  const deadline = Date.now() + QR_POLL_LIMIT_MS
  while (payQrStore.isOpen(no) && Date.now() < deadline) {
    await sleep(ORDER_POLL_INTERVAL_MS)
    if (!payQrStore.isOpen(no)) break
    const state = await orderState(no, { quiet: true }).catch(() => null)
    if (state?.paid) {
      payQrStore.markPaid()
      await sleep(400)
      payQrStore.close()
      return { status: 'paid', order: state.order }
    }
  }
  const timedOut = payQrStore.isOpen(no)
  payQrStore.close()
  return timedOut ? { status: 'failed', message: payFailureMessage(kind), detail: '二维码已过期，请重新下单' } : { status: 'cancelled' }
}
