/**
 * Medals in the personal centre (issue 22; types/personalMedals.ts): the catalogue and a medal's
 * page for a visitor (rules, nothing held), for a user (held since when, progress from the forum's
 * own counts: answers, likes from others, the streak still alive), the received list (login, newest
 * first, paged), and the 4xx. The certificate medals' awarding is personal-certificates.test.ts's.
 * The app's clock starts at 2025-06-01 16:00 Beijing time (support/accounts.ts); tests move it.
 */
import { MEDAL_RULES, MEDALS } from '../../types/forumStaff'
import { MEDAL_PATHS, type MedalInfo, type MedalList, type MedalReceipt } from '../../types/personalMedals'
import type { Paginated } from '../../types/api'
import { appForFile, newMembers, type Member } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

const t = appForFile()
const DAY = 86_400_000
const someone = newMembers(t, 13600002200)
const { send, ask, answer } = forumClient(() => t)

const catalogue = async (who?: Member) => ok<MedalList>(await send('GET', MEDAL_PATHS.medals, who?.access)).items
const medal = async (key: string, who?: Member) => ok<MedalInfo>(await send('GET', `${MEDAL_PATHS.medals}${key}/`, who?.access))
const received = async (who: Member, query = '') => ok<Paginated<MedalReceipt>>(await send('GET', `${MEDAL_PATHS.received}${query}`, who.access))
const progressOf = (items: MedalInfo[], key: string) => items.find((m) => m.key === key)!.progress

function expectError(res: { statusCode: number; json(): unknown }, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

describe('the catalogue and a medal page for a visitor', () => {
  test('every medal in MEDALS order with its kind and rule; nothing held, no progress', async () => {
    const items = await catalogue()
    expect(items.map((m) => [m.key, m.name])).toEqual(MEDALS.map((m) => [m.key, m.name]))
    expect(items.every((m) => !m.held && m.awarded_at === null && m.progress === null)).toBe(true)
    expect(items.filter((m) => m.kind === 'certificate').map((m) => m.name)).toEqual(['学历认证', '学籍认证'])
    expect(items.find((m) => m.key === 'helpful')!.rule).toBe(`在论坛累计发布 ${MEDAL_RULES.helpfulAnswers} 条回答`)
    expect(items.find((m) => m.key === 'streak_7')!.rule).toBe('连续 7 天每天至少发布 1 条回答（按北京时间计）')
  })

  test('a medal by key; an unknown key 404 勋章不存在, a malformed one 400, a stray query 400', async () => {
    expect(await medal('well_liked')).toEqual({
      key: 'well_liked',
      name: '小有人气',
      kind: 'forum',
      rule: '发布的帖子累计获得其他用户 10 个赞',
      held: false,
      awarded_at: null,
      progress: null
    })
    expectError(await send('GET', `${MEDAL_PATHS.medals}golden_pen/`), 404, '勋章不存在')
    const bad = await send('GET', `${MEDAL_PATHS.medals}Bad-Key/`)
    expect(bad.statusCode).toBe(400)
    expect((bad.json() as { detail: string }).detail).toMatch(/[\u4e00-\u9fff]/)
    expect((await send('GET', `${MEDAL_PATHS.medals}?x=1`)).statusCode).toBe(400)
  })

  test('the received list needs login: 401 请先登录', async () => {
    expectError(await send('GET', MEDAL_PATHS.received), 401, '请先登录')
  })
})

describe('a user’s medals and progress', () => {
  test('a new user: nothing held; progress from zero toward each activity medal; none for the certificate medals', async () => {
    const a = await someone()
    const items = await catalogue(a)
    expect(items.every((m) => !m.held)).toBe(true)
    expect(progressOf(items, 'first_answer')).toEqual({ label: '回答', current: 0, target: 1 })
    expect(progressOf(items, 'helpful')).toEqual({ label: '回答', current: 0, target: MEDAL_RULES.helpfulAnswers })
    expect(progressOf(items, 'well_liked')).toEqual({ label: '获赞', current: 0, target: MEDAL_RULES.wellLikedLikes })
    expect(progressOf(items, 'popular_star')).toEqual({ label: '获赞', current: 0, target: MEDAL_RULES.popularStarLikes })
    expect(progressOf(items, 'streak_7')).toEqual({ label: '连续回答天数', current: 0, target: MEDAL_RULES.streakDays })
    expect(progressOf(items, 'edu_verified')).toBeNull()
    expect(await received(a)).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  test('answers and likes: a held medal says since when; the others count on; the received list newest first, paged', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()]
    const question = await ask(b)
    ok(await answer(a, question.id, '先看近三年的位次，再按冲稳保排。'), 201)
    const firstAt = new Date(t.clock.now).toISOString()
    // Likes from others on a's post count; a's own like does not.
    const post = await ask(a)
    for (const who of [b, c, a]) ok(await send('PUT', postUrl(post.id, 'like/'), who.access))

    const items = await catalogue(a)
    const first = items.find((m) => m.key === 'first_answer')!
    expect([first.held, first.awarded_at, first.progress]).toEqual([true, firstAt, null])
    expect(progressOf(items, 'helpful')).toEqual({ label: '回答', current: 1, target: 50 })
    expect(progressOf(items, 'well_liked')).toEqual({ label: '获赞', current: 2, target: 10 })
    expect(progressOf(items, 'streak_7')).toEqual({ label: '连续回答天数', current: 1, target: 7 })
    expect(await medal('first_answer', a)).toEqual(first)
    // Another user's view of the same medal is their own.
    expect((await medal('first_answer', b)).held).toBe(false)

    // Ten likes: 小有人气 is held, received after 初次回答, so listed first.
    const likers = await Promise.all(Array.from({ length: 8 }, () => someone()))
    t.clock.now += 1000
    for (const who of likers) ok(await send('PUT', postUrl(post.id, 'like/'), who.access))
    const list = await received(a)
    expect(list.count).toBe(2)
    expect(list.results.map((r) => [r.key, r.name, r.kind])).toEqual([
      ['well_liked', '小有人气', 'forum'],
      ['first_answer', '初次回答', 'forum']
    ])
    expect(list.results[1].awarded_at).toBe(firstAt)
    const paged = await received(a, '?page=2&page_size=1')
    expect(paged.results.map((r) => r.key)).toEqual(['first_answer'])
    expect([paged.next, paged.previous]).toEqual([null, `${MEDAL_PATHS.received}?page=1&page_size=1`])
    expect(progressOf(await catalogue(a), 'popular_star')).toEqual({ label: '获赞', current: 10, target: 100 })
    expect((await send('GET', `${MEDAL_PATHS.received}?page_size=0`, a.access)).statusCode).toBe(400)
  })

  test('坚持七天: the run still alive (ending today, or yesterday before today’s answer), gone after a missed day', async () => {
    const [a, b] = [await someone(), await someone()]
    const question = await ask(b)
    for (let day = 0; day < 3; day++) {
      ok(await answer(a, question.id, `第 ${day + 1} 天的回答`), 201)
      t.clock.now += DAY
    }
    // Three days in a row, none yet today: still three, today continues it.
    expect(progressOf(await catalogue(a), 'streak_7')).toEqual({ label: '连续回答天数', current: 3, target: 7 })
    ok(await answer(a, question.id, '第 4 天的回答'), 201)
    expect(progressOf(await catalogue(a), 'streak_7')!.current).toBe(4)
    // A whole day without an answer ends it.
    t.clock.now += 2 * DAY
    expect(progressOf(await catalogue(a), 'streak_7')!.current).toBe(0)
  })
})
