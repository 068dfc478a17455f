/**
 * Staff routes of feedback and reports (users.is_staff; the folder's staffRequired guard: 401
 * without login, 403 没有权限 for everyone else). The operator console will give them pages.
 *
 *   GET  /api/admin/feedback/?status=open|replied&kind=&page=   → StaffFeedbackPage
 *   POST /api/admin/feedback/<id>/reply/                         ReplyInput → StaffFeedbackItem
 *
 * 404 反馈不存在; 409 该反馈已回复过 (a reply is sent once); 400 an empty or over-long reply.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FEEDBACK_PATHS } from '../../../types/personalFeedback'
import { NoQuery } from '../../../types/schema'
import { FeedbackIdParams, ReplyInput, StaffFeedbackItem, StaffFeedbackPage, StaffFeedbackQuery } from '../../../types/schemas/personalFeedback'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { replyToFeedback, staffFeedback } from '../../services/personal/feedback'
import { STAFF_AUDIT } from '../../services/admin/auditSpecs'

export const feedbackStaffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const staff = rel(FEEDBACK_PATHS.staff)

  api.get(staff, { schema: { querystring: StaffFeedbackQuery, response: { 200: StaffFeedbackPage } } }, async (request) => {
    const { count, results } = await staffFeedback(db, prefix, request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(
    `${staff}:id/reply/`,
    { config: { audit: STAFF_AUDIT.feedback }, schema: { params: FeedbackIdParams, querystring: NoQuery, body: ReplyInput, response: { 200: StaffFeedbackItem } } },
    async (request) => replyToFeedback(db, prefix, userIdOf(request), request.params.id, request.body.reply, api.accounts.clock())
  )
}
