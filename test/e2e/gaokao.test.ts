/**
 * Gaokao data pages on H5 against the real server (issue 5, first slice): university search by
 * name, abbreviation and pinyin initials; the detail page; compare two institutions side by side;
 * the 一分一段表 with score → rank range and rank → score look-ups. Screens go to
 * test-output/screenshots.
 */
import fs from 'fs'
import type { Page } from 'playwright-core'
import { DEFAULT_INSTITUTIONS_FILE } from '../../server/seed/importInstitutions'
import { shot as saveShot, shotOnFailure, useServerAndBrowser } from './support/browser'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()

async function shot(p: Page, name: string): Promise<void> {
  await p.waitForTimeout(500)
  await saveShot(p, name)
}

const byTestId = (id: string) => ctx.page.locator(`[data-testid="${id}"]:visible`).first()
const all = (id: string) => ctx.page.locator(`[data-testid="${id}"]:visible`)
const field = (id: string) => ctx.page.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
const open = (hashPath: string) => ctx.page.goto(`${ctx.server.url}/h5/#${hashPath}`)

/** Types `text` into the search box and waits until the first result is `name`. */
async function searchFirst(text: string, name: string): Promise<void> {
  await field('uni-search-input').fill(text)
  await ctx.page.waitForFunction(
    ([want]) => {
      const rows = [...document.querySelectorAll('[data-testid="uni-result"]')]
      return rows.length > 0 && (rows[0].textContent ?? '').includes(want)
    },
    [name],
    { timeout: 15_000 }
  )
  const first = await all('uni-result').first().innerText()
  expect(first.split('\n')[0]).toContain(name)
}

test('search 北京大学 / 北大 / bjdx, open the detail, compare two side by side', async () => {
  await shotOnFailure(ctx.page, 'gaokao-university', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-setting-card').waitFor()
    await shot(ctx.page, 'tab-application-gaokao')
    await byTestId('application-university-search').click()
    await byTestId('uni-list-page').waitFor()
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: /共 \d+ 所院校/ }).waitFor({ timeout: 30_000 })
    const total = Number((await byTestId('uni-count').innerText()).match(/\d+/)![0])
    expect(total).toBeGreaterThan(2800)
    await expect(byTestId('uni-source').innerText()).resolves.toContain('教育部 2025 年全国普通高等学校名单')
    await shot(ctx.page, 'university-list')

    // Scrolling far loads more pages while only a window of rows is in the DOM.
    const list = byTestId('uni-list')
    for (let i = 0; i < 4; i++) {
      await list.evaluate((el) => {
        const scroller = el.querySelector('.taro-scroll-view__scroll-y') ?? el
        ;(scroller as HTMLElement).scrollTop = (scroller as HTMLElement).scrollHeight
        scroller.dispatchEvent(new Event('scroll'))
      })
      await ctx.page.waitForTimeout(400)
    }
    const rendered = await all('uni-result').count()
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(60)

    await searchFirst('北京大学', '北京大学')
    await shot(ctx.page, 'university-search-name')
    await searchFirst('北大', '北京大学')
    await searchFirst('bjdx', '北京大学')
    await shot(ctx.page, 'university-search-initials')

    await field('uni-search-input').fill('没有这样的大学xyz')
    await byTestId('uni-empty').waitFor()
    await expect(byTestId('uni-empty').innerText()).resolves.toContain('没有找到相关院校')
    await shot(ctx.page, 'university-search-empty')

    // Filters: 本科 in 北京.
    await field('uni-search-input').fill('')
    await byTestId('uni-filter-province').click()
    await byTestId('uni-sheet-province').waitFor()
    await shot(ctx.page, 'university-filter-province')
    await byTestId('uni-sheet-province').locator('[data-testid="sheet-option"]', { hasText: '北京' }).first().click()
    await byTestId('uni-filter-level').click()
    await byTestId('uni-sheet-level').locator('[data-testid="sheet-option"]', { hasText: '本科' }).first().click()
    await ctx.page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="uni-result"]')]
      return rows.length > 0 && rows.every((r) => (r.textContent ?? '').includes('北京') && (r.textContent ?? '').includes('本科'))
    })
    // The count settles on the source file's own number of 本科 institutions in 北京 (code digits 3-4 = 11).
    const source = JSON.parse(fs.readFileSync(DEFAULT_INSTITUTIONS_FILE, 'utf8')) as { code: number; level: string }[]
    const expected = source.filter((r) => String(r.code).slice(2, 4) === '11' && r.level === '本科').length
    expect(expected).toBeGreaterThan(50)
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: `共 ${expected} 所院校` }).waitFor()
    await shot(ctx.page, 'university-filtered')

    // Detail of 北京大学, then add it and 清华大学 to compare.
    await field('uni-search-input').fill('北京大学')
    await searchFirst('北京大学', '北京大学')
    await all('uni-result').first().click()
    await byTestId('uni-detail-page').waitFor()
    await expect(byTestId('uni-detail-name').innerText()).resolves.toBe('北京大学')
    await expect(byTestId('uni-detail-code').innerText()).resolves.toMatch(/^\d{10}$/)
    await expect(byTestId('uni-section-scores').innerText()).resolves.toContain('暂无数据，后续版本接入')
    await byTestId('uni-compare-add').click()
    await expect(byTestId('uni-compare-add').innerText()).resolves.toContain('已加入对比')
    await shot(ctx.page, 'university-detail')

    await open('/gaokao/university/list/index')
    await byTestId('uni-list-page').waitFor()
    await searchFirst('清华大学', '清华大学')
    await all('uni-result').first().click()
    await expect(byTestId('uni-detail-name').innerText()).resolves.toBe('清华大学')
    await byTestId('uni-compare-add').click()
    await expect(byTestId('uni-compare-add').innerText()).resolves.toContain('已加入对比')
    await byTestId('uni-compare-link').click()

    await byTestId('uni-contrast-table').waitFor()
    await expect(all('uni-contrast-col').count()).resolves.toBe(2)
    const names = await all('uni-contrast-name').allInnerTexts()
    expect(names).toEqual(['北京大学', '清华大学'])
    await shot(ctx.page, 'university-contrast')

    // Persisted across a reload; remove both → empty state with a way back to search.
    await ctx.page.reload()
    await expect(all('uni-contrast-col').count()).resolves.toBe(2)
    await byTestId('uni-contrast-remove').click()
    await expect(all('uni-contrast-col').count()).resolves.toBe(1)
    await byTestId('uni-contrast-remove').click()
    await byTestId('uni-contrast-empty').waitFor()
    await shot(ctx.page, 'university-contrast-empty')
    await byTestId('uni-contrast-search').click()
    await byTestId('uni-list-page').waitFor()
  })
})

test('一分一段表: the table, score → rank range and 等位分, rank → score, Chinese errors', async () => {
  await shotOnFailure(ctx.page, 'gaokao-onescore', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-onescore').click()
    await byTestId('osl-page').waitFor()
    await expect(byTestId('osl-province').innerText()).resolves.toContain('北京')
    await expect(byTestId('osl-track').innerText()).resolves.toContain('综合')
    await byTestId('osl-row').waitFor()
    await expect(all('osl-row').first().innerText()).resolves.toMatch(/\d+分及以上/)
    await expect(byTestId('osl-source').innerText()).resolves.toContain('示例数据')
    const rendered = await all('osl-row').count()
    expect(rendered).toBeLessThan(100)
    await shot(ctx.page, 'onescore-table')

    // Errors.
    await field('osl-score-input').fill('901')
    await byTestId('osl-lookup-submit').click()
    await expect(byTestId('osl-error').innerText()).resolves.toBe('分数应为 0-900 之间的整数')
    await field('osl-score-input').fill('')
    await byTestId('osl-lookup-submit').click()
    await expect(byTestId('osl-error').innerText()).resolves.toBe('请输入分数或位次')

    // Score → rank range (+ 等位分 of the other years).
    const secondRow = (await all('osl-row').nth(5).innerText()).split(/\s+/)
    const score = Number(secondRow[0])
    await field('osl-score-input').fill(String(score))
    await byTestId('osl-lookup-submit').click()
    await byTestId('osl-result').waitFor()
    const text = await byTestId('osl-result').innerText()
    expect(text).toMatch(new RegExp(`${score} 分的位次区间 \\d+(–\\d+)?`))
    const [, best] = text.match(/位次区间 (\d+)/)!
    await expect(byTestId('osl-equivalents').innerText()).resolves.toMatch(/等位分：\d{4}年 \d+分/)
    await shot(ctx.page, 'onescore-score-lookup')

    // Rank → score (the best rank of that score maps back to it).
    await field('osl-rank-input').fill(best)
    await byTestId('osl-lookup-submit').click()
    await ctx.page.waitForFunction(
      ([b]) => (document.querySelector('[data-testid="osl-result"]')?.textContent ?? '').includes(`位次 ${b} 对应`),
      [best]
    )
    await expect(byTestId('osl-result').innerText()).resolves.toContain(`对应 ${score} 分`)
    await shot(ctx.page, 'onescore-rank-lookup')

    // Another province with 物理类/历史类.
    await byTestId('osl-province').click()
    await byTestId('osl-sheet-province').locator('[data-testid="sheet-option"]', { hasText: '河南' }).first().click()
    await expect(byTestId('osl-province').innerText()).resolves.toContain('河南')
    await expect(byTestId('osl-track').innerText()).resolves.toMatch(/物理类|历史类/)
    await byTestId('osl-row').waitFor()
    await byTestId('osl-track').click()
    await byTestId('osl-sheet-track').waitFor()
    await shot(ctx.page, 'onescore-track-sheet')
  })
})
