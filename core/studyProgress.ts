/**
 * The rules of a lesson's playback position (types/study.ts), shared by the server (what a save
 * stores) and the app (where a lesson resumes, how a position reads):
 * - a lesson is completed once the position is within its tail: the last 5 % of it, at least 1 s
 *   and at most 10 s (credits and the last words of a lesson need not be sat through);
 * - completion is kept: watching a completed lesson again moves the position but never undoes it;
 * - a save carries when the player was there (`at`); one older than the stored save arrived late
 *   (a periodic save overtaken by the pause's) and changes nothing. A time in the future counts as now.
 * - a lesson resumes at the saved position unless it is completed, within the tail or under 1 s:
 *   then from the start.
 */

export interface StoredProgress {
  positionS: number
  completed: boolean
  /** ms */
  updatedAt: number
}

/** Seconds at the end of a lesson of `durationS` that count as having watched it. */
export function completionTail(durationS: number): number {
  return Math.max(1, Math.min(10, durationS * 0.05))
}

export const isCompleteAt = (positionS: number, durationS: number): boolean => durationS - positionS <= completionTail(durationS)

/** Why a position cannot be stored for a lesson of `durationS`, or null when it can. */
export function positionProblem(positionS: number, durationS: number): string | null {
  if (!Number.isFinite(positionS) || positionS < 0) return '播放位置不能为负数'
  if (positionS > durationS) return `播放位置超出了课时时长（${durationS} 秒）`
  return null
}

/**
 * What a save of `positionS` seen at `at` (ms) makes of the stored progress (null: none yet) at
 * server time `now`; `applied` false when the save was older than the stored one.
 */
export function mergeProgress(
  stored: StoredProgress | null,
  save: { positionS: number; at: number },
  durationS: number,
  now: number
): StoredProgress & { applied: boolean } {
  const at = Math.min(save.at, now)
  if (stored && at < stored.updatedAt) return { ...stored, applied: false }
  return {
    positionS: save.positionS,
    completed: (stored?.completed ?? false) || isCompleteAt(save.positionS, durationS),
    updatedAt: at,
    applied: true
  }
}

/** Where a lesson starts playing given the saved progress. */
export function resumePosition(progress: { position_s: number; completed: boolean } | null | undefined, durationS: number): number {
  if (!progress || progress.completed) return 0
  const position = Math.min(progress.position_s, durationS)
  if (position < 1 || isCompleteAt(position, durationS)) return 0
  return position
}

/** 03:12, or 1:02:03 past an hour; whole seconds, rounded down. */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}
