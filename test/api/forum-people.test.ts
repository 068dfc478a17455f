/**
 * People and messages of the forum (issue 19; types/forumPeople.ts): follow and unfollow with their
 * counts, the follower / following lists, a user's page and posts, blocking (the blocked user's
 * posts, answers and replies vanish for the blocker only; the blocked user cannot answer or reply
 * to the blocker, nor follow them), and the messages the actions write (回复, 赞, 关注: never to
 * oneself, never to someone who blocked the actor), listed by type, counted unread, consumed and
 * cleaned; /api/user/messages/count/ answers the unread total.
 */
import { eq, sql } from 'drizzle-orm'
import { forumPosts, users } from '../../server/db/schema'
import { seedDemoIfEmpty, DEMO_PHONE } from '../../server/seed/demo'
import { seedDemoForum } from '../../server/seed/demoForum'
import { DEMO_QUESTION, DEMO_WELCOME, seedDemoForumPeople } from '../../server/seed/demoForumPeople'
import { messageCounts, messagesPage } from '../../server/services/messages'
import { FORUM_PATHS, type AnswersPage, type FeedPage, type HomeResponse, type HotItem, type PostDetail } from '../../types/forum'
import {
  MESSAGE_PATHS,
  PEOPLE_PATHS,
  type BlocksPage,
  type FollowResponse,
  type MessageCounts,
  type MessagesPage,
  type MessageType,
  type PeoplePage,
  type PersonPage
} from '../../types/forumPeople'
import { USER_PATHS } from '../../types/user'
import { freshDatabase } from './helpers'
import { accountsApp, type AccountsApp, type Member } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

let t: AccountsApp
let a: Member
let b: Member
let c: Member
let d: Member
beforeAll(async () => {
  t = await accountsApp()
  const member = async (phone: string, name: string): Promise<Member> => {
    const login = await t.login(phone)
    const id = login.user_core.user_id
    await t.database.db.update(users).set({ username: name }).where(eq(users.id, id))
    return { access: login.access, id, name }
  }
  a = await member('13600000021', '阿甲')
  b = await member('13600000022', '阿乙')
  c = await member('13600000023', '阿丙')
  d = await member('13600000024', '阿丁')
})
afterAll(() => t.close())

const MINUTE = 60_000
const { send, ask, answer } = forumClient(() => t)
const person = (id: number | string, rest = '') => `${PEOPLE_PATHS.people}${id}/${rest}`
const follow = async (who: Member, whom: Member, on = true) => ok<FollowResponse>(await send(on ? 'PUT' : 'DELETE', person(whom.id, 'follow/'), who.access))
const block = async (who: Member, whom: Member, on = true) => ok<{ blocked: boolean }>(await send(on ? 'PUT' : 'DELETE', person(whom.id, 'block/'), who.access))
const page = async (viewer: Member, whom: Member) => ok<PersonPage>(await t.get(person(whom.id), viewer.access))
const ids = (list: { results: { user_id: number }[] }) => list.results.map((p) => p.user_id)
const counts = async (who: Member) => ok<MessageCounts>(await t.get(MESSAGE_PATHS.counts, who.access))
const messagesOf = async (who: Member, type: MessageType) => ok<MessagesPage>(await t.get(`${MESSAGE_PATHS.list}?type=${type}`, who.access)).results
const clean = async (who: Member) => {
  for (const type of ['replies', 'likes', 'follows', 'system'] as const) ok(await t.post(MESSAGE_PATHS.clean, { type }, who.access))
}

describe('login and bad input', () => {
  test('every people and messages route needs login (401)', async () => {
    for (const url of [
      person(a.id),
      person(a.id, 'posts/'),
      person(a.id, 'followers/'),
      person(a.id, 'following/'),
      PEOPLE_PATHS.blocks,
      MESSAGE_PATHS.counts,
      `${MESSAGE_PATHS.list}?type=likes`,
      USER_PATHS.unreadCount
    ]) {
      const res = await t.get(url)
      expect([url, res.statusCode, res.json().detail]).toEqual([url, 401, '请先登录'])
    }
    for (const [method, url] of [
      ['PUT', person(a.id, 'follow/')],
      ['DELETE', person(a.id, 'follow/')],
      ['PUT', person(a.id, 'block/')],
      ['DELETE', person(a.id, 'block/')],
      ['POST', MESSAGE_PATHS.consume],
      ['POST', MESSAGE_PATHS.clean]
    ] as const) {
      expect((await send(method, url, undefined, method === 'POST' ? { type: 'likes' } : undefined)).statusCode).toBe(401)
    }
  })

  test('bad ids are 400, unknown users 404 用户不存在; bad queries and bodies 400', async () => {
    for (const bad of ['0', 'abc', '-3', '1.5']) {
      expect((await t.get(person(bad), a.access)).statusCode).toBe(400)
      expect((await send('PUT', person(bad, 'follow/'), a.access)).statusCode).toBe(400)
    }
    for (const [method, url] of [
      ['GET', person(999_999)],
      ['GET', person(999_999, 'posts/')],
      ['GET', person(999_999, 'followers/')],
      ['PUT', person(999_999, 'follow/')],
      ['PUT', person(999_999, 'block/')]
    ] as const) {
      const res = method === 'GET' ? await t.get(url, a.access) : await send(method, url, a.access)
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { code: 'not_found', detail: '用户不存在' }])
    }
    expect((await t.get(`${person(b.id, 'followers/')}?cursor=12`, a.access)).statusCode).toBe(400)
    expect((await t.get(`${person(b.id, 'followers/')}?x=1`, a.access)).statusCode).toBe(400)
    expect((await t.get(`${MESSAGE_PATHS.list}?type=chat`, a.access)).statusCode).toBe(400)
    expect((await t.get(MESSAGE_PATHS.list, a.access)).statusCode).toBe(400)
    expect((await t.post(MESSAGE_PATHS.clean, {}, a.access)).statusCode).toBe(400)
    expect((await t.post(MESSAGE_PATHS.consume, { type: 'all' }, a.access)).statusCode).toBe(400)
    expect((await send('PUT', person(b.id, 'follow/'), a.access, { follow: true })).statusCode).toBe(400)
  })
})

describe('following', () => {
  test('follow and unfollow are idempotent; both counts follow the rows; oneself is a 400', async () => {
    expect(await follow(a, b)).toEqual({ followed: true, follower_num: 1, following_num: 1 })
    expect(await follow(a, b)).toEqual({ followed: true, follower_num: 1, following_num: 1 })
    await Promise.all([follow(c, b), follow(c, b), follow(c, b)])
    expect(await follow(a, c)).toEqual({ followed: true, follower_num: 1, following_num: 2 })
    const [row] = await t.database.db.select({ followers: users.followerNum, following: users.followingNum }).from(users).where(eq(users.id, b.id))
    expect(row).toEqual({ followers: 2, following: 0 })
    expect(await page(a, b)).toMatchObject({
      user_id: b.id,
      username: '阿乙',
      follower_num: 2,
      following_num: 0,
      followed: true,
      follows_me: false,
      blocked: false,
      is_me: false
    })
    expect(await page(b, a)).toMatchObject({ followed: false, follows_me: true, follower_num: 0, following_num: 2, identity_label: '高中生', medals: [] })
    expect(await page(a, a)).toMatchObject({ is_me: true, followed: false })

    expect(await follow(a, b, false)).toEqual({ followed: false, follower_num: 1, following_num: 1 })
    expect(await follow(a, b, false)).toEqual({ followed: false, follower_num: 1, following_num: 1 })
    expect(await follow(d, b, false)).toEqual({ followed: false, follower_num: 1, following_num: 0 })

    const self = await send('PUT', person(a.id, 'follow/'), a.access)
    expect([self.statusCode, self.json()]).toEqual([400, { code: 'bad_request', detail: '不能关注自己' }])
    expect((await send('DELETE', person(a.id, 'follow/'), a.access)).statusCode).toBe(400)
    // Clean up for the next tests.
    await follow(c, b, false)
    await follow(a, c, false)
  })

  test('followers and following lists: newest first, by cursor, with the viewer’s follow flags', async () => {
    const [e, f, g] = await Promise.all(['13600000031', '13600000032', '13600000033'].map((phone) => t.login(phone)))
    const others: Member[] = [e, f, g].map((l) => ({ access: l.access, id: l.user_core.user_id, name: l.user_core.username }))
    for (const other of [a, ...others]) {
      t.clock.now += MINUTE
      await follow(other, d)
    }
    t.clock.now += MINUTE
    await follow(d, others[1])
    await follow(b, others[0])
    const all = ok<PeoplePage>(await t.get(person(d.id, 'followers/'), b.access))
    expect(ids(all)).toEqual([others[2].id, others[1].id, others[0].id, a.id])
    expect(all.next_cursor).toBeNull()
    // The viewer (b) follows others[0]; nobody there follows b.
    expect(all.results.map((p) => [p.followed, p.follows_me])).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [false, false]
    ])
    // Two at a time: the same people, once each, in the same order.
    const walked: number[] = []
    let cursor: string | null = null
    do {
      const res: PeoplePage = ok<PeoplePage>(await t.get(`${person(d.id, 'followers/')}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, d.access))
      walked.push(...ids(res))
      cursor = res.next_cursor
    } while (cursor)
    expect(walked).toEqual(ids(all))
    // Seen by d: follows back others[1].
    const mine = ok<PeoplePage>(await t.get(person(d.id, 'followers/'), d.access))
    expect(mine.results.find((p) => p.user_id === others[1].id)).toMatchObject({ followed: true, follows_me: true })
    expect(ids(ok<PeoplePage>(await t.get(person(d.id, 'following/'), d.access)))).toEqual([others[1].id])
    expect(ids(ok<PeoplePage>(await t.get(person(a.id, 'following/'), d.access)))).toEqual([d.id])
  })
})

describe('blocking', () => {
  test('the blocked user’s posts vanish from the blocker’s feed, hot list, answers and replies, and only theirs', async () => {
    const post = await ask(b, { title: '被拉黑的人发的问题标题' })
    const other = await ask(c, { title: '别人发的问题标题' })
    const byB = ok<{ id: number }>(await answer(b, other.id, '乙的回答'), 201)
    const byC = ok<{ id: number }>(await answer(c, other.id, '丙的回答'), 201)
    ok(await answer(b, other.id, '乙的回复', byC.id), 201)
    for (let i = 0; i < 3; i++) await send('PUT', postUrl(post.id, 'like/'), [a, c, d][i].access)

    const feedIds = async (who?: Member) => ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&tab=apply&limit=50`, who?.access)).results.map((p) => p.id)
    const hotIds = async (who?: Member) => ok<HotItem[]>(await t.get(`${FORUM_PATHS.hot}?level=middle_school`, who?.access)).map((h) => h.id)
    const answers = async (who?: Member) => ok<AnswersPage>(await t.get(postUrl(other.id, 'answers/'), who?.access)).results
    expect(await feedIds(a)).toEqual(expect.arrayContaining([post.id, other.id]))
    expect(await hotIds(a)).toContain(post.id)

    await follow(a, b)
    await follow(b, a)
    expect(await block(a, b)).toEqual({ blocked: true })
    expect(await block(a, b)).toEqual({ blocked: true })
    // Follows both ways are gone, with their counts.
    expect(await page(a, b)).toMatchObject({ blocked: true, followed: false, follows_me: false })
    const [rowA] = await t.database.db.select({ followers: users.followerNum, following: users.followingNum }).from(users).where(eq(users.id, a.id))
    expect(rowA).toEqual({ followers: 0, following: 1 }) // a still follows d

    const feedA = await feedIds(a)
    expect(feedA).not.toContain(post.id)
    expect(feedA).toContain(other.id)
    expect(await hotIds(a)).not.toContain(post.id)
    expect(ok<HomeResponse>(await t.get(`${FORUM_PATHS.home}?level=middle_school`, a.access)).hot.map((h) => h.id)).not.toContain(post.id)
    const seenByA = await answers(a)
    expect(seenByA.map((x) => x.id)).toEqual([byC.id])
    expect(seenByA[0]).toMatchObject({ replies: [], reply_count: 0 })
    expect(ok<FeedPage>(await t.get(person(b.id, 'posts/'), a.access)).results).toEqual([])
    // Nobody else is affected.
    for (const who of [c, undefined]) {
      expect(await feedIds(who)).toContain(post.id)
      expect(await hotIds(who)).toContain(post.id)
      expect((await answers(who)).map((x) => x.id)).toEqual([byB.id, byC.id])
    }
    expect(ids(ok<BlocksPage>(await t.get(PEOPLE_PATHS.blocks, a.access)))).toEqual([b.id])
    expect(ok<BlocksPage>(await t.get(PEOPLE_PATHS.blocks, c.access)).results).toEqual([])

    // Unblocking brings them back; the follows do not come back by themselves.
    expect(await block(a, b, false)).toEqual({ blocked: false })
    expect(await block(a, b, false)).toEqual({ blocked: false })
    expect(await feedIds(a)).toContain(post.id)
    expect((await answers(a)).map((x) => x.id)).toEqual([byB.id, byC.id])
    expect(await page(a, b)).toMatchObject({ blocked: false, followed: false })
  })

  test('the blocked user cannot answer or reply to the blocker (403) nor follow them; blocking oneself is a 400', async () => {
    const mine = await ask(a, { title: '拉黑之后还能回答吗' })
    const theirs = await ask(c, { title: '第三个人的问题标题' })
    const aAnswer = ok<{ id: number }>(await answer(a, theirs.id, '甲的回答'), 201)
    await block(a, d)
    const refused = await answer(d, mine.id, '我来回答')
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'permission_denied', detail: '对方已将你拉黑，无法回复' }])
    expect((await answer(d, theirs.id, '回复甲', aAnswer.id)).statusCode).toBe(403)
    // Elsewhere d answers as before; a answers d's posts freely.
    expect((await answer(d, theirs.id, '回答第三个人')).statusCode).toBe(201)
    const followBlocker = await send('PUT', person(a.id, 'follow/'), d.access)
    expect([followBlocker.statusCode, followBlocker.json().detail]).toEqual([403, '对方已将你拉黑，无法关注'])
    const followBlocked = await send('PUT', person(d.id, 'follow/'), a.access)
    expect([followBlocked.statusCode, followBlocked.json().detail]).toEqual([422, '你已拉黑该用户，请先解除拉黑'])
    const self = await send('PUT', person(a.id, 'block/'), a.access)
    expect([self.statusCode, self.json()]).toEqual([400, { code: 'bad_request', detail: '不能拉黑自己' }])
    await block(a, d, false)
    expect((await answer(d, mine.id, '现在可以回答了')).statusCode).toBe(201)
  })
})

describe('messages', () => {
  test('an answer, a reply, a like and a follow write messages to the right person; never to oneself', async () => {
    await Promise.all([a, b, c].map(clean))
    const post = await ask(a, { title: '消息测试的问题标题' })
    const first = ok<{ id: number }>(
      await answer(b, post.id, '乙回答了甲的问题，这是一段比较长的回答内容，用来看消息里只留下开头的六十个字，后面的字不会出现在消息里面，多写一些字凑够长度。'),
      201
    )
    ok(await answer(a, post.id, '甲自己回答自己'), 201)
    ok(await answer(c, post.id, '丙回复乙', first.id), 201)
    ok(await answer(a, post.id, '甲回复乙', first.id), 201)
    await send('PUT', postUrl(post.id, 'like/'), b.access)
    await send('PUT', postUrl(post.id, 'like/'), a.access)
    // A like toggled off and on again while unread notifies once.
    await send('DELETE', postUrl(post.id, 'like/'), b.access)
    await send('PUT', postUrl(post.id, 'like/'), b.access)
    await follow(c, a)
    await follow(c, a, false)
    await follow(c, a)

    const repliesOfA = await messagesOf(a, 'replies')
    expect(repliesOfA).toHaveLength(1)
    expect(repliesOfA[0]).toMatchObject({
      type: 'replies',
      actor: { user_id: b.id, username: '阿乙', avatar_url: '', pendant: null },
      post: { id: post.id, title: '消息测试的问题标题' },
      reply_id: first.id,
      read: false
    })
    expect([...repliesOfA[0].text]).toHaveLength(60)
    const repliesOfB = await messagesOf(b, 'replies')
    expect(repliesOfB.map((m) => [m.actor?.user_id, m.text])).toEqual([
      [a.id, '甲回复乙'],
      [c.id, '丙回复乙']
    ])
    expect((await messagesOf(a, 'likes')).map((m) => [m.actor?.user_id, m.post?.id])).toEqual([[b.id, post.id]])
    expect((await messagesOf(a, 'follows')).map((m) => [m.actor?.username, m.post])).toEqual([['阿丙', null]])
    expect(await counts(a)).toEqual({ replies: 1, likes: 1, follows: 1, system: 0, total: 3 })
    expect(await counts(b)).toEqual({ replies: 2, likes: 0, follows: 0, system: 0, total: 2 })
    expect(ok<{ count: number }>(await t.get(USER_PATHS.unreadCount, a.access))).toEqual({ count: 3 })
    expect(ok<{ unReadMessageCount: number }>(await t.post(USER_PATHS.dataKeys, { keys: ['unReadMessageCount'] }, a.access)).unReadMessageCount).toBe(3)
  })

  test('nothing is written to someone who blocked the actor; a held answer writes nothing', async () => {
    await Promise.all([a, b].map(clean))
    const post = await ask(a, { title: '拉黑后的消息测试标题' })
    const mine = ok<{ id: number }>(await answer(a, post.id, '甲的回答'), 201)
    await block(a, c)
    // c cannot answer a; c's like and follow of a write nothing.
    expect((await answer(c, post.id, '丙来回答')).statusCode).toBe(403)
    expect((await answer(c, post.id, '丙回复甲', mine.id)).statusCode).toBe(403)
    await send('PUT', postUrl(post.id, 'like/'), c.access)
    expect((await send('PUT', person(a.id, 'follow/'), c.access)).statusCode).toBe(403)
    expect(await counts(a)).toEqual({ replies: 0, likes: 0, follows: 0, system: 0, total: 0 })
    await block(a, c, false)
    // A held answer (a sensitive word) writes nothing until staff release it.
    ok(await answer(b, post.id, '可以找人代考'), 201)
    expect(await counts(a)).toMatchObject({ replies: 0, total: 0 })
  })

  test('newest first by cursor; consume a type or all; clean a type', async () => {
    await Promise.all([a, b].map(clean))
    const posts: PostDetail[] = []
    for (let i = 0; i < 3; i++) posts.push(await ask(a, { title: `分页消息问题标题 ${i}` }))
    for (const p of posts) await send('PUT', postUrl(p.id, 'like/'), b.access)
    await follow(b, a, false)
    await follow(b, a)
    const all = await messagesOf(a, 'likes')
    expect(all.map((m) => m.post?.id)).toEqual(posts.map((p) => p.id).reverse())
    const one = ok<MessagesPage>(await t.get(`${MESSAGE_PATHS.list}?type=likes&limit=2`, a.access))
    expect(one.results.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id))
    const two = ok<MessagesPage>(await t.get(`${MESSAGE_PATHS.list}?type=likes&limit=2&cursor=${one.next_cursor}`, a.access))
    expect([two.results.map((m) => m.id), two.next_cursor]).toEqual([[all[2].id], null])

    expect(await counts(a)).toEqual({ replies: 0, likes: 3, follows: 1, system: 0, total: 4 })
    expect(ok<MessageCounts>(await t.post(MESSAGE_PATHS.consume, { type: 'likes' }, a.access))).toEqual({ replies: 0, likes: 0, follows: 1, system: 0, total: 1 })
    expect((await messagesOf(a, 'likes')).every((m) => m.read)).toBe(true)
    expect((await messagesOf(a, 'follows'))[0].read).toBe(false)
    // Without a type (and without a body at all): everything.
    expect(ok<MessageCounts>(await send('POST', MESSAGE_PATHS.consume, a.access))).toEqual({ replies: 0, likes: 0, follows: 0, system: 0, total: 0 })
    expect(ok<{ count: number }>(await t.get(USER_PATHS.unreadCount, a.access))).toEqual({ count: 0 })
    // A like after consuming is new again.
    await send('DELETE', postUrl(posts[0].id, 'like/'), b.access)
    await send('PUT', postUrl(posts[0].id, 'like/'), b.access)
    expect((await counts(a)).likes).toBe(1)
    expect(ok<MessageCounts>(await t.post(MESSAGE_PATHS.clean, { type: 'likes' }, a.access))).toEqual({ replies: 0, likes: 0, follows: 0, system: 0, total: 0 })
    expect(await messagesOf(a, 'likes')).toEqual([])
    expect(await messagesOf(a, 'follows')).toHaveLength(1)
    // Someone else's messages are untouched by a's consume and clean.
    expect(await messagesOf(b, 'likes')).toEqual([])
  })
})

describe('demo people and messages', () => {
  test('demo follows agree with the counts; the demo account has its question, messages and unread counts; once', async () => {
    const { database, dispose } = await freshDatabase()
    try {
      expect(await seedDemoForumPeople(database)).toBeNull() // no demo account nor members yet
      await seedDemoIfEmpty(database)
      await seedDemoForum(database)
      const seeded = await seedDemoForumPeople(database)
      expect(seeded).toMatchObject({ follows: expect.any(Number), messages: expect.any(Number) })
      expect(await seedDemoForumPeople(database)).toBeNull()
      const db = database.db
      const { rows } = (await db.execute(sql`
        select count(*)::int as n from users u
        where u.follower_num <> (select count(*) from forum_follows f where f.followee_id = u.id)
           or u.following_num <> (select count(*) from forum_follows f where f.follower_id = u.id)`)) as unknown as { rows: { n: number }[] }
      expect(rows[0].n).toBe(0)
      const [demo] = await db.select().from(users).where(eq(users.phone, DEMO_PHONE))
      expect(demo.followerNum).toBeGreaterThan(0)
      expect(await messageCounts(db, demo.id)).toEqual({ replies: 2, likes: 1, follows: 2, system: 1, total: 6 })
      const [post] = await db.select().from(forumPosts).where(eq(forumPosts.authorId, demo.id))
      expect(post).toMatchObject({ title: DEMO_QUESTION.title, isDemo: true, answerCount: 2, likeCount: 3 })
      const [{ maxId }] = await db.select({ maxId: sql<number>`max(${forumPosts.id})::int` }).from(forumPosts)
      expect(post.id).toBe(maxId)
      const system = await messagesPage(db, '', demo.id, { type: 'system' })
      expect(system.results.map((m) => [m.actor, m.text])).toEqual([[null, DEMO_WELCOME]])
      const replies = await messagesPage(db, '', demo.id, { type: 'replies' })
      expect(replies.results.every((m) => m.post?.id === post.id && m.actor !== null && m.text !== '')).toBe(true)
    } finally {
      await dispose()
    }
  }, 60_000)
})
