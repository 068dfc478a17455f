/**
 * Gaokao content pages on H5 against the real server (issue 5, second slice): majors by name and
 * pinyin initials, the 门类 → 专业类 tree, a major's detail, its positions and civil-service
 * positions; rankings down to a university's page; the news list with pull-to-refresh and
 * load-more; 虚假大学 search and detail; a one-to-one service. Screens go to
 * test-output/screenshots (content-*).
 */
import type { Page } from 'playwright-core'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { expectCount, pageHelpers, pullToRefetch, settledShot } from './support/page'

jest.setTimeout(240_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)
const shot = (p: Page, name: string) => settledShot(p, `content-${name}`, 400)

/**
 * Waits until the visible rows with test id `row` are there and the first (or every) one
 * contains `text`. Pages behind the current one stay in the DOM, hidden: only visible rows count.
 */
async function rowsContain(row: string, text: string, which: 'first' | 'every', p: Page = ctx.page): Promise<void> {
  await p.waitForFunction(
    ([id, want, mode]) => {
      const rows = [...document.querySelectorAll(`[data-testid="${id}"]`)].filter((r) => (r as HTMLElement).offsetParent !== null)
      const has = (r: Element) => (r.textContent ?? '').includes(want)
      return rows.length > 0 && (mode === 'first' ? has(rows[0]) : rows.every(has))
    },
    [row, text, which],
    { timeout: 15_000 }
  )
}
const firstRowContains = (row: string, text: string, p: Page = ctx.page) => rowsContain(row, text, 'first', p)
const everyRowContains = (row: string, text: string, p: Page = ctx.page) => rowsContain(row, text, 'every', p)

test('majors: search by name and by pinyin initials, 本科/专科, the category tree, detail, positions, 考公岗位', async () => {
  await shotOnFailure(ctx.page, 'content-majors', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-content-entries').waitFor()
    await shot(ctx.page, 'tab-application')
    await byTestId('application-majors').click()
    await byTestId('major-search-page').waitFor()
    await ctx.page.locator('[data-testid="major-count"]:visible', { hasText: /共 \d+ 个本科专业/ }).waitFor({ timeout: 30_000 })
    await expect(byTestId('major-list-source').innerText()).resolves.toContain('示例数据')
    await shot(ctx.page, 'major-search')

    await field('major-search-input').fill('计算机科学')
    await firstRowContains('major-result', '计算机科学与技术')
    await expect(byTestId('major-count').innerText()).resolves.toMatch(/找到 \d+ 个本科专业/)
    await shot(ctx.page, 'major-search-name')

    await field('major-search-input').fill('jsjkx')
    await firstRowContains('major-result', '计算机科学与技术')
    await shot(ctx.page, 'major-search-initials')

    // 专科 has its own catalogue: every row is 专科.
    await field('major-search-input').fill('')
    await byTestId('major-level-专科').click()
    await ctx.page.locator('[data-testid="major-count"]:visible', { hasText: /共 \d+ 个专科专业/ }).waitFor()
    const levels = await all('major-result').allInnerTexts()
    expect(levels.length).toBeGreaterThan(0)
    for (const row of levels) expect(row).toContain('专科')

    await field('major-search-input').fill('没有这样的专业xyz')
    await byTestId('major-list-empty').waitFor()
    await expect(byTestId('major-list-empty').innerText()).resolves.toContain('没有找到相关专业')
    await shot(ctx.page, 'major-search-empty')

    // 门类 → 专业类 → majors.
    await byTestId('major-browse').click()
    await byTestId('major-tree-page').waitFor()
    await byTestId('major-tree-level-本科').click()
    await ctx.page.locator('[data-testid="major-category"]:visible', { hasText: '工学' }).first().click()
    await shot(ctx.page, 'major-tree')
    await ctx.page.locator('[data-testid="major-subcategory"]:visible', { hasText: '计算机类' }).first().click()
    await byTestId('major-result-page').waitFor()
    await expect(byTestId('major-result-title').innerText()).resolves.toBe('计算机类')
    await ctx.page.locator('[data-testid="major-result"]:visible', { hasText: '计算机科学与技术' }).first().waitFor()
    const subRows = await all('major-result').allInnerTexts()
    for (const row of subRows) expect(row).toContain('计算机类')
    await shot(ctx.page, 'major-result')

    // Detail and its positions.
    await ctx.page.locator('[data-testid="major-result"]:visible', { hasText: '计算机科学与技术' }).first().click()
    await byTestId('major-detail-page').waitFor()
    await expect(byTestId('major-detail-name').innerText()).resolves.toBe('计算机科学与技术')
    await expect(byTestId('major-detail-code').innerText()).resolves.toBe('080901')
    await expect(byTestId('major-detail-source').innerText()).resolves.toContain('示例数据')
    await expect(byTestId('major-courses').innerText()).resolves.not.toContain('暂无课程信息')
    await shot(ctx.page, 'major-detail')
    await byTestId('major-positions-link').click()
    await byTestId('major-position-page').waitFor()
    await expect(byTestId('major-position-name').innerText()).resolves.toBe('计算机科学与技术')
    await expect(byTestId('major-positions').innerText()).resolves.not.toContain('暂无岗位数据')
    await shot(ctx.page, 'major-positions')

    // Civil-service positions open to the major (named or 不限专业), then one in detail.
    await byTestId('major-civil-link').click()
    await byTestId('civil-major-page').waitFor()
    await expect(byTestId('civil-major').innerText()).resolves.toContain('计算机科学与技术')
    await byTestId('civil-result').waitFor()
    for (const row of await all('civil-result').allInnerTexts()) expect(row).toMatch(/计算机科学与技术|不限专业/)
    await expect(byTestId('civil-list-source').innerText()).resolves.toContain('示例数据')
    await shot(ctx.page, 'civil-major')
    await ctx.page.locator('[data-testid="civil-result"]:visible', { hasText: '信息技术岗' }).first().click()
    await byTestId('civil-detail-page').waitFor()
    await expect(byTestId('civil-detail-majors').innerText()).resolves.toContain('计算机科学与技术')
    await shot(ctx.page, 'civil-detail')

    // Every position, filtered to 选调生.
    await open('/gaokao/university/functionaryAllList')
    await byTestId('civil-all-page').waitFor()
    await byTestId('civil-result').waitFor()
    await byTestId('civil-filter-exam').click()
    await byTestId('civil-sheet-exam').locator('[data-testid="sheet-option"]', { hasText: '选调生' }).click()
    await everyRowContains('civil-result', '选调生')
    await shot(ctx.page, 'civil-all-filtered')
  })
})

test('rankings: 精选榜单 → a list → filter by province → an entry opens the university', async () => {
  await shotOnFailure(ctx.page, 'content-rankings', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-rankings').click()
    await byTestId('rank-wonderful-page').waitFor()
    await byTestId('rank-series').waitFor()
    await expect(byTestId('rank-source').innerText()).resolves.toContain('示例数据')
    await shot(ctx.page, 'rank-wonderful')

    await byTestId('rank-entry-university').click()
    await byTestId('rank-university-page').waitFor()
    await shot(ctx.page, 'rank-university')
    await ctx.page.locator('[data-testid="rank-series"]:visible', { hasText: '示例综合榜单' }).first().click()
    await ctx.page.locator('[data-testid="rank-list-title"]:visible', { hasText: '示例综合榜单' }).waitFor()
    await ctx.page.locator('[data-testid="rank-count"]:visible', { hasText: /共 \d+ 所院校/ }).waitFor()
    await expect(all('rank-entry').first().innerText()).resolves.toMatch(/^1\b/)
    await expect(byTestId('rank-entries-source').innerText()).resolves.toContain('示例数据')
    await shot(ctx.page, 'rank-list')

    // rankSelect: 上海 only, then back on the list.
    await byTestId('rank-filter').click()
    await byTestId('rank-select-page').waitFor()
    await byTestId('rank-select-province').locator('[data-testid="select-option"]', { hasText: '上海' }).click()
    await shot(ctx.page, 'rank-select')
    await byTestId('rank-select-confirm').click()
    await byTestId('rank-list-page').waitFor()
    await ctx.page.locator('[data-testid="rank-count"]:visible', { hasText: '（上海）' }).waitFor()
    const rows = await all('rank-entry').allInnerTexts()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toContain('上海')

    await ctx.page.locator('[data-testid="rank-entry"]:visible', { hasText: '复旦大学' }).first().click()
    await byTestId('uni-detail-page').waitFor()
    await expect(byTestId('uni-detail-name').innerText()).resolves.toBe('复旦大学')
    await shot(ctx.page, 'rank-to-university')

    await open('/gaokao/rank/profession')
    await byTestId('rank-profession-page').waitFor()
    await expect(all('rank-series').count()).resolves.toBeGreaterThan(0)
    await shot(ctx.page, 'rank-profession')
  })
})

test('news: the list, pull-to-refresh, load more, filters, an article', async () => {
  // Its own touch-capable page: pull-to-refresh listens to touch events.
  const p = await ctx.browser.newPage({ viewport: PHONE, locale: 'zh-CN', hasTouch: true, isMobile: true })
  try {
    await shotOnFailure(p, 'content-news', async () => {
      await open('/pages/tabbar/application', p)
      await byTestId('application-news', p).click()
      await byTestId('news-list-page', p).waitFor()
      await byTestId('news-item', p).waitFor()
      await expect(byTestId('news-source', p).innerText()).resolves.toContain('示例数据')
      const firstTitle = await all('news-item', p).first().innerText()
      await shot(p, 'news-list')

      // Pull down at the top: page 1 is fetched again and the list stays.
      await pullToRefetch(p, (r) => /\/api\/edu\/news\/\?(.*&)?page=1\b/.test(r.url()))
      await p.waitForFunction(() => !document.querySelector('.rmc-pull-to-refresh-indicator'), undefined, { timeout: 10_000 })
      await expect(all('news-item', p).first().innerText()).resolves.toBe(firstTitle)

      // Reaching the bottom loads page 2; the window keeps the DOM small.
      const page2 = p.waitForRequest((r) => /\/api\/edu\/news\/\?(.*&)?page=2\b/.test(r.url()), { timeout: 10_000 })
      await p.mouse.wheel(0, 20_000)
      await page2
      await p.locator('.gk-foot:visible', { hasText: /已显示全部 \d+ 条/ }).waitFor({ timeout: 10_000 })
      await shot(p, 'news-list-end')

      // A category.
      await p.mouse.wheel(0, -40_000)
      await byTestId('news-filter-category', p).click()
      await byTestId('news-sheet-category', p).locator('[data-testid="sheet-option"]', { hasText: '志愿填报' }).click()
      await everyRowContains('news-item', '志愿填报', p)
      await shot(p, 'news-filtered')

      await all('news-item', p).first().click()
      await byTestId('news-detail-page', p).waitFor()
      await expect(byTestId('news-detail-title', p).innerText()).resolves.toContain('示例')
      await expect(byTestId('news-detail-source', p).innerText()).resolves.toContain('示例数据')
      await expect(byTestId('news-detail-body', p).innerText()).resolves.toMatch(/\S{20,}/)
      await shot(p, 'news-detail')
    })
  } finally {
    await p.close()
  }
})

test('虚假大学: search by name and province, the guide, the detail', async () => {
  await shotOnFailure(ctx.page, 'content-fake', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-fake').click()
    await byTestId('fake-page').waitFor()
    await byTestId('fake-result').waitFor()
    await expect(byTestId('fake-list-source').innerText()).resolves.toContain('示例数据')
    await byTestId('fake-guide').click()
    await expect(all('fake-guide-tip').count()).resolves.toBeGreaterThan(3)
    await shot(ctx.page, 'fake-list')
    await byTestId('fake-guide').click()

    await field('fake-search-input').fill('华夏经贸')
    await firstRowContains('fake-result', '华夏经贸大学（示例）')
    await expectCount(all('fake-result'), 1)
    await shot(ctx.page, 'fake-search')

    await field('fake-search-input').fill('')
    await byTestId('fake-filter-province').click()
    await byTestId('fake-sheet-province').locator('[data-testid="sheet-option"]', { hasText: '北京' }).first().click()
    await everyRowContains('fake-result', '北京')

    await field('fake-search-input').fill('清华大学')
    await byTestId('fake-list-empty').waitFor()
    await expect(byTestId('fake-list-empty').innerText()).resolves.toContain('未在虚假大学名单中找到')
    await shot(ctx.page, 'fake-empty')

    await field('fake-search-input').fill('京华国际')
    await firstRowContains('fake-result', '京华国际管理学院（示例）')
    await all('fake-result').first().click()
    await byTestId('fake-detail-page').waitFor()
    await expect(byTestId('fake-detail-name').innerText()).resolves.toBe('京华国际管理学院（示例）')
    await expect(byTestId('fake-detail-warning').innerText()).resolves.toContain('不具备招生资格')
    await expect(all('fake-guide-tip').count()).resolves.toBeGreaterThan(3)
    await expect(byTestId('fake-detail-source').innerText()).resolves.toContain('示例数据')
    await shot(ctx.page, 'fake-detail')
  })
})

test('一对一: the services and one in detail, buying not open yet', async () => {
  await shotOnFailure(ctx.page, 'content-oneone', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-oneone').click()
    await byTestId('oneone-page').waitFor()
    await byTestId('oneone-item').waitFor()
    await expect(byTestId('oneone-source').innerText()).resolves.toContain('示例数据')
    await shot(ctx.page, 'oneone-list')
    const title = (await all('oneone-item').first().innerText()).split('\n')[0]
    await all('oneone-item').first().click()
    await byTestId('oneone-detail-page').waitFor()
    await expect(byTestId('oneone-detail-title').innerText()).resolves.toBe(title)
    await expect(byTestId('oneone-detail-price').innerText()).resolves.toMatch(/^¥[\d,]+/)
    await expect(byTestId('oneone-buy').innerText()).resolves.toBe('即将开放')
    await expect(byTestId('oneone-contact').innerText()).resolves.toMatch(/客服 [\d-]+/)
    // The disabled button does nothing: still here.
    await byTestId('oneone-buy').click()
    await expect(byTestId('oneone-detail-page').isVisible()).resolves.toBe(true)
    await shot(ctx.page, 'oneone-detail')
  })
})
