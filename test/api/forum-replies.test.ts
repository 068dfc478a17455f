/**
 * An answer's replies after the first three (types/forumReplies.ts): GET
 * /api/forum/answers/<id>/replies/?cursor=&limit=, oldest first by keyset. Read on from the third
 * reply of the answers list, every reply comes exactly once, also while replies are written between
 * pages; held replies show to their author only, hidden ones to nobody, and a blocked author's to
 * nobody who blocked them (as in the answers list); 举报 of a reply works for what the page shows.
 */
import { eq } from 'drizzle-orm'
import { forumPosts, forumReplies } from '../../server/db/schema'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type AnswersPage, type NewQuestion, type PostDetail, type Reply } from '../../types/forum'
import { FIRST_REPLIES, FORUM_REPLY_PATHS, type RepliesPage } from '../../types/forumReplies'
import { PEOPLE_PATHS } from '../../types/forumPeople'
import { STAFF_PATHS } from '../../types/forumStaff'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
let asker: Member
let answerer: Member
let c: Member
let d: Member
let x: Member
beforeAll(async () => {
  t = await accountsApp()
  const member = (phone: string) => memberOf(t, phone)
  asker = await member('13600000041')
  answerer = await member('13600000042')
  c = await member('13600000043')
  d = await member('13600000044')
  x = await member('13600000045')
})
afterAll(() => t.close())

const MINUTE = 60_000
const { send } = forumClient(() => t)
const repliesUrl = (answerId: number, query = '') => `${FORUM_REPLY_PATHS.answers}${answerId}/replies/${query ? `?${query}` : ''}`
const replies = async (answerId: number, query = '', access?: string) => ok<RepliesPage>(await t.get(repliesUrl(answerId, query), access))

/** Every reply after `cursor`, page by page (`between` runs between pages). */
async function walk(answerId: number, cursor: string | undefined, limit: number, access?: string, between?: () => Promise<void>): Promise<Reply[]> {
  const seen: Reply[] = []
  for (let pages = 0; pages < 100; pages++) {
    const page = await replies(answerId, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, access)
    seen.push(...page.results)
    if (page.next_cursor === null) return seen
    cursor = page.next_cursor
    await between?.()
  }
  throw new Error('too many pages')
}

interface Thread {
  postId: number
  answerId: number
  /** Reply ids in order, and who wrote each. */
  replyIds: number[]
  authors: number[]
}

/** A question by `asker` with one answer by `answerer` and `n` replies written straight into the table (authors in turn from `by`). */
async function thread(n: number, by: Member[], statuses: Record<number, string> = {}): Promise<Thread> {
  t.clock.now += FORUM_RATE_LIMITS.post.windowMs
  const question: NewQuestion = { level: 'middle_school', tab: 'apply', title: '有很多回复的问题标题', body: '正文', images: [], qa_tag: 'apply' }
  const post = ok<PostDetail>(await send('POST', FORUM_PATHS.questions, asker.access, question), 201)
  t.clock.now += MINUTE
  const answer = ok<{ id: number }>(await send('POST', `${FORUM_PATHS.posts}${post.id}/answers/`, answerer.access, { body: '我的回答' }), 201)
  const authors = Array.from({ length: n }, (_, i) => by[i % by.length].id)
  const rows = await t.database.db
    .insert(forumReplies)
    .values(
      authors.map((authorId, i) => ({
        postId: post.id,
        parentId: answer.id,
        authorId,
        body: `回复 ${i + 1}`,
        status: statuses[i] ?? 'published',
        createdAt: new Date(t.clock.now + i * 1000)
      }))
    )
    .returning({ id: forumReplies.id })
  return { postId: post.id, answerId: answer.id, replyIds: rows.map((r) => r.id), authors }
}

const answersOf = async (postId: number, access?: string) => ok<AnswersPage>(await t.get(`${FORUM_PATHS.posts}${postId}/answers/`, access)).results

describe("an answer's replies", () => {
  test('read on from the third reply of the answers list: every reply once, oldest first, page by page', async () => {
    const th = await thread(23, [c, d, asker])
    const [answer] = await answersOf(th.postId)
    expect(answer.replies.map((r) => r.id)).toEqual(th.replyIds.slice(0, FIRST_REPLIES))
    expect(answer.reply_count).toBe(23)
    const rest = await walk(th.answerId, String(answer.replies[FIRST_REPLIES - 1].id), 5)
    expect(rest.map((r) => r.id)).toEqual(th.replyIds.slice(FIRST_REPLIES))
    expect(rest[0]).toMatchObject({ post_id: th.postId, parent_id: th.answerId, reply_to: answerer.name, body: '回复 4', status: 'published', is_demo: false })
    expect(rest[0].author).toMatchObject({ user_id: th.authors[3] })
    // Without a cursor: from the first; the default page is FORUM_LIMITS.pageSize (20).
    const first = await replies(th.answerId)
    expect(first.results.map((r) => r.id)).toEqual(th.replyIds.slice(0, 20))
    expect(first.next_cursor).toBe(String(th.replyIds[19]))
    const last = await replies(th.answerId, `cursor=${th.replyIds[19]}`)
    expect([last.results.length, last.next_cursor]).toEqual([3, null])
  })

  test('no duplicate and no gap while replies are written between pages (they come at the end)', async () => {
    const th = await thread(12, [c, d])
    let written = 0
    const between = async () => {
      t.clock.now += MINUTE
      const res = await send('POST', `${FORUM_PATHS.posts}${th.postId}/answers/`, [c, d][written % 2].access, { body: `新回复 ${written}`, parent_id: th.answerId })
      expect(res.statusCode).toBe(201)
      written += 1
    }
    const seen = await walk(th.answerId, String(th.replyIds[FIRST_REPLIES - 1]), 3, undefined, between)
    const ids = seen.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual([...ids].sort((p, q) => p - q))
    expect(ids.slice(0, 9)).toEqual(th.replyIds.slice(FIRST_REPLIES))
    expect(seen.slice(9).map((r) => r.body)).toEqual(Array.from({ length: written }, (_, i) => `新回复 ${i}`))
    expect((await answersOf(th.postId))[0].reply_count).toBe(12 + written)
  })

  test('held replies show to their author only, hidden ones to nobody; counts agree with what is shown', async () => {
    const th = await thread(8, [c, d], { 4: 'held', 5: 'hidden' })
    const cursor = String(th.replyIds[FIRST_REPLIES - 1])
    const visitor = (await walk(th.answerId, cursor, 50)).map((r) => r.id)
    expect(visitor).toEqual([th.replyIds[3], th.replyIds[6], th.replyIds[7]])
    // Reply 5 (index 4) is c's (authors alternate c, d): c sees it, marked held.
    const own = await walk(th.answerId, cursor, 50, c.access)
    expect(own.map((r) => r.id)).toEqual([th.replyIds[3], th.replyIds[4], th.replyIds[6], th.replyIds[7]])
    expect(own[1].status).toBe('held')
    expect((await answersOf(th.postId))[0].reply_count).toBe(6)
    expect((await answersOf(th.postId, c.access))[0].reply_count).toBe(7)
  })

  test("a blocked author's replies are absent for the blocker, in the first three and in the pages", async () => {
    const th = await thread(10, [x, c])
    ok(await send('PUT', `${PEOPLE_PATHS.people}${x.id}/block/`, d.access))
    const mine = th.replyIds.filter((_, i) => th.authors[i] !== x.id)
    const [answer] = await answersOf(th.postId, d.access)
    expect(answer.replies.map((r) => r.id)).toEqual(mine.slice(0, FIRST_REPLIES))
    expect(answer.reply_count).toBe(mine.length)
    const rest = await walk(th.answerId, String(answer.replies[FIRST_REPLIES - 1].id), 2, d.access)
    expect(rest.map((r) => r.id)).toEqual(mine.slice(FIRST_REPLIES))
    expect(rest.every((r) => r.author.user_id !== x.id)).toBe(true)
    // Everyone else still sees all ten.
    expect((await walk(th.answerId, undefined, 50, c.access)).length).toBe(10)
    // An answer by someone the reader blocked is not shown, nor are its replies.
    ok(await send('PUT', `${PEOPLE_PATHS.people}${answerer.id}/block/`, d.access))
    const gone = await t.get(repliesUrl(th.answerId), d.access)
    expect([gone.statusCode, gone.json().detail]).toEqual([404, '回答不存在'])
  })

  test('404 for an unknown answer, a reply taken for an answer, a hidden post; 400 for a bad cursor or limit', async () => {
    const th = await thread(4, [c])
    for (const id of [9_999_999, th.replyIds[0]]) {
      const res = await t.get(repliesUrl(id))
      expect([res.statusCode, res.json().detail]).toEqual([404, '回答不存在'])
    }
    for (const query of ['cursor=abc', 'cursor=0', 'limit=0', 'limit=51', 'sort=new']) {
      const res = await t.get(repliesUrl(th.answerId, query))
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await t.get(`${FORUM_REPLY_PATHS.answers}abc/replies/`)).statusCode).toBe(400)
    await t.database.db.update(forumPosts).set({ status: 'hidden' }).where(eq(forumPosts.id, th.postId))
    const hidden = await t.get(repliesUrl(th.answerId))
    expect([hidden.statusCode, hidden.json().detail]).toEqual([404, '帖子不存在'])
  })

  test('举报 of a reply the page shows: once per reporter; not of one’s own', async () => {
    const th = await thread(5, [c])
    const [, , , fourth] = await walk(th.answerId, undefined, 50)
    const report = { post_id: th.postId, reply_id: fourth.id, reason: 'spam' }
    expect(ok<{ created: boolean }>(await send('POST', STAFF_PATHS.reports, d.access, report), 201).created).toBe(true)
    expect(ok<{ created: boolean }>(await send('POST', STAFF_PATHS.reports, d.access, report)).created).toBe(false)
    const own = await send('POST', STAFF_PATHS.reports, c.access, report)
    expect(own.statusCode).toBe(400)
  })
})
