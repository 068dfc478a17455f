/**
 * An answer's replies after the first ones (types/forumReplies.ts FORUM_REPLY_PATHS), through
 * request.ts. Used by the question page only (not the home tab's first screen).
 */
import { FORUM_REPLY_PATHS, type RepliesPage } from '@types-contract/forumReplies'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** The answer's replies after the reply `cursor`, oldest first; `next_cursor` reads on. */
export const fetchReplies = (answerId: number, cursor: string | undefined, o: Extra = {}) =>
  request<RepliesPage>(`${FORUM_REPLY_PATHS.answers}${encodeURIComponent(String(answerId))}/replies/`, { query: { cursor }, ...o })
