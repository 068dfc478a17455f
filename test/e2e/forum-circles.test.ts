/**
 * Circles and hashtag pages on H5 against the real server and its demo forum (issue 19;
 * forum/tag/tag): 更多话题 on the home tab opens 话题广场; a circle's page; a visitor's 加入 goes
 * through the phone login and back, then joining counts one more member; 在圈子里发帖 opens the
 * composer for the circle (发布到「…」), the post appears in the circle's feed; 退出 counts one
 * less; a hashtag on a feed card opens its page (#word, N 篇帖子, its posts). Screens of 话题广场, a
 * circle and a hashtag page go to test-output/screenshots.
 */
import { FORUM_PATHS, type FeedPage } from '../../types/forum'
import { FORUM_CIRCLE_PATHS, type Circle } from '../../types/forumCircles'
import { okJson, signedFetch, tokenOfCookies } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { confirmModal, expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open, back } = pageHelpers(ctx)

async function apiGet<T>(path: string, token?: string): Promise<T> {
  return okJson<T>(await signedFetch(ctx.server.url, 'GET', path, undefined, token), path)
}
/** The feed cards of the circle or hashtag page (the page behind may still show while this one slides in). */
const cardsOf = (page: 'circle-page' | 'hashtag-page') => ctx.page.locator(`[data-testid="${page}"]:visible [data-testid="forum-card"]`)
const membersOnPage = async () => Number((await byTestId('circle-members').innerText()).replace(/\D/g, ''))
const SLUG = 'qiangji'

test('更多话题 opens 话题广场; a visitor joins a circle through the login (one more member), posts into it, sees the post there and leaves', async () => {
  await shotOnFailure(ctx.page, 'forum-circles', async () => {
    await open('/pages/tabbar/forum')
    await byTestId('forum-card').waitFor()
    await byTestId('forum-hashtags-more').click()

    // 话题广场: the middle-school circles with member counts and 加入, then popular hashtags.
    await byTestId('topic-square').waitFor()
    await expect(byTestId('topic-square').getAttribute('data-level')).resolves.toBe('middle_school')
    const slugs = await all('circle-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))
    expect(slugs).toEqual(['gaokao-2027', 'xuanke', 'qiangji', 'zhiyuan'])
    for (const text of await all('circle-row-members').allInnerTexts()) expect(text).toMatch(/^\d+ 成员$/)
    await expect(all('circle-row-join').allInnerTexts()).resolves.toEqual(['加入', '加入', '加入', '加入'])
    await byTestId('square-hashtag').waitFor()
    await shot(ctx.page, 'forum-topic-square')

    // A circle: its head, its feed of its own posts.
    await ctx.page.locator(`[data-testid="circle-row"][data-slug="${SLUG}"]:visible`).click()
    await byTestId('circle-page').waitFor()
    await expect(byTestId('circle-name').innerText()).resolves.toBe('强基计划')
    await cardsOf('circle-page').first().waitFor()
    const feed = await apiGet<FeedPage>(`${FORUM_CIRCLE_PATHS.circles}${SLUG}/posts/`)
    const shownIds = await cardsOf('circle-page').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))))
    expect(shownIds.slice(0, 5)).toEqual(feed.results.slice(0, 5).map((p) => p.id))
    const before = await membersOnPage()
    await expect(byTestId('circle-join').innerText()).resolves.toBe('加入')

    // A visitor's 加入: the phone login, then back to the circle; 加入 counts one more.
    await byTestId('circle-join').click()
    await byTestId('login-page').waitFor()
    expect(decodeURIComponent(ctx.page.url())).toContain(`redirect=/forum/tag/tag?circle=${SLUG}`)
    await loginWithPhone(ctx, '13712345691')
    await byTestId('circle-page').waitFor()
    await byTestId('circle-join').click()
    await ctx.page.locator('[data-testid="circle-join"][data-joined="true"]:visible').waitFor()
    await expect(byTestId('circle-join').innerText()).resolves.toBe('退出')
    expect(await membersOnPage()).toBe(before + 1)
    const token = tokenOfCookies(await ctx.page.context().cookies())
    expect(await apiGet<Circle>(`${FORUM_CIRCLE_PATHS.circles}${SLUG}/`, token)).toMatchObject({ joined: true, member_count: before + 1 })
    await shot(ctx.page, 'forum-circle')

    // 在圈子里发帖: the topic composer, posting into the circle.
    await byTestId('circle-compose').click()
    await byTestId('compose-circle').waitFor()
    await expect(byTestId('compose-circle').innerText()).resolves.toBe('发布到「强基计划」')
    await expectCount(all('compose-place').locator('[data-testid^="compose-level-"]'), 1)
    const body = `强基校测的物理笔试今天考完了，题目比去年难一些 ${Date.now() % 10000}`
    await byTestId('compose-body').fill(body)
    await byTestId('compose-tab-qiangji').click()
    await byTestId('compose-submit').click()
    await byTestId('question-page').waitFor()
    const id = Number(new URL(ctx.page.url().replace('#', '')).searchParams.get('id'))
    expect(id).toBeGreaterThan(0)

    // Back on the circle, its feed shows the post first.
    await back()
    await byTestId('circle-page').waitFor()
    await ctx.page.locator(`[data-testid="circle-page"]:visible [data-testid="forum-card"][data-post-id="${id}"]`).waitFor()
    const first = await cardsOf('circle-page').first().getAttribute('data-post-id')
    expect(Number(first)).toBe(id)
    expect((await apiGet<FeedPage>(`${FORUM_CIRCLE_PATHS.circles}${SLUG}/posts/?limit=1`)).results[0].id).toBe(id)

    // 退出, after the confirmation: one member less.
    await byTestId('circle-join').click()
    await confirmModal(ctx.page)
    await ctx.page.locator('[data-testid="circle-join"][data-joined="false"]:visible').waitFor()
    expect(await membersOnPage()).toBe(before)
  })
})

test('a hashtag on a feed card opens its page: #word, N 篇帖子, posts that carry it', async () => {
  await shotOnFailure(ctx.page, 'forum-hashtag', async () => {
    await open('/pages/tabbar/forum')
    await ctx.page.reload()
    const tagged = ctx.page.locator('[data-testid="forum-card"]:visible', { has: ctx.page.locator('[data-testid="forum-card-hashtag"]') }).first()
    await tagged.waitFor()
    const word = (await tagged.locator('[data-testid="forum-card-hashtag"]').first().innerText()).replace(/^#/, '')
    await tagged.locator('[data-testid="forum-card-hashtag"]').first().click()

    await byTestId('hashtag-page').waitFor()
    await expect(byTestId('hashtag-name').innerText()).resolves.toBe(`#${word}`)
    const feed = await apiGet<FeedPage>(`${FORUM_PATHS.feed}?level=middle_school&tab=recommend&hashtag=${encodeURIComponent(word)}&limit=50`)
    expect(feed.results.length).toBeGreaterThan(0)
    const count = Number((await byTestId('hashtag-count').innerText()).replace(/\D/g, ''))
    expect(count).toBeGreaterThanOrEqual(feed.results.length)
    await cardsOf('hashtag-page').first().waitFor()
    const ids = await cardsOf('hashtag-page').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))))
    expect(ids.slice(0, 10)).toEqual(feed.results.slice(0, 10).map((p) => p.id))
    for (const tags of await cardsOf('hashtag-page').evaluateAll((els) =>
      els.slice(0, 10).map((el) => Array.from(el.querySelectorAll('[data-testid="forum-card-hashtag"]')).map((t) => t.textContent))
    ))
      expect(tags).toContain(`#${word}`)
    await shot(ctx.page, 'forum-hashtag-page')
  })
})
