/**
 * The forum's search (login optional: a logged-in reader also gets `liked`, follow flags and their
 * blocks honoured; types/forumSearch.ts):
 *
 *   GET /api/forum/search/?q=&type=posts|tags|users&level=&cursor=&limit=   SearchQuery → SearchResponse
 *
 * 400 请输入搜索内容 / 搜索内容最多 30 个字 (q trimmed), 400 翻页参数无效，请重新搜索 for a cursor of
 * another type. Rules and SQL: services/forum/search.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_SEARCH_PATHS } from '../../../types/forumSearch'
import { SearchQuery, SearchResponse } from '../../../types/schemas/forumSearch'
import { rel } from '../../lib/paths'
import { optionalUserId } from '../../plugins/auth'
import { search } from '../../services/forum/search'

export const searchRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  api.get(rel(FORUM_SEARCH_PATHS.search), { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } }, async (request) =>
    search(db, prefix, await optionalUserId(api, request), request.query)
  )
}
