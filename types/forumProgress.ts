export type * from './schemas/forumProgress'

/**
 * Question progress (进展反馈, issue 19 "processes/questionFeedback and processesDetail"): how a
 * question turned out. The asker adds short progress notes to their own question and marks it
 * solved (已解决) or reopens it; anyone who may see the question reads its notes, oldest first.
 * Shapes: types/schemas/forumProgress.ts; the post page's `solved_at` and `progress_count`:
 * types/schemas/forum.ts PostDetail.
 */
export const PROGRESS_LIMITS = {
  /** Characters (code points) of one note. */
  bodyMax: 500,
  /** Notes one question may have: the thread is answered whole, never paged. */
  notesMax: 50
} as const

/** Notes per asker within the window (429 throttled past it): a question's news is rare; a script's is not. */
export const PROGRESS_RATE_LIMIT = { count: 10, windowMs: 60 * 60_000 } as const

export const FORUM_PROGRESS_PATHS = {
  /**
   * + '<post id>/' GET: a question's progress (login optional); POST: add a note (the asker only).
   * + '<post id>/solved/' PUT { solved }: mark the question solved or open again (the asker only).
   */
  progress: '/api/forum/progress/'
} as const
