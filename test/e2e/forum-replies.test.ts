/**
 * Demo pictures, thumbnails and an answer's further replies on H5 against the real server (issue
 * 19): the home tab's cards show the demo forum's pictures from the thumbnail route, narrower than
 * the originals; a demo question's answer with more than three replies offers 查看全部 N 条回复,
 * which brings the rest in order; a logged-in reader reports one of them (举报 on a reply, not on
 * their own). Screens at 390×844 go to test-output/screenshots.
 */
import type { Page } from 'playwright-core'
import { FORUM_PATHS, type Answer, type AnswersPage, type HomeResponse, type Reply } from '../../types/forum'
import { FIRST_REPLIES, FORUM_REPLY_PATHS, type RepliesPage } from '../../types/forumReplies'
import { STAFF_PATHS, type ReportReceipt } from '../../types/forumStaff'
import { okJson, pageToken, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)

async function api<T>(method: string, path: string, body?: object, page?: Page): Promise<{ status: number; body: T }> {
  const res = await signedFetch(ctx.server.url, method, path, body, page ? await pageToken(page) : undefined)
  return { status: res.status, body: (await res.json()) as T }
}
const get = async <T>(path: string) => okJson<T>(await signedFetch(ctx.server.url, 'GET', path), `GET ${path}`)

/** Every reply of an answer, as the API pages them. */
async function allReplies(answerId: number): Promise<Reply[]> {
  const seen: Reply[] = []
  let cursor: string | null = null
  do {
    const page: RepliesPage = await get<RepliesPage>(`${FORUM_REPLY_PATHS.answers}${answerId}/replies/${cursor ? `?cursor=${cursor}` : ''}`)
    seen.push(...page.results)
    cursor = page.next_cursor
  } while (cursor)
  return seen
}

test('the home tab shows the demo pictures from the thumbnail route, narrower than the originals', async () => {
  const home = await get<HomeResponse>(`${FORUM_PATHS.home}?level=middle_school`)
  const withImages = home.feed.results.filter((p) => p.images.length > 0)
  expect(withImages.length).toBeGreaterThan(0)
  expect(withImages.every((p) => p.images.every((i) => i.thumb_url.includes('/api/storage/thumb/') && i.url.includes('/api/storage/file/')))).toBe(true)
  await shotOnFailure(ctx.page, 'forum-home-images', async () => {
    await open('/pages/tabbar/forum')
    const card = ctx.page.locator(`[data-testid="forum-card"][data-post-id="${withImages[0].id}"]:visible`)
    await card.waitFor()
    await shot(ctx.page, 'forum-home-images')
    await card.scrollIntoViewIfNeeded()
    const thumbs = card.locator('.fm-thumbs img')
    await expectCount(thumbs, withImages[0].images.length)
    const loaded = await thumbs.evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(
          (img) =>
            new Promise<{ src: string; width: number; height: number }>((resolve) => {
              const done = () => resolve({ src: img.currentSrc || img.src, width: img.naturalWidth, height: img.naturalHeight })
              if (img.complete && img.naturalWidth > 0) done()
              else img.addEventListener('load', done, { once: true })
            })
        )
      )
    )
    for (const image of loaded) {
      expect(image.src).toContain('/api/storage/thumb/')
      expect([image.width, image.height]).toEqual([360, 270])
    }
    // The original is the full picture.
    const original = await ctx.page.evaluate(
      async (url) => {
        const img = new Image()
        img.src = url
        await img.decode()
        return img.naturalWidth
      },
      loaded[0].src.replace('/api/storage/thumb/', '/api/storage/file/')
    )
    expect(original).toBe(800)
    await shot(ctx.page, 'forum-home-images-card')
  })
})

test('查看全部 N 条回复 brings an answer’s further replies in order; a logged-in reader reports one, not their own', async () => {
  // A demo question whose answer has more replies than the list shows.
  const home = await get<HomeResponse>(`${FORUM_PATHS.home}?level=middle_school`)
  let found: { postId: number; answer: Answer } | undefined
  for (const post of home.feed.results.filter((p) => p.kind === 'question' && p.answer_count > 0)) {
    const answers = await get<AnswersPage>(`${FORUM_PATHS.posts}${post.id}/answers/`)
    const answer = answers.results.find((a) => a.reply_count > FIRST_REPLIES)
    if (answer) {
      found = { postId: post.id, answer }
      break
    }
  }
  expect(found).toBeDefined()
  const { postId, answer } = found!
  const replies = await allReplies(answer.id)
  expect(replies.length).toBe(answer.reply_count)

  await shotOnFailure(ctx.page, 'forum-replies', async () => {
    await open(`/forum/questionRanks/questionDetail?id=${postId}`)
    await byTestId('question-page').waitFor()
    await byTestId('answer-login').click()
    await loginWithPhone(ctx, '13712345681')
    await byTestId('answer-box').waitFor()

    const item = ctx.page.locator(`[data-testid="answer"][data-answer-id="${answer.id}"]:visible`)
    await item.waitFor()
    const rows = item.locator('[data-testid="answer-reply"]')
    await expectCount(rows, FIRST_REPLIES)
    const more = item.locator('[data-testid="answer-more-replies"]')
    await expect(more.innerText()).resolves.toBe(`查看全部 ${answer.reply_count} 条回复`)
    await more.scrollIntoViewIfNeeded()
    await shot(ctx.page, 'forum-question-replies-more')
    await more.click()
    // The last reply arrives with the page (an earlier question page may sit hidden in the DOM: only this one counts).
    await item.locator(`[data-testid="answer-reply"][data-reply-id="${replies[replies.length - 1].id}"]`).waitFor()
    const shown = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-reply-id'))))
    expect(shown).toEqual(replies.map((r) => r.id))
    await expectCount(more, 0)
    await item.locator('[data-testid="answer-reply"]').nth(FIRST_REPLIES).scrollIntoViewIfNeeded()
    await shot(ctx.page, 'forum-question-replies')

    // 举报 on a reply that came with 查看全部: the reason sheet, the toast; it does not start a reply.
    const target = replies[FIRST_REPLIES + 1]
    const row = item.locator(`[data-testid="answer-reply"][data-reply-id="${target.id}"]`)
    await row.locator('[data-testid="reply-report"]').click()
    const cell = ctx.page.locator('.taro-actionsheet__cell:visible', { hasText: '不实信息' })
    await cell.waitFor()
    await shot(ctx.page, 'forum-reply-report-sheet', 300)
    await cell.click()
    await ctx.page.getByText('已举报，我们会尽快处理').first().waitFor()
    await expectCount(all('answer-target'), 0)
    const again = await api<ReportReceipt>('POST', STAFF_PATHS.reports, { post_id: postId, reply_id: target.id, reason: 'false_info' }, ctx.page)
    expect([again.status, again.body.created, again.body.status]).toEqual([200, false, 'open'])

    // Tapping a reply still answers under its answer.
    await row.click()
    await expect(byTestId('answer-target').innerText()).resolves.toContain(`回复 ${target.author.username}`)
    await byTestId('answer-target-cancel').click()

    // One's own reply has no 举报.
    const mine = await api<Reply>('POST', `${FORUM_PATHS.posts}${postId}/answers/`, { body: `我的回复 ${Date.now()}`, parent_id: answer.id }, ctx.page)
    expect(mine.status).toBe(201)
    await ctx.page.reload()
    await item.waitFor()
    await item.locator('[data-testid="answer-more-replies"]').click()
    const own = item.locator(`[data-testid="answer-reply"][data-reply-id="${mine.body.id}"]`)
    await own.waitFor()
    await expectCount(own.locator('[data-testid="reply-report"]'), 0)
    await expectCount(item.locator('[data-testid="reply-report"]'), replies.length)
  })
})
