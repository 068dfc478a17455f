/**
 * Payments (issue 8, docs/payments.md): mounts, over the app's payment services (api.payments and
 * api.groups, made once in server/app.ts),
 *
 *   notify.ts    POST /api/pay/notify/<provider>/   provider notifications (unsigned by our scheme)
 *   sandbox.ts   GET|POST /api/pay/sandbox/<no>/    the sandbox's confirm page (sandbox on only)
 *   orders.ts    orders, pay calls, Apple receipts, activation codes   login
 *   groups.ts    membership group-buy                                  login (reading one: optional)
 *
 * and, on a timer, refunds the payments of any order type that paid nothing (payments/unneeded.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sweepEvery } from '../../lib/sweep'
import { refundUnneededPayments, UNNEEDED_PAYMENT_SWEEP_MS } from '../../payments/unneeded'
import { loginRequired } from '../../plugins/auth'
import { groupRoutes, groupViewRoutes } from './groups'
import { notifyRoutes } from './notify'
import { orderRoutes } from './orders'
import { sandboxRoutes } from './sandbox'

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
  // Payments that paid nothing (a second payment of an order, one after a cancel) go back in full.
  sweepEvery(api, UNNEEDED_PAYMENT_SWEEP_MS, 'unneeded payment refunds', () => refundUnneededPayments(api.database.db, api.payments, api.accounts.clock()))
  await api.register(providerRoutes)
  await api.register(groupViewRoutes)
  await api.register(loginRequired(memberRoutes))
}
