/**
 * Print orders of the user (issue 21; types/print.ts PRINT_PATHS.orders, services/print/orders.ts,
 * docs/print.md "Orders"). Login required; another user's order is 404 打印订单不存在.
 *
 *   GET  /api/cloud/print/orders/?status=&page=&page_size=   → Page(PrintOrder), newest first
 *   POST /api/cloud/print/orders/                  PrintOrderSubmit → 201 PrintOrder (locks the files)
 *   GET  /api/cloud/print/orders/counts/           → PrintOrderCounts
 *   GET  /api/cloud/print/orders/<id>/             → PrintOrder
 *   POST /api/cloud/print/orders/<id>/cancel/      PrintOrderCancel → PrintOrder (paid: refunded in full; 422 print_started)
 *   POST /api/cloud/print/orders/<id>/accept/      → PrintOrder (shipped → received)
 *   POST /api/cloud/print/orders/<id>/address/     PrintOrderAddressChange → PrintOrder (submitted or paid)
 *   GET  /api/cloud/print/orders/<id>/tracking/    → PrintTracking (422 print_bad_state before shipping)
 *
 * Paying is the payment routes' (order_type 'print', payments/printOrder.ts), and so is refunding
 * the payments that paid nothing (payments/unneeded.ts). This scope refunds a paid order's cancel.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PRINT_PATHS } from '../../../types/print'
import { EmptyBody, NoQuery, Page } from '../../../types/schema'
import {
  PrintIdParams,
  PrintOrder,
  PrintOrderAddressChange,
  PrintOrderCancel,
  PrintOrderCounts,
  PrintOrderListQuery,
  PrintOrderSubmit,
  PrintTracking
} from '../../../types/schemas/print'
import { openCourier } from '../../express'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { sweepEvery } from '../../lib/sweep'
import { userIdOf } from '../../plugins/auth'
import { RELEASE_SWEEP_MS, releaseSweep } from '../../services/print/heldFiles'
import { acceptOrder, cancelOrder, changeOrderAddress, orderCounts, orderDetail, orderPage, orderTracking, submitOrder } from '../../services/print/orders'

const orders = rel(PRINT_PATHS.orders)
const order = `${orders}:id/`

export const printOrderRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const courier = openCourier()
  const payments = api.payments
  // Shipped or cancelled orders stop holding their files' bytes (services/print/heldFiles.ts).
  sweepEvery(api, RELEASE_SWEEP_MS, 'print order files', releaseSweep(db, api.accounts.files, now))

  const noBody = { preValidation: noBodyIsEmpty }

  api.get(orders, { schema: { querystring: PrintOrderListQuery, response: { 200: Page(PrintOrder) } } }, async (request) => {
    const { count, results } = await orderPage(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(orders, { schema: { querystring: NoQuery, body: PrintOrderSubmit, response: { 201: PrintOrder } } }, async (request, reply) =>
    reply.code(201).send(await submitOrder(db, userIdOf(request), request.body, api.config.print.prices, now()))
  )

  api.get(rel(PRINT_PATHS.orderCounts), { schema: { querystring: NoQuery, response: { 200: PrintOrderCounts } } }, async (request) => orderCounts(db, userIdOf(request)))

  api.get(order, { schema: { params: PrintIdParams, querystring: NoQuery, response: { 200: PrintOrder } } }, async (request) =>
    orderDetail(db, userIdOf(request), request.params.id)
  )

  api.post(`${order}cancel/`, { schema: { params: PrintIdParams, querystring: NoQuery, body: PrintOrderCancel, response: { 200: PrintOrder } } }, async (request) =>
    cancelOrder(db, payments, userIdOf(request), request.params.id, request.body.reason, now())
  )

  api.post(`${order}accept/`, { ...noBody, schema: { params: PrintIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: PrintOrder } } }, async (request) =>
    acceptOrder(db, userIdOf(request), request.params.id, now())
  )

  api.post(
    `${order}address/`,
    { schema: { params: PrintIdParams, querystring: NoQuery, body: PrintOrderAddressChange, response: { 200: PrintOrder } } },
    async (request) => changeOrderAddress(db, userIdOf(request), request.params.id, request.body.address_id)
  )

  api.get(`${order}tracking/`, { schema: { params: PrintIdParams, querystring: NoQuery, response: { 200: PrintTracking } } }, async (request) =>
    orderTracking(db, courier, userIdOf(request), request.params.id, now())
  )
}
