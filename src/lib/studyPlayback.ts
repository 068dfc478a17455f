/**
 * When the player saves the position, and where a lesson resumes (docs/study.md "Playback"):
 * - while playing, at most every SAVE_EVERY_MS, and only when the position moved (≥ 0.5 s);
 * - at once on pause, end, the page hidden or closed (when it moved);
 * - every position is also kept on the device (the logged-out user's only copy, and for a logged-in
 *   user the fallback when a tab closed before its last save went out): the newer of the device's
 *   and the server's wins when the lesson opens again.
 */
import { resumePosition } from '@core/studyProgress'

export const SAVE_EVERY_MS = 5000
/** How many lessons' positions the device keeps (the oldest goes first). */
export const LOCAL_POSITIONS_MAX = 50

export type SaveReason = 'tick' | 'pause' | 'ended' | 'hide'

export interface SaverState {
  /** The position last sent, null before the first save. */
  sentPosition: number | null
  /** When it was sent (ms). */
  sentAt: number
}

export const freshSaver = (): SaverState => ({ sentPosition: null, sentAt: 0 })

export function shouldSave(state: SaverState, position: number, now: number, reason: SaveReason): boolean {
  if (state.sentPosition !== null && Math.abs(position - state.sentPosition) < 0.5) return false
  if (reason === 'tick') return now - state.sentAt >= SAVE_EVERY_MS
  return true
}

export interface LocalPosition {
  position_s: number
  /** ms */
  at: number
}

export type LocalPositions = Record<string, LocalPosition>

/** The device's positions with `lessonId`'s set, at most LOCAL_POSITIONS_MAX lessons. */
export function rememberPosition(positions: LocalPositions | undefined, lessonId: number, position: number, at: number): LocalPositions {
  const next: LocalPositions = { ...(positions ?? {}), [lessonId]: { position_s: position, at } }
  const ids = Object.keys(next)
  if (ids.length <= LOCAL_POSITIONS_MAX) return next
  const oldest = ids.sort((x, y) => next[x].at - next[y].at).slice(0, ids.length - LOCAL_POSITIONS_MAX)
  for (const id of oldest) delete next[id]
  return next
}

/**
 * Where the lesson opens: from the newer of the server's progress (null for a visitor) and the
 * device's, by core's resume rule (a completed lesson, or one within its tail, starts over).
 */
export function startPosition(
  server: { position_s: number; completed: boolean; updated_at: string } | null,
  local: LocalPosition | undefined,
  durationS: number
): number {
  const serverAt = server ? Date.parse(server.updated_at) : -Infinity
  if (local && local.at > serverAt) return resumePosition({ position_s: local.position_s, completed: false }, durationS)
  return resumePosition(server, durationS)
}
