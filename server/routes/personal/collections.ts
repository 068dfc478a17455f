/**
 * Favourite institutions and majors (types/personalCollections.ts COLLECTION_PATHS;
 * services/personal/collections.ts), login required (the folder's guard):
 *
 *   GET    /api/user/collections/univ/?page=&page_size=   → FavoriteInstitutionPage (newest first)
 *   PUT    /api/user/collections/univ/<id>/               → Collections (idempotent; 404 院校不存在; 422 beyond the limit)
 *   DELETE /api/user/collections/univ/<id>/               → DetailResponse (idempotent)
 *   GET    /api/user/collections/prof/?page=&page_size=   → FavoriteMajorPage (newest first)
 *   PUT    /api/user/collections/prof/<code>/             → Collections (404 专业不存在)
 *   DELETE /api/user/collections/prof/<code>/             → DetailResponse
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { COLLECTION_PATHS } from '../../../types/personalCollections'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { IdParams, MajorParams } from '../../../types/schemas/edu'
import { CollectionListQuery, Collections, FavoriteInstitutionPage, FavoriteMajorPage } from '../../../types/schemas/personalCollections'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { institutionIndex } from '../../services/institutionSearch'
import { favoriteInstitutions, favoriteMajors, setInstitutionCollected, setMajorCollected } from '../../services/personal/collections'

const REMOVED = { detail: '已取消收藏' }

export const collectionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const index = () => institutionIndex(api.database)
  const univ = rel(COLLECTION_PATHS.univ)
  const prof = rel(COLLECTION_PATHS.prof)
  const put = { preValidation: noBodyIsEmpty }

  api.get(univ, { schema: { querystring: CollectionListQuery, response: { 200: FavoriteInstitutionPage } } }, async (request) => {
    const { count, results } = await favoriteInstitutions(db, await index(), userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })
  api.put(`${univ}:id/`, { ...put, schema: { params: IdParams, querystring: NoQuery, body: EmptyBody, response: { 200: Collections } } }, async (request) =>
    setInstitutionCollected(db, await index(), userIdOf(request), request.params.id, true)
  )
  api.delete(`${univ}:id/`, { schema: { params: IdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await setInstitutionCollected(db, await index(), userIdOf(request), request.params.id, false)
    return REMOVED
  })

  api.get(prof, { schema: { querystring: CollectionListQuery, response: { 200: FavoriteMajorPage } } }, async (request) => {
    const { count, results } = await favoriteMajors(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })
  api.put(`${prof}:code/`, { ...put, schema: { params: MajorParams, querystring: NoQuery, body: EmptyBody, response: { 200: Collections } } }, async (request) =>
    setMajorCollected(db, userIdOf(request), request.params.code, true)
  )
  api.delete(`${prof}:code/`, { schema: { params: MajorParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await setMajorCollected(db, userIdOf(request), request.params.code, false)
    return REMOVED
  })
}
