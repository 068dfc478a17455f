/**
 * The desktop browser flow: a NATIVE order; its QR content (WeChat code_url, Alipay qr_code, the
 * sandbox's confirm page) is shown in a 210×210 frame (components/PayQrDialog) and the order is
 * polled (poll.ts) every 2 s until it is paid, the dialog is closed, or 15 minutes pass.
 */
import Taro from '@tarojs/taro'
import type { AlipayQrData, QrPayData } from '@types-contract/payments'
import { createOrder } from '../api/payments'
import { detailOf, payFailureMessage } from './failureMessages'
import type { PayFlow } from './flowTypes'
import { ORDER_POLL_INTERVAL_MS, pollOrder, QR_POLL_LIMIT_MS, sleep } from './poll'
import { payQrStore } from './qrStore'

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
  const end = await pollOrder(no, {
    intervalMs: ORDER_POLL_INTERVAL_MS,
    deadline: Date.now() + QR_POLL_LIMIT_MS,
    waitFirst: true,
    isStopped: () => !payQrStore.isOpen(no)
  })
  if (end.end === 'paid') {
    payQrStore.markPaid()
    await sleep(400)
    payQrStore.close()
    return { status: 'paid', order: end.answer.order }
  }
  payQrStore.close()
  return end.end === 'exhausted' ? { status: 'failed', message: payFailureMessage(kind), detail: '二维码已过期，请重新下单' } : { status: 'cancelled' }
}
