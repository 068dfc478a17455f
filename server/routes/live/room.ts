/**
 * A logged-in user's live routes (issue 24; types/live.ts LIVE_PATHS):
 *
 *   GET /api/edu/live/sessions/<id>/room/       → LiveRoom (403 购买后才能观看; 404 直播不存在)
 *   GET /api/edu/live/<id>/messages/?before=&limit= → LiveMessage[] older messages, oldest first (403 as the room)
 *   GET /api/edu/live/tickets/?page=&page_size=  → Page(LiveSessionCard): the sessions with a ticket
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LIVE_LIMITS, LIVE_PATHS } from '../../../types/live'
import { NoQuery, Page, Type } from '../../../types/schema'
import { LiveIdParams, LiveMessage, LiveMessageQuery, LivePageQuery, LiveRoom, LiveSessionCard } from '../../../types/schemas/live'
import { ApiError } from '../../errors'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { messagesOf } from '../../services/live/messages'
import { mayEnter, roomOf, ticketPage } from '../../services/live/sessions'

export const liveRoomRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(`${rel(LIVE_PATHS.sessions)}:id/room/`, { schema: { params: LiveIdParams, querystring: NoQuery, response: { 200: LiveRoom } } }, async (request) =>
    roomOf(db, api.config, now(), request.params.id, userIdOf(request))
  )

  api.get(
    rel(LIVE_PATHS.messages(':id')),
    { schema: { params: LiveIdParams, querystring: LiveMessageQuery, response: { 200: Type.Array(LiveMessage) } } },
    async (request) => {
      const { id } = request.params
      if (!(await mayEnter(db, userIdOf(request), id))) throw new ApiError(403, 'permission_denied', '购买后才能观看')
      return messagesOf(db, id, request.query.limit ?? LIVE_LIMITS.history, { before: request.query.before })
    }
  )

  api.get(rel(LIVE_PATHS.tickets), { schema: { querystring: LivePageQuery, response: { 200: Page(LiveSessionCard) } } }, async (request) => {
    const { count, results } = await ticketPage(db, api.config.apiPrefix, now(), userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })
}
