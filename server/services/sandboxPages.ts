/**
 * The sandbox's confirm pages (docs/payments.md, "Sandbox"): the order a page is for and the HTML
 * each state of it shows. A page finds only a sandbox order whose page token it carries.
 */
import { eq } from 'drizzle-orm'
import { PAY_PATHS } from '../../types/payments'
import { escapeHtml } from '../../core/html'
import { fenToYuanString } from '../../core/payments/plans'
import type { Db } from '../db/open'
import { paymentOrders } from '../db/schema'
import type { OrderRow } from '../payments/provider'
import type { SandboxProvider } from '../payments/sandbox'

export interface SandboxPage {
  status: 200 | 404
  html: string
}

/** The order of page `no` when it is a sandbox order and `token` is its page token, else null. */
export async function sandboxPageOrder(db: Db, sandbox: SandboxProvider, no: string, token: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.outOrderNumber, no))
  return order && order.provider === 'sandbox' && sandbox.checkPageToken(order.outOrderNumber, token) ? order : null
}

function page(status: SandboxPage['status'], title: string, inner: string): SandboxPage {
  const html =
    `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}h1{font-size:20px}.amount{font-size:32px;font-weight:600;margin:16px 0}' +
    'button{width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;background:#005aff;color:#fff}.note{color:#888;font-size:13px;margin-top:16px}</style></head>' +
    `<body>${inner}</body></html>`
  return { status, html }
}

export const MISSING_PAGE = page(404, '订单不存在', '<h1>订单不存在</h1>')
export const PAID_PAGE = page(200, '订单已支付', '<h1>订单已支付</h1><p>可以关闭本页，回到应用查看。</p>')
export const SUCCESS_PAGE = page(200, '支付成功', '<h1>支付成功</h1><p>可以关闭本页，回到应用查看。</p>')

/** The page of a pending order: its amount and a 确认支付 form posting the token back (a checked hex string). */
export function confirmPage(order: OrderRow, token: string, apiPrefix: string): SandboxPage {
  const method = order.method === 'alipay' ? '支付宝' : '微信支付'
  return page(
    200,
    '模拟支付',
    `<h1>模拟支付（${method}）</h1><p>${escapeHtml(order.subject)}</p><div class="amount">¥${fenToYuanString(order.totalFee)}</div>` +
      `<form method="POST" action="${escapeHtml(`${apiPrefix}${PAY_PATHS.sandboxPage(order.outOrderNumber)}`)}"><input type="hidden" name="t" value="${token}"><button type="submit">确认支付</button></form>` +
      '<p class="note">这是本地测试用的模拟支付，不会产生真实扣款。</p>'
  )
}
