/**
 * Payments (issue 8, docs/payments.md): builds the payment services once per app and mounts
 *
 *   POST /api/pay/notify/<provider>/   provider notifications (unsigned by our scheme: each is
 *                                      verified by its provider's own signature), answered in the
 *                                      provider's format
 *   GET  /api/pay/sandbox/<no>/?t=…    the sandbox's confirm page (sandbox on only)
 *   POST /api/pay/sandbox/<no>/        confirm: a signed sandbox notification through the same path
 *
 * and, as children sharing the services, the order routes (orders.ts) and group-buy (groupTask.ts).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify'
import { fenToYuanString } from '../../src/lib/payPlans'
import { PAY_PATHS, type PayProviderName } from '../../types/payments'
import { eq } from 'drizzle-orm'
import { paymentOrders } from '../db/schema'
import { rel } from '../lib/schemas'
import { GroupService } from '../payments/groups'
import { orderTypes } from '../payments/orderTypes'
import { PaymentService } from '../payments/service'
import { derivedSecret } from '../services/accounts'
import { groupTaskRoutes } from './groupTask'
import { orderRoutes } from './orders'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService
    groups: GroupService
  }
}

const PROVIDERS: PayProviderName[] = ['sandbox', 'wxpay', 'alipay']

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function page(reply: FastifyReply, status: number, title: string, inner: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}h1{font-size:20px}.amount{font-size:32px;font-weight:600;margin:16px 0}' +
        'button{width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;background:#005aff;color:#fff}.note{color:#888;font-size:13px;margin-top:16px}</style></head>' +
        `<body>${inner}</body></html>`
    )
}

/** Provider notifications and the sandbox pages: the only routes here that read form bodies. */
const notifyRoutes: FastifyPluginAsync = async (api) => {
  const { payments } = api
  // Alipay notifies (and the sandbox page posts) application/x-www-form-urlencoded; signatures cover the raw text.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  api.post<{ Params: { provider: PayProviderName } }>(
    rel(PAY_PATHS.notify(':provider' as PayProviderName)),
    { config: { signature: false }, schema: { params: { type: 'object', properties: { provider: { type: 'string', enum: PROVIDERS } }, required: ['provider'] } } },
    async (request, reply) => {
      const answer = await payments.receiveNotification(request.params.provider, { headers: request.headers, rawBody: request.rawBody })
      if (!answer) return reply.code(404).send({ detail: '支付方式未启用', code: 'not_found' })
      return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body)
    }
  )

  const sandbox = payments.sandbox
  if (!sandbox) return
  const sandboxPath = rel(PAY_PATHS.sandboxPage(':no'))
  const params = { type: 'object', properties: { no: { type: 'string', pattern: '^P\\d{24}$' } }, required: ['no'] }
  const token = { type: 'object', additionalProperties: false, properties: { t: { type: 'string', pattern: '^[0-9a-f]{64}$' } }, required: ['t'] }
  const findOrder = async (no: string) => (await api.database.db.select().from(paymentOrders).where(eq(paymentOrders.outOrderNumber, no)))[0]

  api.get<{ Params: { no: string }; Querystring: { t: string } }>(sandboxPath, { config: { signature: false }, schema: { params, querystring: token } }, async (request, reply) => {
    const order = await findOrder(request.params.no)
    if (!order || order.provider !== 'sandbox' || !sandbox.checkPageToken(order.outOrderNumber, request.query.t)) return page(reply, 404, '订单不存在', '<h1>订单不存在</h1>')
    if (order.status !== 'pending') return page(reply, 200, '订单已支付', '<h1>订单已支付</h1><p>可以关闭本页，回到应用查看。</p>')
    const method = order.method === 'alipay' ? '支付宝' : '微信支付'
    return page(
      reply,
      200,
      '模拟支付',
      `<h1>模拟支付（${method}）</h1><p>${escapeHtml(order.subject)}</p><div class="amount">¥${fenToYuanString(order.totalFee)}</div>` +
        `<form method="POST" action="${escapeHtml(`${api.config.apiPrefix}${PAY_PATHS.sandboxPage(order.outOrderNumber)}`)}"><input type="hidden" name="t" value="${request.query.t}"><button type="submit">确认支付</button></form>` +
        '<p class="note">这是本地测试用的模拟支付，不会产生真实扣款。</p>'
    )
  })

  api.post<{ Params: { no: string }; Body: { t: string } }>(sandboxPath, { config: { signature: false }, schema: { params, body: token } }, async (request, reply) => {
    const order = await findOrder(request.params.no)
    if (!order || order.provider !== 'sandbox' || !sandbox.checkPageToken(order.outOrderNumber, request.body.t)) return page(reply, 404, '订单不存在', '<h1>订单不存在</h1>')
    if (order.status === 'pending') await payments.receiveNotification('sandbox', sandbox.notification(order.outOrderNumber, order.totalFee))
    // Mobile web goes back to the app as after a real cashier; a QR scanned on a phone stays here.
    if (order.tradeType === 'MWEB' && order.returnUrl) return reply.code(303).header('location', order.returnUrl).send()
    return page(reply, 200, '支付成功', '<h1>支付成功</h1><p>可以关闭本页，回到应用查看。</p>')
  })
}

export const paymentRoutes: FastifyPluginAsync = async (api: FastifyInstance) => {
  const payments = new PaymentService({
    config: api.config,
    db: api.database.db,
    clock: api.accounts.clock,
    log: api.log,
    registry: orderTypes,
    wechat: api.accounts.wechat,
    sandboxSecret: derivedSecret(api.config, 'pay-sandbox')
  })
  api.decorate('payments', payments)
  api.decorate('groups', new GroupService(api.database.db, payments, api.accounts.clock, api.config.apiPrefix))
  api.register(notifyRoutes)
  api.register(orderRoutes)
  api.register(groupTaskRoutes)
}
