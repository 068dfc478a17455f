/**
 * Gaokao data pages on H5 against the real server (issue 5): university search by name,
 * abbreviation and pinyin initials; the detail page; the compare basket (contrast) and the
 * comparison (compare) with the province's lines; 最近搜索 of a logged-in user; 查看位置; the
 * 一分一段表 with score → rank range and rank → score look-ups. Screens go to
 * test-output/screenshots.
 */
import type { Page } from 'playwright-core'
import { GAOKAO_PATHS } from '../../types/gaokao'
import { USER_PATHS } from '../../types/user'
import { readOfficialList } from '../support/officialList'
import { shot as saveShot, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount } from './support/page'

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

/** Waits for the server's answer to the university search for `q` (what `start` sets off). */
async function answeredSearch(q: string, start: () => Promise<void>): Promise<void> {
  const answered = ctx.page.waitForResponse((r) => {
    const url = new URL(r.url())
    return url.pathname.endsWith(GAOKAO_PATHS.universities) && url.searchParams.get('q') === q
  })
  await start()
  await answered
}

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
  // The row's name (its lettermark comes first in the row's text).
  const first = await all('uni-result').first().locator('.gk-row__name').innerText()
  expect(first).toContain(name)
}

test('search 北京大学 / 北大 / bjdx, open the detail, compare two side by side with the province’s lines', async () => {
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
        const scroller = el.closest('.taro-scroll-view__scroll-y') ?? el
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
    const source = readOfficialList()
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
    await expect(byTestId('uni-detail-type').innerText()).resolves.toBe('综合')
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

    // The basket: both, in the order added; 开始对比 opens the comparison.
    await byTestId('uni-contrast-page').waitFor()
    await expect(all('uni-contrast-name').allInnerTexts()).resolves.toEqual(['北京大学', '清华大学'])
    await expect(byTestId('uni-contrast-count').innerText()).resolves.toContain('已选 2/4 所')
    await shot(ctx.page, 'university-contrast')
    await byTestId('uni-contrast-start').click()

    // Not logged in: the province is 北京; the newest year's lines of both, 示例数据 labelled.
    await byTestId('uni-compare-table').waitFor({ timeout: 30_000 })
    await expect(all('uni-compare-head').allInnerTexts()).resolves.toEqual([expect.stringContaining('北京大学'), expect.stringContaining('清华大学')])
    await expect(byTestId('uni-compare-province').innerText()).resolves.toContain('北京')
    await expect(byTestId('uni-compare-year').innerText()).resolves.toMatch(/20\d\d年/)
    await expect(byTestId('uni-compare-section-line').innerText()).resolves.toMatch(/20\d\d年综合录取线（北京）/)
    const scores = (await byTestId('uni-compare-row-min_score').innerText())
      .split(/\s+/)
      .filter((x) => /^\d+$/.test(x))
      .map(Number)
    expect(scores).toHaveLength(2)
    const ranks = (await byTestId('uni-compare-row-min_rank').innerText()).split(/\s+/).filter((x) => /^\d+$/.test(x))
    expect(ranks).toHaveLength(2)
    // The higher min score is highlighted (unless they tie).
    if (scores[0] !== scores[1]) {
      const best = await byTestId('uni-compare-row-min_score').locator('[data-testid="uni-compare-best"]').innerText()
      expect(Number(best)).toBe(Math.max(...scores))
    }
    await expect(byTestId('uni-compare-row-plan_count').innerText()).resolves.toMatch(/\d+人[\s\S]*\d+人/)
    await expect(byTestId('uni-compare-row-major_count').innerText()).resolves.toMatch(/\d+个[\s\S]*\d+个/)
    await expect(byTestId('uni-compare-row-grades').innerText()).resolves.toMatch(/[ABC][+-]? \d/)
    await expect(byTestId('uni-compare-source-line').innerText()).resolves.toContain('示例数据')
    await expect(byTestId('uni-compare-source-facts').innerText()).resolves.toContain('教育部 2025 年全国普通高等学校名单')
    await shot(ctx.page, 'university-compare')
    await byTestId('uni-compare-sources').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'university-compare-sources')

    // Another province: its lines (江苏 has 物理类/历史类).
    await byTestId('uni-compare-province').click()
    await byTestId('uni-compare-province-sheet').locator('[data-testid="sheet-option"]', { hasText: '江苏' }).first().click()
    await ctx.page.locator('[data-testid="uni-compare-section-line"]:visible', { hasText: '录取线（江苏）' }).waitFor()
    await expect(byTestId('uni-compare-track').innerText()).resolves.toMatch(/物理类|历史类/)
    await shot(ctx.page, 'university-compare-jiangsu')

    // Back in the basket (kept across a reload): add a third by searching here, remove, 开始对比 needs two.
    await open('/gaokao/university/contrast')
    await ctx.page.reload()
    await expectCount(all('uni-contrast-item'), 2)
    await field('uni-contrast-search-input').fill('复旦')
    await ctx.page.locator('[data-testid="uni-contrast-result"]:visible', { hasText: '复旦大学' }).first().waitFor()
    await ctx.page.locator('[data-testid="uni-contrast-result"]:visible', { hasText: '复旦大学' }).first().locator('[data-testid="uni-contrast-result-add"]').click()
    await expect(all('uni-contrast-name').allInnerTexts()).resolves.toEqual(['北京大学', '清华大学', '复旦大学'])
    await shot(ctx.page, 'university-contrast-search')
    for (let n = 2; n >= 0; n--) {
      await byTestId('uni-contrast-remove').click()
      await expectCount(all('uni-contrast-item'), n)
    }
    await byTestId('uni-contrast-empty').waitFor()
    await byTestId('uni-contrast-start').click()
    await ctx.page.getByText('再选 2 所院校即可对比').first().waitFor()
    expect(ctx.page.url()).toContain('/gaokao/university/contrast')
    await field('uni-contrast-search-input').fill('')
    await shot(ctx.page, 'university-contrast-empty')
  })
})

test('最近搜索: a logged-in search is remembered, searched again with a tap, and cleared', async () => {
  await shotOnFailure(ctx.page, 'gaokao-search-history', async () => {
    // Logged out: no history.
    await open('/gaokao/university/list/index')
    await byTestId('uni-list-page').waitFor()
    await searchFirst('复旦', '复旦大学')
    await field('uni-search-input').fill('')
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: /共 \d+ 所院校/ }).waitFor()
    await expectCount(all('uni-history'), 0)

    await open(`/personal/loginWithPhone?redirect=${encodeURIComponent('/gaokao/university/list/index')}`)
    await loginWithPhone(ctx, '13600003333')
    await byTestId('uni-list-page').waitFor()
    await expectCount(all('uni-history'), 0)

    // Typing on merges into one entry ('北京' → '北京大学').
    for (const q of ['复旦', '北京', '北京大学']) await answeredSearch(q, () => field('uni-search-input').fill(q))
    await field('uni-search-input').fill('')
    await byTestId('uni-history').waitFor()
    await expect(all('uni-history-item').allInnerTexts()).resolves.toEqual(['北京大学', '复旦'])
    await shot(ctx.page, 'university-search-history')

    // A tap searches again and moves the entry first; the server keeps the same order.
    await answeredSearch('复旦', () => ctx.page.locator('[data-testid="uni-history-item"]:visible', { hasText: '复旦' }).click())
    await expect(field('uni-search-input').inputValue()).resolves.toBe('复旦')
    await ctx.page.waitForFunction(() => (document.querySelector('[data-testid="uni-result"]')?.textContent ?? '').includes('复旦大学'))
    await expectCount(all('uni-history'), 0)
    await field('uni-search-input').fill('')
    await byTestId('uni-history').waitFor()
    await expect(all('uni-history-item').allInnerTexts()).resolves.toEqual(['复旦', '北京大学'])
    await ctx.page.reload()
    await byTestId('uni-history').waitFor()
    await expect(all('uni-history-item').allInnerTexts()).resolves.toEqual(['复旦', '北京大学'])

    // 清空: gone here and on the server.
    await byTestId('uni-history-clear').click()
    await byTestId('uni-history').waitFor({ state: 'detached' })
    const extra = ctx.page.waitForResponse((r) => r.url().includes(USER_PATHS.dataExtra))
    await ctx.page.reload()
    await extra
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: /共 \d+ 所院校/ }).waitFor()
    await expectCount(all('uni-history'), 0)
    await shot(ctx.page, 'university-search-history-cleared')
  })
})

test('查看位置 from the detail page: name, city, the city-centre coordinates and why', async () => {
  await shotOnFailure(ctx.page, 'gaokao-open-location', async () => {
    await open('/gaokao/university/list/index')
    await searchFirst('北京大学', '北京大学')
    await all('uni-result').first().click()
    await byTestId('uni-detail-page').waitFor()
    await byTestId('uni-location-link').click()
    await byTestId('open-location-page').waitFor()
    await expect(byTestId('open-location-name').innerText()).resolves.toBe('北京大学')
    await expect(byTestId('open-location-place').innerText()).resolves.toBe('北京 · 北京市')
    await expect(byTestId('open-location-coords').innerText()).resolves.toMatch(/^北纬 39\.\d\d°，东经 116\.\d\d°$/)
    await expect(byTestId('open-location-note').innerText()).resolves.toContain('并非校区位置')
    // H5 has no map to open.
    await expectCount(all('open-location-map'), 0)
    await shot(ctx.page, 'open-location')

    await open('/pages/open-location/index?name=x')
    await byTestId('open-location-invalid').waitFor()
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
    await ctx.page.waitForFunction(([b]) => (document.querySelector('[data-testid="osl-result"]')?.textContent ?? '').includes(`位次 ${b} 对应`), [best])
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
