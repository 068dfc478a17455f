/**
 * Favourites (收藏; types/forumFavorites.ts FORUM_FAVORITE_PATHS; services/forum/favorites.ts),
 * login required (inside the folder's guard):
 *
 *   PUT    /api/forum/posts/<id>/favorite/           → FavoriteResponse (idempotent)
 *   DELETE /api/forum/posts/<id>/favorite/           → FavoriteResponse (idempotent)
 *   GET    /api/forum/favorites/?cursor=&limit=      FavoritesQuery → FeedPage (newest kept first; next_cursor: a keep's id)
 *
 * 404 帖子不存在 for a post the user may not see; 429 throttled past FAVORITE_RATE_LIMIT.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_FAVORITE_PATHS } from '../../../types/forumFavorites'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { FeedPage, PostParams } from '../../../types/schemas/forum'
import { FavoriteResponse, FavoritesQuery } from '../../../types/schemas/forumFavorites'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { favoritesPage, setFavorite } from '../../services/forum/favorites'

export const favoriteRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const posts = rel(FORUM_FAVORITE_PATHS.posts)
  const now = () => api.accounts.clock()

  api.put(
    `${posts}:id/favorite/`,
    { preValidation: noBodyIsEmpty, schema: { params: PostParams, querystring: NoQuery, body: EmptyBody, response: { 200: FavoriteResponse } } },
    async (request) => setFavorite(db, userIdOf(request), request.params.id, true, now())
  )
  api.delete(`${posts}:id/favorite/`, { schema: { params: PostParams, querystring: NoQuery, response: { 200: FavoriteResponse } } }, async (request) =>
    setFavorite(db, userIdOf(request), request.params.id, false, now())
  )

  api.get(rel(FORUM_FAVORITE_PATHS.favorites), { schema: { querystring: FavoritesQuery, response: { 200: FeedPage } } }, async (request) =>
    favoritesPage(db, api.config.apiPrefix, userIdOf(request), request.query)
  )
}
