import { chinaDay, dateOfDay, dayStart } from '../../core/chinaTime'
import {
  buyGrantKey,
  coinChangeTitle,
  liveStreak,
  monthDays,
  nextStreak,
  obtainText,
  SIGN_IN_RULES,
  signInCoins,
  signInGrantKey,
  streakUnlocks,
  taskGrantKey,
  taskOf,
  TASKS,
  taskState,
  todaySignInCoins
} from '../../core/personalTasks'
import { TASK_KEYS } from '../../types/personalTasks'

describe('tasks', () => {
  test('every task once, in the contract’s order; the sign-in’s base is its rule’s', () => {
    expect(TASKS.map((t) => t.key)).toEqual([...TASK_KEYS])
    expect(TASKS.filter((t) => t.period === 'daily').map((t) => t.key)).toEqual(['signin', 'post', 'answer', 'study_checkin'])
    expect(taskOf('signin').coins).toBe(SIGN_IN_RULES.base)
    expect(TASKS.every((t) => t.coins > 0 && t.title && t.hint)).toBe(true)
  })

  test('state: claimed over done over to do', () => {
    expect(taskState(false, false)).toBe('todo')
    expect(taskState(true, false)).toBe('claimable')
    expect(taskState(true, true)).toBe('claimed')
    expect(taskState(false, true)).toBe('claimed')
  })

  test('grant keys: a daily task’s names the day, a one-off task’s does not', () => {
    expect(signInGrantKey(20000)).toBe('signin:20000')
    expect(taskGrantKey(taskOf('post'), 20000)).toBe('task:post:20000')
    expect(taskGrantKey(taskOf('gaokao_info'), 20000)).toBe('task:gaokao_info')
    expect(buyGrantKey('pendant', 'jade')).toBe('buy:pendant:jade')
  })
})

describe('the sign-in streak', () => {
  const today = 20000

  test('coins grow by one a day from 5, capped at 10', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map(signInCoins)).toEqual([5, 6, 7, 8, 9, 10, 10, 10])
    expect(signInCoins(0)).toBe(5)
  })

  test('the next streak continues only from yesterday', () => {
    expect(nextStreak(null, today)).toBe(1)
    expect(nextStreak({ day: today - 1, streak: 4 }, today)).toBe(5)
    expect(nextStreak({ day: today - 2, streak: 4 }, today)).toBe(1)
  })

  test('the live streak stands while today or yesterday is signed', () => {
    expect(liveStreak(null, today)).toBe(0)
    expect(liveStreak({ day: today, streak: 3 }, today)).toBe(3)
    expect(liveStreak({ day: today - 1, streak: 3 }, today)).toBe(3)
    expect(liveStreak({ day: today - 2, streak: 3 }, today)).toBe(0)
  })

  test('today’s coins: what signing would give, or what it gave', () => {
    expect(todaySignInCoins(null, today)).toBe(5)
    expect(todaySignInCoins({ day: today - 1, streak: 2 }, today)).toBe(7)
    expect(todaySignInCoins({ day: today, streak: 2 }, today)).toBe(6)
    expect(todaySignInCoins({ day: today - 3, streak: 9 }, today)).toBe(5)
  })

  test('the unlock streak', () => {
    expect(streakUnlocks(SIGN_IN_RULES.unlockStreak - 1)).toBe(false)
    expect(streakUnlocks(SIGN_IN_RULES.unlockStreak)).toBe(true)
  })
})

describe('texts', () => {
  test('how to get an item', () => {
    expect(obtainText({ price: 30, task: null })).toBe('30 金币')
    expect(obtainText({ price: null, task: 'signin' })).toBe('连续签到 7 天获得')
    expect(obtainText({ price: null, task: 'invite' })).toBe('完成任务「邀请好友」获得')
  })

  test('a coin change’s title from its reason and grant key', () => {
    expect(coinChangeTitle('signin', 'signin:20000')).toBe('每日签到')
    expect(coinChangeTitle('task', 'task:post:20000')).toBe('发布帖子')
    expect(coinChangeTitle('task', 'task:test')).toBe('完成一次性格测试')
    expect(coinChangeTitle('task', null)).toBe('任务奖励')
    expect(coinChangeTitle('buy', 'buy:pendant:jade')).toBe('购买挂件「青玉」')
    expect(coinChangeTitle('buy', 'buy:accessory:koi')).toBe('购买饰品「锦鲤」')
    expect(coinChangeTitle('buy', 'buy:pendant:gone')).toBe('购买装扮')
  })
})

describe('China days', () => {
  test('a month’s days, December into January', () => {
    const { first, end } = monthDays('2025-06')
    expect([dateOfDay(first), dateOfDay(end)]).toEqual(['2025-06-01', '2025-07-01'])
    const december = monthDays('2025-12')
    expect([dateOfDay(december.first), dateOfDay(december.end), december.end - december.first]).toEqual(['2025-12-01', '2026-01-01', 31])
  })

  test('a day begins at 00:00 China time (16:00 UTC the day before)', () => {
    const day = chinaDay(new Date('2025-06-01T16:30:00Z'))
    expect(dateOfDay(day)).toBe('2025-06-02')
    expect(dayStart(day).toISOString()).toBe('2025-06-01T16:00:00.000Z')
    expect(chinaDay(new Date(dayStart(day).getTime() - 1))).toBe(day - 1)
  })
})
