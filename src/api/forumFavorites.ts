/**
 * The favourite calls (收藏; types/forumFavorites.ts FORUM_FAVORITE_PATHS), one function each, through
 * request.ts. Used by the post pages and personal/favorites (not the home tab). Login required.
 */
import type { FeedPage } from '@types-contract/forum'
import { FORUM_FAVORITE_PATHS, type FavoriteResponse } from '@types-contract/forumFavorites'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const favoriteUrl = (id: number) => `${FORUM_FAVORITE_PATHS.posts}${encodeURIComponent(String(id))}/favorite/`

/** Keeps a post (idempotent); answers the new state and count. */
export const favoritePost = (id: number, o: Extra = {}) => request<FavoriteResponse>(favoriteUrl(id), { method: 'PUT', ...o })

/** Drops a kept post (idempotent). */
export const unfavoritePost = (id: number, o: Extra = {}) => request<FavoriteResponse>(favoriteUrl(id), { method: 'DELETE', ...o })

/** The user's kept posts as feed cards, newest kept first; `cursor` from the last page. */
export const fetchFavorites = (cursor?: string, o: Extra = {}) => request<FeedPage>(FORUM_FAVORITE_PATHS.favorites, { query: { cursor }, ...o })
