/**
 * Live sessions (issue 24; types/live.ts LIVE_PATHS, services/live/sessions.ts). Open: a visitor
 * browses the schedule and a session's page; the room (the stream) needs login.
 *
 *   GET /api/edu/live/groups/                              → LiveGroup[]
 *   GET /api/edu/live/sessions/?tab=&group=&page=&page_size= → Page(LiveSessionCard)
 *   GET /api/edu/live/sessions/<id>/                       → LiveSessionDetail (404 直播不存在)
 *   GET /api/edu/live/univ/?page=&page_size=               → Page(LiveSessionCard)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LIVE_PATHS } from '../../../types/live'
import { NoQuery, Page, Type } from '../../../types/schema'
import { LiveGroup, LiveIdParams, LivePageQuery, LiveSessionCard, LiveSessionDetail, LiveSessionListQuery } from '../../../types/schemas/live'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { optionalUserId } from '../../plugins/auth'
import { groupList, sessionDetail, sessionPage, univPage } from '../../services/live/sessions'

export const liveSessionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const now = () => api.accounts.clock()

  api.get(rel(LIVE_PATHS.groups), { schema: { querystring: NoQuery, response: { 200: Type.Array(LiveGroup) } } }, async () => groupList(db))

  api.get(rel(LIVE_PATHS.sessions), { schema: { querystring: LiveSessionListQuery, response: { 200: Page(LiveSessionCard) } } }, async (request) => {
    const { count, results } = await sessionPage(db, prefix, now(), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(`${rel(LIVE_PATHS.sessions)}:id/`, { schema: { params: LiveIdParams, querystring: NoQuery, response: { 200: LiveSessionDetail } } }, async (request) =>
    sessionDetail(db, prefix, now(), request.params.id, await optionalUserId(api, request))
  )

  api.get(rel(LIVE_PATHS.univ), { schema: { querystring: LivePageQuery, response: { 200: Page(LiveSessionCard) } } }, async (request) => {
    const { count, results } = await univPage(db, prefix, now(), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })
}
