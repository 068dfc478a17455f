export type * from './schemas/forumFavorites'

/**
 * Favourites of the forum (收藏, issue 19 "Questions. Ask, answer, comment, like, favourite, report,
 * share"): a logged-in user keeps a post and finds it again on personal/favorites (我的收藏). A keep is
 * private: nobody else sees who kept what, and it writes no message. Constants and API paths shared
 * by the app and the server; the shapes are in types/schemas/forumFavorites.ts, the post page's
 * `favorited` and `favorite_count` in types/schemas/forum.ts PostDetail.
 */
export const FORUM_FAVORITE_PATHS = {
  /** GET ?cursor=&limit=: the user's kept posts as feed cards, newest kept first (login); next_cursor is a keep's id. */
  favorites: '/api/forum/favorites/',
  /** + '<post id>/favorite/' PUT keeps, DELETE drops (login, both idempotent): FORUM_PATHS.posts. */
  posts: '/api/forum/posts/'
} as const

/**
 * Keeps and drops per user within the window (429 throttled past it), counted in an in-memory
 * sliding window as likes are: a keep leaves no row per action (a drop deletes it).
 */
export const FAVORITE_RATE_LIMIT = { count: 120, windowMs: 60_000 } as const
