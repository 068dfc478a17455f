/**
 * Forum safety and medals (issue 19; types/forumStaff.ts): reports (once per user and target),
 * the staff routes (403 没有权限 for others) that hide, restore, release and mute, what a mute stops
 * (403 saying until when in China time), and medals on authors after the actions that earn them.
 * The app's clock starts at 2025-06-01 16:00 Beijing time (support/accounts.ts); tests move it.
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { userMedals, users } from '../../server/db/schema'
import { seedDemoForum } from '../../server/seed/demoForum'
import { seedDemoForumMedals } from '../../server/seed/demoForumMedals'
import { feedPage } from '../../server/services/forum/feed'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type Answer, type AnswersPage, type FeedPage, type PostDetail } from '../../types/forum'
import {
  MEDAL_RULES,
  MEDALS,
  STAFF_PATHS,
  type DismissResult,
  type MuteResult,
  type ReportReceipt,
  type StaffContentResult,
  type StaffReportsPage
} from '../../types/forumStaff'
import { freshDatabase } from './helpers'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, newQuestion, ok, postUrl } from './support/forum'

let t: AccountsApp
let a: Member
let b: Member
let c: Member
let staff: Member
beforeAll(async () => {
  t = await accountsApp({ env: { FORUM_SENSITIVE_WORDS: '代考' } })
  const member = (phone: string) => memberOf(t, phone)
  a = await member('13600000021')
  b = await member('13600000022')
  c = await member('13600000023')
  staff = await member('13600000029')
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id))
})
afterAll(() => t.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const { send, ask, answer } = forumClient(() => t)
const staffPost = (id: number, action: string) => `${STAFF_PATHS.staffPosts}${id}/${action}/`
const staffReply = (id: number, action: string) => `${STAFF_PATHS.staffReplies}${id}/${action}/`
const muteUrl = (id: number) => `${STAFF_PATHS.staffUsers}${id}/mute/`
const report = (who: Member, body: object) => send('POST', STAFF_PATHS.reports, who.access, body)
const openReports = async () => ok<StaffReportsPage>(await t.get(`${STAFF_PATHS.staffReports}?limit=50`, staff.access)).results

const answerIds = async (postId: number, access?: string) => ok<AnswersPage>(await t.get(postUrl(postId, 'answers/'), access)).results
const feedIds = async (access?: string) => ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&tab=apply&limit=50`, access)).results.map((p) => p.id)

describe('reports', () => {
  test('a post or a reply is reported once per user: 201, then 200 with the same report; staff see it with its target', async () => {
    const post = await ask(a)
    const first = await report(b, { post_id: post.id, reason: 'spam', note: '  加微信领资料  ' })
    expect(first.statusCode).toBe(201)
    const receipt = first.json() as ReportReceipt
    expect(receipt).toEqual({ report_id: expect.any(Number), status: 'open', created: true })
    // Twice, and twice at once: still one report.
    expect(ok<ReportReceipt>(await report(b, { post_id: post.id, reason: 'abuse' }))).toEqual({ ...receipt, created: false })
    const both = await Promise.all([report(c, { post_id: post.id, reason: 'vulgar' }), report(c, { post_id: post.id, reason: 'vulgar' })])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201])
    // A reply of the post, reported on its own.
    const reply = ok<Answer>(await answer(c, post.id, '广告：代写作业'), 201)
    expect((await report(a, { post_id: post.id, reply_id: reply.id, reason: 'other' })).statusCode).toBe(201)
    expect((await report(a, { post_id: post.id, reply_id: reply.id, reason: 'other' })).statusCode).toBe(200)

    const list = (await openReports()).filter((r) => r.target.post_id === post.id)
    expect(list).toHaveLength(3)
    expect(list[0]).toEqual({
      id: receipt.report_id,
      reason: 'spam',
      reason_label: '垃圾广告',
      note: '加微信领资料',
      reporter: { user_id: b.id, username: b.name, muted_until: null },
      target: { post_id: post.id, reply_id: null, status: 'published', text: post.title, author: { user_id: a.id, username: a.name, muted_until: null } },
      target_open_reports: 2,
      created_at: expect.any(String)
    })
    expect(list[2]).toMatchObject({
      reason: 'other',
      note: '',
      target: { reply_id: reply.id, text: '广告：代写作业', author: { user_id: c.id } },
      target_open_reports: 1
    })
  })

  test('what cannot be reported: one’s own, the unseen, a reply of another post, an unknown reason; login first', async () => {
    const post = await ask(a)
    const other = await ask(a)
    const reply = ok<Answer>(await answer(b, other.id, '回答'), 201)
    const own = await report(a, { post_id: post.id, reason: 'spam' })
    expect([own.statusCode, own.json().detail]).toEqual([400, '不能举报自己发布的内容'])
    expect((await report(b, { post_id: other.id, reply_id: reply.id, reason: 'spam' })).json().detail).toBe('不能举报自己发布的内容')
    const wrongPost = await report(c, { post_id: post.id, reply_id: reply.id, reason: 'spam' })
    expect([wrongPost.statusCode, wrongPost.json()]).toEqual([404, { code: 'not_found', detail: '回复不存在' }])
    expect((await report(c, { post_id: 99_999_999, reason: 'spam' })).json()).toEqual({ code: 'not_found', detail: '帖子不存在' })
    const held = await ask(a, { title: '有没有代考渠道啊' })
    expect(held.status).toBe('held')
    expect((await report(c, { post_id: held.id, reason: 'illegal' })).statusCode).toBe(404)
    expect((await report(c, { post_id: post.id, reason: 'boring' })).statusCode).toBe(400)
    expect((await report(c, { post_id: post.id, reason: 'spam', note: 'x'.repeat(201) })).statusCode).toBe(400)
    expect((await report(c, { post_id: post.id, reason: 'spam', extra: 1 })).statusCode).toBe(400)
    const visitor = await send('POST', STAFF_PATHS.reports, undefined, { post_id: post.id, reason: 'spam' })
    expect([visitor.statusCode, visitor.json().detail]).toEqual([401, '请先登录'])
  })
})

describe('staff routes', () => {
  test('not staff: 403 没有权限 on every staff route; a visitor 401', async () => {
    const post = await ask(a)
    const calls: [LightMyRequestResponse, string][] = [
      [await t.get(STAFF_PATHS.staffReports, b.access), 'list'],
      [await send('POST', staffPost(post.id, 'hide'), b.access), 'hide'],
      [await send('POST', staffPost(post.id, 'restore'), b.access), 'restore'],
      [await send('POST', staffReply(1, 'release'), b.access), 'release'],
      [await send('PUT', muteUrl(a.id), b.access, { until: '2030-01-01T00:00:00Z' }), 'mute'],
      [await send('DELETE', muteUrl(a.id), b.access), 'unmute'],
      [await send('POST', `${STAFF_PATHS.staffReports}1/dismiss/`, b.access), 'dismiss']
    ]
    for (const [res, name] of calls) expect([name, res.statusCode, res.json()]).toEqual([name, 403, { code: 'permission_denied', detail: '没有权限' }])
    expect((await t.get(STAFF_PATHS.staffReports)).statusCode).toBe(401)
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).status).toBe('published')
  })

  test('hide: the post is 404 for everyone (its author too) and leaves the feed; its reports are resolved; restore brings it back', async () => {
    const post = await ask(a)
    await report(b, { post_id: post.id, reason: 'spam' })
    const hidden = ok<StaffContentResult>(await send('POST', staffPost(post.id, 'hide'), staff.access))
    expect(hidden).toEqual({ id: post.id, status: 'hidden', resolved_reports: 1 })
    for (const access of [undefined, a.access, b.access, staff.access]) {
      const res = await t.get(postUrl(post.id), access)
      expect([res.statusCode, res.json()]).toEqual([404, { code: 'not_found', detail: '帖子不存在' }])
      expect(await feedIds(access)).not.toContain(post.id)
    }
    expect((await answer(b, post.id, '回答')).statusCode).toBe(404)
    expect((await openReports()).some((r) => r.target.post_id === post.id)).toBe(false)
    // Twice is harmless; releasing a hidden post is the wrong action.
    expect(ok<StaffContentResult>(await send('POST', staffPost(post.id, 'hide'), staff.access))).toEqual({ id: post.id, status: 'hidden', resolved_reports: 0 })
    const wrong = await send('POST', staffPost(post.id, 'release'), staff.access)
    expect([wrong.statusCode, wrong.json()]).toEqual([409, { code: 'business_rule', detail: '该内容已被隐藏，请使用恢复' }])

    expect(ok<StaffContentResult>(await send('POST', staffPost(post.id, 'restore'), staff.access, {}))).toEqual({ id: post.id, status: 'published', resolved_reports: 0 })
    expect(ok<PostDetail>(await t.get(postUrl(post.id), b.access)).status).toBe('published')
    expect(await feedIds()).toContain(post.id)
    const missing = await send('POST', staffPost(99_999_999, 'hide'), staff.access)
    expect([missing.statusCode, missing.json().detail]).toEqual([404, '帖子不存在'])
  })

  test('release: a held post is published for everyone; restoring a held one is the wrong action', async () => {
    const held = await ask(a, { title: '有没有代考渠道啊' })
    expect(held.status).toBe('held')
    expect((await t.get(postUrl(held.id), b.access)).statusCode).toBe(404)
    const wrong = await send('POST', staffPost(held.id, 'restore'), staff.access)
    expect([wrong.statusCode, wrong.json().detail]).toEqual([409, '该内容在审核中，请使用放行'])
    expect(ok<StaffContentResult>(await send('POST', staffPost(held.id, 'release'), staff.access))).toMatchObject({ status: 'published' })
    expect(ok<PostDetail>(await t.get(postUrl(held.id), b.access)).status).toBe('published')
    expect(await feedIds(b.access)).toContain(held.id)
  })

  test('a hidden answer or reply vanishes from the answers list and the count; restored, it is back; a held answer is released', async () => {
    const post = await ask(a)
    const kept = ok<Answer>(await answer(b, post.id, '留下的回答'), 201)
    const bad = ok<Answer>(await answer(c, post.id, '要被隐藏的回答'), 201)
    const badReply = ok<Answer>(await answer(c, post.id, '要被隐藏的回复', kept.id), 201)
    await report(a, { post_id: post.id, reply_id: bad.id, reason: 'abuse' })
    expect(ok<StaffContentResult>(await send('POST', staffReply(bad.id, 'hide'), staff.access))).toEqual({ id: bad.id, status: 'hidden', resolved_reports: 1 })
    expect(ok<StaffContentResult>(await send('POST', staffReply(badReply.id, 'hide'), staff.access)).status).toBe('hidden')
    for (const access of [undefined, a.access, c.access]) {
      const list = await answerIds(post.id, access)
      expect(list.map((x) => x.id)).toEqual([kept.id])
      expect([list[0].replies, list[0].reply_count]).toEqual([[], 0])
    }
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).answer_count).toBe(1)
    // A reply to a hidden answer is refused like one to a missing answer.
    expect((await answer(b, post.id, '回复', bad.id)).json().fields).toEqual({ parent_id: '要回复的回答不存在' })

    await send('POST', staffReply(bad.id, 'restore'), staff.access)
    expect((await answerIds(post.id)).map((x) => x.id)).toEqual([kept.id, bad.id])
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).answer_count).toBe(2)

    const held = ok<Answer>(await answer(b, post.id, '我能代考'), 201)
    expect(held.status).toBe('held')
    expect(ok<StaffContentResult>(await send('POST', staffReply(held.id, 'release'), staff.access)).status).toBe('published')
    expect((await answerIds(post.id, c.access)).map((x) => x.id)).toEqual([kept.id, bad.id, held.id])
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).answer_count).toBe(3)
    expect((await send('POST', staffReply(99_999_999, 'hide'), staff.access)).json().detail).toBe('回复不存在')
  })

  test('dismiss resolves a target’s open reports and leaves it as it is; the list walks by cursor', async () => {
    const post = await ask(a)
    await report(b, { post_id: post.id, reason: 'false_info' })
    await report(c, { post_id: post.id, reason: 'false_info' })
    const mine = (await openReports()).filter((r) => r.target.post_id === post.id)
    expect(mine.map((r) => r.target_open_reports)).toEqual([2, 2])
    expect(ok<DismissResult>(await send('POST', `${STAFF_PATHS.staffReports}${mine[0].id}/dismiss/`, staff.access))).toEqual({ resolved_reports: 2 })
    expect((await openReports()).some((r) => r.target.post_id === post.id)).toBe(false)
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).status).toBe('published')
    expect((await send('POST', `${STAFF_PATHS.staffReports}99999999/dismiss/`, staff.access)).json().detail).toBe('举报不存在')

    // Three more open reports, walked one page at a time.
    const posts = [await ask(a), await ask(a), await ask(a)]
    for (const p of posts) await report(b, { post_id: p.id, reason: 'spam' })
    const all = (await openReports()).map((r) => r.id)
    const walked: number[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page: StaffReportsPage = ok<StaffReportsPage>(await t.get(`${STAFF_PATHS.staffReports}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, staff.access))
      walked.push(...page.results.map((r) => r.id))
      cursor = page.next_cursor
    }
    expect(walked).toEqual(all)
    expect(walked).toEqual([...walked].sort((x, y) => x - y))
  })

  test('mute: posting and answering are 403 saying until when (China time); reading and liking are not; unmute lifts it; it also ends by itself', async () => {
    const post = await ask(b)
    await report(a, { post_id: post.id, reason: 'abuse' })
    const theirAnswer = ok<Answer>(await answer(b, post.id, '一个回答'), 201)
    await report(a, { post_id: post.id, reply_id: theirAnswer.id, reason: 'abuse' })
    // 2025-06-01 16:00 Beijing time (+ whatever the tests added) → muted until 2025-06-20 18:30 Beijing time.
    const until = '2025-06-20T18:30:00+08:00'
    const muted = ok<MuteResult>(await send('PUT', muteUrl(b.id), staff.access, { until }))
    expect(muted).toEqual({ user_id: b.id, username: b.name, muted_until: '2025-06-20T10:30:00.000Z', resolved_reports: 2 })

    const detail = '你已被禁言至 2025-06-20 18:30（北京时间），期间不能发帖、回答或投票'
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const asking = await send('POST', FORUM_PATHS.questions, b.access, newQuestion())
    expect([asking.statusCode, asking.json()]).toEqual([403, { code: 'permission_denied', detail }])
    const topic = await send('POST', FORUM_PATHS.topics, b.access, { level: 'middle_school', tab: 'campus', body: '今天运动会', images: [], hashtags: [] })
    expect(topic.json()).toEqual({ code: 'permission_denied', detail })
    const other = await ask(a)
    expect((await answer(b, other.id, '回答')).json()).toEqual({ code: 'permission_denied', detail })
    expect((await t.get(postUrl(other.id), b.access)).statusCode).toBe(200)
    expect((await send('PUT', postUrl(other.id, 'like/'), b.access)).statusCode).toBe(200)
    // Staff see the mute on the author of reported content.
    await report(c, { post_id: post.id, reason: 'spam' })
    expect((await openReports()).find((r) => r.target.post_id === post.id)?.target.author.muted_until).toBe('2025-06-20T10:30:00.000Z')

    expect(ok<MuteResult>(await send('DELETE', muteUrl(b.id), staff.access))).toEqual({ user_id: b.id, username: b.name, muted_until: null, resolved_reports: 0 })
    expect((await answer(b, other.id, '解禁后的回答')).statusCode).toBe(201)

    // A mute that ends: after its instant, posting works again without an unmute.
    await send('PUT', muteUrl(b.id), staff.access, { until: new Date(t.clock.now + DAY).toISOString() })
    expect((await answer(b, other.id, '还在禁言')).statusCode).toBe(403)
    t.clock.now += DAY
    expect((await answer(b, other.id, '禁言结束了')).statusCode).toBe(201)
  })

  test('a mute must end later than now and name a real time and user', async () => {
    const past = await send('PUT', muteUrl(b.id), staff.access, { until: new Date(t.clock.now - MINUTE).toISOString() })
    expect([past.statusCode, past.json().fields]).toEqual([400, { until: '禁言截止时间必须晚于现在' }])
    expect((await send('PUT', muteUrl(b.id), staff.access, { until: '2030-13-45T00:00:00Z' })).json().fields).toEqual({ until: '禁言截止时间格式不正确' })
    expect((await send('PUT', muteUrl(b.id), staff.access, { until: '明天' })).statusCode).toBe(400)
    expect((await send('PUT', muteUrl(b.id), staff.access, {})).statusCode).toBe(400)
    const nobody = await send('PUT', muteUrl(99_999_999), staff.access, { until: '2030-01-01T00:00:00Z' })
    expect([nobody.statusCode, nobody.json().detail]).toEqual([404, '用户不存在'])
    expect((await send('DELETE', muteUrl(99_999_999), staff.access)).statusCode).toBe(404)
  })
})

describe('medals', () => {
  const medalsOf = async (userId: number) =>
    (await t.database.db.select({ medal: userMedals.medal }).from(userMedals).where(eq(userMedals.userId, userId))).map((r) => r.medal).sort()

  test('a first answer earns 初次回答 on the answer itself, its post’s answers and the feed; a held answer earns nothing', async () => {
    const d = await t.login('13600000031')
    const dm: Member = { access: d.access, id: d.user_core.user_id, name: d.user_core.username }
    const post = await ask(a)
    const held = ok<Answer>(await answer(dm, post.id, '代考找我'), 201)
    expect([held.status, held.author.medals]).toEqual(['held', []])
    const first = ok<Answer>(await answer(dm, post.id, '第一次回答'), 201)
    expect(first.author.medals).toEqual(['初次回答'])
    // A reply earns nothing more and shows the medal too.
    const reply = ok<Answer>(await answer(dm, post.id, '补充一句', first.id), 201)
    expect(reply.author.medals).toEqual(['初次回答'])
    const list = await answerIds(post.id)
    expect(list.find((x) => x.id === first.id)?.author.medals).toEqual(['初次回答'])
    expect(list.find((x) => x.id === first.id)?.replies[0].author.medals).toEqual(['初次回答'])
    expect(await medalsOf(dm.id)).toEqual(['first_answer'])
    // Their own question shows it on the card.
    const own = await ask(dm)
    expect(own.author.medals).toEqual(['初次回答'])
    const card = ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&tab=apply`)).results.find((p) => p.id === own.id)
    expect(card?.author.medals).toEqual(['初次回答'])
  })

  test('10 likes from others earn 小有人气 (own like not counted); medals stay after an unlike', async () => {
    const post = await ask(c)
    expect((await send('PUT', postUrl(post.id, 'like/'), c.access)).statusCode).toBe(200)
    const likers: Member[] = []
    for (let i = 0; i < MEDAL_RULES.wellLikedLikes; i++) {
      const login = await t.login(`1370000${String(i).padStart(4, '0')}`)
      likers.push({ access: login.access, id: login.user_core.user_id, name: login.user_core.username })
    }
    for (const liker of likers.slice(0, -1)) expect((await send('PUT', postUrl(post.id, 'like/'), liker.access)).statusCode).toBe(200)
    expect(await medalsOf(c.id)).not.toContain('well_liked')
    await send('PUT', postUrl(post.id, 'like/'), likers[likers.length - 1].access)
    expect(await medalsOf(c.id)).toContain('well_liked')
    await send('DELETE', postUrl(post.id, 'like/'), likers[0].access)
    const detail = ok<PostDetail>(await t.get(postUrl(post.id)))
    // c answered before (初次回答): the more notable medal first.
    expect(detail.author.medals).toEqual(['小有人气', '初次回答'])
  })

  test('answers on 7 consecutive China days earn 坚持七天 (23:59 and 00:01 are two days); six are not enough', async () => {
    const e = await t.login('13600000032')
    const em: Member = { access: e.access, id: e.user_core.user_id, name: e.user_core.username }
    const post = await ask(a)
    // Midnight Beijing time of some day, then 23:59 Beijing time on day 1, 00:01 on day 2, …
    const midnight = Math.ceil((t.clock.now + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000 + 10 * DAY
    const at = async (time: number) => {
      t.clock.now = time
      expect((await send('POST', postUrl(post.id, 'answers/'), em.access, { body: '打卡' })).statusCode).toBe(201)
    }
    await at(midnight - MINUTE) // day 0, 23:59
    await at(midnight + MINUTE) // day 1, 00:01
    for (let d = 2; d <= 5; d++) await at(midnight + (d - 1) * DAY + 12 * 3_600_000) // days 2-5, noon
    expect(await medalsOf(em.id)).toEqual(['first_answer'])
    await at(midnight + 6 * DAY - 2 * MINUTE) // day 6 (the 7th day), 23:58
    expect(await medalsOf(em.id)).toEqual(['first_answer', 'streak_7'])
  })
})

describe('demo medals', () => {
  test('the demo forum’s members get the medals its answers and likes earn, once', async () => {
    const { database, dispose } = await freshDatabase()
    try {
      expect(await seedDemoForum(database)).not.toBeNull()
      const seeded = await seedDemoForumMedals(database)
      expect(seeded?.medals).toBeGreaterThan(10)
      expect(await seedDemoForumMedals(database)).toBeNull()
      const feed = await feedPage(database.db, '', null, { level: 'middle_school', tab: 'recommend', limit: 50 })
      expect(feed.results.some((p) => p.author.medals.length > 0)).toBe(true)
      expect(feed.results.flatMap((p) => p.author.medals).every((m) => MEDALS.some((x) => x.name === m))).toBe(true)
    } finally {
      await dispose()
    }
  })
})
