/** The check-in's streaks at China day boundaries (core/studyCheckin.ts, docs/writing.md "Check-in"). */
import { chinaDay, dayOf } from '../../core/chinaTime'
import { checkinDayOf, checkinStreaks, streakAfterCheckin } from '../../core/studyCheckin'

const d = (date: string) => dayOf(Number(date.slice(0, 4)), date.slice(5))
/** China wall time as an instant (ms): UTC+8. */
const china = (y: number, m: number, day: number, h: number, min = 0, s = 0) => Date.UTC(y, m - 1, day, h - 8, min, s)

describe('the China day', () => {
  test('23:59:59 and 00:00 UTC+8 are two days; 00:00 UTC+8 is 16:00 UTC the day before', () => {
    expect(checkinDayOf(china(2025, 6, 10, 23, 59, 59)).date).toBe('2025-06-10')
    expect(checkinDayOf(china(2025, 6, 11, 0, 0, 0)).date).toBe('2025-06-11')
    expect(checkinDayOf(Date.UTC(2025, 5, 10, 16, 0, 0)).date).toBe('2025-06-11')
    expect(checkinDayOf(Date.UTC(2025, 5, 10, 15, 59, 59)).day).toBe(chinaDay(new Date(Date.UTC(2025, 5, 10, 0, 0, 0))))
    expect(checkinDayOf(china(2026, 1, 1, 0, 0, 0)).date).toBe('2026-01-01')
  })
})

describe('checkinStreaks', () => {
  test('no days: all zero', () => {
    expect(checkinStreaks([], d('2025-06-10'))).toEqual({ current: 0, longest: 0, total: 0, checkedToday: false })
  })

  test('today checked counts back from today; not yet, from yesterday; older, broken', () => {
    const days = [d('2025-06-08'), d('2025-06-09'), d('2025-06-10')]
    expect(checkinStreaks(days, d('2025-06-10'))).toEqual({ current: 3, longest: 3, total: 3, checkedToday: true })
    expect(checkinStreaks(days, d('2025-06-11'))).toEqual({ current: 3, longest: 3, total: 3, checkedToday: false })
    expect(checkinStreaks(days, d('2025-06-12')).current).toBe(0)
  })

  test('a missed day restarts; the longest run stays', () => {
    const days = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-06', '2025-06-07'].map(d)
    expect(checkinStreaks(days, d('2025-06-07'))).toEqual({ current: 2, longest: 4, total: 6, checkedToday: true })
    expect(streakAfterCheckin(days, d('2025-06-08'))).toBe(3)
    expect(streakAfterCheckin(days, d('2025-06-09'))).toBe(1)
  })

  test('across month and year edges, leap day included', () => {
    expect(checkinStreaks(['2025-12-30', '2025-12-31', '2026-01-01'].map(d), d('2026-01-01')).current).toBe(3)
    expect(checkinStreaks(['2025-06-30', '2025-07-01'].map(d), d('2025-07-01')).current).toBe(2)
    expect(checkinStreaks(['2028-02-28', '2028-02-29', '2028-03-01'].map(d), d('2028-03-01')).current).toBe(3)
    expect(checkinStreaks(['2027-02-28', '2027-03-01'].map(d), d('2027-03-01')).current).toBe(2)
  })

  test('repeats and days after today are ignored; order does not matter', () => {
    const days = ['2025-06-10', '2025-06-09', '2025-06-10', '2025-06-12'].map(d)
    expect(checkinStreaks(days, d('2025-06-10'))).toEqual({ current: 2, longest: 2, total: 2, checkedToday: true })
  })
})
