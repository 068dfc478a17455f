/**
 * 填志愿 on H5 against the real server (issue 6): a new user is sent from the recommendations to
 * 设置高考信息 (BAD_PARAMS), sets province, subjects and score with the rank looked up from the
 * 一分一段 table, sees recommendations in four bands with their explanations, chooses majors from
 * three bands, reorders the form by touch drag, saves it, logs out and in and finds it; a non-VIP
 * sees the blur and the 了解更多 modal on AI志愿填报 and under the recommendations.
 */
import type { Page } from 'playwright-core'
import { APPLICATION_PATHS, type IndexStat } from '../../types/application'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPassword, loginWithPhone, setPasswordOfPageUser } from './support/login'
import { closeTouchContexts, confirmModal, pageHelpers, settledShot as shot, touchPage } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
afterEach(closeTouchContexts)
const { byTestId, all, field, open, back } = pageHelpers(ctx)
const PHONE_NO = '13700001234'

/** The institution of each slot of the form table (or the drag page's rows), in order. */
const slotNames = async (p: Page, row = 'slot') =>
  (await p.locator(`[data-testid="${row}"]:visible [data-testid="slot-name"]`).allInnerTexts()).map((n) => n.split(' · ')[0].trim())

/** A finger holds the ≡ handle of drag row `from` and moves it up onto row `to` (CDP touch events). */
async function touchDrag(p: Page, from: number, to: number): Promise<void> {
  const handle = (await p.locator('[data-testid="sd-handle"]:visible').nth(from).boundingBox())!
  const row = (await p.locator('[data-testid="sd-row"]:visible').first().boundingBox())!
  const x = handle.x + handle.width / 2
  const y = handle.y + handle.height / 2
  const cdp = await p.context().newCDPSession(p)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let step = 1; step <= 12; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (row.height * (from - to) * step) / 12 }] })
  }
  // Let go only once the page holds the row (a loaded machine renders late).
  await p.locator('[data-testid="sort-drag-page"][data-dragging="yes"]').waitFor()
  await p.waitForTimeout(200)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
  await p.locator('[data-testid="sort-drag-page"][data-dragging="no"]').waitFor()
}

/** Chooses the first eligible major of the first unit of `band` on application/index. */
async function chooseFrom(band: string): Promise<string> {
  await byTestId(`band-tab-${band}`).click()
  const card = ctx.page.locator(`[data-testid="unit-card"][data-band="${band}"]:visible`).first()
  await card.waitFor({ timeout: 30_000 })
  const name = (await card.locator('[data-testid="unit-name"]').innerText()).trim()
  const select = card.locator('[data-testid="unit-select"]')
  if ((await select.count()) === 0) {
    // 专业+院校: the unit is one major, toggled on the card.
    await card.locator('[data-testid="unit-toggle"]').click()
  } else {
    await select.click()
    await byTestId('major-picker').waitFor()
    await ctx.page.locator('[data-testid="major-option"]:visible:not(.app-major--off)').first().click()
    await ctx.page.locator('[data-testid="major-option"][data-on="true"]:visible').first().waitFor()
    await back()
    await byTestId('application-index').waitFor()
  }
  return name
}

test('a new user sets gaokao info, chooses from four bands, drags, saves, logs out and in and finds the form', async () => {
  await touchPage(ctx)
  await shotOnFailure(ctx.page, 'application-flow', async () => {
    await open('/pages/tabbar/application')
    await expect(byTestId('application-countdown').innerText()).resolves.toMatch(/距高考还有 \d+ 天|高考进行中|高考已过去 \d+ 天/)
    await shot(ctx.page, 'application-tab')

    // Recommendations need login, then gaokao info: BAD_PARAMS sends the user to the setting page.
    await byTestId('application-recommend').click()
    await loginWithPhone(ctx, PHONE_NO)
    await byTestId('gaokao-setting').waitFor({ timeout: 30_000 })
    await shot(ctx.page, 'application-setting-empty')

    await byTestId('setting-province').click()
    await byTestId('setting-province-sheet')
      .locator('[data-testid="sheet-option"]', { hasText: /^宁夏$/ })
      .click()
    for (const s of ['物理', '化学', '生物'])
      await all('setting-subject')
        .filter({ hasText: new RegExp(`^${s}$`) })
        .click()
    await expect(byTestId('gaokao-setting').innerText()).resolves.toContain('排名科类：物理类')
    await field('setting-score').fill('520')
    await byTestId('setting-lookup').click()
    await expect(byTestId('setting-lookup-note').innerText()).resolves.toMatch(/按 2025 年宁夏物理类一分一段表：520 分累计位次 [\d,]+/)
    const rank = Number((await field('setting-rank').inputValue()).replace(/,/g, ''))
    expect(rank).toBeGreaterThan(0)
    await shot(ctx.page, 'application-setting-filled')

    const statAnswer = ctx.page.waitForResponse((r) => r.url().includes(APPLICATION_PATHS.indexStat) && r.status() === 200)
    await byTestId('setting-save').click()
    await byTestId('application-index').waitFor({ timeout: 30_000 })
    const stat = (await (await statAnswer).json()) as IndexStat
    expect(stat).toMatchObject({ province: '宁夏', track: '物理类', rank })
    // Four bands, each with units, the counts shown on the tabs.
    const counts = await all('band-count').allInnerTexts()
    expect(counts.map(Number)).toEqual([stat.counts.rush, stat.counts.stable, stat.counts.safe, stat.counts.difficult])
    for (const c of counts) expect(Number(c)).toBeGreaterThan(0)
    // Every card explains itself: past years' min ranks, the user's rank, the probability.
    const why = await byTestId('unit-why').innerText()
    expect(why).toMatch(/\d{4} 年最低位次 [\d,]+/)
    expect(why).toContain(`你的位次 ${rank.toLocaleString('en-US')}`)
    expect(why).toMatch(/录取概率 (\d+%|<1%|>99%)（冲/)
    await shot(ctx.page, 'application-index-rush')

    // Non-VIP: the rest of a band under the blur, 了解更多 opens the modal.
    await byTestId('band-tab-safe').click()
    if (stat.counts.safe > 10) {
      await byTestId('recommend-lock').scrollIntoViewIfNeeded()
      await shot(ctx.page, 'application-index-locked')
      await byTestId('recommend-lock-more').click()
      await expect(ctx.page.locator('.taro-modal__content:visible, .taro-model__content:visible').first().innerText()).resolves.toContain('开通服务即可解锁全部功能')
      await ctx.page.locator('.taro-model__cancel:visible').click()
    }

    const chosen = [await chooseFrom('rush'), await chooseFrom('stable'), await chooseFrom('safe')].map((n) => n.split(' · ')[0])
    await expect(byTestId('form-count').innerText()).resolves.toMatch(/已选 3 \/ \d+ 个志愿/)
    await byTestId('open-form').click()
    await byTestId('app-table-page').waitFor()
    await byTestId('slot').waitFor()
    expect(await slotNames(ctx.page)).toEqual(chosen)
    await shot(ctx.page, 'application-table-before-drag')

    // Reorder by dragging: the third choice (保) to the top.
    await byTestId('at-sort').click()
    await byTestId('sort-forms-page').waitFor()
    await byTestId('sf-drag').click()
    await byTestId('sd-row').waitFor()
    await ctx.page.waitForTimeout(600) // the page's slide-in: rows must be where they will stay
    await touchDrag(ctx.page, 2, 0)
    const order = [chosen[2], chosen[0], chosen[1]]
    expect(await slotNames(ctx.page, 'sd-row')).toEqual(order)
    await shot(ctx.page, 'application-drag-done')
    await open('/gaokao/application/applicationTable')
    await byTestId('slot').waitFor()
    expect(await slotNames(ctx.page)).toEqual(order)

    // Save on the server (and give the account a password: the second login comes within a
    // minute, before another SMS code may be sent).
    await setPasswordOfPageUser(ctx, 'gaokao2027')
    await byTestId('at-save').click()
    await field('name-input').fill('宁夏第一稿')
    await byTestId('name-submit').click()
    await ctx.page.locator('[data-testid="at-saved-name"]:visible', { hasText: '宁夏第一稿' }).waitFor()
    await shot(ctx.page, 'application-table-saved')

    // Log out (which forgets the local draft), log in again: the saved form is there and opens in order.
    await open('/pages/tabbar/personal')
    await byTestId('logout').click()
    await confirmModal(ctx.page)
    await ctx.page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent === '点击登录')
    await open('/gaokao/application/applicationTable')
    await loginWithPassword(ctx, PHONE_NO, 'gaokao2027')
    await byTestId('app-table-page').waitFor({ timeout: 30_000 })
    // The most recently saved form opens by itself once the saved forms load (issue 27).
    await ctx.page.locator('[data-testid="at-title"]:visible', { hasText: '宁夏第一稿' }).waitFor({ timeout: 30_000 })
    expect(await slotNames(ctx.page)).toEqual(order)
    await shot(ctx.page, 'application-table-after-relogin')
  })
})

test('AI志愿填报: a non-VIP gets the blurred preview without names and the 了解更多 modal; 院校优先 and 专业优先', async () => {
  await shotOnFailure(ctx.page, 'application-ai', async () => {
    await open('/pages/vip/index')
    await loginWithPhone(ctx, '13700005678')
    await byTestId('ai-filling').waitFor({ timeout: 30_000 })
    // No gaokao info yet: generating asks for it first.
    await byTestId('ai-generate').click()
    await byTestId('gaokao-setting').waitFor()
    await byTestId('setting-province').click()
    await byTestId('setting-province-sheet')
      .locator('[data-testid="sheet-option"]', { hasText: /^新疆$/ })
      .click()
    await all('setting-liberal')
      .filter({ hasText: /^理科$/ })
      .click()
    await field('setting-score').fill('420')
    await byTestId('setting-save').click()
    await byTestId('ai-filling').waitFor({ timeout: 30_000 })
    await expect(byTestId('ai-info').innerText()).resolves.toContain('新疆 · 理科 · 420 分')
    await byTestId('ratio-rush-plus').click()
    await expect(byTestId('ratio-rush').innerText()).resolves.toBe('30%')
    await byTestId('ai-generate').click()
    await byTestId('ai-result').waitFor({ timeout: 30_000 })
    await byTestId('ai-lock').waitFor()
    // Masked on the server: no institution name reaches a non-VIP.
    const names = await ctx.page.locator('[data-testid="ai-choice"] [data-testid="unit-name"]').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    for (const n of names) expect(n).toContain('***')
    expect(await ctx.page.locator('[data-testid="ai-use"]:visible').count()).toBe(0)
    await byTestId('ai-lock').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'ai-filling-locked')
    await byTestId('ai-lock-more').click()
    const modal = ctx.page.locator('.taro-modal__content:visible, .taro-model__content:visible').first()
    await expect(modal.innerText()).resolves.toContain('开通服务即可解锁全部功能')
    await shot(ctx.page, 'ai-filling-learn-more')
    await ctx.page.locator('.taro-model__cancel:visible').click()

    // 院校优先: a unit in full, its past years and its majors.
    await open('/gaokao/application/index')
    await byTestId('band-tab-stable').click()
    const card = ctx.page.locator('[data-testid="unit-card"][data-band="stable"]:visible').first()
    await card.waitFor({ timeout: 30_000 })
    const name = (await card.locator('[data-testid="unit-name"]').innerText()).trim()
    await card.getByText('详情').click()
    await byTestId('school-details').waitFor()
    await expect(byTestId('school-details').locator('[data-testid="unit-name"]').innerText()).resolves.toBe(name)
    expect(await all('school-past-row').count()).toBeGreaterThan(0)
    await expect(byTestId('school-past').innerText()).resolves.toMatch(/预计今年最低位次约 [\d,]+，大约三分之二的可能落在 [\d,]+–[\d,]+ 之间/)
    expect(await all('major-option').count()).toBeGreaterThan(0)
    const major = (await byTestId('major-option').locator('.app-major__name').innerText()).trim()
    await shot(ctx.page, 'school-details')

    // 专业优先: the units offering a major, with their chances.
    await open('/gaokao/components/professionFirst/professionDetails')
    await field('profession-search').fill(major)
    await byTestId('profession-search-go').click()
    await byTestId('band-tab-stable').click()
    const offered = ctx.page.locator('[data-testid="unit-card"][data-band="stable"]:visible')
    await offered.filter({ hasText: name }).first().waitFor({ timeout: 30_000 })
    await shot(ctx.page, 'profession-details')
  })
})
