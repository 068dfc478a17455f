/**
 * The forum search's call (types/forumSearch.ts FORUM_SEARCH_PATHS), one function per type, through
 * request.ts. Login optional: a logged-in reader's blocks and follows count.
 */
import { FORUM_SEARCH_PATHS, type SearchPostsPage, type SearchQuery, type SearchTagsPage, type SearchUsersPage } from '@types-contract/forumSearch'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const search = <T>(query: SearchQuery, o: Extra) => request<T>(FORUM_SEARCH_PATHS.search, { query: { ...query }, ...o })

/** Posts whose title or body contains `q`, newest first; `cursor` from the last page. */
export const searchPosts = (q: string, cursor?: string, o: Extra = {}) => search<SearchPostsPage>({ q, type: 'posts', ...(cursor ? { cursor } : {}) }, o)

/** Hashtags containing `q` with their post counts (one list). */
export const searchTags = (q: string, o: Extra = {}) => search<SearchTagsPage>({ q, type: 'tags' }, o)

/** People whose nickname contains `q`; `cursor` from the last page. */
export const searchUsers = (q: string, cursor?: string, o: Extra = {}) => search<SearchUsersPage>({ q, type: 'users', ...(cursor ? { cursor } : {}) }, o)
