/**
 * The daily study check-in (issue 24; types/writing.ts CHECKIN_PATHS, services/writing/checkin.ts).
 * Login (the folder's index registers it so); the caller's own check-ins only.
 *
 *   GET  /api/edu/checkin/?month=YYYY-MM  → CheckinStatus (today, streaks, the month's days)
 *   POST /api/edu/checkin/  CheckinCreate → 201 CheckedIn (422 今天已经打卡了，明天再来吧)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CHECKIN_PATHS } from '../../../types/writing'
import { NoQuery } from '../../../types/schema'
import { CheckedIn, CheckinCreate, CheckinQuery, CheckinStatus } from '../../../types/schemas/writing'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { checkIn, checkinStatus } from '../../services/writing/checkin'

const checkin = rel(CHECKIN_PATHS.checkin)

export const checkinRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(checkin, { schema: { querystring: CheckinQuery, response: { 200: CheckinStatus } } }, async (request) =>
    checkinStatus(db, userIdOf(request), request.query.month, now())
  )

  // No body is a check-in without minutes or a note.
  api.post(checkin, { preValidation: noBodyIsEmpty, schema: { querystring: NoQuery, body: CheckinCreate, response: { 201: CheckedIn } } }, async (request, reply) =>
    reply.code(201).send(await checkIn(db, userIdOf(request), request.body, now()))
  )
}
