/**
 * China Standard Time (UTC+8, no daylight saving) whatever the device's or the server's zone: the
 * dates the app shows (membership end, news, exam days, score records), the day counts of the gaokao
 * countdown and the stamps the server writes (order numbers, Alipay timestamps) all use China's
 * calendar, through this one file.
 *
 * No library: China has kept one fixed offset since 1991, so the arithmetic is exact, and this
 * module is read by the first screen (the forum's relative times, the membership line of 我的),
 * where dayjs with its utc plugin would add about 3 KB gzip to the entry budget.
 */

export const CHINA_UTC_OFFSET_MINUTES = 480

const OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * 60_000
const DAY_MS = 86_400_000

type Instant = Date | number | string

const msOf = (instant: Instant) => (instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant))
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The China wall-clock fields of an instant; null when the instant is not a valid time. */
export function chinaParts(instant: Instant): { year: number; month: number; day: number; hour: number; minute: number; second: number } | null {
  const ms = msOf(instant)
  if (!Number.isFinite(ms)) return null
  const t = new Date(ms + OFFSET_MS)
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hour: t.getUTCHours(), minute: t.getUTCMinutes(), second: t.getUTCSeconds() }
}

/**
 * Formats an instant in China time; the template's YYYY, MM, DD, HH, mm and ss are replaced
 * ('YYYY-MM-DD HH:mm:ss' by default). '' when the instant is empty or invalid.
 */
export function chinaFormat(instant: Instant | null | undefined, template = 'YYYY-MM-DD HH:mm:ss'): string {
  if (instant === null || instant === undefined || instant === '') return ''
  const p = chinaParts(instant)
  if (!p) return ''
  const fields: Record<string, string> = { YYYY: pad(p.year, 4), MM: pad(p.month), DD: pad(p.day), HH: pad(p.hour), mm: pad(p.minute), ss: pad(p.second) }
  return template.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => fields[token])
}

/** China's calendar date of an instant: '2027-03-01'; '' when empty or invalid. */
export const chinaDate = (instant: Instant | null | undefined) => chinaFormat(instant, 'YYYY-MM-DD')

/**
 * The instant of a China wall-clock time: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'; null when the text
 * is not a real date and time (2025-02-30, 24:00).
 */
export function parseChinaTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text)
  if (!m) return null
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(Number)
  if (hour > 23 || minute > 59) return null
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS)
  const p = chinaParts(instant)
  return p && p.year === year && p.month === month && p.day === day ? instant : null
}

/** Days since 1970-01-01 of the calendar day in China at that instant. */
export const chinaDay = (instant: Date) => Math.floor((instant.getTime() + OFFSET_MS) / DAY_MS)
/** The day count (as chinaDay) of a 'MM-DD' date of `year`. */
export const dayOf = (year: number, mmdd: string) => Date.UTC(year, Number(mmdd.slice(0, 2)) - 1, Number(mmdd.slice(3, 5))) / DAY_MS
/** The calendar year of a day count. */
export const yearOfDay = (day: number) => new Date(day * DAY_MS).getUTCFullYear()
/** China's calendar date of a day count (as chinaDay): '2027-03-01'. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
/** The instant a China day (as chinaDay) begins: 00:00 China time. */
export const dayStart = (day: number) => new Date(day * DAY_MS - OFFSET_MS)
