/**
 * POST /api/edu/university/history/clear/: empties the caller's university search history.
 * Registered inside loginRequired (gaokao/index.ts). Two segments after /university/, so it is
 * never taken for /university/:id/.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GAOKAO_PATHS } from '../../../types/gaokao'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { SearchHistoryAnswer } from '../../../types/schemas/gaokao'
import { userIdOf } from '../../plugins/auth'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { clearSearchHistory } from '../../services/searchHistory'

export const searchHistoryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    rel(GAOKAO_PATHS.universityHistoryClear),
    { preValidation: noBodyIsEmpty, schema: { querystring: NoQuery, body: EmptyBody, response: { 200: SearchHistoryAnswer } } },
    async (request) => {
      await clearSearchHistory(api.database.db, userIdOf(request))
      return { searchHistory: [] }
    }
  )
}
