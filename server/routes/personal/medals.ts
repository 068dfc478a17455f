/**
 * Medals in the personal centre (issue 22; types/personalMedals.ts, services/personal/medals.ts).
 * The catalogue and a medal's page are open (a visitor reads the rules); with login they say what
 * the user holds and how far they are. The received list needs login.
 *
 *   GET /api/user/medals/            → MedalList (every medal, most notable first)
 *   GET /api/user/medals/<key>/      → MedalInfo (404 勋章不存在)
 *   GET /api/user/medals/received/   → Page(MedalReceipt), newest first (login)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MEDAL_PATHS } from '../../../types/personalMedals'
import { NoQuery, Page } from '../../../types/schema'
import { MedalInfo, MedalKeyParams, MedalList, MedalReceipt, MedalReceiptQuery } from '../../../types/schemas/personalMedals'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { loginRequired, optionalUserId, userIdOf } from '../../plugins/auth'
import { medalDetail, medalList, receivedMedals } from '../../services/personal/medals'

const medals = rel(MEDAL_PATHS.medals)

const ownMedalRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  api.get(rel(MEDAL_PATHS.received), { schema: { querystring: MedalReceiptQuery, response: { 200: Page(MedalReceipt) } } }, async (request) => {
    const { count, results } = await receivedMedals(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })
}

export const medalRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(medals, { schema: { querystring: NoQuery, response: { 200: MedalList } } }, async (request) => medalList(db, await optionalUserId(api, request), now()))

  api.get(`${medals}:key/`, { schema: { params: MedalKeyParams, querystring: NoQuery, response: { 200: MedalInfo } } }, async (request) =>
    medalDetail(db, await optionalUserId(api, request), request.params.key, now())
  )

  await api.register(loginRequired(ownMedalRoutes))
}
