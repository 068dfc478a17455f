/**
 * 985 / 211 / 双一流 on H5 (issue 27): 北京大学's detail page shows its tags as chips and a 备注 line
 * instead of a dash, and the university search filtered by 211 lists the 112 institutions of the
 * list that the ministry's list holds, each with its tags; 填志愿's 院校标签 filter keeps the cards of
 * 211 institutions. Screens at 390×844 in test-output/screenshots.
 */
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, openRecommendBand } from './support/login'
import { pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)
const chipsOf = (testId: string) => byTestId(testId).locator('[data-testid="institution-chip"]').allInnerTexts()
const PKU = ['985', '211', '双一流', '公办']

/** Waits (20 s) until the first visible `testId` holds these chips: a list renders again while its search answers. */
async function chipsSettle(testId: string, chips: string[]): Promise<void> {
  await ctx.page
    .waitForFunction(
      ([id, want]) => {
        const el = [...document.querySelectorAll(`[data-testid="${id}"]`)].find((e) => (e as HTMLElement).offsetParent !== null)
        return !!el && [...el.querySelectorAll('[data-testid="institution-chip"]')].map((c) => c.textContent).join(' ') === want
      },
      [testId, chips.join(' ')] as const,
      { timeout: 20_000 }
    )
    .catch(() => undefined)
  await expect(chipsOf(testId)).resolves.toEqual(chips)
}

test('北京大学’s detail: 985 · 211 · 双一流 · 公办 chips in the header and the overview; 备注 says 公办 · 本科 · 教育部; the compare basket', async () => {
  await shotOnFailure(ctx.page, 'institution-tags-detail', async () => {
    await open('/gaokao/university/list/index')
    await field('uni-search-input').fill('北京大学')
    await ctx.page.waitForFunction(() => (document.querySelector('[data-testid="uni-result"] .gk-row__name')?.textContent ?? '').startsWith('北京大学'), undefined, {
      timeout: 20_000
    })
    await chipsSettle('uni-result-tags', PKU)
    await all('uni-result').first().click()
    await byTestId('uni-detail-page').waitFor()
    await chipsSettle('uni-detail-chips', PKU)
    await chipsSettle('uni-detail-tags', PKU)
    await expect(byTestId('uni-detail-remark').innerText()).resolves.toBe('公办 · 本科 · 教育部')
    await shot(ctx.page, 'institution-tags-detail-pku')

    // The compare basket shows them too.
    await byTestId('uni-compare-add').click()
    await byTestId('uni-compare-link').click()
    await byTestId('uni-contrast-page').waitFor()
    await chipsSettle('uni-contrast-tags', PKU)
    await shot(ctx.page, 'institution-tags-contrast')
  })
})

test('the search filtered by 211: 112 institutions, every row tagged 211', async () => {
  await shotOnFailure(ctx.page, 'institution-tags-search', async () => {
    await open('/gaokao/university/list/index')
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: /共 \d+ 所院校/ }).waitFor({ timeout: 30_000 })
    await byTestId('uni-filter-tag').click()
    const options = byTestId('uni-sheet-tag').locator('[data-testid="sheet-option"]')
    await expect(options.allInnerTexts()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/^985\s*38$/), expect.stringMatching(/^211\s*112$/), expect.stringMatching(/^双一流\s*144$/)])
    )
    await options.filter({ hasText: /^211/ }).first().click()
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: '共 112 所院校' }).waitFor({ timeout: 30_000 })
    const rows = await all('uni-result').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('[data-testid="institution-chip"]')].map((c) => c.textContent)))
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.every((chips) => chips.includes('211') && chips.includes('双一流'))).toBe(true)
    await expect(byTestId('uni-filter-tag').innerText()).resolves.toContain('211')
    await shot(ctx.page, 'institution-tags-search-211')
  })
})

test('填志愿 filtered by 院校标签 211: every card carries 211', async () => {
  await shotOnFailure(ctx.page, 'institution-tags-recommend', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-recommend').click()
    await loginWithPhone(ctx, '13700027101')
    // A new user has no gaokao info: the recommendations send them to the setting page.
    await byTestId('gaokao-setting').waitFor({ timeout: 30_000 })
    await openRecommendBand(ctx, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 }, 'safe')
    await byTestId('recommend-filter-tag').click()
    await byTestId('recommend-filter-tag-sheet').locator('[data-testid="sheet-option"]', { hasText: /^211$/ }).click()
    await expect(byTestId('recommend-filter-tag').innerText()).resolves.toContain('211')
    await ctx.page.waitForFunction(
      () => {
        const cards = [...document.querySelectorAll('[data-testid="unit-card"]')].filter((el) => (el as HTMLElement).offsetParent !== null)
        return cards.length > 0 && cards.every((card) => [...card.querySelectorAll('[data-testid="institution-chip"]')].some((c) => c.textContent === '211'))
      },
      undefined,
      { timeout: 30_000 }
    )
    await expect(byTestId('recommend-tag-count').innerText()).resolves.toMatch(/^「保」中的211院校：\d+ 个/)
    await shot(ctx.page, 'institution-tags-recommend-211')
  })
})
