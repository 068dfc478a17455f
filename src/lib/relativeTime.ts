/**
 * Relative time of SPEC §9, first reading: under 60 s 刚刚, then minutes, hours (under a day),
 * days (under 7 days), then the date (with the year only when it is not the current one).
 * Dates and times are Beijing time (UTC+8) whatever the device's zone: the app's content
 * (news dates, exam days) is published in China. `now` is passed in so the rule is testable;
 * times in the future read 刚刚.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const BEIJING_OFFSET_MS = 8 * HOUR

const pad = (n: number) => String(n).padStart(2, '0')

/** The Beijing wall-clock fields of an instant. */
function beijing(time: number): { y: number; m: number; d: number; h: number; min: number } {
  const t = new Date(time + BEIJING_OFFSET_MS)
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), h: t.getUTCHours(), min: t.getUTCMinutes() }
}

export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const diff = now - time
  if (diff < MINUTE) return '刚刚'
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}天前`
  const t = beijing(time)
  const md = `${pad(t.m)}-${pad(t.d)}`
  return t.y === beijing(now).y ? md : `${t.y}-${md}`
}

/** 'YYYY-MM-DD HH:mm' in Beijing time, for a detail page's byline. */
export function dateTimeLabel(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const t = beijing(time)
  return `${t.y}-${pad(t.m)}-${pad(t.d)} ${pad(t.h)}:${pad(t.min)}`
}
