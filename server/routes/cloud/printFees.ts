/**
 * Prices, fees and the check before an order (issue 21; types/print.ts PRINT_PATHS,
 * services/print/fees.ts and check.ts, core/printFees.ts). Login required; an item id that is not
 * the user's is 404 文件不存在.
 *
 *   GET  /api/cloud/print/prices/        → PrintPriceTable (the configured table, fen)
 *   POST /api/cloud/print/fee/           PrintItemsBody → PrintFeeQuote
 *   POST /api/cloud/print/config-check/  PrintItemsBody → PrintConfigCheck
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PRINT_PATHS } from '../../../types/print'
import { NoQuery } from '../../../types/schema'
import { PrintConfigCheck, PrintFeeQuote, PrintItemsBody, PrintPriceTable } from '../../../types/schemas/print'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { checkItems } from '../../services/print/check'
import { quoteItems } from '../../services/print/fees'

export const printFeeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const { prices } = api.config.print

  api.get(rel(PRINT_PATHS.prices), { schema: { querystring: NoQuery, response: { 200: PrintPriceTable } } }, async () => prices)

  api.post(rel(PRINT_PATHS.fee), { schema: { querystring: NoQuery, body: PrintItemsBody, response: { 200: PrintFeeQuote } } }, async (request) =>
    quoteItems(db, userIdOf(request), request.body.item_ids, prices)
  )

  api.post(rel(PRINT_PATHS.configCheck), { schema: { querystring: NoQuery, body: PrintItemsBody, response: { 200: PrintConfigCheck } } }, async (request) =>
    checkItems(db, userIdOf(request), request.body.item_ids, prices)
  )
}
