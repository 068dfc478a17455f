/**
 * Question progress on H5 against the real server, two users (进展反馈): the asker opens 写进展 from
 * the question page, writes a note and marks the question solved; the progress page shows the note
 * and 已解决, and the question page shows 已解决 and 查看进展 (1) on coming back. The other user (who
 * answered) sees 已解决 on the question, gets the system message and opens the progress page, which
 * shows a later note after a pull-down. Screens of 问题反馈 and 问题进展 at 390×844 go to
 * test-output/screenshots.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { FORUM_PATHS, type PostDetail } from '../../types/forum'
import { FORUM_PROGRESS_PATHS, type ProgressThread } from '../../types/forumProgress'
import { USER_PATHS } from '../../types/user'
import { okJson, pageToken, signedFetch } from './support/api'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, pullDown, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open, back } = pageHelpers(ctx)

const contexts: BrowserContext[] = []
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
})

/** A signed API call as the user logged in on `page` (its session cookie). */
async function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return okJson<T>(await signedFetch(ctx.server.url, method, path, body, await pageToken(page)), `${method} ${path}`)
}

/** A page of a fresh (touch-enabled) browser context, logged in as `phone` and named `name`. */
async function member(phone: string, name: string): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN', hasTouch: true, isMobile: true })
  contexts.push(context)
  const page = await context.newPage()
  await open('/personal/loginWithPhone', page)
  await loginWithPhone({ ...ctx, page }, phone)
  await byTestId('profile-name', page).waitFor()
  await api(page, 'POST', USER_PATHS.nickname, { username: name })
  return page
}

test('the asker writes a note and marks the question solved from the question page; the answerer sees 已解决, the message and, after a pull, the next note', async () => {
  const asker = await member('13712350001', '小进同学')
  const answerer = await member('13712350002', '热心学姐')
  const title = `复读还是去读二本？${Date.now() % 1000}`
  const question = await api<PostDetail>(asker, 'POST', FORUM_PATHS.questions, {
    level: 'middle_school',
    tab: 'apply',
    title,
    body: '纠结了很久，想听听大家的想法。',
    images: [],
    qa_tag: null
  })
  await api(answerer, 'POST', `${FORUM_PATHS.posts}${question.id}/answers/`, { body: '先去读，大一再看看能不能转专业。' })

  await shotOnFailure(asker, 'progress-asker', async () => {
    // The asker's question page: no progress yet, 写进展.
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`, asker)
    await byTestId('question-progress', asker).waitFor()
    await expectCount(byTestId('question-solved', asker), 0)
    await byTestId('question-progress-write', asker).click()

    // 问题反馈: the question, the text, the 已解决 switch.
    await byTestId('feedback-page', asker).waitFor()
    await expect(byTestId('feedback-title', asker).innerText()).resolves.toBe(title)
    await expect(byTestId('feedback-submit', asker).getAttribute('aria-disabled')).resolves.toBe('true')
    const note = '决定去读二本了，<b>谢谢</b>大家的建议！'
    await byTestId('feedback-input', asker).fill(note)
    await expect(byTestId('feedback-count', asker).innerText()).resolves.toBe(`${[...note].length}/500`)
    await byTestId('feedback-solved', asker).click()
    await expect(byTestId('feedback-solved', asker).getAttribute('aria-checked')).resolves.toBe('true')
    await shot(asker, 'forum-progress-feedback')

    // 提交: the progress page replaces the form, with the note (as text) and 已解决.
    await byTestId('feedback-submit', asker).click()
    await byTestId('progress-page', asker).waitFor()
    expect(asker.url()).toContain(`processesDetail?id=${question.id}`)
    await expect(byTestId('progress-title', asker).innerText()).resolves.toBe(title)
    await expect(byTestId('progress-state', asker).innerText()).resolves.toMatch(/^已解决 · \d\d-\d\d$/)
    await expect(all('progress-note-body', asker).allInnerTexts()).resolves.toEqual([note])
    await byTestId('progress-write', asker).waitFor()
    await expect(byTestId('progress-toggle-solved', asker).innerText()).resolves.toBe('重新打开')
    await shot(asker, 'forum-progress-detail')

    // Back on the question page: 已解决 and 查看进展 (1), without a reload.
    await back(asker)
    await byTestId('question-page', asker).waitFor()
    await byTestId('question-solved', asker).waitFor()
    await expect(byTestId('question-progress-link', asker).innerText()).resolves.toContain('查看进展 (1)')
    await shot(asker, 'forum-progress-question')
  })

  await shotOnFailure(answerer, 'progress-answerer', async () => {
    // The other user sees 已解决 and the link, but no 写进展.
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`, answerer)
    await byTestId('question-solved', answerer).waitFor()
    await expect(byTestId('question-progress-link', answerer).innerText()).resolves.toContain('查看进展 (1)')
    await expectCount(byTestId('question-progress-write', answerer), 0)

    // The system message: no avatar, the news, the question linked.
    await open('/personal/message?type=system', answerer)
    const message = answerer.locator('[data-testid="msg-item"][data-type="system"]:visible').first()
    await message.waitFor()
    await expect(message.locator('[data-testid="msg-text"]').innerText()).resolves.toContain('已解决：决定去读二本了')
    await expectCount(message.locator('[data-testid="msg-actor"]'), 0)
    await expect(message.locator('[data-testid="msg-post"]').innerText()).resolves.toBe(`相关帖子：${title}`)
    await shot(answerer, 'forum-progress-message')

    // The progress page: the note, no asker's bar; a later note shows after a pull-down.
    await open(`/forum/questionRanks/processesDetail?id=${question.id}`, answerer)
    await byTestId('progress-note', answerer).waitFor()
    await expectCount(byTestId('progress-bar', answerer), 0)
    await api<ProgressThread>(asker, 'POST', `${FORUM_PROGRESS_PATHS.progress}${question.id}/`, { body: '今天去学校报到了。' })
    const refetch = answerer.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`${FORUM_PROGRESS_PATHS.progress}${question.id}/`), { timeout: 10_000 })
    await pullDown(answerer)
    await refetch
    await answerer.locator('[data-testid="progress-note-body"]:visible', { hasText: '今天去学校报到了。' }).waitFor()
    await expectCount(all('progress-note', answerer), 2)
  })
})

test('a demo question’s progress page shows its notes as a timeline, oldest first', async () => {
  // The demo seed gives some demo questions notes; find one through the feed of its tab.
  const feed = await okJson<{ results: { id: number; kind: string }[] }>(
    await signedFetch(ctx.server.url, 'GET', `${FORUM_PATHS.feed}?level=university&tab=kaoyan&limit=50`),
    'feed'
  )
  let demo: ProgressThread | undefined
  for (const post of feed.results.filter((p) => p.kind === 'question')) {
    const thread = await okJson<ProgressThread>(await signedFetch(ctx.server.url, 'GET', `${FORUM_PROGRESS_PATHS.progress}${post.id}/`), 'progress')
    if (thread.notes.length > 0) {
      demo = thread
      break
    }
  }
  expect(demo).toBeDefined()
  await shotOnFailure(ctx.page, 'progress-demo', async () => {
    await open(`/forum/questionRanks/processesDetail?id=${demo!.post_id}`)
    await byTestId('progress-note').waitFor()
    await expect(all('progress-note-body').allInnerTexts()).resolves.toEqual(demo!.notes.map((n) => n.body))
    await byTestId('progress-head').locator('[data-testid="forum-demo-label"]').waitFor()
    await shot(ctx.page, 'forum-progress-demo')
  })
})
