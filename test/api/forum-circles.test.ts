/**
 * Circles and hashtag pages (issue 19; types/forumCircles.ts): the circles of a level, the viewer's
 * first; join and leave, idempotent, with member_count equal to the rows under parallel joins; a
 * circle's feed by keyset while posts arrive (no duplicate, no gap), with the home feed's held,
 * hidden and blocking rules; posting into a circle (members only, the circle's level); a hashtag
 * page's count and posts; the demo circles. 4xx answers carry a Chinese detail.
 */
import { and, eq, sql } from 'drizzle-orm'
import { forumBlocks, forumCircleMembers, forumCircles, forumPosts } from '../../server/db/schema'
import { seedDemoForum } from '../../server/seed/demoForum'
import { DEMO_CIRCLES, seedDemoForumCircles } from '../../server/seed/demoForumCircles'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type FeedPage, type ForumLevel, type NewQuestion, type NewTopic, type PostDetail } from '../../types/forum'
import { FORUM_CIRCLE_PATHS, type Circle, type CircleJoinResponse, type CirclesResponse, type HashtagPage } from '../../types/forumCircles'
import { freshDatabase } from './helpers'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
let a: Member
let b: Member
let c: Member
/** Circle ids by slug. */
const circle: Record<string, number> = {}
beforeAll(async () => {
  t = await accountsApp({ env: { FORUM_SENSITIVE_WORDS: '代考' } })
  a = await memberOf(t, '13600000051')
  b = await memberOf(t, '13600000052')
  c = await memberOf(t, '13600000053')
  const rows = await t.database.db
    .insert(forumCircles)
    .values(
      (
        [
          ['ms-one', 'middle_school', '高三冲刺'],
          ['ms-two', 'middle_school', '选科交流'],
          ['ms-three', 'middle_school', '强基计划'],
          ['uni-one', 'university', '考研交流']
        ] as const
      ).map(([slug, level, name]) => ({ slug, level, name, description: `${name}的圈子`, createdAt: new Date(t.clock.now) }))
    )
    .returning({ id: forumCircles.id, slug: forumCircles.slug })
  for (const r of rows) circle[r.slug] = r.id
})
afterAll(() => t.close())

const { send } = forumClient(() => t)
const circleUrl = (ref: string | number, rest = '') => `${FORUM_CIRCLE_PATHS.circles}${ref}/${rest}`
const join = async (who: Member, ref: string | number, joining = true) =>
  ok<CircleJoinResponse>(await send(joining ? 'PUT' : 'DELETE', circleUrl(ref, 'join/'), who.access))
const rowsOf = async (id: number) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(forumCircleMembers)
        .where(eq(forumCircleMembers.circleId, id))
    )[0].n
  )
const countOf = async (id: number) => (await t.database.db.select({ n: forumCircles.memberCount }).from(forumCircles).where(eq(forumCircles.id, id)))[0].n

/** Posts written straight into the table, oldest first. */
async function insertPosts(rows: { author: number; level?: ForumLevel; tab?: string; circleId?: number | null; status?: string; hashtags?: string[] }[]) {
  const inserted = await t.database.db
    .insert(forumPosts)
    .values(
      rows.map((r, i) => ({
        authorId: r.author,
        kind: 'topic',
        level: r.level ?? 'middle_school',
        tab: r.tab ?? 'study',
        title: '',
        body: `圈子里的帖子 ${i}`,
        status: r.status ?? 'published',
        hashtags: r.hashtags ?? [],
        circleId: r.circleId ?? null,
        createdAt: new Date(t.clock.now)
      }))
    )
    .returning({ id: forumPosts.id })
  return inserted.map((r) => r.id)
}

describe('circles', () => {
  test('a level’s circles, for a visitor the middle-school ones; one circle by slug or id; 404 and 400 in Chinese', async () => {
    const visitor = ok<CirclesResponse>(await t.get(FORUM_CIRCLE_PATHS.circles))
    expect(visitor.level).toBe('middle_school')
    expect(visitor.results.map((r) => r.slug)).toEqual(['ms-one', 'ms-two', 'ms-three'])
    expect(visitor.results[0]).toEqual({
      id: circle['ms-one'],
      slug: 'ms-one',
      level: 'middle_school',
      name: '高三冲刺',
      description: '高三冲刺的圈子',
      member_count: 0,
      joined: false,
      is_demo: false
    })
    const uni = ok<CirclesResponse>(await t.get(`${FORUM_CIRCLE_PATHS.circles}?level=university`))
    expect(uni).toMatchObject({ level: 'university', results: [{ slug: 'uni-one' }] })
    expect(ok<Circle>(await t.get(circleUrl('ms-two'))).name).toBe('选科交流')
    expect(ok<Circle>(await t.get(circleUrl(circle['ms-two']))).slug).toBe('ms-two')

    for (const url of [circleUrl('nope'), circleUrl(999999), circleUrl('nope', 'posts/')]) {
      const res = await t.get(url)
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { code: 'not_found', detail: '圈子不存在' }])
    }
    expect((await send('PUT', circleUrl('nope', 'join/'), a.access)).json()).toEqual({ code: 'not_found', detail: '圈子不存在' })
    for (const url of [
      circleUrl('Bad_Slug'),
      circleUrl('0'),
      `${FORUM_CIRCLE_PATHS.circles}?level=primary`,
      `${circleUrl('ms-one')}?x=1`,
      `${circleUrl('ms-one', 'posts/')}?cursor=0`
    ]) {
      const res = await t.get(url)
      expect([url, res.statusCode]).toEqual([url, 400])
      expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  test('join and leave need login and are idempotent; the viewer’s circles come first', async () => {
    expect((await send('PUT', circleUrl('ms-three', 'join/'))).json()).toEqual({ code: 'not_authenticated', detail: '请先登录' })
    expect((await send('DELETE', circleUrl('ms-three', 'join/'))).statusCode).toBe(401)
    expect((await send('PUT', circleUrl('ms-three', 'join/'), a.access, { join: true })).statusCode).toBe(400)

    expect(await join(a, 'ms-three')).toEqual({ joined: true, member_count: 1 })
    expect(await join(a, 'ms-three')).toEqual({ joined: true, member_count: 1 })
    expect(await join(b, circle['ms-three'])).toEqual({ joined: true, member_count: 2 })
    expect(await rowsOf(circle['ms-three'])).toBe(2)

    const mine = ok<CirclesResponse>(await t.get(FORUM_CIRCLE_PATHS.circles, a.access))
    expect(mine.results.map((r) => [r.slug, r.joined, r.member_count])).toEqual([
      ['ms-three', true, 2],
      ['ms-one', false, 0],
      ['ms-two', false, 0]
    ])
    expect(ok<Circle>(await t.get(circleUrl('ms-three'), a.access))).toMatchObject({ joined: true, member_count: 2 })
    expect(ok<Circle>(await t.get(circleUrl('ms-three'), c.access))).toMatchObject({ joined: false, member_count: 2 })
    expect(ok<Circle>(await t.get(circleUrl('ms-three')))).toMatchObject({ joined: false })

    expect(await join(a, 'ms-three', false)).toEqual({ joined: false, member_count: 1 })
    expect(await join(a, 'ms-three', false)).toEqual({ joined: false, member_count: 1 })
    expect(await join(c, 'ms-three', false)).toEqual({ joined: false, member_count: 1 })
    expect(await rowsOf(circle['ms-three'])).toBe(1)
    await join(b, 'ms-three', false)
  })

  test('parallel joins and leaves: member_count equals the rows', async () => {
    const others = await Promise.all(Array.from({ length: 8 }, (_, i) => memberOf(t, `1360000006${i}`)))
    const id = circle['ms-two']
    // Everyone joins twice at once, from the same and from different accounts.
    await Promise.all([...others, ...others, a, b].map((who) => join(who, 'ms-two')))
    expect(await rowsOf(id)).toBe(10)
    expect(await countOf(id)).toBe(10)
    // Half leave while the others join again.
    await Promise.all([
      ...others.slice(0, 4).map((who) => join(who, 'ms-two', false)),
      ...others.slice(4).map((who) => join(who, 'ms-two')),
      join(others[0], 'ms-two', false)
    ])
    expect(await rowsOf(id)).toBe(6)
    expect(await countOf(id)).toBe(6)
    expect(ok<Circle>(await t.get(circleUrl('ms-two'))).member_count).toBe(6)
  })
})

describe('a circle’s feed', () => {
  test('newest first by keyset: no duplicate and no gap while posts arrive; only the circle’s posts', async () => {
    const id = circle['ms-one']
    const first = await insertPosts(Array.from({ length: 25 }, (_, i) => ({ author: i % 2 ? a.id : b.id, circleId: id })))
    await insertPosts([{ author: a.id }, { author: a.id, circleId: circle['ms-two'] }])
    const seen: number[] = []
    let cursor: string | null = null
    let added: number[] = []
    do {
      const res: FeedPage = ok<FeedPage>(await t.get(`${circleUrl('ms-one', 'posts/')}?limit=7${cursor ? `&cursor=${cursor}` : ''}`))
      seen.push(...res.results.map((p) => p.id))
      cursor = res.next_cursor
      // New posts arrive while someone scrolls: they go above, never into the pages still to come.
      if (added.length === 0)
        added = await insertPosts([
          { author: c.id, circleId: id },
          { author: c.id, circleId: id }
        ])
    } while (cursor)
    expect(seen).toEqual([...first].reverse())
    const top = ok<FeedPage>(await t.get(`${circleUrl(id, 'posts/')}?limit=3`))
    expect(top.results.map((p) => p.id)).toEqual([added[1], added[0], first[24]])
    // The home feed's card shape.
    expect(Object.keys(top.results[0]).sort()).toEqual(
      Object.keys(ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&tab=recommend&limit=1`)).results[0]).sort()
    )
  })

  test('held posts only for their author, hidden ones for nobody, a blocked author’s for nobody who blocked them', async () => {
    await join(c, 'uni-one')
    const id = circle['uni-one']
    const [published, held, hidden, byB] = await insertPosts([
      { author: a.id, level: 'university', tab: 'kaoyan', circleId: id },
      { author: a.id, level: 'university', tab: 'kaoyan', circleId: id, status: 'held' },
      { author: a.id, level: 'university', tab: 'kaoyan', circleId: id, status: 'hidden' },
      { author: b.id, level: 'university', tab: 'kaoyan', circleId: id }
    ])
    const ids = async (access?: string) => ok<FeedPage>(await t.get(circleUrl('uni-one', 'posts/'), access)).results.map((p) => p.id)
    expect(await ids()).toEqual([byB, published])
    expect(await ids(a.access)).toEqual([byB, held, published])
    expect(await ids(c.access)).toEqual([byB, published])
    await t.database.db.insert(forumBlocks).values({ blockerId: c.id, blockedId: b.id, createdAt: new Date(t.clock.now) })
    expect(await ids(c.access)).toEqual([published])
    expect(hidden).toBeGreaterThan(0)
    await t.database.db.delete(forumBlocks).where(and(eq(forumBlocks.blockerId, c.id), eq(forumBlocks.blockedId, b.id)))
  })
})

describe('posting into a circle', () => {
  const topic = (overrides: Partial<NewTopic> = {}): NewTopic => ({
    level: 'middle_school',
    tab: 'study',
    body: '今天的错题整理完了',
    images: [],
    hashtags: [],
    ...overrides
  })
  const question = (overrides: Partial<NewQuestion> = {}): NewQuestion => ({
    level: 'middle_school',
    tab: 'gaokao',
    title: '选物化生还是物化地？',
    body: '',
    images: [],
    qa_tag: null,
    ...overrides
  })
  const post = async (who: Member, url: string, body: object) => {
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    return send('POST', url, who.access, body)
  }

  test('only a member posts into a circle, and only a post of its level; the post shows in its feed', async () => {
    const notMember = await post(c, FORUM_PATHS.topics, topic({ circle: 'ms-one' }))
    expect([notMember.statusCode, notMember.json()]).toEqual([403, { code: 'permission_denied', detail: '加入「高三冲刺」后才能在圈子里发帖' }])
    await join(c, 'ms-one')
    const wrongLevel = await post(c, FORUM_PATHS.topics, topic({ circle: 'uni-one' }))
    expect(wrongLevel.statusCode).toBe(400)
    expect(wrongLevel.json()).toMatchObject({ code: 'validation_error', detail: '「考研交流」是大学的圈子，不能发到高中版块' })
    const missing = await post(c, FORUM_PATHS.questions, question({ circle: 'nope' }))
    expect([missing.statusCode, missing.json().detail]).toEqual([400, '圈子不存在，请重新选择'])
    const badRef = await post(c, FORUM_PATHS.questions, question({ circle: 'Nope!' }))
    expect(badRef.statusCode).toBe(400)

    const made = ok<PostDetail>(await post(c, FORUM_PATHS.topics, topic({ circle: 'ms-one' })), 201)
    const asked = ok<PostDetail>(await post(c, FORUM_PATHS.questions, question({ circle: String(circle['ms-one']) })), 201)
    const [row] = await t.database.db.select({ circleId: forumPosts.circleId }).from(forumPosts).where(eq(forumPosts.id, made.id))
    expect(row.circleId).toBe(circle['ms-one'])
    const feed = ok<FeedPage>(await t.get(`${circleUrl('ms-one', 'posts/')}?limit=2`))
    expect(feed.results.map((p) => p.id)).toEqual([asked.id, made.id])
    // Without a circle, as before: not in any circle's feed.
    const plain = ok<PostDetail>(await post(c, FORUM_PATHS.topics, topic()), 201)
    const [plainRow] = await t.database.db.select({ circleId: forumPosts.circleId }).from(forumPosts).where(eq(forumPosts.id, plain.id))
    expect(plainRow.circleId).toBeNull()
    // A held post in a circle: its author sees it there, nobody else.
    const held = ok<PostDetail>(await post(c, FORUM_PATHS.topics, topic({ circle: 'ms-one', body: '出售代考服务' })), 201)
    expect(held.status).toBe('held')
    expect(ok<FeedPage>(await t.get(`${circleUrl('ms-one', 'posts/')}?limit=1`, c.access)).results[0].id).toBe(held.id)
    expect(ok<FeedPage>(await t.get(`${circleUrl('ms-one', 'posts/')}?limit=1`, a.access)).results[0].id).toBe(asked.id)
    // After leaving, no more posting there.
    await join(c, 'ms-one', false)
    expect((await post(c, FORUM_PATHS.topics, topic({ circle: 'ms-one' }))).statusCode).toBe(403)
  })
})

describe('a hashtag page', () => {
  test('the count of a level’s published posts with the tag, and its posts from the feed', async () => {
    const ids = await insertPosts([
      { author: a.id, hashtags: ['错题本'] },
      { author: b.id, hashtags: ['错题本', '数学'] },
      { author: b.id, hashtags: ['错题本'], status: 'held' },
      { author: b.id, hashtags: ['错题本'], status: 'hidden' },
      { author: a.id, hashtags: ['错题本'], level: 'university', tab: 'kaoyan' },
      { author: a.id, hashtags: ['错题'] }
    ])
    const head = (query: string, access?: string) => t.get(query ? `${FORUM_CIRCLE_PATHS.tag}?${query}` : FORUM_CIRCLE_PATHS.tag, access)
    expect(ok<HashtagPage>(await head(`name=${encodeURIComponent('错题本')}`))).toEqual({ tag: '错题本', level: 'middle_school', post_count: 2 })
    expect(ok<HashtagPage>(await head(`name=${encodeURIComponent('#错题本')}&level=university`))).toEqual({ tag: '错题本', level: 'university', post_count: 1 })
    // A key of the hashtag config means its word.
    expect(ok<HashtagPage>(await head('name=qiangji')).tag).toBe('强基计划')
    const feed = ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&tab=recommend&hashtag=${encodeURIComponent('错题本')}`, b.access))
    expect(feed.results.map((p) => p.id)).toEqual([ids[2], ids[1], ids[0]])

    const blank = await head(`name=${encodeURIComponent('#')}`)
    expect([blank.statusCode, blank.json()]).toMatchObject([400, { detail: '话题不能为空' }])
    for (const query of ['', `name=${encodeURIComponent('字'.repeat(22))}`, 'name=a&level=x', 'name=a&extra=1']) {
      const res = await head(query)
      expect([query, res.statusCode]).toEqual([query, 400])
      expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

test('the demo circles: both levels, members counted, each with posts of its level, once', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    const now = Date.UTC(2025, 5, 1, 8, 0, 0)
    expect(await seedDemoForumCircles(database, now)).toBeNull() // no demo members yet
    await seedDemoForum(database, now)
    const counts = await seedDemoForumCircles(database, now)
    expect(counts).toEqual({ circles: DEMO_CIRCLES.length, members: expect.any(Number), posts: expect.any(Number) })
    expect(await seedDemoForumCircles(database, now)).toBeNull()
    const db = database.db
    const circles = await db.select().from(forumCircles)
    expect(new Set(circles.map((r) => r.level))).toEqual(new Set(['middle_school', 'university']))
    expect(circles.every((r) => r.isDemo && r.memberCount > 0)).toBe(true)
    const wrong = (await db.execute(sql`
      select count(*)::int as n from forum_circles c
      where c.member_count <> (select count(*) from forum_circle_members m where m.circle_id = c.id)
         or not exists (select 1 from forum_posts p where p.circle_id = c.id)
         or exists (select 1 from forum_posts p where p.circle_id = c.id and (p.level <> c.level or not p.is_demo))`)) as unknown as { rows: { n: number }[] }
    expect(wrong.rows[0].n).toBe(0)
    const [inCircles] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(sql`${forumPosts.circleId} is not null`)
    expect(inCircles.n).toBe(counts!.posts)
    expect(counts!.posts).toBeGreaterThanOrEqual(DEMO_CIRCLES.length * 5)
  } finally {
    await dispose()
  }
}, 30_000)
