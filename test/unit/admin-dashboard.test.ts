/** The dashboard's pure day rules (services/admin/dashboard.ts): China days of the window and the zero-filled series. */
import { chinaDay, dateOfDay } from '../../core/chinaTime'
import { dashboardWindow, daySeries } from '../../server/services/admin/dashboard'

test('the window: the last N China days, today included, midnight to midnight +08:00', () => {
  // 2025-06-01 00:30 in China (still 05-31 in UTC): today is 06-01.
  const w = dashboardWindow(Date.UTC(2025, 4, 31, 16, 30), 3)
  expect([dateOfDay(w.first), dateOfDay(w.last)]).toEqual(['2025-05-30', '2025-06-01'])
  expect(w.from.toISOString()).toBe('2025-05-29T16:00:00.000Z')
  expect(w.to.toISOString()).toBe('2025-06-01T16:00:00.000Z')
  // 23:59 China on 05-31 (15:59 UTC): today is still 05-31.
  const before = dashboardWindow(Date.UTC(2025, 4, 31, 15, 59), 1)
  expect([dateOfDay(before.first), before.from.toISOString()]).toEqual(['2025-05-31', '2025-05-30T16:00:00.000Z'])
})

test('the series: one entry a day, oldest first, zeros filled, revenue = paid − refunded', () => {
  const last = chinaDay(new Date(Date.UTC(2025, 5, 1, 8)))
  const figures = new Map([
    [last - 2, { new_users: 1, paying_users: 1, paid_fen: 1000 }],
    [last, { refunded_fen: 3000 }]
  ])
  expect(daySeries(last - 2, last, figures)).toEqual([
    { date: '2025-05-30', new_users: 1, paying_users: 1, paid_fen: 1000, refunded_fen: 0, revenue_fen: 1000 },
    { date: '2025-05-31', new_users: 0, paying_users: 0, paid_fen: 0, refunded_fen: 0, revenue_fen: 0 },
    { date: '2025-06-01', new_users: 0, paying_users: 0, paid_fen: 0, refunded_fen: 3000, revenue_fen: -3000 }
  ])
})
