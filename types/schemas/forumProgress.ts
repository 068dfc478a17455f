/**
 * Question progress schemas (进展反馈; constants and paths: types/forumProgress.ts): a question's
 * progress thread, adding a note, marking the question solved. Text is plain text, stored as typed
 * and rendered as text. Times are ISO 8601 strings.
 */
import { PROGRESS_LIMITS } from '../forumProgress'
import { ForumAuthor, PostStatus } from './forum'
import { Id, Nullable, Obj, Type, type Static } from '../schema'

/** A progress note: 'published' for everybody, 'held' (a sensitive word) for the asker alone, marked 审核中. */
export const ProgressNote = Obj({
  id: Type.Integer(),
  body: Type.String(),
  status: PostStatus,
  is_demo: Type.Boolean(),
  created_at: Type.String()
})
export type ProgressNote = Static<typeof ProgressNote>

/** GET FORUM_PROGRESS_PATHS.progress + '<post id>/', and the answer of every change. */
export const ProgressThread = Obj({
  post_id: Type.Integer(),
  /** The question's title. */
  title: Type.String(),
  /** The asker. */
  author: ForumAuthor,
  /** The question's own state ('held' only reaches its asker). */
  status: PostStatus,
  /** When the asker marked it solved (已解决); null while it is open (进行中). */
  solved_at: Nullable(Type.String()),
  /** The reader is the asker: they may add notes and mark it solved. */
  is_author: Type.Boolean(),
  is_demo: Type.Boolean(),
  /** Oldest first: every published note, and the reader's own held ones when they are the asker. */
  notes: Type.Array(ProgressNote)
})
export type ProgressThread = Static<typeof ProgressThread>

export const ProgressParams = Obj({ id: Id() })
export type ProgressParams = Static<typeof ProgressParams>

/** POST FORUM_PROGRESS_PATHS.progress + '<post id>/': a note; `solved` also marks the question solved (true) or open (false). */
export const NewProgress = Obj({
  body: Type.String({ minLength: 1, maxLength: PROGRESS_LIMITS.bodyMax }),
  solved: Type.Optional(Type.Boolean())
})
export type NewProgress = Static<typeof NewProgress>

/** PUT FORUM_PROGRESS_PATHS.progress + '<post id>/solved/' */
export const SolvedInput = Obj({ solved: Type.Boolean() })
export type SolvedInput = Static<typeof SolvedInput>
