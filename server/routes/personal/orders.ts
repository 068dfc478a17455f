/**
 * 我的订单 (issue 22, docs/personal.md "Orders"; types/personalOrders.ts): the caller's payment orders
 * of every kind in one list. Login required (index.ts).
 *
 *   GET /api/user/order-list/?kind=&state=&page=&page_size=   → Page(OrderListItem), newest first
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ORDER_LIST_PATHS } from '../../../types/personalOrders'
import { OrderListPage, OrderListQuery } from '../../../types/schemas/personalOrders'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { orderListPage } from '../../services/personal/orderList'

export const orderListRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(ORDER_LIST_PATHS.orders), { schema: { querystring: OrderListQuery, response: { 200: OrderListPage } } }, async (request) =>
    orderListPage(api.database.db, api.payments.registry, userIdOf(request), request.url, request.query, api.accounts.clock())
  )
}
