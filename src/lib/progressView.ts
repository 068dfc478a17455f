/**
 * What the question-progress pages show (进展反馈; types/forumProgress.ts), as pure rules
 * (unit-tested): the question's state line, a note's time on the timeline, the link on the question
 * page, the check of a note before it is sent. Times are China time (core/chinaTime.ts).
 */
import { PROGRESS_LIMITS } from '@types-contract/forumProgress'
import { chinaFormat, chinaParts } from '@core/chinaTime'

/**
 * Taro's event centre: a question's progress changed on this device (a note added, solved or
 * reopened); the payload is the new ProgressThread. The question page and an open progress page
 * behind the form show it without a reload.
 */
export const FORUM_PROGRESS_EVENT = 'forum:progress-changed'

/** MM-DD within the current year (China time), else YYYY-MM-DD; with the time when asked. */
function dateText(time: number, now: number, withTime: boolean): string {
  const sameYear = chinaParts(time)?.year === chinaParts(now)?.year
  return chinaFormat(time, `${sameYear ? 'MM-DD' : 'YYYY-MM-DD'}${withTime ? ' HH:mm' : ''}`)
}

/** The question's state: 已解决 · 06-01 (when it was marked), or 进行中. */
export function progressState(solvedAt: string | null, now: number = Date.now()): { solved: boolean; text: string } {
  const time = solvedAt === null ? NaN : Date.parse(solvedAt)
  if (Number.isNaN(time)) return { solved: false, text: '进行中' }
  return { solved: true, text: `已解决 · ${dateText(time, now, false)}` }
}

/** A note's time on the timeline: 06-01 16:05 (a timeline reads better with dates than with 3天前). */
export function noteTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dateText(time, now, true)
}

/** The question page's link to the progress page: 查看进展 (3), or 查看进展 with none yet. */
export const progressLinkText = (count: number) => (count > 0 ? `查看进展 (${count})` : '查看进展')

/** A note as it will be sent (trimmed), or why it cannot be: empty, or longer than the limit (code points, as the server counts). */
export function checkProgressText(text: string): { ok: true; body: string } | { ok: false; message: string } {
  const body = text.trim()
  if (body === '') return { ok: false, message: '请写下问题的进展' }
  if ([...body].length > PROGRESS_LIMITS.bodyMax) return { ok: false, message: `进展最多 ${PROGRESS_LIMITS.bodyMax} 字` }
  return { ok: true, body }
}

/** Characters of a note being typed, as the counter shows them: code points of the trimmed text. */
export const progressLength = (text: string) => [...text.trim()].length
