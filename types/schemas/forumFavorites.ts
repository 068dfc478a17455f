/**
 * Forum favourite schemas (收藏; constants and paths: types/forumFavorites.ts): keeping and dropping
 * a post, and the user's kept posts. The list answers the feed's cards (types/schemas/forum.ts
 * FeedPage) with a keep's id as `next_cursor`.
 */
import { CURSOR_QUERY } from './forum'
import { Obj, Type, type Static } from '../schema'

/** PUT (keep) or DELETE (drop) FORUM_FAVORITE_PATHS.posts + '<post id>/favorite/': idempotent, the new state and count. */
export const FavoriteResponse = Obj({ favorited: Type.Boolean(), favorite_count: Type.Integer() })
export type FavoriteResponse = Static<typeof FavoriteResponse>

/** GET FORUM_FAVORITE_PATHS.favorites: newest kept first; `cursor` is the last page's next_cursor (a keep's id). */
export const FavoritesQuery = Obj({ ...CURSOR_QUERY })
export type FavoritesQuery = Static<typeof FavoritesQuery>
