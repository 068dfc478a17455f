/**
 * Feedback and reports (types/personalFeedback.ts FEEDBACK_PATHS; services/personal/feedback.ts),
 * login required (the folder's guard):
 *
 *   POST /api/user/feedback/              FeedbackInput → 201 FeedbackItem
 *   GET  /api/user/feedback/?page=        → FeedbackPage (mine, both kinds, newest first, with replies)
 *   POST /api/user/report/                ReportInput → 201 FeedbackItem (404 用户不存在; 400 oneself)
 *
 * 400 naming body / contact / images; 422 past FEEDBACK_LIMITS.perDay in a China day.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FEEDBACK_PATHS } from '../../../types/personalFeedback'
import { NoQuery } from '../../../types/schema'
import { FeedbackInput, FeedbackItem, FeedbackListQuery, FeedbackPage, ReportInput } from '../../../types/schemas/personalFeedback'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { myFeedback, sendFeedback, sendReport } from '../../services/personal/feedback'

export const feedbackRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const now = () => api.accounts.clock()

  api.post(rel(FEEDBACK_PATHS.feedback), { schema: { querystring: NoQuery, body: FeedbackInput, response: { 201: FeedbackItem } } }, async (request, reply) =>
    reply.code(201).send(await sendFeedback(db, prefix, userIdOf(request), request.body, now()))
  )

  api.get(rel(FEEDBACK_PATHS.feedback), { schema: { querystring: FeedbackListQuery, response: { 200: FeedbackPage } } }, async (request) => {
    const { count, results } = await myFeedback(db, prefix, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(rel(FEEDBACK_PATHS.report), { schema: { querystring: NoQuery, body: ReportInput, response: { 201: FeedbackItem } } }, async (request, reply) =>
    reply.code(201).send(await sendReport(db, prefix, userIdOf(request), request.body, now()))
  )
}
