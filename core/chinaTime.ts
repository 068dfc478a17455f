/**
 * China Standard Time (UTC+8, no daylight saving) whatever the device's or server's zone: dates
 * the app shows (membership end, exam dates, score records) and the server stamps (order numbers,
 * Alipay timestamps) are China's calendar. dayjs with its utc plugin: a fixed utcOffset(480) is
 * all China needs, so the larger timezone plugin (and its Intl look-ups) stays out of the bundle.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { CHINA_UTC_OFFSET_MINUTES } from './chinaDay'

dayjs.extend(utc)

type Instant = Date | number | string

/** The instant as a dayjs in China's zone; invalid input gives an invalid dayjs. */
export const inChina = (instant: Instant) => dayjs(instant).utcOffset(CHINA_UTC_OFFSET_MINUTES)

/** Formats an instant in China time ('YYYY-MM-DD HH:mm:ss' by default); '' when invalid or empty. */
export function chinaFormat(instant: Instant | null | undefined, template = 'YYYY-MM-DD HH:mm:ss'): string {
  if (instant === null || instant === undefined || instant === '') return ''
  const d = inChina(instant)
  return d.isValid() ? d.format(template) : ''
}

/** China's calendar date of an instant: '2027-03-01'; '' when invalid or empty. */
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
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute) - CHINA_UTC_OFFSET_MINUTES * 60_000)
  return chinaFormat(instant, 'YYYY-MM-DD HH:mm') === `${m[1]}-${m[2]}-${m[3]} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` ? instant : null
}
