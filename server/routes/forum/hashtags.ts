/**
 * What the composer suggests (login optional):
 *
 *   GET /api/forum/hashtags/?level=     PopularHashtagsQuery → PopularHashtagsResponse
 *
 * The level's most used hashtags of its recent posts (services/forum/hashtags.ts); the composer
 * shows them after the hashtag config's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { COMPOSE_PATHS } from '../../../types/compose'
import { PopularHashtagsQuery, PopularHashtagsResponse } from '../../../types/schemas/compose'
import { rel } from '../../lib/paths'
import { popularHashtags } from '../../services/forum/hashtags'

export const hashtagRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  api.get(rel(COMPOSE_PATHS.hashtags), { schema: { querystring: PopularHashtagsQuery, response: { 200: PopularHashtagsResponse } } }, async (request) => ({
    results: await popularHashtags(db, request.query.level)
  }))
}
