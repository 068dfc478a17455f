/**
 * Operator console: activation codes (types/adminCodes.ts; services/admin/codes.ts).
 *
 *   POST /api/admin/codes/                  AdminCodeBatchInput → 201 AdminCodeBatch (the codes, shown only here)
 *   GET  /api/admin/codes/?batch=&plan=&state=&page=  → Page(AdminCode), newest first (hints, never codes)
 *   GET  /api/admin/codes/batches/          → Page(AdminCodeBatchRow)
 *   GET  /api/admin/codes/<batch>/csv/      → text/csv of the batch's rows (404 该批次不存在)
 *
 * Making a batch is audited with its plan, count and note (plugins/staff.ts); the codes are not
 * in the log either.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_CODE_PATHS } from '../../../types/adminCodes'
import { NoQuery, Page } from '../../../types/schema'
import {
  AdminCode,
  AdminCodeBatch,
  AdminCodeBatchInput,
  AdminCodeBatchParams,
  AdminCodeBatchQuery,
  AdminCodeBatchRow,
  AdminCodeCsvReply,
  AdminCodeQuery
} from '../../../types/schemas/adminCodes'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { batchCsv, createCodeBatch, listBatches, listCodes } from '../../services/admin/codes'

export const codesRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.database
  const codes = rel(ADMIN_CODE_PATHS.codes)

  api.post(codes, { schema: { querystring: NoQuery, body: AdminCodeBatchInput, response: { 201: AdminCodeBatch } } }, async (request, reply) => {
    reply.code(201)
    return createCodeBatch(db, api.config.payments.brandId, request.body, api.accounts.clock())
  })

  api.get(codes, { schema: { querystring: AdminCodeQuery, response: { 200: Page(AdminCode) } } }, async (request) => {
    const { count, results } = await listCodes(db, request.query)
    return paginate(request.url, request.query, count, results)
  })

  api.get(rel(ADMIN_CODE_PATHS.batches), { schema: { querystring: AdminCodeBatchQuery, response: { 200: Page(AdminCodeBatchRow) } } }, async (request) => {
    const { count, results } = await listBatches(db, request.query)
    return paginate(request.url, request.query, count, results)
  })

  api.get(
    rel(ADMIN_CODE_PATHS.csv(':batch')),
    { schema: { params: AdminCodeBatchParams, querystring: NoQuery, produces: ['text/csv'], response: AdminCodeCsvReply } },
    async (request, reply) => {
      const csv = await batchCsv(db, request.params.batch)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activation-codes-${request.params.batch}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv)
    }
  )
}
