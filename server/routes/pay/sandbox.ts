/**
 * The sandbox's confirm page, only while the sandbox is on (docs/payments.md, "Sandbox"):
 *
 *   GET  /api/pay/sandbox/<no>/?t=…   the order and a 确认支付 button
 *   POST /api/pay/sandbox/<no>/       confirm: a signed sandbox notification through the same path
 *                                     as a provider's, then back to the app (mobile web) or 支付成功
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { PAY_PATHS } from '../../../types/payments'
import { SandboxConfirmReply, SandboxPageParams, SandboxPageReply, SandboxToken } from '../../../types/schemas/payments'
import { rel } from '../../lib/paths'
import { confirmPage, MISSING_PAGE, PAID_PAGE, sandboxPageOrder, SUCCESS_PAGE, type SandboxPage } from '../../services/sandboxPages'

const send = (reply: FastifyReply, page: SandboxPage) =>
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html)

export const sandboxRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { payments } = api
  const sandbox = payments.sandbox
  if (!sandbox) return
  const db = api.database.db
  const path = rel(PAY_PATHS.sandboxPage(':no'))

  api.get(
    path,
    { config: { signature: false }, schema: { params: SandboxPageParams, querystring: SandboxToken, response: SandboxPageReply } },
    async (request, reply) => {
      const order = await sandboxPageOrder(db, sandbox, request.params.no, request.query.t)
      if (!order) return send(reply, MISSING_PAGE)
      if (order.status !== 'pending') return send(reply, PAID_PAGE)
      return send(reply, confirmPage(order, request.query.t, api.config.apiPrefix))
    }
  )

  api.post(path, { config: { signature: false }, schema: { params: SandboxPageParams, body: SandboxToken, response: SandboxConfirmReply } }, async (request, reply) => {
    const order = await sandboxPageOrder(db, sandbox, request.params.no, request.body.t)
    if (!order) return send(reply, MISSING_PAGE)
    if (order.status === 'pending') await payments.receiveNotification('sandbox', sandbox.notification(order.outOrderNumber, order.totalFee))
    // Mobile web goes back to the app as after a real cashier; a QR scanned on a phone stays here.
    if (order.tradeType === 'MWEB' && order.returnUrl) return reply.code(303).header('location', order.returnUrl).send()
    return send(reply, SUCCESS_PAGE)
  })
}
