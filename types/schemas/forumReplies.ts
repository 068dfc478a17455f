/**
 * Forum reply schemas (issue 19): an answer's replies, keyset-paged. Constants and paths:
 * types/forumReplies.ts. Replies are the Reply of types/schemas/forum.ts (plain text, rendered as
 * text).
 */
import { CURSOR_QUERY, CursorPage, Reply } from './forum'
import { Id, Obj, type Static } from '../schema'

/** GET FORUM_REPLY_PATHS.answers + '<id>/replies/': the answer's id. */
export const AnswerParams = Obj({ id: Id() })
export type AnswerParams = Static<typeof AnswerParams>

/** ?cursor=&limit=: cursor is a reply id (the last one shown); replies after it come, oldest first. */
export const RepliesQuery = Obj({ ...CURSOR_QUERY })
export type RepliesQuery = Static<typeof RepliesQuery>

export const RepliesPage = CursorPage(Reply)
export type RepliesPage = Static<typeof RepliesPage>
