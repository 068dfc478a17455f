/**
 * The user's mock-exam score records (university/scoreRecord, addRecord; types/edu.ts), inside the
 * family's login-required scope (edu/index.ts); services/scoreRecords.ts scopes every query to the
 * caller, so someone else's id answers 404 like a missing one (ids reveal nothing).
 *
 *   GET    /api/user/score-record/           own records, oldest exam first (exam_date, then id), paginated
 *   POST   /api/user/score-record/           ScoreRecordInput → 201 ScoreRecord; 422 past SCORE_RECORD_LIMITS.recordsMax
 *   PUT    /api/user/score-record/<id>/      ScoreRecordInput → 200 ScoreRecord (a full replacement)
 *   DELETE /api/user/score-record/<id>/      → 200 { detail }
 *
 * Input is checked by the schema (types, SCORE_RECORD_LIMITS) and then by the app's own form rules
 * (checkedRecord), "today" being the date in China. Deleting the account deletes the records
 * (foreign key on delete cascade).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EDU_PATHS } from '../../../types/edu'
import { NoQuery } from '../../../types/schema'
import { IdParams, ScoreRecord, ScoreRecordInput, ScoreRecordPage, ScoreRecordQuery } from '../../../types/schemas/edu'
import { DetailResponse } from '../../../types/schemas/api'
import { chinaDate } from '../../../core/chinaTime'
import { ApiError } from '../../errors'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { checkedRecord, createScoreRecord, deleteScoreRecord, scoreRecordPage, updateScoreRecord } from '../../services/scoreRecords'

const missing = () => new ApiError(404, 'not_found', '找不到该成绩记录')

export const scoreRecordRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const path = rel(EDU_PATHS.scoreRecords)
  const today = () => chinaDate(api.accounts.clock())

  api.get(path, { schema: { querystring: ScoreRecordQuery, response: { 200: ScoreRecordPage } } }, async (request) => {
    const { count, results } = await scoreRecordPage(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(path, { schema: { querystring: NoQuery, body: ScoreRecordInput, response: { 201: ScoreRecord } } }, async (request, reply) => {
    const created = await createScoreRecord(db, userIdOf(request), checkedRecord(request.body, today()))
    reply.code(201)
    return created
  })

  api.put(`${path}:id/`, { schema: { params: IdParams, querystring: NoQuery, body: ScoreRecordInput, response: { 200: ScoreRecord } } }, async (request) => {
    const updated = await updateScoreRecord(db, userIdOf(request), request.params.id, checkedRecord(request.body, today()))
    if (!updated) throw missing()
    return updated
  })

  api.delete(`${path}:id/`, { schema: { params: IdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    if (!(await deleteScoreRecord(db, userIdOf(request), request.params.id))) throw missing()
    return { detail: '已删除' }
  })
}
