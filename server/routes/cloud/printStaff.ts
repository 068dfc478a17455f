/**
 * Staff moves of print orders (users.is_staff; the staffRequired guard in index.ts: 401 without
 * login, 403 没有权限 for everyone else). The operator console will give them pages.
 *
 *   GET  /api/admin/print/orders/?status=&page=&page_size=  → Page(StaffPrintOrder) of every user: each
 *        file with file_url, a short-lived signed download URL (services/print/staffFiles.ts)
 *   POST /api/admin/print/orders/<id>/printing/   → PrintOrder (paid → printing)
 *   POST /api/admin/print/orders/<id>/shipped/    PrintOrderShip → PrintOrder (printing → shipped;
 *        without tracking_no the courier provider assigns one)
 *
 * 404 打印订单不存在; a move the order's status does not allow is 422 (core/printOrders.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PRINT_PATHS } from '../../../types/print'
import { EmptyBody, NoQuery, Page } from '../../../types/schema'
import { PrintIdParams, PrintOrder, PrintOrderListQuery, PrintOrderShip, StaffPrintOrder } from '../../../types/schemas/print'
import { openCourier } from '../../express'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { shipOrder, startPrinting } from '../../services/print/orders'
import { staffOrderPage } from '../../services/print/staffFiles'
import { STAFF_AUDIT } from '../../services/admin/auditSpecs'

const orders = rel(PRINT_PATHS.staffOrders)

export const printStaffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const courier = openCourier()

  api.get(orders, { schema: { querystring: PrintOrderListQuery, response: { 200: Page(StaffPrintOrder) } } }, async (request) => {
    const { count, results } = await staffOrderPage(db, api.accounts.files, request.query, now())
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(
    `${orders}:id/printing/`,
    {
      preValidation: noBodyIsEmpty,
      config: { audit: STAFF_AUDIT.printOrder },
      schema: { params: PrintIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: PrintOrder } }
    },
    async (request) => startPrinting(db, request.params.id, now())
  )

  api.post(
    `${orders}:id/shipped/`,
    { config: { audit: STAFF_AUDIT.printOrder }, schema: { params: PrintIdParams, querystring: NoQuery, body: PrintOrderShip, response: { 200: PrintOrder } } },
    async (request) => shipOrder(db, courier, request.params.id, request.body, now())
  )
}
