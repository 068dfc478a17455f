/**
 * 收藏 and 分享 on H5 against the real server and its demo forum (issue 19): a visitor's 收藏 on a
 * demo question goes through the phone login and back, then keeps it (已收藏, one more); 我的收藏,
 * opened from the 我的 tab, lists it; from there the post's page drops it, and back on the list it is
 * gone. 分享 copies the post's H5 link (a question's, a vote's), and the link opens the post. Screens
 * of the question page's action row and 我的收藏 go to test-output/screenshots.
 */
import { FORUM_PATHS, type FeedPage, type PostDetail, type PostSummary } from '../../types/forum'
import { okJson, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, open, back } = pageHelpers(ctx)

const apiGet = async <T>(path: string): Promise<T> => okJson<T>(await signedFetch(ctx.server.url, 'GET', path), path)

/** The first demo post of `kind` in the middle-school feed, newest first. */
async function demoPost(kind: PostSummary['kind']): Promise<PostSummary> {
  let cursor: string | null = null
  do {
    const page: FeedPage = await apiGet<FeedPage>(`${FORUM_PATHS.feed}?level=middle_school&tab=recommend&limit=50${cursor ? `&cursor=${cursor}` : ''}`)
    const found = page.results.find((p) => p.kind === kind && p.is_demo)
    if (found) return found
    cursor = page.next_cursor
  } while (cursor)
  throw new Error(`no demo ${kind}`)
}

const favorite = () => byTestId('question-favorite')
const pressed = () => favorite().getAttribute('aria-pressed')
const favoriteCount = async () => Number(await byTestId('question-favorite-count').innerText())

test('a visitor keeps a demo question through the login; 我的收藏 lists it; dropped on its page, it is gone from the list', async () => {
  const question = await demoPost('question')
  const before = (await apiGet<PostDetail>(`${FORUM_PATHS.posts}${question.id}/`)).favorite_count
  await shotOnFailure(ctx.page, 'forum-favorites', async () => {
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`)
    await byTestId('question-title').waitFor()
    await expect(favorite().innerText()).resolves.toContain('收藏')
    await expect(pressed()).resolves.toBe('false')

    // A visitor's 收藏: the phone login, then back to the question.
    await favorite().click()
    await byTestId('login-page').waitFor()
    expect(decodeURIComponent(ctx.page.url())).toContain(`redirect=/forum/questionRanks/questionDetail?id=${question.id}`)
    await loginWithPhone(ctx, '13712345671')
    await byTestId('answer-box').waitFor()
    expect(ctx.page.url()).toContain(`questionDetail?id=${question.id}`)

    // 收藏 → 已收藏 at once, one more, toast 已收藏; the server agrees after a reload.
    await favorite().click()
    await ctx.page.locator('[data-testid="question-favorite"][aria-pressed="true"]:visible').waitFor()
    await expect(favorite().innerText()).resolves.toContain('已收藏')
    await ctx.page.getByText('已收藏', { exact: true }).first().waitFor()
    await expect(favoriteCount()).resolves.toBe(before + 1)
    await byTestId('question-actions').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'forum-favorite-actions')
    await ctx.page.reload()
    await ctx.page.locator('[data-testid="question-favorite"][aria-pressed="true"]:visible').waitFor()

    // 我的 → 我的收藏 → 帖子: the kept question, as a feed card.
    await open('/pages/tabbar/personal')
    await byTestId('menu-favorites').click()
    await byTestId('favorites-page').waitFor()
    await byTestId('favorites-tab-posts').click()
    const cards = ctx.page.locator('[data-testid="favorites-page"]:visible [data-testid="forum-card"]')
    await cards.first().waitFor()
    await expect(cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))))).resolves.toEqual([question.id])
    await shot(ctx.page, 'forum-favorites')

    // Its page from the card; 已收藏 → 收藏 (toast 已取消收藏); back on the list it is gone.
    await cards.first().click()
    await byTestId('question-page').waitFor()
    expect(ctx.page.url()).toContain(`questionDetail?id=${question.id}`)
    await ctx.page.locator('[data-testid="question-favorite"][aria-pressed="true"]:visible').waitFor()
    await favorite().click()
    await ctx.page.locator('[data-testid="question-favorite"][aria-pressed="false"]:visible').waitFor()
    await ctx.page.getByText('已取消收藏').first().waitFor()
    await expect(favoriteCount()).resolves.toBe(before)
    await back()
    await byTestId('favorites-page').waitFor()
    const empty = ctx.page.locator('[data-testid="favorites-page"]:visible [data-testid="forum-empty"]')
    await empty.waitFor()
    await expect(empty.innerText()).resolves.toContain('还没有收藏的帖子')
    await expectCount(cards, 0)
    await shot(ctx.page, 'forum-favorites-empty')
  })
})

test('分享 on H5 copies the post’s link (a question’s, a vote’s), and the link opens the post', async () => {
  const question = await demoPost('question')
  const vote = await demoPost('vote')
  await ctx.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url })
  const clipboard = () => ctx.page.evaluate(() => navigator.clipboard.readText())
  await shotOnFailure(ctx.page, 'forum-share', async () => {
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`)
    await byTestId('question-title').waitFor()
    await byTestId('question-share').click()
    await ctx.page.getByText('链接已复制，快去分享给同学吧').first().waitFor()
    const link = await clipboard()
    expect(link).toBe(`${ctx.server.url}/h5/#/forum/questionRanks/questionDetail?id=${question.id}`)

    // The link opens the post (a fresh load, as a friend's browser would).
    await ctx.page.goto('about:blank')
    await ctx.page.goto(link)
    await expect(byTestId('question-title').innerText()).resolves.toBe(question.title)

    // A vote's page shares its own link.
    await open(`/forum/questionRanks/voteDetail?id=${vote.id}`)
    await byTestId('vote-title').waitFor()
    await byTestId('vote-share').click()
    await ctx.page.getByText('链接已复制，快去分享给同学吧').first().waitFor()
    const voteLink = await clipboard()
    expect(voteLink).toBe(`${ctx.server.url}/h5/#/forum/questionRanks/voteDetail?id=${vote.id}`)
    await ctx.page.goto('about:blank')
    await ctx.page.goto(voteLink)
    await expect(byTestId('vote-title').innerText()).resolves.toBe(vote.title)
    await expect(byTestId('vote-favorite').innerText()).resolves.toContain('收藏')
  })
})
