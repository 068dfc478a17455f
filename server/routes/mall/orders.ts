/**
 * Mall orders of the user (issue 23; types/mallOrders.ts MALL_ORDER_PATHS, services/mall/orders.ts
 * and afterSale.ts, docs/mall.md "Orders"). Login required; another user's order is 404 订单不存在.
 *
 *   POST /api/mall/submit-order/              ShopOrderSubmit → 201 ShopOrder (stock taken, coupon held)
 *   GET  /api/mall/orders/?status=&page=       → Page(ShopOrder), newest first (status after_sale: with a request)
 *   GET  /api/mall/orders/counts/              → ShopOrderCounts
 *   GET  /api/mall/orders/<id>/                → ShopOrder
 *   POST /api/mall/orders/<id>/cancel/         ShopOrderCancel → ShopOrder (paid: refunded in full)
 *   POST /api/mall/orders/<id>/receive/        → ShopOrder (shipped → received)
 *   GET  /api/mall/orders/<id>/tracking/       → ShopTracking (422 before shipping)
 *   POST /api/mall/orders/<id>/after-sale/     ShopAfterSaleRequest → 201 ShopAfterSale
 *
 * Paying is the payment routes' (order_type 'shop', payments/shopOrder.ts), and so is refunding
 * the shop payments that paid nothing (payments/unneeded.ts). This scope runs the timer that closes
 * unpaid orders past their pay window.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_ORDER_PATHS } from '../../../types/mallOrders'
import { EmptyBody, NoQuery, Page } from '../../../types/schema'
import {
  ShopAfterSale,
  ShopAfterSaleRequest,
  ShopIdParams,
  ShopOrder,
  ShopOrderCancel,
  ShopOrderCounts,
  ShopOrderListQuery,
  ShopOrderSubmit,
  ShopTracking
} from '../../../types/schemas/mallOrders'
import { openCourier } from '../../express'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { sweepEvery } from '../../lib/sweep'
import { userIdOf } from '../../plugins/auth'
import { requestAfterSale } from '../../services/mall/afterSale'
import {
  cancelOrder,
  closeExpiredOrders,
  SHOP_CLOSE_SWEEP_MS,
  orderCounts,
  orderDetail,
  orderPage,
  orderTracking,
  receiveOrder,
  submitOrder
} from '../../services/mall/orders'

const orders = rel(MALL_ORDER_PATHS.orders)
const order = `${orders}:id/`

export const orderRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const prefix = api.config.apiPrefix
  const courier = openCourier()
  const payments = api.payments

  // Orders past their pay window close here as well as when their user reads them.
  sweepEvery(api, SHOP_CLOSE_SWEEP_MS, 'mall order sweep', () => closeExpiredOrders(db, now()))

  const noBody = { preValidation: noBodyIsEmpty }

  api.post(rel(MALL_ORDER_PATHS.submit), { schema: { querystring: NoQuery, body: ShopOrderSubmit, response: { 201: ShopOrder } } }, async (request, reply) =>
    reply.code(201).send(await submitOrder(db, prefix, userIdOf(request), request.body, now()))
  )

  api.get(orders, { schema: { querystring: ShopOrderListQuery, response: { 200: Page(ShopOrder) } } }, async (request) => {
    const { count, results } = await orderPage(db, prefix, userIdOf(request), request.query, now())
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(rel(MALL_ORDER_PATHS.orderCounts), { schema: { querystring: NoQuery, response: { 200: ShopOrderCounts } } }, async (request) =>
    orderCounts(db, userIdOf(request), now())
  )

  api.get(order, { schema: { params: ShopIdParams, querystring: NoQuery, response: { 200: ShopOrder } } }, async (request) =>
    orderDetail(db, prefix, userIdOf(request), request.params.id, now())
  )

  api.post(`${order}cancel/`, { schema: { params: ShopIdParams, querystring: NoQuery, body: ShopOrderCancel, response: { 200: ShopOrder } } }, async (request) =>
    cancelOrder(db, payments, prefix, userIdOf(request), request.params.id, request.body.reason, now())
  )

  api.post(`${order}receive/`, { ...noBody, schema: { params: ShopIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: ShopOrder } } }, async (request) =>
    receiveOrder(db, prefix, userIdOf(request), request.params.id, now())
  )

  api.get(`${order}tracking/`, { schema: { params: ShopIdParams, querystring: NoQuery, response: { 200: ShopTracking } } }, async (request) =>
    orderTracking(db, courier, userIdOf(request), request.params.id, now())
  )

  api.post(
    `${order}after-sale/`,
    { schema: { params: ShopIdParams, querystring: NoQuery, body: ShopAfterSaleRequest, response: { 201: ShopAfterSale } } },
    async (request, reply) => reply.code(201).send(await requestAfterSale(db, prefix, userIdOf(request), request.params.id, request.body, now()))
  )
}
