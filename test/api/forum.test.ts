/**
 * The forum's first slice (issue 19; types/forum.ts): the home screen, the feed by level and tab
 * with keyset pagination (also while posts arrive), posting questions and topics as typed, the
 * sensitive-word hold, answers with one level of replies, likes, rate limits, images, and the 4xx
 * answers with their Chinese details. The app's clock is 2025-06-01 16:00 Beijing time
 * (support/accounts.ts); tests move it.
 */
import { eq, sql } from 'drizzle-orm'
import { forumPosts, forumReplies, users } from '../../server/db/schema'
import { TAB_CONFIG } from '../../server/services/app-config'
import {
  FORUM_LIMITS,
  FORUM_PATHS,
  FORUM_RATE_LIMITS,
  type Answer,
  type AnswersPage,
  type FeedPage,
  type ForumLevel,
  type HomeResponse,
  type HotItem,
  type LikeResponse,
  type NewTopic,
  type PostDetail
} from '../../types/forum'
import { USER_PATHS } from '../../types/user'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, newQuestion, ok, postUrl } from './support/forum'

let t: AccountsApp
let a: Member
let b: Member
let c: Member
beforeAll(async () => {
  t = await accountsApp({ env: { FORUM_SENSITIVE_WORDS: '代考,刷分神器' } })
  const member = (phone: string) => memberOf(t, phone)
  a = await member('13600000011')
  b = await member('13600000012')
  c = await member('13600000013')
})
afterAll(() => t.close())

const MINUTE = 60_000
const { send, ask, answer } = forumClient(() => t)
const feed = (query: string, access?: string) => t.get(`${FORUM_PATHS.feed}?${query}`, access)
const feedIds = async (query: string, access?: string) => ok<FeedPage>(await feed(`${query}&limit=50`, access)).results.map((p) => p.id)

/** Posts written straight into the table (many at once, no rate limit), oldest first. */
async function insertPosts(
  rows: {
    author: number
    level: ForumLevel
    tab: string
    status?: string
    title?: string
    createdAt?: Date
    likeCount?: number
    answerCount?: number
    hashtags?: string[]
    qaTag?: string | null
  }[]
) {
  const inserted = await t.database.db
    .insert(forumPosts)
    .values(
      rows.map((r, i) => ({
        authorId: r.author,
        kind: 'question',
        level: r.level,
        tab: r.tab,
        title: r.title ?? `测试问题 ${i}`,
        body: '正文',
        status: r.status ?? 'published',
        likeCount: r.likeCount ?? 0,
        answerCount: r.answerCount ?? 0,
        hashtags: r.hashtags ?? [],
        qaTag: r.qaTag ?? null,
        createdAt: r.createdAt ?? new Date(t.clock.now)
      }))
    )
    .returning({ id: forumPosts.id })
  return inserted.map((r) => r.id)
}

describe('login', () => {
  test('posting, answering and liking need login (401); reading does not', async () => {
    expect((await send('POST', FORUM_PATHS.questions, undefined, newQuestion())).json()).toEqual({ code: 'not_authenticated', detail: '请先登录' })
    const topic: NewTopic = { level: 'middle_school', tab: 'campus', body: '今天运动会', images: [], hashtags: [] }
    expect((await send('POST', FORUM_PATHS.topics, undefined, topic)).statusCode).toBe(401)
    const [id] = await insertPosts([{ author: a.id, level: 'middle_school', tab: 'apply' }])
    expect((await send('POST', postUrl(id, 'answers/'), undefined, { body: '回答' })).statusCode).toBe(401)
    expect((await send('PUT', postUrl(id, 'like/'))).statusCode).toBe(401)
    expect((await send('DELETE', postUrl(id, 'like/'))).statusCode).toBe(401)
    expect((await send('POST', FORUM_PATHS.questions, 'not-a-token', newQuestion())).json().code).toBe('token_not_valid')
    // Reading: a visitor, and a bad token reads as a visitor.
    expect((await t.get(postUrl(id))).statusCode).toBe(200)
    expect((await t.get(postUrl(id), 'not-a-token')).statusCode).toBe(200)
    expect((await t.get(postUrl(id, 'answers/'))).statusCode).toBe(200)
    expect((await feed('level=middle_school&tab=recommend')).statusCode).toBe(200)
  })
})

describe('posting', () => {
  test('text comes back byte for byte as typed: stored as text, never HTML-escaped', async () => {
    const body = '<script>alert(1)</script> & &amp; "引号" \'单引号\' <img src=x onerror=alert(2)>\n第二行  两个空格 😀'
    const title = '<b>标题</b> & "问题" <script>'
    const created = await ask(a, { title, body })
    expect(created).toMatchObject({ title, body, kind: 'question', status: 'published', is_demo: false, liked: false, like_count: 0, answer_count: 0 })
    expect(created.author).toEqual({ user_id: a.id, username: a.name, avatar_url: '', pendant: null, medals: [] })
    expect(ok<PostDetail>(await t.get(postUrl(created.id)))).toEqual(created)
    const [row] = await t.database.db.select({ title: forumPosts.title, body: forumPosts.body }).from(forumPosts).where(eq(forumPosts.id, created.id))
    expect(row).toEqual({ title, body })
    const card = ok<FeedPage>(await feed('level=middle_school&tab=apply')).results.find((p) => p.id === created.id)
    expect(card?.excerpt).toBe([...body].slice(0, FORUM_LIMITS.excerpt).join(''))
    expect(card?.title).toBe(title)
    // An answer too.
    const answered = ok<Answer>(await answer(b, created.id, body), 201)
    expect(answered.body).toBe(body)
    expect(ok<AnswersPage>(await t.get(postUrl(created.id, 'answers/'))).results[0].body).toBe(body)
  })

  test('a tab outside the level, an unknown QA tag, blank text: 400 with a Chinese detail', async () => {
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const wrongLevel = await send('POST', FORUM_PATHS.questions, a.access, newQuestion({ level: 'university', tab: 'apply' }))
    expect(wrongLevel.statusCode).toBe(400)
    expect(wrongLevel.json()).toEqual({ code: 'validation_error', detail: '该分区不属于大学版块，请重新选择', fields: { tab: '该分区不属于大学版块，请重新选择' } })
    expect((await send('POST', FORUM_PATHS.questions, a.access, newQuestion({ tab: 'recommend' }))).json().fields).toEqual({ tab: '该分区不属于高中版块，请重新选择' })
    expect((await send('POST', FORUM_PATHS.questions, a.access, newQuestion({ tab: 'kaoyan' }))).statusCode).toBe(400)
    expect((await send('POST', FORUM_PATHS.questions, a.access, newQuestion({ qa_tag: 'nope' }))).json().fields).toEqual({ qa_tag: '问答标签不存在，请重新选择' })
    expect((await send('POST', FORUM_PATHS.questions, a.access, newQuestion({ title: '   好   ' }))).json().fields).toEqual({
      title: `标题至少 ${FORUM_LIMITS.titleMin} 个字`
    })
    const blankTopic: NewTopic = { level: 'middle_school', tab: 'campus', body: '  \n ', images: [], hashtags: [] }
    expect((await send('POST', FORUM_PATHS.topics, a.access, blankTopic)).json().fields).toEqual({ body: '内容不能为空' })
    // Schema checks: too short a title, too many images, an unknown field.
    expect((await send('POST', FORUM_PATHS.questions, a.access, newQuestion({ title: '短' }))).statusCode).toBe(400)
    const tooMany = newQuestion({ images: Array.from({ length: FORUM_LIMITS.imagesMax + 1 }, (_, i) => `k${i}`) })
    expect((await send('POST', FORUM_PATHS.questions, a.access, tooMany)).statusCode).toBe(400)
    expect((await send('POST', FORUM_PATHS.questions, a.access, { ...newQuestion(), extra: 1 })).json().code).toBe('validation_error')
  })

  test('a topic carries the hashtags picked and those typed in its body, each once, at most five', async () => {
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const body = '#强基计划 校测经验分享，#选科 也聊聊。C#不是话题，#强基计划 再提一次 #甲 #乙 #丙'
    const created = ok<PostDetail>(
      await send('POST', FORUM_PATHS.topics, a.access, { level: 'middle_school', tab: 'qiangji', body, images: [], hashtags: ['#高考志愿', '强基计划'] }),
      201
    )
    expect(created).toMatchObject({ kind: 'topic', title: '', body, qa_tag: null, hashtags: ['高考志愿', '强基计划', '选科', '甲', '乙'] })
    // The feed narrows to a hashtag, given as its word or as the hashtag config's key.
    expect(await feedIds(`level=middle_school&tab=recommend&hashtag=${encodeURIComponent('选科')}`)).toEqual([created.id])
    expect(await feedIds(`level=middle_school&tab=recommend&hashtag=${encodeURIComponent('#选科')}`)).toEqual([created.id])
    expect(await feedIds('level=middle_school&tab=recommend&hashtag=gaokao-apply')).toEqual([created.id])
  })

  test('images must be finished image uploads of the author; answered as storage URLs', async () => {
    const presign = ok<{ url: string; key: string }>(await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`, a.access))
    const pending = ok<{ url: string; key: string }>(await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`, a.access))
    const uploaded = await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })
    expect(uploaded.statusCode).toBe(200)
    const created = await ask(a, { images: [presign.key, presign.key] })
    const url = `/api/storage/file/${presign.key}`
    const thumbUrl = `/api/storage/thumb/${presign.key}`
    expect(created.images).toEqual([{ url, thumb_url: thumbUrl }])
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    const card = ok<FeedPage>(await feed('level=middle_school&tab=apply')).results.find((p) => p.id === created.id)
    expect(card).toMatchObject({ images: [{ url, thumb_url: thumbUrl }], image_count: 1 })
    // Someone else's upload, a pending one, an unknown key.
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    for (const [who, key] of [
      [b, presign.key],
      [a, pending.key],
      [a, 'f'.repeat(32) + '.png']
    ] as const) {
      const res = await send('POST', FORUM_PATHS.questions, who.access, newQuestion({ images: [key] }))
      expect([res.statusCode, res.json().fields]).toEqual([400, { images: '图片不存在或未上传完成，请重新上传' }])
    }
  })
})

describe('the feed', () => {
  test('filters by level and tab; recommend is every tab of the level; QA tags narrow it', async () => {
    const ids = await insertPosts([
      { author: c.id, level: 'university', tab: 'kaoyan', qaTag: 'study' },
      { author: c.id, level: 'university', tab: 'career', qaTag: 'other' },
      { author: c.id, level: 'middle_school', tab: 'gaokao', qaTag: 'study' },
      { author: c.id, level: 'middle_school', tab: 'campus', qaTag: 'other' }
    ])
    const [kaoyan, career, gaokao, campus] = ids
    const university = await feedIds('level=university&tab=recommend')
    expect(university).toEqual(expect.arrayContaining([career, kaoyan]))
    expect(university).not.toContain(gaokao)
    expect(university.indexOf(career)).toBeLessThan(university.indexOf(kaoyan))
    expect(await feedIds('level=university&tab=kaoyan')).toEqual([kaoyan])
    const middle = await feedIds('level=middle_school&tab=recommend')
    expect(middle).toEqual(expect.arrayContaining([gaokao, campus]))
    expect(middle).not.toContain(kaoyan)
    expect(await feedIds('level=middle_school&tab=gaokao')).toEqual([gaokao])
    expect(await feedIds('level=middle_school&tab=recommend&qa_tag=other')).toEqual([campus])
    const page = ok<FeedPage>(await feed('level=university&tab=career'))
    expect(page.next_cursor).toBeNull()
    expect(page.results[0]).toMatchObject({ id: career, level: 'university', tab: 'career', kind: 'question', liked: false })
  })

  test('bad queries: an unknown field, a tab of the other level, a bad cursor or limit → 400', async () => {
    const unknown = await feed('level=middle_school&tab=recommend&page=2')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().code).toBe('validation_error')
    expect((await feed('level=middle_school&tab=recommend&foo=1')).statusCode).toBe(400)
    expect((await feed('level=middle_school&tab=kaoyan')).json().fields).toEqual({ tab: '该分区不属于高中版块，请重新选择' })
    expect((await feed('level=middle_school&tab=recommend&qa_tag=nope')).json().fields).toEqual({ qa_tag: '问答标签不存在，请重新选择' })
    expect((await feed('level=college&tab=recommend')).statusCode).toBe(400)
    expect((await feed('tab=recommend')).statusCode).toBe(400)
    expect((await feed('level=middle_school&tab=recommend&cursor=0')).statusCode).toBe(400)
    expect((await feed('level=middle_school&tab=recommend&cursor=abc')).statusCode).toBe(400)
    expect((await feed(`level=middle_school&tab=recommend&limit=${FORUM_LIMITS.pageSizeMax + 1}`)).statusCode).toBe(400)
    expect((await t.get(`${FORUM_PATHS.home}?levle=university`)).statusCode).toBe(400)
    expect((await t.get(`${postUrl(1)}?x=1`)).statusCode).toBe(400)
  })

  test('the cursor walks every post exactly once while new posts are written between and during page fetches', async () => {
    // A level and tab of their own: 'university' / 'major', 95 posts, a few of them held (the
    // walker's own, which it sees, and someone else's, which it does not).
    const rows = Array.from({ length: 95 }, (_, i) => ({
      author: i % 3 === 0 ? c.id : a.id,
      level: 'university' as const,
      tab: 'major',
      status: i % 10 === 4 ? 'held' : 'published'
    }))
    const ids = await insertPosts(rows)
    const visibleToC = ids.filter((_, i) => rows[i].status === 'published' || rows[i].author === c.id)
    const before = new Set(visibleToC)
    const seen: number[] = []
    const firstPage = new Set<number>()
    let cursor: string | null = null
    let pages = 0
    do {
      const url: string = `${FORUM_PATHS.feed}?level=university&tab=major&limit=7${cursor ? `&cursor=${cursor}` : ''}`
      // A new post is written while the page is read, and another between pages.
      t.clock.now += 3 * MINUTE
      const [res] = await Promise.all([
        t.get(url, c.access),
        send('POST', FORUM_PATHS.questions, b.access, newQuestion({ level: 'university', tab: 'major', qa_tag: 'major', title: `并发写入的问题 ${pages}` }))
      ])
      await insertPosts([{ author: b.id, level: 'university', tab: 'major' }])
      const page = ok<FeedPage>(res)
      seen.push(...page.results.map((p) => p.id))
      if (pages === 0) for (const p of page.results) firstPage.add(p.id)
      cursor = page.next_cursor
      if (cursor !== null) expect(cursor).toBe(String(page.results[page.results.length - 1].id))
      pages++
    } while (cursor !== null && pages < 50)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual([...seen].sort((x, y) => y - x))
    // No gaps: every post that existed at the start and is the walker's to see, in order.
    expect(seen.filter((id) => before.has(id))).toEqual([...visibleToC].reverse())
    // A post written during the walk can only be on the first page (read while it was written):
    // the cursor pages below it never show anything newer.
    expect(seen.filter((id) => !before.has(id)).every((id) => firstPage.has(id))).toBe(true)
    expect(pages).toBeLessThanOrEqual(Math.ceil((visibleToC.length + 1) / 7))
  })
})

describe('the sensitive-word hold', () => {
  test('a post with a listed word is held: its author sees it (status held), nobody else does', async () => {
    const held = await ask(a, { title: '有没有靠谱的代 考渠道？', body: '急' })
    expect(held.status).toBe('held')
    const spaced = await ask(a, { title: '普通的问题标题', body: '推荐一个刷分神器' })
    expect(spaced.status).toBe('held')
    expect(await feedIds('level=middle_school&tab=apply', a.access)).toEqual(expect.arrayContaining([held.id, spaced.id]))
    expect(ok<FeedPage>(await feed('level=middle_school&tab=apply', a.access)).results.find((p) => p.id === held.id)?.status).toBe('held')
    for (const access of [b.access, undefined]) {
      expect(await feedIds('level=middle_school&tab=apply', access)).not.toContain(held.id)
      expect(await feedIds('level=middle_school&tab=recommend', access)).not.toContain(held.id)
      const res = await t.get(postUrl(held.id), access)
      expect([res.statusCode, res.json()]).toEqual([404, { code: 'not_found', detail: '帖子不存在' }])
      expect((await t.get(postUrl(held.id, 'answers/'), access)).statusCode).toBe(404)
    }
    expect(ok<PostDetail>(await t.get(postUrl(held.id), a.access)).status).toBe('held')
    // Others cannot answer or like it either.
    expect((await answer(b, held.id, '回答')).statusCode).toBe(404)
    expect((await send('PUT', postUrl(held.id, 'like/'), b.access)).statusCode).toBe(404)
  })

  test('an answer with a listed word is held: shown to its author only, not counted', async () => {
    const post = await ask(a)
    const heldAnswer = ok<Answer>(await answer(b, post.id, '可以找人代考'), 201)
    expect(heldAnswer.status).toBe('held')
    const fine = ok<Answer>(await answer(c, post.id, '多看招生章程'), 201)
    expect(fine.status).toBe('published')
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).answer_count).toBe(1)
    const ids = async (access?: string) => ok<AnswersPage>(await t.get(postUrl(post.id, 'answers/'), access)).results.map((x) => x.id)
    expect(await ids(b.access)).toEqual([heldAnswer.id, fine.id])
    expect(await ids(a.access)).toEqual([fine.id])
    expect(await ids()).toEqual([fine.id])
    // Nobody can reply to a held answer they cannot see.
    expect((await answer(a, post.id, '回复', heldAnswer.id)).json().fields).toEqual({ parent_id: '要回复的回答不存在' })
  })

  test('a hidden post is missing for everyone, its author included', async () => {
    const post = await ask(a)
    await t.database.db.update(forumPosts).set({ status: 'hidden' }).where(eq(forumPosts.id, post.id))
    for (const access of [a.access, b.access, undefined]) {
      const res = await t.get(postUrl(post.id), access)
      expect([res.statusCode, res.json().detail]).toEqual([404, '帖子不存在'])
      expect(await feedIds('level=middle_school&tab=apply', access)).not.toContain(post.id)
    }
    expect((await t.get(postUrl(999_999))).json()).toEqual({ code: 'not_found', detail: '帖子不存在' })
  })
})

describe('answers and replies', () => {
  test('answers oldest first with their first replies; a reply to a reply is a 400', async () => {
    const post = await ask(a)
    const first = ok<Answer>(await answer(b, post.id, '第一个回答'), 201)
    expect(first).toMatchObject({ post_id: post.id, parent_id: null, reply_to: null, replies: [], reply_count: 0, status: 'published' })
    const second = ok<Answer>(await answer(c, post.id, '第二个回答'), 201)
    const replies: Answer[] = []
    for (const [who, body] of [
      [a, '谢谢！'],
      [c, '同意'],
      [b, '补充一点'],
      [a, '明白了']
    ] as const) {
      replies.push(ok<Answer>(await answer(who, post.id, body, first.id), 201))
    }
    expect(replies[0]).toMatchObject({ parent_id: first.id, reply_to: b.name, body: '谢谢！' })
    // A reply to a reply, to an answer of another post, to nothing: 400 with a Chinese detail.
    const nested = await answer(c, post.id, '楼中楼', replies[0].id)
    expect([nested.statusCode, nested.json()]).toEqual([
      400,
      { code: 'validation_error', detail: '只能回复回答，不能回复回复', fields: { parent_id: '只能回复回答，不能回复回复' } }
    ])
    const other = await ask(c)
    expect((await answer(a, other.id, '串楼', first.id)).json().fields).toEqual({ parent_id: '要回复的回答不存在' })
    expect((await answer(a, post.id, '不存在', 999_999)).json().fields).toEqual({ parent_id: '要回复的回答不存在' })
    expect((await answer(a, post.id, '   ')).json().fields).toEqual({ body: '回复内容不能为空' })
    expect((await answer(a, 999_999, '回答')).statusCode).toBe(404)

    // answer_count counts the top-level answers only.
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).answer_count).toBe(2)
    const page = ok<AnswersPage>(await t.get(postUrl(post.id, 'answers/')))
    expect(page.results.map((x) => x.id)).toEqual([first.id, second.id])
    expect(page.results[0].reply_count).toBe(4)
    expect(page.results[0].replies.map((r) => r.id)).toEqual(replies.slice(0, 3).map((r) => r.id))
    expect(page.results[1]).toMatchObject({ replies: [], reply_count: 0 })
    expect(page.next_cursor).toBeNull()
    // Oldest first by cursor.
    const one = ok<AnswersPage>(await t.get(`${postUrl(post.id, 'answers/')}?limit=1`))
    expect([one.results.map((x) => x.id), one.next_cursor]).toEqual([[first.id], String(first.id)])
    const rest = ok<AnswersPage>(await t.get(`${postUrl(post.id, 'answers/')}?limit=1&cursor=${one.next_cursor}`))
    expect([rest.results.map((x) => x.id), rest.next_cursor]).toEqual([[second.id], null])
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumReplies)
      .where(eq(forumReplies.postId, post.id))
    expect(stored.n).toBe(6)
  })
})

describe('likes', () => {
  test('PUT likes and DELETE unlikes, both idempotent; the count follows', async () => {
    const post = await ask(c)
    const like = async (who: Member, method: 'PUT' | 'DELETE') => ok<LikeResponse>(await send(method, postUrl(post.id, 'like/'), who.access))
    expect(await like(a, 'PUT')).toEqual({ liked: true, like_count: 1 })
    expect(await like(a, 'PUT')).toEqual({ liked: true, like_count: 1 })
    expect(await like(b, 'PUT')).toEqual({ liked: true, like_count: 2 })
    expect(await like(a, 'DELETE')).toEqual({ liked: false, like_count: 1 })
    expect(await like(a, 'DELETE')).toEqual({ liked: false, like_count: 1 })
    expect(await like(c, 'DELETE')).toEqual({ liked: false, like_count: 1 })
    expect(ok<PostDetail>(await t.get(postUrl(post.id), b.access))).toMatchObject({ liked: true, like_count: 1 })
    expect(ok<PostDetail>(await t.get(postUrl(post.id), a.access))).toMatchObject({ liked: false, like_count: 1 })
    expect(ok<PostDetail>(await t.get(postUrl(post.id)))).toMatchObject({ liked: false, like_count: 1 })
    const card = async (access?: string) => ok<FeedPage>(await feed('level=middle_school&tab=apply', access)).results.find((p) => p.id === post.id)
    expect(await card(b.access)).toMatchObject({ liked: true, like_count: 1 })
    expect(await card(a.access)).toMatchObject({ liked: false, like_count: 1 })
    // Concurrent likes of one user count once.
    await Promise.all([like(c, 'PUT'), like(c, 'PUT'), like(c, 'PUT')])
    expect(ok<PostDetail>(await t.get(postUrl(post.id))).like_count).toBe(2)
    expect((await send('PUT', postUrl(999_999, 'like/'), a.access)).statusCode).toBe(404)
    expect((await send('PUT', postUrl(post.id, 'like/'), a.access, { liked: true })).statusCode).toBe(400)
  })
})

describe('rate limits', () => {
  test('posting past the limit → 429 throttled; the window moves on', async () => {
    const d = await t.login('13600000014')
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    for (let i = 0; i < FORUM_RATE_LIMITS.post.count; i++) {
      t.clock.now += 1000
      ok(await send('POST', FORUM_PATHS.questions, d.access, newQuestion({ title: `第 ${i} 个问题标题` })), 201)
    }
    const over = await send('POST', FORUM_PATHS.topics, d.access, { level: 'middle_school', tab: 'campus', body: '再发一条', images: [], hashtags: [] })
    expect([over.statusCode, over.json()]).toEqual([429, { code: 'throttled', detail: '发帖太频繁了，请稍后再试' }])
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    expect((await send('POST', FORUM_PATHS.questions, d.access, newQuestion())).statusCode).toBe(201)
  })

  test('answering past the limit → 429 throttled', async () => {
    const e = await t.login('13600000015')
    const post = await ask(a)
    t.clock.now += FORUM_RATE_LIMITS.answer.windowMs
    for (let i = 0; i < FORUM_RATE_LIMITS.answer.count; i++) ok(await send('POST', postUrl(post.id, 'answers/'), e.access, { body: `回答 ${i}` }), 201)
    const over = await send('POST', postUrl(post.id, 'answers/'), e.access, { body: '再答一次' })
    expect([over.statusCode, over.json()]).toEqual([429, { code: 'throttled', detail: '回复太频繁了，请稍后再试' }])
  })

  test('liking past the limit → 429 throttled', async () => {
    const f = await t.login('13600000016')
    const post = await ask(a)
    t.clock.now += FORUM_RATE_LIMITS.like.windowMs
    for (let i = 0; i < FORUM_RATE_LIMITS.like.count; i++) ok(await send(i % 2 ? 'DELETE' : 'PUT', postUrl(post.id, 'like/'), f.access))
    const over = await send('PUT', postUrl(post.id, 'like/'), f.access)
    expect([over.statusCode, over.json()]).toEqual([429, { code: 'throttled', detail: '点赞太频繁了，请稍后再试' }])
    t.clock.now += FORUM_RATE_LIMITS.like.windowMs
    expect(ok<LikeResponse>(await send('PUT', postUrl(post.id, 'like/'), f.access)).liked).toBe(true)
  })
})

describe('home and hot list', () => {
  test("home follows the user's identity (a visitor's: middle school) unless asked; tabs, tags, hot list, first page", async () => {
    const visitor = ok<HomeResponse>(await t.get(FORUM_PATHS.home))
    expect(visitor.level).toBe('middle_school')
    expect(visitor.tabs).toEqual(TAB_CONFIG.TabConfig.middle_school)
    expect(visitor.hashtags).toEqual(TAB_CONFIG.HashTagConfig)
    expect(visitor.qa_tags).toEqual(TAB_CONFIG.QaTagConfig)
    expect(visitor.feed).toEqual(ok<FeedPage>(await feed('level=middle_school&tab=recommend')))
    expect(visitor.hot).toEqual(ok<HotItem[]>(await t.get(`${FORUM_PATHS.hot}?level=middle_school`)))
    await t.database.db.update(users).set({ grade: '大二' }).where(eq(users.id, c.id))
    const college = ok<HomeResponse>(await t.get(FORUM_PATHS.home, c.access))
    expect([college.level, college.tabs]).toEqual(['university', TAB_CONFIG.TabConfig.university])
    expect(college.feed.results.every((p) => p.level === 'university')).toBe(true)
    expect(ok<HomeResponse>(await t.get(`${FORUM_PATHS.home}?level=middle_school`, c.access)).level).toBe('middle_school')
    expect(ok<HomeResponse>(await t.get(FORUM_PATHS.home, a.access)).level).toBe('middle_school')
  })

  test("the hot list: the week's posts by likes + 2 × answers, filled up with older ones", async () => {
    // A month later every post of the other tests is older than the week.
    t.clock.now += 30 * 24 * 60 * MINUTE
    const now = t.clock.now
    const days = (n: number) => new Date(now - n * 24 * 60 * MINUTE)
    const [old, week, weekTop, weekHeld] = await insertPosts([
      { author: c.id, level: 'university', tab: 'kaogong', title: '老帖', createdAt: days(30), likeCount: 500, answerCount: 100 },
      { author: c.id, level: 'university', tab: 'kaogong', title: '本周', createdAt: days(2), likeCount: 300, answerCount: 0 },
      { author: c.id, level: 'university', tab: 'kaogong', title: '本周最热', createdAt: days(1), likeCount: 100, answerCount: 150 },
      { author: c.id, level: 'university', tab: 'kaogong', title: '本周待审', createdAt: days(1), likeCount: 900, answerCount: 0, status: 'held' }
    ])
    const hot = ok<HotItem[]>(await t.get(`${FORUM_PATHS.hot}?level=university`))
    expect(hot.length).toBeLessThanOrEqual(FORUM_LIMITS.hot)
    expect(hot.slice(0, 2)).toEqual([
      { id: weekTop, title: '本周最热', heat: 400 },
      { id: week, title: '本周', heat: 300 }
    ])
    expect(hot.map((h) => h.id)).not.toContain(weekHeld)
    // Fewer than FORUM_LIMITS.hot posts this week: the rest are the level's hottest of all time.
    expect(hot.length).toBe(FORUM_LIMITS.hot)
    expect(hot[2]).toEqual({ id: old, title: '老帖', heat: 700 })
    expect((await t.get(`${FORUM_PATHS.hot}?level=university&x=1`)).statusCode).toBe(400)
  })
})
