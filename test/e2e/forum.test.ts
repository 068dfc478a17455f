/**
 * The forum's first slice on H5 against the real server (issue 19): the home tab opens on the demo
 * forum (示例数据), loads more at the bottom and on a pull, switches feed tabs and hashtags, opens a
 * question; a logged-in user answers, replies and likes; a post typed with `<script>` reads as text,
 * and a post with five images shows three thumbnails and +2. Screens of the home tab and a question
 * at 390×844 go to test-output/screenshots.
 */
import type { Page } from 'playwright-core'
import { FORUM_LIMITS, FORUM_PATHS, type FeedPage, type HomeResponse, type PostDetail } from '../../types/forum'
import { USER_PATHS, type PresignResponse } from '../../types/user'
import { okJson, pageToken, signedFetch } from './support/api'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, pullToRefetch, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)

/** A signed API call as a visitor, or as the user logged in on `page` (its session cookie). */
async function api<T>(method: string, path: string, body?: object, page?: Page): Promise<T> {
  const res = await signedFetch(ctx.server.url, method, path, body, page ? await pageToken(page) : undefined)
  return okJson<T>(res, `${method} ${path}`)
}

const cardIds = (p: Page = ctx.page) => all('forum-card', p).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))))
const feedRequest = (p: Page, test: (url: URL) => boolean) =>
  p.waitForRequest((r) => {
    const url = new URL(r.url())
    return url.pathname.endsWith(FORUM_PATHS.feed) && test(url)
  })

/** Logs in on the phone login page the answer box leads to, and comes back to the question. */
async function loginFromQuestion(phone: string): Promise<void> {
  await byTestId('answer-login').click()
  await loginWithPhone(ctx, phone)
  await byTestId('answer-box').waitFor()
}

test('the home tab opens on the demo forum, labelled 示例数据, with tabs, hashtags and 热榜; more posts come at the bottom', async () => {
  const home = await api<HomeResponse>('GET', `${FORUM_PATHS.home}?level=middle_school`)
  expect(home.feed.results.length).toBe(FORUM_LIMITS.pageSize)
  await shotOnFailure(ctx.page, 'forum-home', async () => {
    await ctx.page.goto(`${ctx.server.url}/h5/`)
    await byTestId('forum-card').waitFor()
    // The home answer's first page is the feed: no second request for it.
    await expect(cardIds()).resolves.toEqual(home.feed.results.map((p) => p.id))
    await expect(byTestId('forum-demo-label').innerText()).resolves.toBe('示例数据')
    await expect(byTestId('forum-level').innerText()).resolves.toBe('高中版')
    await expect(all('forum-tab-recommend').getAttribute('aria-selected')).resolves.toBe('true')
    await expect(all('forum-tabs').locator('[role="tab"]').allInnerTexts()).resolves.toEqual(home.tabs.map((t) => t.label))
    await expect(all('forum-hot-item').count()).resolves.toBe(Math.min(5, home.hot.length))
    await byTestId('forum-hashtags').waitFor()
    const first = home.feed.results[0]
    const firstCard = all('forum-card').first()
    await expect(firstCard.locator('[data-testid="forum-card-title"]').innerText()).resolves.toBe(first.kind === 'topic' ? first.excerpt : first.title)
    await shot(ctx.page, 'forum-home')

    // Reach-bottom: the next page, by the cursor of the last.
    const more = feedRequest(ctx.page, (url) => url.searchParams.get('cursor') === home.feed.next_cursor && url.searchParams.get('tab') === 'recommend')
    await ctx.page.mouse.wheel(0, 30_000)
    await more
    await ctx.page.waitForFunction((n) => document.querySelectorAll('[data-testid="forum-card"]').length > n, FORUM_LIMITS.pageSize)
    const ids = await cardIds()
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(2 * FORUM_LIMITS.pageSize)
    await shot(ctx.page, 'forum-home-more')
  })
})

test('skeletons while the home answer is on its way; a failed one says so, and 重试 brings the feed', async () => {
  await shotOnFailure(ctx.page, 'forum-skeleton', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let fail = false
    await ctx.page.route('**/api/forum/home/**', async (route) => {
      if (fail) return route.abort()
      await held
      return route.continue()
    })
    await open('/pages/tabbar/forum')
    await byTestId('forum-skeleton').waitFor()
    await shot(ctx.page, 'forum-skeleton', 100)
    release()
    await byTestId('forum-card').waitFor()
    await expectCount(all('forum-skeleton'), 0)

    fail = true
    await ctx.page.reload()
    await byTestId('forum-error').waitFor()
    await expect(byTestId('forum-error').innerText()).resolves.toContain('网络不可用')
    await shot(ctx.page, 'forum-error')
    fail = false
    await byTestId('forum-error').locator('[data-testid="retry"]').click()
    await byTestId('forum-card').waitFor()
  })
})

test('a pull at the top fetches the feed again and keeps it', async () => {
  const p = await ctx.browser.newPage({ viewport: PHONE, locale: 'zh-CN', hasTouch: true, isMobile: true })
  try {
    await shotOnFailure(p, 'forum-pull', async () => {
      await open('/pages/tabbar/forum', p)
      await byTestId('forum-card', p).waitFor()
      const before = await cardIds(p)
      await pullToRefetch(p, (r) => new URL(r.url()).pathname.endsWith(FORUM_PATHS.home))
      await p.waitForFunction(() => !document.querySelector('.rmc-pull-to-refresh-indicator'), undefined, { timeout: 10_000 })
      await expect(cardIds(p)).resolves.toEqual(before)
    })
  } finally {
    await p.close()
  }
})

test('a feed tab shows that tab’s posts; a hashtag narrows the feed, a second tap widens it', async () => {
  const gaokao = await api<FeedPage>('GET', `${FORUM_PATHS.feed}?level=middle_school&tab=gaokao`)
  expect(gaokao.results.length).toBeGreaterThan(0)
  await shotOnFailure(ctx.page, 'forum-tabs', async () => {
    await open('/pages/tabbar/forum')
    await byTestId('forum-card').waitFor()
    const recommend = await cardIds()

    const asked = feedRequest(ctx.page, (url) => url.searchParams.get('tab') === 'gaokao' && !url.searchParams.has('cursor'))
    await byTestId('forum-tab-gaokao').click()
    await asked
    await ctx.page.waitForFunction((id) => document.querySelector('[data-testid="forum-card"]')?.getAttribute('data-post-id') === String(id), gaokao.results[0].id)
    await expect(cardIds()).resolves.toEqual(gaokao.results.map((p) => p.id))
    expect(await cardIds()).not.toEqual(recommend)
    await expect(byTestId('forum-tab-gaokao').getAttribute('aria-selected')).resolves.toBe('true')
    await expectCount(all('forum-hot'), 0)
    await shot(ctx.page, 'forum-tab-gaokao')

    // #强基计划 (hashtag config key 'qiangji') within 高考: what the API has, or the feed says honestly that it has none.
    const inGaokao = await api<FeedPage>('GET', `${FORUM_PATHS.feed}?level=middle_school&tab=gaokao&hashtag=qiangji`)
    const tagged = feedRequest(ctx.page, (url) => url.searchParams.get('hashtag') === 'qiangji' && url.searchParams.get('tab') === 'gaokao')
    await byTestId('forum-hashtag-qiangji').click()
    await tagged
    await expect(byTestId('forum-hashtag-qiangji').getAttribute('aria-pressed')).resolves.toBe('true')
    if (inGaokao.results.length === 0) await expect(byTestId('forum-empty').innerText()).resolves.toContain('「高考」里暂无#强基计划的帖子')
    else await ctx.page.waitForFunction((id) => document.querySelector('[data-testid="forum-card"]')?.getAttribute('data-post-id') === String(id), inGaokao.results[0].id)

    // The hashtag stays picked across tabs: 推荐 with #强基计划, every card carrying it.
    const inAll = await api<FeedPage>('GET', `${FORUM_PATHS.feed}?level=middle_school&tab=recommend&hashtag=qiangji`)
    expect(inAll.results.length).toBeGreaterThan(0)
    await byTestId('forum-tab-recommend').click()
    await ctx.page.waitForFunction((id) => document.querySelector('[data-testid="forum-card"]')?.getAttribute('data-post-id') === String(id), inAll.results[0].id)
    await expect(cardIds()).resolves.toEqual(inAll.results.map((p) => p.id))
    for (const text of await all('forum-card').allInnerTexts()) expect(text).toContain('#强基计划')
    await shot(ctx.page, 'forum-hashtag')

    // A second tap widens it again: the whole 推荐 feed.
    await byTestId('forum-hashtag-qiangji').click()
    await ctx.page.waitForFunction((id) => document.querySelector('[data-testid="forum-card"]')?.getAttribute('data-post-id') === String(id), recommend[0])
    await expect(cardIds()).resolves.toEqual(recommend)
  })
})

test('a card opens its question: title, body, answers with replies, the like asks a visitor to log in', async () => {
  await shotOnFailure(ctx.page, 'forum-question', async () => {
    await open('/pages/tabbar/forum')
    const card = ctx.page.locator('[data-testid="forum-card"][data-kind="question"]:visible').first()
    await card.waitFor()
    const id = Number(await card.getAttribute('data-post-id'))
    const post = await api<PostDetail>('GET', `${FORUM_PATHS.posts}${id}/`)
    await card.click()
    await byTestId('question-page').waitFor()
    expect(ctx.page.url()).toContain(`questionDetail?id=${id}`)
    await expect(byTestId('question-title').innerText()).resolves.toBe(post.title)
    await expect(byTestId('question-body').innerText()).resolves.toBe(post.body)
    await byTestId('question-post').locator('[data-testid="forum-demo-label"]').waitFor()
    if (post.answer_count > 0) await byTestId('answer').waitFor()
    await byTestId('answer-login').waitFor()
    await shot(ctx.page, 'forum-question')

    await byTestId('question-like').click()
    await byTestId('login-page').waitFor()
    expect(decodeURIComponent(ctx.page.url())).toContain(`redirect=/forum/questionRanks/questionDetail?id=${id}`)
  })
})

test('a 热榜 entry opens its question; 展开 shows the whole list', async () => {
  const home = await api<HomeResponse>('GET', `${FORUM_PATHS.home}?level=middle_school`)
  await shotOnFailure(ctx.page, 'forum-hot', async () => {
    await open('/pages/tabbar/forum')
    await byTestId('forum-hot-item').waitFor()
    if (home.hot.length > 5) {
      await byTestId('forum-hot-toggle').click()
      await expectCount(all('forum-hot-item'), home.hot.length)
    }
    await all('forum-hot-item').nth(1).click()
    await byTestId('question-page').waitFor()
    expect(ctx.page.url()).toContain(`questionDetail?id=${home.hot[1].id}`)
    await byTestId('question-body').waitFor()
  })
})

test('a logged-in user answers, replies and likes; a post typed with <script> and one with five images', async () => {
  await shotOnFailure(ctx.page, 'forum-answer', async () => {
    const home = await api<HomeResponse>('GET', `${FORUM_PATHS.home}?level=middle_school`)
    const question = home.feed.results.find((p) => p.kind === 'question')!
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`)
    await byTestId('question-page').waitFor()
    await loginFromQuestion('13712345601')
    expect(ctx.page.url()).toContain(`questionDetail?id=${question.id}`)

    // An answer: it shows at once (the list's end) and is counted.
    const answerText = `第一次回答：先看位次，再定梯度 ${Date.now()}`
    const input = byTestId('answer-input')
    await input.fill(answerText)
    await byTestId('answer-send').click()
    const mine = ctx.page.locator('[data-testid="answer"]:visible', { hasText: answerText })
    await mine.waitFor()
    await expect(input.inputValue()).resolves.toBe('')

    // A reply to it.
    await mine.locator('[data-testid="answer-reply-button"]').click()
    await byTestId('answer-target').waitFor()
    await input.fill('补充一句：多看往年录取线')
    await byTestId('answer-send').click()
    await mine.locator('[data-testid="answer-reply"]', { hasText: '补充一句：多看往年录取线' }).waitFor()

    // The like: on, counted; the page read again shows both.
    const likes = Number(await byTestId('question-like-count').innerText())
    const liked = ctx.page.locator('[data-testid="question-like"][aria-pressed="true"]:visible')
    await byTestId('question-like').click()
    await liked.waitFor()
    await expect(byTestId('question-like-count').innerText()).resolves.toBe(String(likes + 1))
    await ctx.page.reload()
    await mine.waitFor()
    await mine.locator('[data-testid="answer-reply"]').waitFor()
    await liked.waitFor()
    await shot(ctx.page, 'forum-question-answered')

    // A topic whose body is markup: the home feed and its page show the characters; nothing runs.
    const markup = '<script>window.__forumXss = 1</script><img src=x onerror="window.__forumXss = 2"> 这段文字应原样显示'
    const topic = await api<PostDetail>('POST', FORUM_PATHS.topics, { level: 'middle_school', tab: 'campus', body: markup, images: [], hashtags: [] }, ctx.page)
    // Five images: a card shows three thumbnails and +2.
    const keys: string[] = []
    for (const color of ['#ff7a45', '#36cfc9', '#597ef7', '#f759ab', '#73d13d']) keys.push(await uploadImage(ctx.page, color))
    const withImages = await api<PostDetail>(
      'POST',
      FORUM_PATHS.questions,
      {
        level: 'middle_school',
        tab: 'campus',
        title: '宿舍生活照，大家的宿舍都什么样？',
        body: '刚搬进新宿舍，拍了几张照片，欢迎分享你们的宿舍。',
        images: keys,
        qa_tag: 'other'
      },
      ctx.page
    )

    await open('/pages/tabbar/forum')
    const markupCard = ctx.page.locator(`[data-testid="forum-card"][data-post-id="${topic.id}"]:visible`)
    await markupCard.waitFor()
    await expect(markupCard.locator('[data-testid="forum-card-title"]').innerText()).resolves.toContain('<script>window.__forumXss = 1</script>')
    const imageCard = ctx.page.locator(`[data-testid="forum-card"][data-post-id="${withImages.id}"]:visible`)
    await expectCount(imageCard.locator('img'), FORUM_LIMITS.cardImages + 1) // + the avatar
    await expect(imageCard.innerText()).resolves.toContain('+2')
    await imageCard.scrollIntoViewIfNeeded()
    await shot(ctx.page, 'forum-home-own-posts')

    await markupCard.click()
    await byTestId('question-page').waitFor()
    await expect(byTestId('question-body').innerText()).resolves.toBe(markup)
    await expect(ctx.page.evaluate(() => (window as { __forumXss?: number }).__forumXss)).resolves.toBeUndefined()
    await expectCount(ctx.page.locator('.qd-post script, .qd-post img[src="x"]'), 0)
    await shot(ctx.page, 'forum-question-markup')

    // The post with images: all five on its page; a tap shows one full screen, a second closes it.
    await open(`/forum/questionRanks/questionDetail?id=${withImages.id}`)
    await byTestId('question-title').waitFor()
    const pictures = byTestId('question-post').locator('.qd-images img')
    await expectCount(pictures, 5)
    await pictures.first().evaluate((img: HTMLImageElement) => img.complete || new Promise((resolve) => img.addEventListener('load', resolve)))
    await shot(ctx.page, 'forum-question-images')
    await pictures.first().click()
    await byTestId('image-preview').waitFor()
    await byTestId('image-preview').click()
    await expectCount(all('image-preview'), 0)
  })
})

/** Uploads a 300×300 PNG of one colour through the presigned path, as the page's user; its key. */
async function uploadImage(page: Page, color: string): Promise<string> {
  const presign = await api<PresignResponse>('GET', `${USER_PATHS.presign}?suffix=png&method=PUT`, undefined, page)
  const dataUrl = await page.evaluate((c) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 300
    const g = canvas.getContext('2d')!
    g.fillStyle = c
    g.fillRect(0, 0, 300, 300)
    g.fillStyle = 'rgba(255,255,255,0.6)'
    g.fillRect(60, 60, 180, 180)
    return canvas.toDataURL('image/png')
  }, color)
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64')
  const url = presign.url.startsWith('http') ? presign.url : `${ctx.server.url}${presign.url}`
  const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes })
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`)
  return presign.key
}

test('a first-time reader is invited to the welcome page: 大学 with 考研 and 求职 puts the 大学 feed on the home tab with those tabs first; × keeps the level shown', async () => {
  const university = await api<HomeResponse>('GET', `${FORUM_PATHS.home}?level=university`)
  const tabKeys = () => ctx.page.locator('[data-testid="forum-tabs"]:visible [role="tab"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
  await shotOnFailure(ctx.page, 'forum-welcome', async () => {
    await open('/pages/tabbar/forum')
    await ctx.page.evaluate(() => localStorage.removeItem('forum_prefs'))
    await ctx.page.reload()
    await byTestId('forum-welcome-card').waitFor()
    await shot(ctx.page, 'forum-welcome-card')
    await byTestId('forum-welcome-card').click()
    await byTestId('welcome-page').waitFor()
    await expect(byTestId('welcome-level-middle_school').getAttribute('aria-checked')).resolves.toBe('true')
    await byTestId('welcome-level-university').click()
    await byTestId('welcome-interest-career').click()
    await byTestId('welcome-interest-kaoyan').click()
    await expect(byTestId('welcome-interest-kaoyan').getAttribute('aria-checked')).resolves.toBe('true')
    await shot(ctx.page, 'forum-welcome')
    await byTestId('welcome-save').click()

    // Back on the home tab (alive behind the welcome page): the 大学 feed, 考研 and 求职 right after 推荐, no card.
    await ctx.page.locator('[data-testid="forum-level"]:visible', { hasText: '大学版' }).waitFor()
    await ctx.page.waitForFunction(
      (id) => document.querySelector('[data-testid="forum-card"]')?.getAttribute('data-post-id') === String(id),
      university.feed.results[0].id
    )
    await expect(tabKeys()).resolves.toEqual(['forum-tab-recommend', 'forum-tab-kaoyan', 'forum-tab-career', 'forum-tab-kaogong', 'forum-tab-campus', 'forum-tab-major'])
    await expectCount(all('forum-welcome-card'), 0)
    await ctx.page.reload()
    await ctx.page.locator('[data-testid="forum-level"]:visible', { hasText: '大学版' }).waitFor()
    await expect(tabKeys()).resolves.toEqual(['forum-tab-recommend', 'forum-tab-kaoyan', 'forum-tab-career', 'forum-tab-kaogong', 'forum-tab-campus', 'forum-tab-major'])

    // × instead: the level shown (a visitor's 高中) is the choice, and the card stays away.
    await ctx.page.evaluate(() => localStorage.removeItem('forum_prefs'))
    await ctx.page.reload()
    await byTestId('forum-welcome-close').click()
    await expectCount(all('forum-welcome-card'), 0)
    await ctx.page.reload()
    await ctx.page.locator('[data-testid="forum-level"]:visible', { hasText: '高中版' }).waitFor()
    await byTestId('forum-card').waitFor()
    await expectCount(all('forum-welcome-card'), 0)
  })
})
