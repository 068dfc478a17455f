/**
 * The console's queue of content held by the sensitive-word list (issue 28, "Moderation";
 * STAFF_PATHS.staffHeld): held posts, answers and replies, oldest first, with the word that held
 * them; released ones join the feed and leave the queue, hidden ones leave both; published content
 * never appears.
 */
import { FORUM_PATHS, type Answer, type AnswersPage, type FeedPage } from '../../types/forum'
import { REPORT_LIMITS, STAFF_PATHS, type StaffContentResult, type StaffHeldItem, type StaffHeldPage } from '../../types/forumStaff'
import { WORD_PATHS } from '../../types/adminWords'
import { appWithMembers } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

const { t, a, b, staff } = appWithMembers('1372000000', { env: { FORUM_SENSITIVE_WORDS: '代考,刷分神器' } })
const forum = forumClient(() => t)

const heldPage = async (query = 'page_size=100') => ok<StaffHeldPage>(await t.get(query ? `${STAFF_PATHS.staffHeld}?${query}` : STAFF_PATHS.staffHeld, staff.access))
const held = async () => (await heldPage()).results
const keyOf = (item: Pick<StaffHeldItem, 'kind' | 'post_id' | 'reply_id'>) => `${item.kind}:${item.reply_id ?? item.post_id}`
const feedIds = async (access?: string) => ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&tab=apply&limit=50`, access)).results.map((p) => p.id)
const answerIds = async (postId: number, access?: string) => ok<AnswersPage>(await t.get(postUrl(postId, 'answers/'), access)).results.map((r) => r.id)
const act = async (path: string, id: number, action: 'release' | 'hide') => ok<StaffContentResult>(await forum.send('POST', `${path}${id}/${action}/`, staff.access))

test('401 for a visitor, 403 for a user, 200 for staff', async () => {
  expect((await t.get(STAFF_PATHS.staffHeld)).statusCode).toBe(401)
  const user = await t.get(STAFF_PATHS.staffHeld, a.access)
  expect([user.statusCode, user.json()]).toEqual([403, { code: 'permission_denied', detail: '没有权限' }])
  expect(await heldPage('')).toEqual({ count: 0, next: null, previous: null, results: [] })
  expect((await t.get(`${STAFF_PATHS.staffHeld}?page_size=0`, staff.access)).statusCode).toBe(400)
})

test('held posts, answers and replies are listed oldest first with the word that held them; published ones never', async () => {
  const published = await forum.ask(a, { title: '普通的问题，没有敏感词' })
  const post = await forum.ask(a, { title: '有没有代考渠道', body: '急' })
  expect(post.status).toBe('held')
  const answer = ok<Answer>(await forum.answer(b, published.id, `卖刷分神器，${'很'.repeat(100)}好用`), 201)
  expect(answer.status).toBe('held')
  const fine = ok<Answer>(await forum.answer(b, published.id, '好好复习'), 201)
  const reply = ok<Answer>(await forum.answer(a, published.id, '我也想找代 考', fine.id), 201)
  expect(reply.status).toBe('held')

  const items = await held()
  expect(items.map(keyOf)).toEqual([`post:${post.id}`, `reply:${answer.id}`, `reply:${reply.id}`])
  expect(items[0]).toEqual({
    kind: 'post',
    post_id: post.id,
    reply_id: null,
    text: '有没有代考渠道',
    word: '代考',
    author: { user_id: a.id, username: a.name, muted_until: null },
    created_at: post.created_at
  })
  expect(items[1]).toMatchObject({ kind: 'reply', post_id: published.id, reply_id: answer.id, word: '刷分神器', author: { user_id: b.id } })
  expect([...items[1].text]).toHaveLength(REPORT_LIMITS.excerpt)
  // Matched as the forum matches: whitespace ignored.
  expect(items[2]).toMatchObject({ post_id: published.id, reply_id: reply.id, text: '我也想找代 考', word: '代考' })
  expect(items.some((i) => i.kind === 'post' && i.post_id === published.id)).toBe(false)
  expect(items.some((i) => i.reply_id === fine.id)).toBe(false)

  // Paged: count is all held, pages follow each other.
  const first = await heldPage('page_size=2')
  expect([first.count, first.results.map(keyOf), first.next]).toEqual([3, items.slice(0, 2).map(keyOf), `${STAFF_PATHS.staffHeld}?page_size=2&page=2`])
  const second = await heldPage('page_size=2&page=2')
  expect([second.results.map(keyOf), second.next]).toEqual([items.slice(2).map(keyOf), null])
})

test('released content leaves the queue and joins the feed; hidden content leaves the queue and stays out', async () => {
  const toRelease = await forum.ask(a, { title: '代考是违法的，大家别信' })
  const toHide = await forum.ask(a, { title: '专业代考，包过' })
  const host = await forum.ask(b, { title: '今年的分数线什么时候出？' })
  const releasedReply = ok<Answer>(await forum.answer(a, host.id, '别找代考，会被取消成绩'), 201)
  const hiddenReply = ok<Answer>(await forum.answer(a, host.id, '代考加微信'), 201)
  const mine = (await held()).map(keyOf)
  expect(mine).toEqual(expect.arrayContaining([`post:${toRelease.id}`, `post:${toHide.id}`, `reply:${releasedReply.id}`, `reply:${hiddenReply.id}`]))
  // Others do not see held content yet.
  expect(await feedIds(b.access)).not.toContain(toRelease.id)
  expect(await answerIds(host.id, b.access)).not.toContain(releasedReply.id)

  expect((await act(STAFF_PATHS.staffPosts, toRelease.id, 'release')).status).toBe('published')
  expect((await act(STAFF_PATHS.staffPosts, toHide.id, 'hide')).status).toBe('hidden')
  expect((await act(STAFF_PATHS.staffReplies, releasedReply.id, 'release')).status).toBe('published')
  expect((await act(STAFF_PATHS.staffReplies, hiddenReply.id, 'hide')).status).toBe('hidden')

  const after = (await held()).map(keyOf)
  for (const key of [`post:${toRelease.id}`, `post:${toHide.id}`, `reply:${releasedReply.id}`, `reply:${hiddenReply.id}`]) expect(after).not.toContain(key)
  for (const access of [undefined, b.access]) {
    expect(await feedIds(access)).toContain(toRelease.id)
    expect(await feedIds(access)).not.toContain(toHide.id)
    expect(await answerIds(host.id, access)).toContain(releasedReply.id)
    expect(await answerIds(host.id, access)).not.toContain(hiddenReply.id)
  }
})

test('a word removed from the list since: the item stays held, with no word', async () => {
  const post = await forum.ask(a, { title: '刷分神器哪里买' })
  ok(await forum.send('DELETE', `${WORD_PATHS.words}${encodeURIComponent('刷分神器')}/`, staff.access))
  const item = (await held()).find((i) => i.kind === 'post' && i.post_id === post.id)
  expect(item).toMatchObject({ text: '刷分神器哪里买', word: null })
})
