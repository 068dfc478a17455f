/**
 * The question-progress calls (types/forumProgress.ts FORUM_PROGRESS_PATHS), one function each,
 * through request.ts. Used by the progress pages and the question page (not the home tab).
 */
import { FORUM_PROGRESS_PATHS, type NewProgress, type ProgressThread, type SolvedInput } from '@types-contract/forumProgress'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const progress = (id: number, rest = '') => `${FORUM_PROGRESS_PATHS.progress}${encodeURIComponent(String(id))}/${rest}`

/** A question's progress: its state and notes, oldest first (the asker also sees their held ones). */
export const fetchProgress = (id: number, o: Extra = {}) => request<ProgressThread>(progress(id), o)

/** Adds the asker's note (login; the asker only); `solved` also marks the question solved or open. */
export const addProgress = (id: number, input: NewProgress, o: Extra = {}) => request<ProgressThread>(progress(id), { method: 'POST', data: input, ...o })

/** Marks the question solved or open again (login; the asker only). */
export const setSolved = (id: number, solved: boolean, o: Extra = {}) => {
  const data: SolvedInput = { solved }
  return request<ProgressThread>(progress(id, 'solved/'), { method: 'PUT', data, ...o })
}
