/**
 * The console's pure user rules (services/admin/users.ts) and the one membership rule they share
 * with bought plans (payments/vip.ts vipExtendsFrom): where a grant starts and ends, and what a
 * search text asks for.
 */
import { ApiError } from '../../server/errors'
import { parseUserSearch, vipGrantAsk, vipGrantEnd } from '../../server/services/admin/users'
import { vipExtendsFrom } from '../../server/payments/vip'

const DAY = 86_400_000
const NOW = Date.UTC(2025, 5, 1, 8, 0, 0) // 2025-06-01 16:00 in China

const refusal = (run: () => unknown): { status: number; detail: string } => {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, detail: error.detail }
    throw error
  }
  throw new Error('not refused')
}

describe('vipExtendsFrom: the current end while the membership runs, else now', () => {
  test.each([
    ['none', null, NOW],
    ['expired yesterday', new Date(NOW - DAY), NOW],
    ['ending this instant', new Date(NOW), NOW],
    ['active ten more days', new Date(NOW + 10 * DAY), NOW + 10 * DAY]
  ])('%s', (_name, end, from) => expect(vipExtendsFrom(end, NOW)).toBe(from))
})

describe('vipGrantEnd', () => {
  test('days are added to where the grant starts', () => {
    expect(vipGrantEnd(NOW, { days: 30 }, NOW)).toBe(NOW + 30 * DAY)
    expect(vipGrantEnd(NOW + 10 * DAY, { days: 1 }, NOW)).toBe(NOW + 11 * DAY)
  })
  test('until a date: through that China day (00:00 +08:00 of the next day)', () => {
    expect(new Date(vipGrantEnd(NOW, { until: '2025-12-31' }, NOW)).toISOString()).toBe('2025-12-31T16:00:00.000Z')
    // Today is allowed: the membership runs to tonight's midnight.
    expect(new Date(vipGrantEnd(NOW, { until: '2025-06-01' }, NOW)).toISOString()).toBe('2025-06-01T16:00:00.000Z')
  })
  test('a date not after the start is a 422 saying which; an impossible date a 400', () => {
    expect(refusal(() => vipGrantEnd(NOW, { until: '2025-05-31' }, NOW))).toEqual({ status: 422, detail: '截止日期不能早于今天' })
    const end = Date.parse('2025-12-31T16:00:00Z')
    expect(refusal(() => vipGrantEnd(end, { until: '2025-12-31' }, NOW))).toEqual({ status: 422, detail: '截止日期须晚于会员当前到期时间（2026-01-01 00:00）' })
    expect(refusal(() => vipGrantEnd(NOW, { until: '2025-02-29' }, NOW))).toEqual({ status: 400, detail: '截止日期不是有效日期' })
  })
})

test('vipGrantAsk: exactly one of days and until', () => {
  expect(vipGrantAsk({ days: 3 })).toEqual({ days: 3 })
  expect(vipGrantAsk({ until: '2026-01-01' })).toEqual({ until: '2026-01-01' })
  for (const both of [{}, { days: 3, until: '2026-01-01' }]) expect(refusal(() => vipGrantAsk(both)).detail).toBe('请填写延长天数或截止日期（二选一）')
})

test('parseUserSearch: digits (spaces and dashes dropped) search phones and ids, anything else names', () => {
  expect(parseUserSearch(undefined)).toBeNull()
  expect(parseUserSearch('   ')).toBeNull()
  expect(parseUserSearch('138 0013-8000')).toEqual({ digits: '13800138000' })
  expect(parseUserSearch('8000')).toEqual({ digits: '8000' })
  expect(parseUserSearch(' 张三 ')).toEqual({ name: '张三' })
  expect(parseUserSearch('用户8000')).toEqual({ name: '用户8000' })
})
