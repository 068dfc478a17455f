/**
 * The library's open routes (types/xkw.ts XKW_PATHS; services/xkw/): search, a material's page
 * (with the caller's rights when logged in), its preview pages, topics.
 *
 *   GET /api/cloud/study-resource/search/?q=&stage=&subject=&grade=&type=&topic_id=&sort=&page=  → Page(XkwMaterialCard)
 *   GET /api/cloud/study-resource/materials/<id>/            → XkwMaterialDetail (404 资料不存在)
 *   GET /api/cloud/study-resource/materials/<id>/preview/    → XkwPreview
 *   GET /api/cloud/study-resource/topics/?page=              → Page(XkwTopic)
 *   GET /api/cloud/study-resource/topics/<id>/               → XkwTopic (404 专题不存在)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { XKW_PATHS } from '../../../types/xkw'
import { NoQuery, Page } from '../../../types/schema'
import { XkwIdParams, XkwMaterialCard, XkwMaterialDetail, XkwPreview, XkwSearchQuery, XkwTopic, XkwTopicQuery } from '../../../types/schemas/xkw'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { optionalUserId } from '../../plugins/auth'
import { materialDetail, materialPreview, topicOf } from '../../services/xkw/library'
import type { XkwProvider } from '../../services/xkw/provider'

export const libraryRoutes =
  (provider: XkwProvider): FastifyPluginAsyncTypebox =>
  async (api) => {
    const db = api.database.db
    const materials = rel(XKW_PATHS.materials)
    const topics = rel(XKW_PATHS.topics)

    api.get(rel(XKW_PATHS.search), { schema: { querystring: XkwSearchQuery, response: { 200: Page(XkwMaterialCard) } } }, async (request) => {
      const { count, results } = await provider.search(request.query)
      return paginate(request.raw.url ?? '', request.query, count, results)
    })

    api.get(`${materials}:id/`, { schema: { params: XkwIdParams, querystring: NoQuery, response: { 200: XkwMaterialDetail } } }, async (request) =>
      materialDetail(db, provider, await optionalUserId(api, request), request.params.id, api.accounts.clock())
    )

    api.get(`${materials}:id/preview/`, { schema: { params: XkwIdParams, querystring: NoQuery, response: { 200: XkwPreview } } }, async (request) =>
      materialPreview(provider, request.params.id)
    )

    api.get(topics, { schema: { querystring: XkwTopicQuery, response: { 200: Page(XkwTopic) } } }, async (request) => {
      const { count, results } = await provider.topics(request.query)
      return paginate(request.raw.url ?? '', request.query, count, results)
    })

    api.get(`${topics}:id/`, { schema: { params: XkwIdParams, querystring: NoQuery, response: { 200: XkwTopic } } }, async (request) =>
      topicOf(provider, request.params.id)
    )
  }
