/**
 * Writing and the daily check-in on H5 against the real server (issue 24): a visitor sees the demo
 * prompts (示例数据) and, in 我的草稿, the hint to log in; logs in and comes back; starts an essay on
 * a prompt, types a title and body (the word count follows) and reloads at once: the text is there,
 * read from the device, and then saved to the server, where a second browser context of the same
 * user finds it in 我的草稿 and opens it. Then 每日打卡: before, checking in with minutes and a note,
 * the streak and today's calendar day; and the task centre shows 学习打卡 done.
 * Screens at 390×844: write-prompts, write-editor, write-drafts, checkin-before, checkin-after.
 */
import { chinaDate } from '../../core/chinaTime'
import { essayWordCount } from '../../core/essayWords'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { pageHelpers, settledShot } from './support/page'

jest.setTimeout(120_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)
const USER = '13700009521'
const TITLE = '楼道里的灯'
const BODY = '2024年冬天，楼道里的灯总在我晚归时亮起。\n那一刻我知道，有人在等我回家。'

test('write a draft that survives a reload and reaches the server; check in and see the task done', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'study-writing', async () => {
    // A visitor: the prompts, and 我的草稿 asks to log in.
    await open('/study/write/index')
    await all('write-prompt').nth(7).waitFor({ timeout: 30_000 })
    await p.locator('[data-testid="write-prompt"]:visible', { hasText: '示例数据' }).first().waitFor()
    await settledShot(p, 'write-prompts')
    await byTestId('write-tab-drafts').click()
    await byTestId('write-login-hint').waitFor()
    await byTestId('write-login').click()
    await loginWithPhone(ctx, USER)
    await p.locator('[data-testid="write-home"][data-tab="drafts"]:visible').waitFor({ timeout: 30_000 })
    await byTestId('write-drafts-empty').waitFor()

    // An essay on the prompt 灯: the count follows the text.
    await byTestId('write-tab-prompts').click()
    await p.locator('[data-testid="write-prompt"]:visible', { hasText: '灯' }).locator('[data-testid="write-prompt-start"]').click()
    await byTestId('write-prompt-panel').getByText('题目：灯').waitFor()
    await field('write-title').fill(TITLE)
    await byTestId('write-body').fill(BODY)
    const words = essayWordCount(BODY)
    await byTestId('write-count').getByText(`已写 ${words} 字 / 目标 800 字`).waitFor()

    // Reload before the save: the text is read back from the device, then saved to the server.
    await p.reload()
    await expect(byTestId('write-body').inputValue()).resolves.toBe(BODY)
    await expect(field('write-title').inputValue()).resolves.toBe(TITLE)
    await p.locator('[data-testid="write-sync"][data-sync="saved"]:visible').waitFor({ timeout: 15_000 })
    await settledShot(p, 'write-editor')

    // Another browser of the same user: the draft is in 我的草稿, with its count, and opens.
    const other = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
    try {
      await other.addCookies(await p.context().cookies())
      const q = await other.newPage()
      await q.goto(`${ctx.server.url}/h5/#/study/write/index?tab=drafts`)
      const card = q.locator('[data-testid="write-draft"]:visible', { hasText: TITLE })
      await card.waitFor({ timeout: 30_000 })
      await expect(card.locator('[data-testid="write-draft-words"]').innerText()).resolves.toContain(`${words} 字`)
      await settledShot(q, 'write-drafts')
      await card.locator('[data-testid="write-draft-open"]').click()
      await expect(q.locator('[data-testid="write-body"]:visible').inputValue()).resolves.toBe(BODY)
    } finally {
      await other.close()
    }

    // 每日打卡: before, then with 30 minutes and a note.
    await open('/study/checkin/checkin')
    await p.locator('[data-testid="checkin-head"][data-checked="false"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('checkin-state').innerText()).resolves.toBe('今天还没有打卡')
    await settledShot(p, 'checkin-before')
    await p.locator('[data-testid="checkin-minutes-choice"]:visible', { hasText: '30 分钟' }).click()
    await field('checkin-note').fill('写完了一篇作文的开头')
    await byTestId('checkin-submit').click()
    await p.locator('[data-testid="checkin-head"][data-checked="true"]:visible').waitFor()
    await expect(byTestId('checkin-streak').innerText()).resolves.toBe('已连续打卡 1 天')
    await expect(byTestId('checkin-longest').innerText()).resolves.toBe('1')
    await p.locator(`[data-testid="checkin-day"][data-date="${chinaDate(Date.now())}"][data-checked="true"]:visible`).waitFor()
    await p.getByText('今日学习 30 分钟 · 写完了一篇作文的开头').waitFor()
    await settledShot(p, 'checkin-after', 1600)

    // The task centre: 学习打卡 done.
    await byTestId('checkin-tasks').click()
    await p.locator('[data-testid="task-row"][data-key="study_checkin"][data-state="claimed"]:visible').waitFor({ timeout: 30_000 })
  })
})
