/**
 * The daily study check-in's rules (issue 24, docs/writing.md "Check-in"), shared by the server,
 * which stores one row per user and China day (core/chinaTime.ts chinaDay: the day turns at 00:00
 * UTC+8), and the app, which shows the streaks:
 * - the current streak counts consecutive checked days back from today; while today is not checked
 *   yet it counts back from yesterday (the streak is still alive until today ends), else it is 0;
 * - the longest streak is the longest run of consecutive days ever;
 * - a missed day breaks a run: the next check-in starts again at 1.
 */
import { chinaDay, dateOfDay } from './chinaTime'

export interface CheckinStreaks {
  /** Consecutive days up to today (or yesterday); 0 when broken. */
  current: number
  longest: number
  total: number
  checkedToday: boolean
}

/** The streaks of a set of checked China days (any order, repeats ignored) as of `today`. */
export function checkinStreaks(days: readonly number[], today: number): CheckinStreaks {
  const set = new Set(days.filter((d) => d <= today))
  const sorted = [...set].sort((a, b) => a - b)
  let longest = 0
  let run = 0
  let prev: number | null = null
  for (const day of sorted) {
    run = prev !== null && day === prev + 1 ? run + 1 : 1
    longest = Math.max(longest, run)
    prev = day
  }
  const checkedToday = set.has(today)
  let current = 0
  for (let day = checkedToday ? today : today - 1; set.has(day); day--) current += 1
  return { current, longest, total: sorted.length, checkedToday }
}

/** The China day of an instant (ms) and its date 'YYYY-MM-DD'. */
export function checkinDayOf(now: number): { day: number; date: string } {
  const day = chinaDay(new Date(now))
  return { day, date: dateOfDay(day) }
}

/** The streak a check-in today would make (today not checked yet) or made. */
export const streakAfterCheckin = (days: readonly number[], today: number) => checkinStreaks([...days, today], today).current
