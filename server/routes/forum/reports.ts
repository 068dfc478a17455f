/**
 * Reporting (login required: the folder's guard in index.ts):
 *
 *   POST /api/forum/reports/   NewReport → 201 ReportReceipt (a new report), 200 ReportReceipt (reported before)
 *
 * 404 帖子不存在 / 回复不存在 for what the reporter cannot see; 400 不能举报自己发布的内容.
 * Rules in services/forum/reports.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { STAFF_PATHS } from '../../../types/forumStaff'
import { NoQuery } from '../../../types/schema'
import { NewReport, ReportReceipt } from '../../../types/schemas/forumStaff'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { createReport } from '../../services/forum/reports'

export const reportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  api.post(
    rel(STAFF_PATHS.reports),
    { schema: { querystring: NoQuery, body: NewReport, response: { 200: ReportReceipt, 201: ReportReceipt } } },
    async (request, reply) => {
      const receipt = await createReport(db, userIdOf(request), request.body, api.accounts.clock())
      reply.code(receipt.created ? 201 : 200)
      return receipt
    }
  )
}
