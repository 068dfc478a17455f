/**
 * The forum composer on H5 against the real server (issue 19; personal/postTopic): the home tab's
 * 发布 sheet, a visitor's way through the phone login back to the composer, asking a question with
 * a picture (shown on its page and as a thumbnail in the home feed), a topic with a typed #hashtag
 * and a picked suggestion, the draft kept while away and dropped once posted, a sensitive word's
 * 审核中, and a picture over 2 MB compressed to JPEG before its upload, retried after a failure and
 * removed. Screens of the sheet and of both kinds of the composer go to test-output/screenshots.
 */
import type { Cookie } from 'playwright-core'
import { FORUM_LIMITS, FORUM_PATHS, type PostDetail } from '../../types/forum'
import { okJson, signedFetch, tokenOfCookies } from './support/api'
import { pickImage, pngBytes } from './support/images'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open, back } = pageHelpers(ctx)

/** The session of the user the first test logs in, given to the later tests' fresh pages. */
let session: Cookie[] = []
async function asTheUser(): Promise<void> {
  if (session.length === 0) throw new Error('the first test did not log in')
  await ctx.page.context().addCookies(session)
}

async function getPost(id: number): Promise<PostDetail> {
  const path = `${FORUM_PATHS.posts}${id}/`
  return okJson<PostDetail>(await signedFetch(ctx.server.url, 'GET', path, undefined, tokenOfCookies(session)), path)
}

const composer = (kind: 'question' | 'topic') => ctx.page.locator(`[data-testid="compose-page"][data-kind="${kind}"]:visible`)
/** The line beside 发布 (empty, so not "visible", when the post is ready). */
const reason = () => ctx.page.locator('[data-testid="compose-page"]:visible [data-testid="compose-reason"]').textContent()
const submitOff = () => byTestId('compose-submit').getAttribute('aria-disabled')
const postIdOfUrl = () => Number(new URL(ctx.page.url().replace('#', '')).searchParams.get('id'))

test('发布 opens 提问 / 发话题 / 发投票; a visitor logs in and comes back to ask a question with a picture, seen on its page and in the feed', async () => {
  await shotOnFailure(ctx.page, 'compose-question', async () => {
    await open('/pages/tabbar/forum')
    await byTestId('forum-card').waitFor()
    await byTestId('forum-post-button').click()
    await byTestId('forum-post-sheet').waitFor()
    await expect(all('forum-post-sheet').locator('.fm-sheet__label').allInnerTexts()).resolves.toEqual(['提问', '发话题', '发投票'])
    await shot(ctx.page, 'forum-post-sheet', 200)
    await byTestId('forum-post-cancel').click()
    await expectCount(all('forum-post-sheet'), 0)

    // A visitor: the phone login page, then the composer it was opened for.
    await byTestId('forum-post-button').click()
    await byTestId('forum-post-question').click()
    await byTestId('login-page').waitFor()
    expect(decodeURIComponent(ctx.page.url())).toContain('redirect=/personal/postTopic?kind=question')
    await loginWithPhone(ctx, '13712345681')
    await composer('question').waitFor()
    session = await ctx.page.context().cookies()

    // Nothing written: 发布 is off and says why; the level is the user's (no grade yet: 高中版).
    await expect(submitOff()).resolves.toBe('true')
    await expect(reason()).resolves.toBe('请填写标题')
    await expect(byTestId('compose-level-middle_school').getAttribute('aria-checked')).resolves.toBe('true')
    await field('compose-title').fill('位次')
    await expect(reason()).resolves.toBe('标题至少 4 个字')
    const title = '江苏物化生 612 分，计算机专业能冲哪些学校？'
    await field('compose-title').fill(title)
    await expect(byTestId('compose-title-count').innerText()).resolves.toBe(`${[...title].length}/${FORUM_LIMITS.titleMax}`)
    const body = '位次一万五左右，想留在省内，也可以去上海。'
    await byTestId('compose-body').fill(body)
    await expect(reason()).resolves.toBe('请选择分区')
    await byTestId('compose-tab-apply').click()
    await byTestId('compose-qa-apply').click()

    // One picture (under 2 MB: sent as it is), uploaded with its progress, then ready.
    const png = await pngBytes(ctx.page, 240)
    await pickImage(ctx.page, 'score.png', png)
    const done = ctx.page.locator('[data-testid="compose-image"][data-stage="done"]:visible')
    await done.waitFor()
    const key = (await done.getAttribute('data-key'))!
    expect(key).not.toBe('')
    await expect(submitOff()).resolves.toBe('false')
    await expect(reason()).resolves.toBe('')
    await shot(ctx.page, 'compose-question')

    await byTestId('compose-submit').click()
    await byTestId('question-page').waitFor()
    await expect(byTestId('question-title').innerText()).resolves.toBe(title)
    await expect(byTestId('question-body').innerText()).resolves.toBe(body)
    await expectCount(byTestId('question-post').locator('.qd-images img'), 1)
    const id = postIdOfUrl()
    const post = await getPost(id)
    expect(post).toMatchObject({ kind: 'question', level: 'middle_school', tab: 'apply', qa_tag: 'apply', title, body, status: 'published' })
    expect(post.images).toHaveLength(1)
    expect(post.images[0].url).toContain(key)
    // The very upload, byte for byte.
    const stored = await fetch(`${ctx.server.url}/api/storage/file/${key}`)
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true)

    // The home feed, loaded afresh (the tab page opened before still shows what it loaded then): the new post with its thumbnail.
    await open('/pages/tabbar/forum')
    await ctx.page.reload()
    const card = ctx.page.locator(`[data-testid="forum-card"][data-post-id="${id}"]:visible`)
    await card.waitFor()
    // Thumbnails load lazily (their src is set once in view): bring the card into view first.
    await card.scrollIntoViewIfNeeded()
    const thumb = card.locator('.fm-thumbs img')
    await expectCount(thumb, 1)
    await card.locator(`.fm-thumbs img[src*="${key}"]`).waitFor()
    await shot(ctx.page, 'compose-question-in-feed')
  })
})

test('a topic: a typed #hashtag completed from the suggestions and one picked; the draft is kept while away and dropped once posted', async () => {
  await asTheUser()
  await shotOnFailure(ctx.page, 'compose-topic', async () => {
    await open('/pages/tabbar/forum')
    await byTestId('forum-post-button').click()
    await byTestId('forum-post-topic').click()
    await composer('topic').waitFor()
    await expect(reason()).resolves.toBe('请写点内容')

    // Typed: #错题本 is found in the text; after '#强基' the suggestions narrow and a pick completes it.
    const input = byTestId('compose-body')
    await input.fill('数学错题终于整理完了 #错题本 下一步看看 #强基')
    await ctx.page.locator('[data-testid="compose-hashtag"][data-tag="错题本"]:visible').waitFor()
    const narrowed = await all('compose-suggestion').evaluateAll((els) => els.map((el) => el.getAttribute('data-tag')!))
    expect(narrowed).toContain('强基计划')
    for (const word of narrowed) expect(word).toContain('强基')
    await shot(ctx.page, 'compose-topic-typing')
    await ctx.page.locator('[data-testid="compose-suggestion"][data-tag="强基计划"]:visible').click()
    await expect(input.inputValue()).resolves.toBe('数学错题终于整理完了 #错题本 下一步看看 #强基计划 ')

    // Not typing: a suggestion is added beside the text, removable.
    await ctx.page.locator('[data-testid="compose-suggestion"][data-tag="高考志愿"]:visible').click()
    await expect(all('compose-hashtag').evaluateAll((els) => els.map((el) => el.getAttribute('data-tag')))).resolves.toEqual(['高考志愿', '错题本', '强基计划'])
    await expectCount(all('compose-hashtag-remove'), 1)
    await byTestId('compose-tab-study').click()

    // Away and back: the draft comes back as it was.
    await ctx.page.waitForTimeout(800)
    await back()
    await byTestId('forum-post-button').click()
    await byTestId('forum-post-topic').click()
    await composer('topic').waitFor()
    await byTestId('compose-restored').waitFor()
    await expect(input.inputValue()).resolves.toBe('数学错题终于整理完了 #错题本 下一步看看 #强基计划 ')
    await expect(byTestId('compose-tab-study').getAttribute('aria-checked')).resolves.toBe('true')
    await expectCount(all('compose-hashtag'), 3)
    await expect(submitOff()).resolves.toBe('false')
    await shot(ctx.page, 'compose-topic')

    await byTestId('compose-submit').click()
    await byTestId('question-page').waitFor()
    const post = await getPost(postIdOfUrl())
    expect(post).toMatchObject({ kind: 'topic', tab: 'study', status: 'published', hashtags: ['高考志愿', '错题本', '强基计划'] })
    const tags = await byTestId('question-post').locator('.fm-card__tag').allInnerTexts()
    expect(tags).toEqual(['#高考志愿', '#错题本', '#强基计划'])

    // Back on the home tab, which stayed open behind the composer: the new topic is there without a reload.
    await back()
    await ctx.page.locator(`[data-testid="forum-card"][data-post-id="${post.id}"]:visible`).waitFor()

    // Posted: the draft is gone.
    await open('/personal/postTopic?kind=topic')
    await composer('topic').waitFor()
    await expect(input.inputValue()).resolves.toBe('')
    await expectCount(all('compose-restored'), 0)
  })
})

test('a post with a sensitive word is held: its page shows 审核中 to its author', async () => {
  await asTheUser()
  await shotOnFailure(ctx.page, 'compose-held', async () => {
    await open('/personal/postTopic?kind=topic')
    await composer('topic').waitFor()
    await byTestId('compose-body').fill('有人私信说可以代考，大家千万别信，直接举报')
    await byTestId('compose-tab-campus').click()
    await byTestId('compose-submit').click()
    await byTestId('question-page').waitFor()
    await expect(byTestId('question-post').locator('.fm-held').innerText()).resolves.toBe('审核中')
    await expect(getPost(postIdOfUrl())).resolves.toMatchObject({ status: 'held' })
    await shot(ctx.page, 'compose-held')
  })
})

test('a picture over 2 MB is compressed to a smaller JPEG before its upload; a failed upload is retried, a picture removed', async () => {
  await asTheUser()
  await shotOnFailure(ctx.page, 'compose-big-image', async () => {
    await open('/personal/postTopic?kind=topic')
    await composer('topic').waitFor()
    const big = await pngBytes(ctx.page, 1100, true)
    expect(big.length).toBeGreaterThan(2_097_152)

    // The first PUT fails; the retry's is held a moment so its progress shows.
    let puts = 0
    const sent: { type: string; size: number }[] = []
    await ctx.page.route('**/api/storage/put/**', async (route) => {
      puts += 1
      if (puts === 1) return route.abort()
      const request = route.request()
      sent.push({ type: request.headers()['content-type'], size: request.postDataBuffer()?.length ?? 0 })
      await new Promise((resolve) => setTimeout(resolve, 800))
      return route.continue()
    })
    await pickImage(ctx.page, 'noise.png', big)
    const failed = ctx.page.locator('[data-testid="compose-image"][data-stage="failed"]:visible')
    await failed.waitFor()
    await expect(reason()).resolves.toBe('请写点内容')
    await byTestId('compose-body').fill('晒一张大图')
    await byTestId('compose-tab-campus').click()
    await expect(reason()).resolves.toBe('有图片上传失败，请重试或删除')
    await expect(submitOff()).resolves.toBe('true')
    await shot(ctx.page, 'compose-image-failed')

    await byTestId('compose-image-retry').click()
    await ctx.page.locator('[data-testid="compose-image"][data-stage="uploading"]:visible').waitFor()
    await expect(byTestId('compose-image-progress').innerText()).resolves.toMatch(/^\d+%$/)
    const done = ctx.page.locator('[data-testid="compose-image"][data-stage="done"]:visible')
    await done.waitFor()
    expect(sent).toHaveLength(1)
    expect(sent[0].type).toBe('image/jpeg')
    expect(sent[0].size).toBeLessThan(big.length)
    const stored = await fetch(`${ctx.server.url}/api/storage/file/${await done.getAttribute('data-key')}`)
    expect(stored.headers.get('content-type')).toBe('image/jpeg')
    expect((await stored.arrayBuffer()).byteLength).toBe(sent[0].size)

    await byTestId('compose-image-remove').click()
    await expectCount(all('compose-image'), 0)
    await expect(submitOff()).resolves.toBe('false')
  })
})
