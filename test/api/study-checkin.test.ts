/**
 * The daily study check-in (issue 24; types/writing.ts CHECKIN_PATHS, services/writing/checkin.ts,
 * rules core/studyCheckin.ts): once per China day (the day turns at 00:00 UTC+8), streaks across
 * day, month and year edges, a missed day restarting the streak, the task centre's 学习打卡 granted
 * with the check-in (ten check-ins at once: one row, one grant), and the 400/401/422 answers.
 */
import { and, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { coinChanges, studyCheckins } from '../../server/db/schema'
import { TASK_PATHS, type TaskCentre } from '../../types/personalTasks'
import { CHECKIN_LIMITS, CHECKIN_PATHS, type CheckedIn, type CheckinStatus } from '../../types/writing'
import { signedInject } from './helpers'
import { appForFile, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'

const t = appForFile()
const someone = newMembers(t, 13620000001)

const send = (method: 'GET' | 'POST', url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })

/** China wall time as an instant: UTC+8. */
const china = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => Date.UTC(y, m - 1, d, h - 8, min, s)

const status = async (who: Member, query = '') => ok<CheckinStatus>(await send('GET', `${CHECKIN_PATHS.checkin}${query}`, who))
const checkIn = (who: Member, payload?: object) => send('POST', CHECKIN_PATHS.checkin, who, payload)
const checkedIn = async (who: Member, payload?: object) => ok<CheckedIn>(await checkIn(who, payload), 201)
const grantsOf = (who: Member) => t.database.db.select().from(coinChanges).where(eq(coinChanges.userId, who.id))

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

/** Logging in moves the clock (accounts support), so members log in before the clock is set. */
test('both routes need login', async () => {
  expectError(await send('GET', CHECKIN_PATHS.checkin), 401, '请先登录')
  expectError(await send('POST', CHECKIN_PATHS.checkin, undefined, {}), 401, '请先登录')
})

test('check in once a day with minutes and a note; the task centre shows 学习打卡 done; twice is 422', async () => {
  const a = await someone()
  t.clock.now = china(2025, 6, 10, 20)
  const before = await status(a)
  expect(before).toEqual({ today: '2025-06-10', today_entry: null, streak: 0, longest_streak: 0, total_days: 0, coins: CHECKIN_LIMITS.coins, month: '2025-06', days: [] })
  const task = async () => ok<TaskCentre>(await send('GET', TASK_PATHS.tasks, a)).tasks.find((x) => x.key === 'study_checkin')!
  expect(await task()).toEqual(expect.objectContaining({ title: '学习打卡', state: 'todo', coins: 5 }))
  const done = await checkedIn(a, { minutes: 45, note: '  背了 30 个单词  ' })
  expect(done).toEqual({ entry: { date: '2025-06-10', minutes: 45, note: '背了 30 个单词' }, streak: 1, longest_streak: 1, total_days: 1, coins: 5, num_coins: 5 })
  expect((await task()).state).toBe('claimed')
  expectError(await send('POST', `${TASK_PATHS.tasks}study_checkin/claim/`, a), 409, '今天的奖励已经领取过了')
  expectError(await checkIn(a, {}), 422, '今天已经打卡了，明天再来吧')
  const after = await status(a)
  expect([after.today_entry, after.streak, after.days]).toEqual([{ date: '2025-06-10', minutes: 45, note: '背了 30 个单词' }, 1, [done.entry]])
  expect((await grantsOf(a)).map((g) => [g.delta, g.reason, g.grantKey])).toEqual([[5, 'task', expect.stringMatching(/^task:study_checkin:\d+$/)]])
})

test('China day edges: 23:59:59 and 00:00 are two days; a missed day restarts; month and year edges', async () => {
  const a = await someone()
  t.clock.now = china(2025, 12, 29, 23, 59, 59)
  expect((await checkedIn(a)).entry).toEqual({ date: '2025-12-29', minutes: 0, note: '' })
  t.clock.now = china(2025, 12, 30, 0, 0, 0)
  expect((await checkedIn(a)).streak).toBe(2)
  t.clock.now = china(2025, 12, 31, 23, 59, 59)
  // Not checked today yet: yesterday's streak is still alive.
  expect((await status(a)).streak).toBe(2)
  expect((await checkedIn(a)).streak).toBe(3)
  t.clock.now = china(2026, 1, 1, 0, 0, 1)
  const newYear = await checkedIn(a)
  expect([newYear.entry.date, newYear.streak, newYear.longest_streak]).toEqual(['2026-01-01', 4, 4])
  // 2026-01-02 missed: on the 3rd the streak is broken before checking in, 1 after.
  t.clock.now = china(2026, 1, 3, 9)
  expect([(await status(a)).streak, (await status(a)).longest_streak]).toEqual([0, 4])
  const restart = await checkedIn(a, { minutes: 30 })
  expect([restart.streak, restart.longest_streak, restart.total_days]).toEqual([1, 4, 5])
  const december = await status(a, '?month=2025-12')
  expect([december.month, december.days.map((d) => d.date)]).toEqual(['2025-12', ['2025-12-29', '2025-12-30', '2025-12-31']])
  expect((await status(a)).days.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-03'])
  // Each day's task granted once under its own day's key.
  expect((await grantsOf(a)).length).toBe(5)
})

test('ten check-ins at once: one row, one grant, nine 422', async () => {
  const a = await someone()
  t.clock.now = china(2025, 7, 1, 8)
  const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn(a, { minutes: 10 })))
  expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(422)])
  const rows = await t.database.db
    .select()
    .from(studyCheckins)
    .where(and(eq(studyCheckins.userId, a.id)))
  expect(rows.length).toBe(1)
  expect((await grantsOf(a)).map((g) => g.delta)).toEqual([5])
})

test('bad input is a 400 naming the field, and nothing is written', async () => {
  const a = await someone()
  t.clock.now = china(2025, 8, 1, 8)
  for (const [payload, field] of [
    [{ minutes: -1 }, 'minutes'],
    [{ minutes: CHECKIN_LIMITS.minutesMax + 1 }, 'minutes'],
    [{ minutes: 1.5 }, 'minutes'],
    [{ note: '字'.repeat(CHECKIN_LIMITS.noteMax + 1) }, 'note'],
    [{ day: '2025-07-31' }, 'day']
  ] as const) {
    const res = await checkIn(a, payload)
    expect([JSON.stringify(payload).slice(0, 20), res.statusCode, Object.keys(res.json().fields ?? {})]).toEqual([JSON.stringify(payload).slice(0, 20), 400, [field]])
  }
  expect((await send('GET', `${CHECKIN_PATHS.checkin}?month=2025-13`, a)).statusCode).toBe(400)
  expect((await status(a)).total_days).toBe(0)
  // No body at all is a plain check-in.
  expect((await checkedIn(a)).entry.minutes).toBe(0)
})
