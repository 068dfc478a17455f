/**
 * University search, filters and detail (types/gaokao.ts GAOKAO_PATHS). Signed, no login needed; a
 * logged-in search (Bearer token) also records q in the user's search history. A bad or expired
 * token on the search is ignored (the search still answers), since login is optional there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GAOKAO_PATHS, INSTITUTION_SOURCE } from '../../../types/gaokao'
import { NoQuery } from '../../../types/schema'
import { IdParams } from '../../../types/schemas/edu'
import { InstitutionDetail, InstitutionFilters, InstitutionSearchQuery, InstitutionSearchResponse } from '../../../types/schemas/gaokao'
import { ApiError } from '../../errors'
import { optionalUserId } from '../../plugins/auth'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { institutionIndex } from '../../services/institutionSearch'
import { recordSearch } from '../../services/searchHistory'

export const institutionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const database = api.database

  api.get(rel(GAOKAO_PATHS.universities), { schema: { querystring: InstitutionSearchQuery, response: { 200: InstitutionSearchResponse } } }, async (request) => {
    const { total, results } = (await institutionIndex(database)).search(request.query)
    const q = request.query.q?.trim() ?? ''
    if (q) {
      const userId = await optionalUserId(api, request)
      if (userId !== null) await recordSearch(database.db, userId, q)
    }
    return { ...paginate(request.raw.url ?? '', request.query, total, results), source: INSTITUTION_SOURCE }
  })

  api.get(rel(GAOKAO_PATHS.universityFilters), { schema: { querystring: NoQuery, response: { 200: InstitutionFilters } } }, async () =>
    (await institutionIndex(database)).filters()
  )

  api.get(`${rel(GAOKAO_PATHS.universityDetail)}:id/`, { schema: { querystring: NoQuery, params: IdParams, response: { 200: InstitutionDetail } } }, async (request) => {
    const detail = (await institutionIndex(database)).get(request.params.id)
    if (!detail) throw new ApiError(404, 'not_found', '找不到该院校')
    return detail
  })
}
