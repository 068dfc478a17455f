/**
 * Relative time of SPEC §9, which has two readings:
 *  - relativeTime, the list reading: under 60 s 刚刚, then minutes, hours (under a day), days
 *    (under 7 days), then the date (with the year only when it is not the current one). Used by
 *    lists: the forum feed's cards and the question's own byline, news, invitations.
 *  - commentTime, the comment reading: under 300 s 刚刚, then minutes, hours, days up to 30 days,
 *    then the date. Used by a post's answers and their replies, where a conversation runs over days.
 * Dates and times are China time (core/chinaTime.ts) whatever the device's zone: the app's
 * content (news dates, exam days) is published in China. `now` is passed in so the rule is
 * testable; times in the future read 刚刚.
 */
import { chinaFormat, chinaParts } from '@core/chinaTime'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function dateLabel(time: number, now: number): string {
  return chinaParts(time)?.year === chinaParts(now)?.year ? chinaFormat(time, 'MM-DD') : chinaFormat(time, 'YYYY-MM-DD')
}

function reading(justNowMs: number, daysUpTo: number) {
  return (iso: string, now: number = Date.now()): string => {
    const time = Date.parse(iso)
    if (Number.isNaN(time)) return ''
    const diff = now - time
    if (diff < justNowMs) return '刚刚'
    if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
    if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
    if (diff < daysUpTo * DAY) return `${Math.floor(diff / DAY)}天前`
    return dateLabel(time, now)
  }
}

/** The list reading: 刚刚 under 60 s, days under 7 days. */
export const relativeTime = reading(MINUTE, 7)

/** The comment reading: 刚刚 under 300 s, days under 30 days. */
export const commentTime = reading(5 * MINUTE, 30)

/** 'YYYY-MM-DD HH:mm' in China time, for a detail page's byline. */
export function dateTimeLabel(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : chinaFormat(time, 'YYYY-MM-DD HH:mm')
}
