/**
 * Staff routes of mall orders (users.is_staff; the staffRequired guard in index.ts: 401 without
 * login, 403 没有权限 for everyone else). The operator console will give them pages.
 *
 *   GET  /api/admin/mall/orders/?status=&page=              → Page(ShopOrder) of every user
 *   POST /api/admin/mall/orders/<id>/ship/                 ShopOrderShip → ShopOrder (paid → shipped;
 *        without tracking_no the courier provider assigns one)
 *   GET  /api/admin/mall/after-sales/?status=&page=         → Page(ShopAfterSale) (pending by default, oldest first)
 *   POST /api/admin/mall/after-sales/<id>/decide/          ShopAfterSaleDecision → ShopAfterSale
 *        (approve: refunded through the provider; refuse: with a note; the user gets a system message)
 *
 * 404 订单不存在 / 售后申请不存在; a move the order's status does not allow is 422 (core/mallOrders.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_ORDER_PATHS } from '../../../types/mallOrders'
import { NoQuery, Page } from '../../../types/schema'
import {
  ShopAfterSale,
  ShopAfterSaleDecision,
  ShopAfterSaleListQuery,
  ShopIdParams,
  ShopOrder,
  ShopOrderListQuery,
  ShopOrderShip
} from '../../../types/schemas/mallOrders'
import { openCourier } from '../../express'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { afterSalePage, decideAfterSale } from '../../services/mall/afterSale'
import { orderPage, shipOrder } from '../../services/mall/orders'
import { STAFF_AUDIT } from '../../services/admin/auditSpecs'

const orders = rel(MALL_ORDER_PATHS.staffOrders)
const requests = rel(MALL_ORDER_PATHS.staffAfterSales)

export const orderStaffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const prefix = api.config.apiPrefix
  const courier = openCourier()

  api.get(orders, { schema: { querystring: ShopOrderListQuery, response: { 200: Page(ShopOrder) } } }, async (request) => {
    const { count, results } = await orderPage(db, prefix, null, request.query, now())
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(
    `${orders}:id/ship/`,
    { config: { audit: STAFF_AUDIT.shopOrder }, schema: { params: ShopIdParams, querystring: NoQuery, body: ShopOrderShip, response: { 200: ShopOrder } } },
    async (request) => shipOrder(db, courier, prefix, request.params.id, request.body, now())
  )

  api.get(requests, { schema: { querystring: ShopAfterSaleListQuery, response: { 200: Page(ShopAfterSale) } } }, async (request) => {
    const { count, results } = await afterSalePage(db, prefix, request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(
    `${requests}:id/decide/`,
    { config: { audit: STAFF_AUDIT.afterSale }, schema: { params: ShopIdParams, querystring: NoQuery, body: ShopAfterSaleDecision, response: { 200: ShopAfterSale } } },
    async (request) => decideAfterSale(db, api.payments, prefix, userIdOf(request), request.params.id, request.body, now())
  )
}
