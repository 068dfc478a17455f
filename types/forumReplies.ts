export type * from './schemas/forumReplies'

/**
 * An answer's replies beyond the first ones (issue 19, "comment (nested one level)"): the answers
 * list (FORUM_PATHS.posts + '<id>/answers/') carries each answer's first FIRST_REPLIES replies and
 * its reply_count; the rest are read here, oldest first, by keyset. Shapes:
 * types/schemas/forumReplies.ts.
 */

/** Replies each answer of the answers list carries (the server's FIRST_REPLIES). */
export const FIRST_REPLIES = 3

export const FORUM_REPLY_PATHS = {
  /**
   * + '<answer id>/replies/?cursor=&limit=' GET: the answer's replies, oldest first, after `cursor`
   * (a reply id; pass the last reply shown, e.g. the third of the answers list, to read on from it).
   */
  answers: '/api/forum/answers/'
} as const
