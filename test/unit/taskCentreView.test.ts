/** The task centre's and the coin record's rules (src/lib/taskCentreView.ts). */
import { routeBySpec } from '../../src/routes'
import {
  calendarWeeks,
  coinDelta,
  monthTitle,
  rewardText,
  shiftMonth,
  signInCard,
  TASK_TARGETS,
  taskButton,
  taskItemText,
  unlockedPrompt,
  WEEKDAY_LABELS
} from '../../src/lib/taskCentreView'

describe('the calendar', () => {
  test('June 2025 starts on a Sunday: six blanks, 30 days, Monday-first weeks', () => {
    const weeks = calendarWeeks('2025-06', '2025-06-10', new Set(['2025-06-09', '2025-06-10']))
    expect(WEEKDAY_LABELS[0]).toBe('一')
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    expect(weeks[0].slice(0, 6)).toEqual(Array(6).fill(null))
    expect(weeks[0][6]).toEqual({ date: '2025-06-01', day: 1, signed: false, today: false, future: false })
    const cells = weeks.flat().filter((c) => c !== null)
    expect(cells).toHaveLength(30)
    expect(cells.filter((c) => c.signed).map((c) => c.date)).toEqual(['2025-06-09', '2025-06-10'])
    expect(cells.find((c) => c.today)?.date).toBe('2025-06-10')
    expect(cells.filter((c) => c.future)).toHaveLength(20)
    expect(weeks.flat().length).toBe(42)
  })

  test('a month starting on Monday has no blank before it; February of a leap year has 29 days', () => {
    expect(calendarWeeks('2025-09', '2025-01-01', new Set())[0][0]?.date).toBe('2025-09-01')
    expect(
      calendarWeeks('2028-02', '2028-03-01', new Set())
        .flat()
        .filter((c) => c)
    ).toHaveLength(29)
  })

  test('moving between months across years; the title', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12')
    expect(shiftMonth('2024-12', 1)).toBe('2025-01')
    expect(shiftMonth('2025-06', -13)).toBe('2024-05')
    expect(monthTitle('2025-06')).toBe('2025年6月')
  })
})

describe('the sign-in card', () => {
  test('before signing: the button names today’s coins', () => {
    expect(signInCard({ signed_today: false, streak: 0, today_coins: 5 })).toEqual({
      streak: '今天还没有签到',
      button: '签到 +5',
      next: '连续签到奖励递增，最高每天 10 金币'
    })
    expect(signInCard({ signed_today: false, streak: 3, today_coins: 9 }).streak).toBe('已连续签到 3 天')
  })

  test('after signing: tomorrow’s coins, and the pendant on the eve of the seventh day', () => {
    expect(signInCard({ signed_today: true, streak: 2, today_coins: 6 })).toEqual({ streak: '已连续签到 2 天', button: '今日已签到', next: '明天签到可得 7 金币' })
    expect(signInCard({ signed_today: true, streak: 6, today_coins: 10 }).next).toBe('明天签到可得 10 金币和挂件「七日之约」')
  })
})

describe('tasks', () => {
  test('the button of each state; the sign-in signs in', () => {
    expect(taskButton({ key: 'post', state: 'todo' })).toEqual({ label: '去完成', action: 'go' })
    expect(taskButton({ key: 'post', state: 'claimable' })).toEqual({ label: '领取', action: 'claim' })
    expect(taskButton({ key: 'post', state: 'claimed' })).toEqual({ label: '已完成', action: 'none' })
    expect(taskButton({ key: 'signin', state: 'claimable' })).toEqual({ label: '签到', action: 'signin' })
    expect(taskButton({ key: 'signin', state: 'claimed' })).toEqual({ label: '已完成', action: 'none' })
  })

  test('every 去完成 leads to a page that exists', () => {
    for (const spec of Object.values(TASK_TARGETS)) expect(routeBySpec(spec).built).toBe(true)
  })

  test('the item a reward brings, and the grant’s words', () => {
    expect(taskItemText({ key: 'test', unlocks: { kind: 'pendant', key: 'sprout' } })).toBe('送挂件「新芽」')
    expect(taskItemText({ key: 'signin', unlocks: { kind: 'pendant', key: 'week' } })).toBe('连签 7 天送挂件「七日之约」')
    expect(taskItemText({ key: 'post', unlocks: null })).toBe('')
    expect(rewardText(5, true)).toBe('签到成功，获得 5 金币')
    expect(rewardText(10, false)).toBe('领取成功，获得 10 金币')
    expect(unlockedPrompt({ kind: 'accessory', key: 'popular' })).toBe('你还获得了饰品「人气王」，快去我的装扮佩戴吧')
    expect(unlockedPrompt({ kind: 'accessory', key: 'gone' })).toBeNull()
  })
})

test('a coin change’s amount with its sign', () => {
  expect(coinDelta(10)).toEqual({ text: '+10', earned: true })
  expect(coinDelta(-30)).toEqual({ text: '-30', earned: false })
})
