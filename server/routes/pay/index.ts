/**
 * Payments (issue 8, docs/payments.md): builds the payment services once per app and mounts, as
 * children sharing them,
 *
 *   notify.ts    POST /api/pay/notify/<provider>/   provider notifications (unsigned by our scheme)
 *   sandbox.ts   GET|POST /api/pay/sandbox/<no>/    the sandbox's confirm page (sandbox on only)
 *   orders.ts    orders, pay calls, Apple receipts, activation codes   login
 *   groups.ts    membership group-buy                                  login
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginRequired } from '../../plugins/auth'
import { GroupService } from '../../payments/groups'
import { orderTypes } from '../../payments/orderTypes'
import { PaymentService } from '../../payments/service'
import { derivedSecret } from '../../services/accounts'
import { groupRoutes } from './groups'
import { notifyRoutes } from './notify'
import { orderRoutes } from './orders'
import { sandboxRoutes } from './sandbox'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService
    groups: GroupService
  }
}

/** Provider notifications and the sandbox pages: the only routes here that read form bodies. */
const providerRoutes: FastifyPluginAsyncTypebox = async (api) => {
  // Alipay notifies (and the sandbox page posts) application/x-www-form-urlencoded; signatures cover the raw text.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  await api.register(notifyRoutes)
  await api.register(sandboxRoutes)
}

const memberRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(orderRoutes)
  await api.register(groupRoutes)
}

export const paymentRoutes: FastifyPluginAsyncTypebox = async (api) => {
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
  await api.register(providerRoutes)
  await api.register(loginRequired(memberRoutes))
}
