/**
 * The task centre (issue 22; types/personalTasks.ts, services/personal/tasks.ts, signIn.ts,
 * coins.ts): the tasks' states as the server reads them from the real tables, the sign-in's streak
 * and rewards, grants once per period even when ten requests race, the coin change list (one's
 * own only), and the 400/401/409/422 answers with their Chinese details.
 */
import { and, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { chinaDay } from '../../core/chinaTime'
import { SIGN_IN_RULES, signInCoins } from '../../core/personalTasks'
import { coinChanges, personalityTestResults, users } from '../../server/db/schema'
import type { ItemCatalogue } from '../../types/personalItems'
import { ITEM_PATHS } from '../../types/personalItems'
import { TASK_PATHS, type CoinChangePage, type SignedIn, type SignInMonth, type TaskCentre, type TaskClaimed, type TaskItem } from '../../types/personalTasks'
import { USER_PATHS, type UserCore } from '../../types/user'
import { seedDemoIfEmpty, DEMO_PHONE } from '../../server/seed/demo'
import { seedDemoDressUp } from '../../server/seed/demoDressUp'
import { freshDatabase, signedInject } from './helpers'
import { appForFile, newMembers, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

const t = appForFile()
const DAY = 86_400_000
const someone = newMembers(t, 13600002200)
const forum = forumClient(() => t)

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })

const claimUrl = (key: string) => `${TASK_PATHS.tasks}${key}/claim/`
const centre = async (who: Member) => ok<TaskCentre>(await send('GET', TASK_PATHS.tasks, who.access))
const taskOf = async (who: Member, key: string) => (await centre(who)).tasks.find((task) => task.key === key) as TaskItem
const signIn = (who: Member) => send('POST', TASK_PATHS.signIn, who.access)
const claim = (who: Member, key: string) => send('POST', claimUrl(key), who.access)
const month = async (who: Member, query = '') => ok<SignInMonth>(await send('GET', `${TASK_PATHS.signInRecords}${query}`, who.access))
const coinsOf = async (who: Member) => ok<UserCore>(await send('POST', USER_PATHS.dataCore, who.access, {})).num_coins
const changesOf = (who: Member) => t.database.db.select().from(coinChanges).where(eq(coinChanges.userId, who.id))
const today = () => chinaDay(new Date(t.clock.now))

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

/** Ten identical requests at once: their status codes, sorted. */
async function tenAtOnce(request: () => Promise<LightMyRequestResponse>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: 10 }, request))
  return answers.map((res) => res.statusCode).sort()
}

test('every route needs login', async () => {
  for (const [method, url] of [
    ['GET', TASK_PATHS.tasks],
    ['POST', claimUrl('post')],
    ['POST', TASK_PATHS.signIn],
    ['GET', TASK_PATHS.signInRecords],
    ['GET', TASK_PATHS.coinChanges]
  ] as const) {
    const res = await send(method, url)
    expect([url, res.statusCode, res.json().detail]).toEqual([url, 401, '请先登录'])
  }
})

test('a new user: no coins, the sign-in ready, every other task to do, and what each unlocks', async () => {
  const a = await someone()
  const { num_coins, tasks } = await centre(a)
  expect(num_coins).toBe(0)
  expect(tasks.map((task) => [task.key, task.period, task.state, task.coins, task.unlocks])).toEqual([
    ['signin', 'daily', 'claimable', SIGN_IN_RULES.base, { kind: 'pendant', key: 'week' }],
    ['post', 'daily', 'todo', 10, null],
    ['answer', 'daily', 'todo', 10, null],
    ['study_checkin', 'daily', 'todo', 5, null],
    ['invite', 'once', 'todo', 50, { kind: 'accessory', key: 'popular' }],
    ['gaokao_info', 'once', 'todo', 30, { kind: 'accessory', key: 'planner' }],
    ['test', 'once', 'todo', 20, { kind: 'pendant', key: 'sprout' }]
  ])
  expect(tasks[0].title).toBe('每日签到')
})

describe('sign-in', () => {
  test('ten at once grant once: one coin change, the coins counted once, 409 for the rest', async () => {
    const a = await someone()
    expect(await tenAtOnce(() => signIn(a))).toEqual([200, ...Array(9).fill(409)])
    expect(await changesOf(a)).toEqual([expect.objectContaining({ delta: 5, reason: 'signin', grantKey: `signin:${today()}`, balanceAfter: 5 })])
    expect(await coinsOf(a)).toBe(5)
    expectError(await signIn(a), 409, '今天已经签到过了，明天再来吧')
    expect((await taskOf(a, 'signin')).state).toBe('claimed')
    const shown = await month(a)
    expect(shown).toMatchObject({ signed_today: true, streak: 1, today_coins: 5 })
    expect(shown.days).toEqual([{ date: shown.today, streak: 1 }])
  })

  test('the streak grows the reward to its cap, a missed day starts again, the seventh day unlocks the pendant', async () => {
    const a = await someone()
    const got: number[] = []
    let seventh: SignedIn | undefined
    for (let day = 1; day <= 8; day++) {
      const signed = ok<SignedIn>(await signIn(a))
      expect(signed.streak).toBe(day)
      got.push(signed.coins)
      if (day === SIGN_IN_RULES.unlockStreak) seventh = signed
      else expect(signed.unlocked).toBeNull()
      t.clock.now += DAY
    }
    expect(got).toEqual([5, 6, 7, 8, 9, 10, 10, 10])
    expect(got).toEqual(got.map((_, i) => signInCoins(i + 1)))
    expect(seventh?.unlocked).toEqual({ kind: 'pendant', key: 'week' })
    const catalogue = ok<ItemCatalogue>(await send('GET', ITEM_PATHS.items, a.access))
    expect(catalogue.pendants.find((p) => p.key === 'week')).toMatchObject({ owned: true, worn: false })
    expect(catalogue.num_coins).toBe(got.reduce((x, y) => x + y))

    // Today (day 9) not signed yet: the streak still stands and today would give 10.
    expect(await month(a)).toMatchObject({ signed_today: false, streak: 8, today_coins: 10 })
    // A day missed: the streak is broken; signing in starts again at 1 with 5 coins.
    t.clock.now += DAY
    expect(await month(a)).toMatchObject({ signed_today: false, streak: 0, today_coins: 5 })
    expect(ok<SignedIn>(await signIn(a))).toMatchObject({ streak: 1, coins: 5, unlocked: null })
  })

  test('the calendar of another month; a malformed month is 400', async () => {
    const a = await someone()
    ok<SignedIn>(await signIn(a))
    const now = await month(a)
    const [y, m] = now.month.split('-').map(Number)
    const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
    expect(await month(a, `?month=${previous}`)).toMatchObject({ month: previous, days: [], signed_today: true, streak: 1 })
    expect((await month(a, `?month=${now.month}`)).days).toHaveLength(1)
    const bad = await send('GET', `${TASK_PATHS.signInRecords}?month=2025-13`, a.access)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ month: '格式不正确' })
  })
})

describe('tasks', () => {
  test('posting: 422 until a post of today, then one grant for ten claims, and again the next day', async () => {
    const a = await someone()
    expectError(await claim(a, 'post'), 422, '任务「发布帖子」尚未完成：在社区发布一条问题、话题或投票')
    await forum.say(a)
    expect((await taskOf(a, 'post')).state).toBe('claimable')
    expect(await tenAtOnce(() => claim(a, 'post'))).toEqual([200, ...Array(9).fill(409)])
    expect(await changesOf(a)).toEqual([expect.objectContaining({ delta: 10, reason: 'task', grantKey: `task:post:${today()}`, balanceAfter: 10 })])
    expect(await coinsOf(a)).toBe(10)
    expectError(await claim(a, 'post'), 409, '今天的奖励已经领取过了')
    expect((await taskOf(a, 'post')).state).toBe('claimed')

    // The next China day: yesterday's post does not count.
    t.clock.now += DAY
    expect((await taskOf(a, 'post')).state).toBe('todo')
    await forum.say(a)
    expect(ok<TaskClaimed>(await claim(a, 'post'))).toEqual({ key: 'post', coins: 10, num_coins: 20, unlocked: null })
  })

  test('answering counts an answer of today to someone else’s question, not to one’s own', async () => {
    const [a, b] = [await someone(), await someone()]
    const mine = await forum.ask(a)
    expect((await forum.answer(a, mine.id, '我自己先答一下')).statusCode).toBe(201)
    expect((await taskOf(a, 'answer')).state).toBe('todo')
    const theirs = await forum.ask(b)
    expect((await forum.answer(a, theirs.id, '可以看看南京的学校')).statusCode).toBe(201)
    expect((await taskOf(a, 'answer')).state).toBe('claimable')
    expect(ok<TaskClaimed>(await claim(a, 'answer'))).toMatchObject({ coins: 10, num_coins: 10 })
  })

  test('one-off tasks read the account: gaokao info, a test result, an invitation; granted once ever, with their items', async () => {
    const a = await someone()
    for (const key of ['gaokao_info', 'test', 'invite']) expect((await taskOf(a, key)).state).toBe('todo')
    expectError(await claim(a, 'gaokao_info'), 422, '任务「完善高考信息」尚未完成：填写省份、选科、分数和位次')

    ok(await send('POST', USER_PATHS.update, a.access, { province: '江苏', apply_year: 2025, subjects: ['物理', '化学', '生物'], score: 612, rank: 15800 }))
    await t.database.db.insert(personalityTestResults).values({ userId: a.id, test: 'mbti', answers: [], type: 'INTJ', scores: {} })
    await t.database.db.update(users).set({ invitedCount: 1 }).where(eq(users.id, a.id))
    for (const key of ['gaokao_info', 'test', 'invite']) expect((await taskOf(a, key)).state).toBe('claimable')

    expect(await tenAtOnce(() => claim(a, 'gaokao_info'))).toEqual([200, ...Array(9).fill(409)])
    expect(ok<TaskClaimed>(await claim(a, 'test'))).toEqual({ key: 'test', coins: 20, num_coins: 50, unlocked: { kind: 'pendant', key: 'sprout' } })
    expect(ok<TaskClaimed>(await claim(a, 'invite'))).toEqual({ key: 'invite', coins: 50, num_coins: 100, unlocked: { kind: 'accessory', key: 'popular' } })
    const grants = await t.database.db
      .select({ key: coinChanges.grantKey })
      .from(coinChanges)
      .where(and(eq(coinChanges.userId, a.id), eq(coinChanges.reason, 'task')))
    expect(grants.map((g) => g.key).sort()).toEqual(['task:gaokao_info', 'task:invite', 'task:test'])

    const catalogue = ok<ItemCatalogue>(await send('GET', ITEM_PATHS.items, a.access))
    const owned = [...catalogue.pendants, ...catalogue.accessories].filter((item) => item.owned).map((item) => item.key)
    expect(owned.sort()).toEqual(['planner', 'popular', 'sprout'])

    // Once ever: the next day they stay claimed.
    t.clock.now += DAY
    for (const key of ['gaokao_info', 'test', 'invite']) expect((await taskOf(a, key)).state).toBe('claimed')
    expectError(await claim(a, 'test'), 409, '奖励已经领取过了')
    expect(await coinsOf(a)).toBe(100)
  })

  test('bad input: the sign-in is not claimed, an unknown task, a body: 400 with a Chinese detail', async () => {
    const a = await someone()
    const signin = await claim(a, 'signin')
    expect(signin.statusCode).toBe(400)
    expect(signin.json().detail).toMatch(/^请求参数有误：key 取值应为：post、answer、study_checkin、invite、gaokao_info、test/)
    expect((await claim(a, 'nope')).statusCode).toBe(400)
    const body = await send('POST', TASK_PATHS.signIn, a.access, { x: 1 })
    expect([body.statusCode, body.json().fields]).toEqual([400, { x: '不允许的字段' }])
    expect(await changesOf(a)).toEqual([])
  })
})

describe('coin changes', () => {
  test('newest first with their titles and balances, paged; another user never sees them', async () => {
    const [a, b] = [await someone(), await someone()]
    ok(await signIn(a))
    await forum.say(a)
    ok(await claim(a, 'post'))
    const page = ok<CoinChangePage>(await send('GET', TASK_PATHS.coinChanges, a.access))
    expect(page.count).toBe(2)
    expect(page.results.map((c) => [c.delta, c.reason, c.title, c.balance_after])).toEqual([
      [10, 'task', '发布帖子', 15],
      [5, 'signin', '每日签到', 5]
    ])
    const first = ok<CoinChangePage>(await send('GET', `${TASK_PATHS.coinChanges}?page_size=1`, a.access))
    expect([first.count, first.results.length, first.next]).toEqual([2, 1, `${TASK_PATHS.coinChanges}?page_size=1&page=2`])

    expect(ok<CoinChangePage>(await send('GET', TASK_PATHS.coinChanges, b.access))).toEqual({ count: 0, next: null, previous: null, results: [] })
    expect((await send('GET', `${TASK_PATHS.coinChanges}?user_id=${a.id}`, b.access)).statusCode).toBe(400)
    const tooBig = await send('GET', `${TASK_PATHS.coinChanges}?page_size=1000`, a.access)
    expect([tooBig.statusCode, tooBig.json().fields]).toEqual([400, { page_size: '不能大于 100' }])
  })
})

test('the demo account: three days signed, the gaokao-info reward, 青玉 bought and worn; seeded once', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    await seedDemoIfEmpty(database)
    const now = Date.UTC(2025, 5, 10, 4)
    expect(await seedDemoDressUp(database, now)).toEqual({ coins: 5 + 6 + 7 + 30 - 30 })
    expect(await seedDemoDressUp(database, now)).toBeNull()
    const [demo] = await database.db.select().from(users).where(eq(users.phone, DEMO_PHONE))
    expect([demo.numCoins, demo.wornPendant]).toEqual([18, 'jade'])
    const changes = await database.db.select().from(coinChanges).where(eq(coinChanges.userId, demo.id))
    expect(changes.map((c) => c.delta)).toEqual([5, 6, 7, 30, -30])
  } finally {
    await dispose()
  }
}, 30_000)
