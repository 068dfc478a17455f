export type * from './schemas/forumSearch'

/**
 * The forum's search (issue 19, forum/searchTopic/searchTopic): posts, hashtags and people whose
 * text contains the words. Constants and the path shared by the app and the server; the shapes are
 * in types/schemas/forumSearch.ts, the comparison rule (case and full-width forms do not count) in
 * core/forumSearch.ts.
 */

/** What is searched: posts (title or body), hashtags, people (nickname). */
export const SEARCH_TYPES = ['posts', 'tags', 'users'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** How the results page names each type (its tabs). */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = { posts: '帖子', tags: '话题', users: '用户' }

export const SEARCH_LIMITS = {
  /** Characters (code points) of the words, after trimming. */
  qMax: 30,
  /** Hashtags answered at most (one list, no next page). */
  tags: 30
} as const

/**
 * The cursor of a search page, as the server gave it: a post's id for posts ('1234'), the match's
 * rank and the user's id for users ('1.42': rank 0 the whole nickname, 1 its start, 2 elsewhere).
 */
export const SEARCH_CURSOR_PATTERN = '^([0-2]\\.)?[1-9][0-9]{0,15}$'

export const FORUM_SEARCH_PATHS = {
  /** GET ?q=&type=&level=&cursor=&limit= (login optional). */
  search: '/api/forum/search/'
} as const
