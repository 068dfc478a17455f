/**
 * Operator console: payment orders of every type and staff refunds (issue 28,
 * types/adminOrders.ts ADMIN_ORDER_PATHS; services/admin/orders.ts and refunds.ts).
 *
 *   GET  /api/admin/orders/?kind=&state=&date_from=&date_to=&user_id=&order_number=&page=  → Page(AdminOrder)
 *   GET  /api/admin/orders/<id>/                                                          → AdminOrderDetail
 *   POST /api/admin/orders/<id>/refund/  AdminRefundBody → 201 AdminRefundResult (200 for a repeated request_id)
 *
 * A refund is audited as entity payment_order with its status and refunded_fee before and after.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_ORDER_PATHS } from '../../../types/adminOrders'
import { AdminOrder, AdminOrderDetail, AdminOrderIdParams, AdminOrderListQuery, AdminRefundBody, AdminRefundResult } from '../../../types/schemas/adminOrders'
import { NoQuery, Page } from '../../../types/schema'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { auditOf } from '../../services/admin/audit'
import { adminOrderDetail, adminOrderPage, orderAuditFields } from '../../services/admin/orders'
import { staffRefund } from '../../services/admin/refunds'

const orders = rel(ADMIN_ORDER_PATHS.orders)

const idOf = (params: unknown) => (params as { id: number }).id

export const ordersRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.database
  const now = () => api.accounts.clock()

  api.get(orders, { schema: { querystring: AdminOrderListQuery, response: { 200: Page(AdminOrder) } } }, async (request) => {
    const { count, results } = await adminOrderPage(db, api.payments.registry, request.query)
    return paginate(request.url, request.query, count, results)
  })

  api.get(`${orders}:id/`, { schema: { params: AdminOrderIdParams, querystring: NoQuery, response: { 200: AdminOrderDetail } } }, async (request) =>
    adminOrderDetail(db, api.payments.registry, request.params.id)
  )

  api.post(
    `${orders}:id/refund/`,
    {
      schema: { params: AdminOrderIdParams, querystring: NoQuery, body: AdminRefundBody, response: { 200: AdminRefundResult, 201: AdminRefundResult } },
      config: { audit: auditOf('payment_order', (database, request) => orderAuditFields(database, idOf(request.params))) }
    },
    async (request, reply) => {
      const { created, ...result } = await staffRefund(db, api.payments, userIdOf(request), request.params.id, request.body, now())
      return reply.code(created ? 201 : 200).send(result)
    }
  )
}
