/**
 * Reporting and medals on H5 against the real server (issue 19, "Safety" and "Medals"): the demo
 * forum's cards show an author's first medal beside the name; on a question a visitor's 举报 leads
 * to login and back; a user reports the post and an answer with a reason from the action sheet and
 * is told 已举报，我们会尽快处理; the server keeps one report per user and target; one's own answer
 * has no 举报. Screens at 390×844 go to test-output/screenshots.
 */
import type { Page } from 'playwright-core'
import { FORUM_PATHS, type Answer, type AnswersPage, type FeedPage, type HomeResponse, type PostSummary } from '../../types/forum'
import { STAFF_PATHS, type ReportReceipt } from '../../types/forumStaff'
import { pageToken, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)

/** A signed API call as a visitor, or as the user logged in on `page`; answers the status and body. */
async function api<T>(method: string, path: string, body?: object, page?: Page): Promise<{ status: number; body: T }> {
  const res = await signedFetch(ctx.server.url, method, path, body, page ? await pageToken(page) : undefined)
  return { status: res.status, body: (await res.json()) as T }
}

/** Picks a reason in the action sheet 举报 opened, and waits for the toast. */
async function pickReason(label: string): Promise<void> {
  const cell = ctx.page.locator('.taro-actionsheet__cell:visible', { hasText: label })
  await cell.waitFor()
  await cell.click()
  await ctx.page.getByText('已举报，我们会尽快处理').first().waitFor()
}

test('a card shows its author’s first medal beside the name', async () => {
  const home = (await api<HomeResponse>('GET', `${FORUM_PATHS.home}?level=middle_school`)).body
  const withMedal = home.feed.results.find((p) => p.author.medals.length > 0)
  expect(withMedal).toBeDefined()
  await shotOnFailure(ctx.page, 'forum-medal-card', async () => {
    await open('/pages/tabbar/forum')
    const card = ctx.page.locator(`[data-testid="forum-card"][data-post-id="${withMedal!.id}"]`)
    await card.waitFor()
    await expect(card.locator('.fm-medal').innerText()).resolves.toBe(withMedal!.author.medals[0])
    await card.scrollIntoViewIfNeeded()
    await shot(ctx.page, 'forum-medal-card')
  })
})

test('举报: a visitor logs in first; the post and an answer are reported with a reason, once each; one’s own answer has none', async () => {
  // A demo question with answers by others.
  const feed = (await api<FeedPage>('GET', `${FORUM_PATHS.feed}?level=middle_school&tab=apply&limit=50`)).body
  const question = feed.results.find((p: PostSummary) => p.kind === 'question' && p.answer_count > 0)!
  const answers = (await api<AnswersPage>('GET', `${FORUM_PATHS.posts}${question.id}/answers/`)).body.results
  await shotOnFailure(ctx.page, 'forum-report', async () => {
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`)
    await byTestId('question-page').waitFor()
    await byTestId('question-report').click()
    await loginWithPhone(ctx, '13712345671')
    await byTestId('answer-box').waitFor()
    expect(ctx.page.url()).toContain(`questionDetail?id=${question.id}`)

    // The post.
    await byTestId('question-report').click()
    await ctx.page.locator('.taro-actionsheet__cell', { hasText: '垃圾广告' }).waitFor()
    await expect(ctx.page.locator('.taro-actionsheet__cell').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining(['垃圾广告', '色情低俗', '违法违规', '人身攻击', '不实信息', '其他'])
    )
    await shot(ctx.page, 'forum-report-sheet', 300)
    await pickReason('垃圾广告')
    await shot(ctx.page, 'forum-report-toast', 100)
    // The server has it: the same report again answers the first.
    const again = await api<ReportReceipt>('POST', STAFF_PATHS.reports, { post_id: question.id, reason: 'spam' }, ctx.page)
    expect([again.status, again.body.created, again.body.status]).toEqual([200, false, 'open'])

    // An answer by someone else.
    const first = ctx.page.locator(`[data-testid="answer"][data-answer-id="${answers[0].id}"]:visible`)
    await first.locator('[data-testid="answer-report"]').click()
    await pickReason('人身攻击')
    const answerAgain = await api<ReportReceipt>('POST', STAFF_PATHS.reports, { post_id: question.id, reply_id: answers[0].id, reason: 'abuse' }, ctx.page)
    expect([answerAgain.status, answerAgain.body.created]).toEqual([200, false])

    // Reporting twice in the app is harmless: the same words.
    await byTestId('question-report').click()
    await pickReason('其他')

    // One's own answer has no 举报.
    const mine = await api<Answer>('POST', `${FORUM_PATHS.posts}${question.id}/answers/`, { body: `我自己的回答 ${Date.now()}` }, ctx.page)
    expect(mine.status).toBe(201)
    await ctx.page.reload()
    const own = ctx.page.locator(`[data-testid="answer"][data-answer-id="${mine.body.id}"]:visible`)
    await ctx.page.mouse.wheel(0, 30_000)
    await own.waitFor()
    await expectCount(own.locator('[data-testid="answer-report"]'), 0)
    await expect(all('answer-report').count()).resolves.toBeGreaterThan(0)
  })
})
