/**
 * The form follows the user (issue 27) on H5 against the real server: a form saved in one browser
 * opens by itself in 我的志愿表 of a fresh browser (new storage) after logging in there, with its name
 * and its units; an unsaved edit made there stays across a reload (a device's own edits are never
 * replaced); and after a logout, the next user on that browser sees none of it.
 */
import type { Page } from 'playwright-core'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { NAMES, draft, seedDraft, slotNames } from './support/formDraft'
import { loginWithPassword, loginWithPhone, setGaokaoInfoOfPageUser, setPasswordOfPageUser } from './support/login'
import { confirmModal, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(240_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)

const TABLE = '/gaokao/application/applicationTable'
const OWNER = '13700027001'
const NEXT_USER = '13700027002'
const PASSWORD = 'follow2027'
const COUNT = '已填 5 / 48 个志愿 · 院校专业组'

/** Waits for a visible element of `id` holding `text` (the page renders again as the user's data arrives). */
const showsText = (id: string, text: string) => ctx.page.locator(`[data-testid="${id}"]:visible`, { hasText: text }).first().waitFor()

/** In the first browser: a 河南 user's draft saved as `name` through the page's 保存. */
async function saveFormAs(name: string): Promise<void> {
  await open(TABLE)
  await loginWithPhone(ctx, OWNER)
  await byTestId('app-table-page').waitFor()
  await setPasswordOfPageUser(ctx, PASSWORD)
  await setGaokaoInfoOfPageUser(ctx, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 })
  await seedDraft(ctx, draft())
  // 河南 fills by 院校专业组, known once the user's extra data has arrived.
  await showsText('at-count', COUNT)
  await byTestId('at-save').click()
  await field('name-input').fill(name)
  await byTestId('name-submit').click()
  await byTestId('name-sheet').waitFor({ state: 'detached' })
  await showsText('at-saved-name', name)
}

test('a form saved in one browser opens in a fresh one after login; its unsaved edit stays; the next user sees nothing', async () => {
  const first = ctx.page
  await shotOnFailure(first, 'application-form-follows-save', () => saveFormAs('冲刺方案'))
  await first.close()

  // Another device: a browser context with its own, empty storage.
  const other = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  ctx.page = await other.newPage()
  const page: Page = ctx.page
  try {
    await shotOnFailure(page, 'application-form-follows', async () => {
      await open(TABLE)
      await loginWithPassword(ctx, OWNER, PASSWORD)
      await byTestId('app-table-page').waitFor({ timeout: 30_000 })
      await showsText('at-title', '冲刺方案')
      await showsText('at-count', COUNT)
      expect(await slotNames(ctx)).toEqual(NAMES)
      await expect(byTestId('at-title').innerText()).resolves.toBe('冲刺方案')
      await shot(page, 'application-form-follows')

      // An edit made here, not saved: a reload keeps it rather than opening the saved form again.
      await all('at-remove').nth(4).click()
      await confirmModal(page)
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="slot"]').length === 4)
      await page.reload()
      await showsText('at-saved-name', '冲刺方案')
      await showsText('at-count', '已填 4 / 48 个志愿 · 院校专业组')
      expect(await slotNames(ctx)).toEqual(NAMES.slice(0, 4))

      // The owner logs out; the next user of this browser finds an empty form and no saved ones.
      await open('/pages/tabbar/personal')
      await byTestId('logout').click()
      await confirmModal(page)
      await page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent === '点击登录')
      await open(TABLE)
      await loginWithPhone(ctx, NEXT_USER)
      await byTestId('app-table-page').waitFor({ timeout: 30_000 })
      await byTestId('at-saved-empty').waitFor()
      await byTestId('at-empty').waitFor()
      expect(await all('slot').count()).toBe(0)
      await expect(byTestId('at-title').innerText()).resolves.toBe('我的志愿表')
      await shot(page, 'application-form-follows-next-user')
    })
  } finally {
    await other.close()
  }
})
