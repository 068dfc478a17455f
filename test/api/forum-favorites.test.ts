/**
 * Favourites (收藏, issue 19; types/forumFavorites.ts): keep and drop, idempotent, with
 * favorite_count equal to the rows under parallel keeps; login needed; only a post the user may see;
 * the post page's `favorited` per viewer; the list newest kept first by keyset on the keep (no
 * duplicate or gap while more are kept), without hidden posts, others' held ones and blocked
 * authors'; its own rate window. 4xx answers carry a Chinese detail.
 */
import { eq, sql } from 'drizzle-orm'
import { forumFavorites, forumPosts } from '../../server/db/schema'
import { FORUM_RATE_LIMITS, type FeedPage, type LikeResponse, type PostDetail } from '../../types/forum'
import { FAVORITE_RATE_LIMIT, FORUM_FAVORITE_PATHS, type FavoriteResponse } from '../../types/forumFavorites'
import { PEOPLE_PATHS } from '../../types/forumPeople'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

let t: AccountsApp
let a: Member
let b: Member
let c: Member
const forum = forumClient(() => t)
beforeAll(async () => {
  t = await accountsApp()
  a = await memberOf(t, '13600000071')
  b = await memberOf(t, '13600000072')
  c = await memberOf(t, '13600000073')
})
afterAll(() => t.close())

/** Keeps (PUT) or drops (DELETE) as `who`, a second later (inside the favourite window, never past it). */
async function keep(who: Member, postId: number, keeping = true): Promise<FavoriteResponse> {
  t.clock.now += 1000
  return ok<FavoriteResponse>(await forum.send(keeping ? 'PUT' : 'DELETE', postUrl(postId, 'favorite/'), who.access))
}
const list = async (who: Member, query = '') => ok<FeedPage>(await forum.send('GET', `${FORUM_FAVORITE_PATHS.favorites}${query ? `?${query}` : ''}`, who.access))
const listIds = async (who: Member) => (await list(who, 'limit=50')).results.map((p) => p.id)
const postOf = async (id: number, who?: Member) => ok<PostDetail>(await forum.send('GET', postUrl(id), who?.access))
const rowsOf = async (postId: number) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(forumFavorites)
        .where(eq(forumFavorites.postId, postId))
    )[0].n
  )
const setStatus = (id: number, status: string) => t.database.db.update(forumPosts).set({ status }).where(eq(forumPosts.id, id))

describe('keep and drop', () => {
  test('a visitor gets 401 on every favourite call', async () => {
    const post = await forum.ask(a)
    for (const method of ['PUT', 'DELETE'] as const) expect((await forum.send(method, postUrl(post.id, 'favorite/'))).statusCode).toBe(401)
    expect((await forum.send('GET', FORUM_FAVORITE_PATHS.favorites)).statusCode).toBe(401)
  })

  test('PUT keeps and DELETE drops, both idempotent; the count follows; the post page says who keeps it', async () => {
    const post = await forum.ask(a)
    expect(await postOf(post.id, b)).toMatchObject({ favorited: false, favorite_count: 0 })
    expect(await keep(b, post.id)).toEqual({ favorited: true, favorite_count: 1 })
    expect(await keep(b, post.id)).toEqual({ favorited: true, favorite_count: 1 })
    expect(await keep(c, post.id)).toEqual({ favorited: true, favorite_count: 2 })
    expect(await keep(c, post.id, false)).toEqual({ favorited: false, favorite_count: 1 })
    expect(await keep(c, post.id, false)).toEqual({ favorited: false, favorite_count: 1 })
    expect(await keep(a, post.id, false)).toEqual({ favorited: false, favorite_count: 1 })
    // PostDetail.favorited is the viewer's; a visitor's is false. One's own post may be kept too.
    expect(await postOf(post.id, b)).toMatchObject({ favorited: true, favorite_count: 1 })
    expect(await postOf(post.id, c)).toMatchObject({ favorited: false, favorite_count: 1 })
    expect(await postOf(post.id)).toMatchObject({ favorited: false, favorite_count: 1 })
    expect(await keep(a, post.id)).toEqual({ favorited: true, favorite_count: 2 })
    expect(await postOf(post.id, a)).toMatchObject({ favorited: true, favorite_count: 2 })
    // A keep is no like.
    expect(await postOf(post.id, a)).toMatchObject({ liked: false, like_count: 0 })
    expect(await rowsOf(post.id)).toBe(2)
  })

  test('parallel keeps count once per user; the count equals the rows under parallel keeps and drops', async () => {
    const post = await forum.ask(a)
    await Promise.all([keep(b, post.id), keep(b, post.id), keep(b, post.id), keep(b, post.id)])
    expect((await postOf(post.id)).favorite_count).toBe(1)
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => memberOf(t, `1360000081${i}`)))
    await Promise.all(many.flatMap((m) => [keep(m, post.id), keep(m, post.id)]))
    expect((await postOf(post.id)).favorite_count).toBe(9)
    expect(await rowsOf(post.id)).toBe(9)
    // Half drop while the others keep again, all at once.
    await Promise.all(many.map((m, i) => keep(m, post.id, i % 2 === 0)))
    const count = (await postOf(post.id)).favorite_count
    expect(count).toBe(await rowsOf(post.id))
    expect(count).toBe(5)
  })

  test('only a post the user may see: 404 帖子不存在 for a missing, hidden or someone else’s held one; one’s own held one may be kept', async () => {
    const hidden = await forum.ask(a)
    const held = await forum.ask(a)
    await setStatus(hidden.id, 'hidden')
    await setStatus(held.id, 'held')
    for (const [who, id] of [
      [b, hidden.id],
      [a, hidden.id],
      [b, held.id],
      [b, 999_999]
    ] as const) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await forum.send(method, postUrl(id, 'favorite/'), who.access)
        expect([res.statusCode, res.json()]).toEqual([404, { code: 'not_found', detail: '帖子不存在' }])
      }
    }
    expect(await keep(a, held.id)).toEqual({ favorited: true, favorite_count: 1 })
    expect(await rowsOf(hidden.id)).toBe(0)
  })

  test('bad input is a 400: a body on PUT, a malformed id or cursor', async () => {
    const post = await forum.ask(a)
    expect((await forum.send('PUT', postUrl(post.id, 'favorite/'), b.access, { favorited: true })).statusCode).toBe(400)
    expect((await forum.send('PUT', `${FORUM_FAVORITE_PATHS.posts}abc/favorite/`, b.access)).statusCode).toBe(400)
    for (const query of ['cursor=abc', 'cursor=0', 'limit=0', 'limit=51', 'x=1']) {
      const res = await forum.send('GET', `${FORUM_FAVORITE_PATHS.favorites}?${query}`, b.access)
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

describe('the list', () => {
  test('newest kept first, whenever the post was written; the feed’s cards', async () => {
    const d = await memberOf(t, '13600000074')
    const old = await forum.ask(a, { title: '很早以前的一个问题' })
    const recent = await forum.ask(b, { title: '刚刚发布的一个问题' })
    await keep(d, recent.id)
    await keep(d, old.id)
    const page = await list(d)
    expect(page.results.map((p) => p.id)).toEqual([old.id, recent.id])
    expect(page.next_cursor).toBeNull()
    expect(page.results[0]).toMatchObject({ id: old.id, title: '很早以前的一个问题', kind: 'question', author: { user_id: a.id }, status: 'published', liked: false })
    // Dropped: gone; kept again: at the head.
    await keep(d, old.id, false)
    expect(await listIds(d)).toEqual([recent.id])
    await keep(d, old.id)
    await keep(d, recent.id, false)
    await keep(d, recent.id)
    expect(await listIds(d)).toEqual([recent.id, old.id])
    // Nobody else's list.
    expect(await listIds(c)).not.toContain(old.id)
  })

  test('pages by the keep, not the post: no duplicate or gap while more are kept', async () => {
    const e = await memberOf(t, '13600000075')
    const posts: number[] = []
    for (let i = 0; i < 10; i++) posts.push((await forum.ask(i % 2 ? a : b, { title: `翻页测试问题第 ${i} 个` })).id)
    // Kept in a shuffled order: the list follows the keeps, so post ids are not in order.
    const order = [3, 7, 0, 9, 5, 1, 8, 2, 6]
    for (const i of order) await keep(e, posts[i])
    const expected = [...order].reverse().map((i) => posts[i])
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: FeedPage = await list(e, `limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.results.map((p) => p.id))
      cursor = page.next_cursor
      pages += 1
      // Kept meanwhile: the head of the list, never met on this walk.
      if (pages === 2) await keep(e, posts[4])
    } while (cursor !== null)
    expect(seen).toEqual(expected)
    expect((await listIds(e))[0]).toBe(posts[4])
  })

  test('hidden posts, others’ held ones and blocked authors’ posts are left out; their keeps stay', async () => {
    const f = await memberOf(t, '13600000076')
    const byB = await forum.ask(b, { title: '被拉黑的作者的问题' })
    const byC = await forum.ask(c, { title: '之后被隐藏的问题' })
    const heldLater = await forum.ask(c, { title: '之后进入审核的问题' })
    const own = await forum.ask(f, { title: '自己的审核中问题' })
    for (const id of [byB.id, byC.id, heldLater.id, own.id]) await keep(f, id)
    expect(await listIds(f)).toEqual([own.id, heldLater.id, byC.id, byB.id])

    await setStatus(byC.id, 'hidden')
    await setStatus(heldLater.id, 'held')
    await setStatus(own.id, 'held')
    expect(await listIds(f)).toEqual([own.id, byB.id])
    ok(await forum.send('PUT', `${PEOPLE_PATHS.people}${b.id}/block/`, f.access))
    expect(await listIds(f)).toEqual([own.id])
    // They are left out inside the keyset, so a page of one is the last page: no empty page follows.
    expect(await list(f, 'limit=1')).toMatchObject({ results: [{ id: own.id, status: 'held' }], next_cursor: null })

    // Unblocked, restored: back in their places.
    ok(await forum.send('DELETE', `${PEOPLE_PATHS.people}${b.id}/block/`, f.access))
    await setStatus(byC.id, 'published')
    expect(await listIds(f)).toEqual([own.id, byC.id, byB.id])
    expect(await rowsOf(heldLater.id)).toBe(1)
  })
})

describe('rate limit', () => {
  test('keeping past the window → 429 throttled with its own detail; likes are counted apart', async () => {
    const g = await memberOf(t, '13600000077')
    const post = await forum.ask(a)
    t.clock.now += FAVORITE_RATE_LIMIT.windowMs
    for (let i = 0; i < FAVORITE_RATE_LIMIT.count; i++) ok(await forum.send(i % 2 ? 'DELETE' : 'PUT', postUrl(post.id, 'favorite/'), g.access))
    const over = await forum.send('PUT', postUrl(post.id, 'favorite/'), g.access)
    expect([over.statusCode, over.json()]).toEqual([429, { code: 'throttled', detail: '收藏太频繁了，请稍后再试' }])
    expect(ok<LikeResponse>(await forum.send('PUT', postUrl(post.id, 'like/'), g.access)).liked).toBe(true)
    t.clock.now += Math.max(FAVORITE_RATE_LIMIT.windowMs, FORUM_RATE_LIMITS.like.windowMs)
    expect(ok<FavoriteResponse>(await forum.send('PUT', postUrl(post.id, 'favorite/'), g.access)).favorited).toBe(true)
  })
})
