/**
 * The university data pages on H5 against the real server and its sample data (issue 5): the
 * list's 类型 filter; a university's 历年分数线 (table + drawn trend chart), 招生计划 and a major's prof_detail; the
 * institutions near a chosen city, nearest first, and around an institution; the province batch
 * lines (分数线); 学科评估; and, logged in, adding, editing and deleting mock-exam score records
 * with their trend, the form keeping what was typed when the server fails. Screens go to
 * test-output/screenshots.
 */
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(240_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open, back } = pageHelpers(ctx)
const number = async (id: string) => Number((await byTestId(id).innerText()).replace(/[^\d]/g, ''))

/** Waits until the chart under `testId` is drawn, then counts its painted pixels (non-blank). */
async function chartPixels(testId: string): Promise<number> {
  await ctx.page.locator(`[data-testid="${testId}"][data-drawn="yes"]:visible`).first().waitFor({ timeout: 15_000 })
  return byTestId(testId).evaluate((el) => {
    const canvas = el.querySelector('canvas') as HTMLCanvasElement
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
    let painted = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++
    return painted
  })
}

/** Waits until the element `testId` on screen shows `text`. */
const showing = (testId: string, text: string | RegExp) => ctx.page.locator(`[data-testid="${testId}"]:visible`, { hasText: text }).waitFor()

/** Picks `label` in the option sheet that the chip `chipId` opens. */
async function choose(chipId: string, label: string): Promise<void> {
  await byTestId(chipId).click()
  await byTestId(`${chipId}-sheet`).locator('[data-testid="sheet-option"]', { hasText: label }).first().click()
}

/** The university list → 北京大学's detail page. */
async function openPku(): Promise<void> {
  await open('/gaokao/university/list/index')
  await field('uni-search-input').fill('北京大学')
  await ctx.page.waitForFunction(() => (document.querySelector('[data-testid="uni-result"] .gk-row__name')?.textContent ?? '').startsWith('北京大学'), undefined, {
    timeout: 20_000
  })
  await all('uni-result').first().click()
  await byTestId('uni-detail-page').waitFor()
}

test('the 类型 filter of the university list', async () => {
  await shotOnFailure(ctx.page, 'gaokao-university-type', async () => {
    await open('/gaokao/university/list/index')
    await ctx.page.locator('[data-testid="uni-count"]:visible', { hasText: /共 \d+ 所院校/ }).waitFor({ timeout: 30_000 })
    const total = await number('uni-count')
    await byTestId('uni-filter-type').click()
    await byTestId('uni-sheet-type').locator('[data-testid="sheet-option"]', { hasText: '师范' }).first().click()
    await ctx.page.waitForFunction(() => {
      const types = [...document.querySelectorAll('[data-testid="uni-result-type"]')].map((e) => e.textContent)
      return types.length > 0 && types.every((t) => t === '师范')
    })
    const teachers = await number('uni-count')
    expect(teachers).toBeGreaterThan(50)
    expect(teachers).toBeLessThan(total)
    await expect(byTestId('uni-filter-type').innerText()).resolves.toContain('师范')
    await shot(ctx.page, 'university-filter-type')
  })
})

test('detail: 历年分数线 table and trend chart, 招生计划, a major’s prof_detail, 开设专业, 学科评估', async () => {
  await shotOnFailure(ctx.page, 'gaokao-university-lines', async () => {
    await openPku()
    await expect(byTestId('uni-detail-type').innerText()).resolves.toBe('综合')
    await expect(byTestId('uni-detail-source').innerText()).resolves.toContain('教育部 2025 年全国普通高等学校名单')
    await shot(ctx.page, 'university-detail-overview')

    // 历年分数线 in 北京 (no user province): rows by year and batch, a drawn min-score chart.
    await byTestId('uni-tab-lines').click()
    await byTestId('uni-line-row').waitFor()
    await expect(byTestId('uni-lines-province').innerText()).resolves.toContain('北京')
    expect(await all('uni-line-row').count()).toBeGreaterThanOrEqual(3)
    const firstRow = await all('uni-line-row').first().innerText()
    expect(firstRow).toMatch(/20\d\d/)
    await expect(byTestId('uni-lines-source').innerText()).resolves.toContain('示例数据')
    expect(await chartPixels('uni-lines-trend-chart')).toBeGreaterThan(2000)
    await byTestId('uni-lines-trend').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'university-lines-score')
    await byTestId('uni-lines-trend-rank').click()
    expect(await chartPixels('uni-lines-trend-chart')).toBeGreaterThan(2000)
    await shot(ctx.page, 'university-lines-rank')

    // Another province reloads the lines.
    await choose('uni-lines-province', '河南')
    // The pick shows once the sheet has closed, and 河南's lines after it (北京's rows stay until then):
    // wait for the chip to name 河南 and for 河南's track, not for rows that are already there.
    await showing('uni-lines-province', '河南')
    // 河南 reformed in 2025: the 物理类 trend goes on into its 理科 years, series of their own (issue 27).
    await showing('uni-lines-track', '物理类')
    await byTestId('uni-line-row').waitFor()
    await byTestId('uni-major-line-row').waitFor()
    await shot(ctx.page, 'university-lines-henan')
    expect(await chartPixels('uni-lines-trend-chart')).toBeGreaterThan(2000)
    await byTestId('uni-lines-trend').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'university-lines-henan-trend')

    // 招生计划 (the province carries over), then a major opens its prof_detail.
    await byTestId('uni-tab-plans').click()
    await byTestId('uni-plan-row').waitFor()
    await expect(byTestId('uni-plans-province').innerText()).resolves.toContain('河南')
    await expect(byTestId('uni-plans-total').innerText()).resolves.toMatch(/共 \d+ 个专业，计划招生 \d+ 人/)
    await shot(ctx.page, 'university-plans')
    const major = (await all('uni-plan-row').first().innerText()).split('\n')[0].replace(/（.*）$/, '')
    await all('uni-plan-row').first().click()
    await byTestId('prof-detail-page').waitFor()
    await expect(byTestId('prof-detail-name').innerText()).resolves.toBe(major)
    await byTestId('prof-line-row').waitFor()
    await byTestId('prof-plan-row').waitFor()
    expect(await chartPixels('prof-trend-chart')).toBeGreaterThan(1000)
    await shot(ctx.page, 'university-prof-detail')

    // 开设专业 of the same institution.
    await back()
    await byTestId('uni-detail-page').waitFor()
    await byTestId('uni-tab-majors').click()
    await byTestId('uni-major').waitFor()
    expect(await all('uni-major').count()).toBeGreaterThan(3)
    await shot(ctx.page, 'university-majors')

    // 学科评估 from the overview: the institution's disciplines, then one discipline's institutions.
    await byTestId('uni-tab-overview').click()
    await byTestId('uni-assessment-link').click()
    await byTestId('sa-page').waitFor()
    await byTestId('sa-discipline').waitFor()
    await expect(byTestId('sa-title').innerText()).resolves.toBe('北京大学')
    await expect(byTestId('sa-grade').innerText()).resolves.toMatch(/^[ABC][+-]?$/)
    await shot(ctx.page, 'university-assessment')
    await all('sa-discipline').first().click()
    await byTestId('sa-institution').waitFor()
    expect(await all('sa-institution').count()).toBeGreaterThan(1)
    await shot(ctx.page, 'university-assessment-discipline')
  })
})

test('周边大学: choose a city, institutions nearest first; 附近的大学 of an institution', async () => {
  await shotOnFailure(ctx.page, 'gaokao-university-around', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-around').click()
    await byTestId('around-empty').waitFor()
    await byTestId('around-choose').click()

    await byTestId('choose-location-page').waitFor()
    await byTestId('province-option').waitFor()
    await shot(ctx.page, 'choose-location')
    await field('city-search').fill('郑州')
    await byTestId('city-matches').locator('[data-testid="city-option"]', { hasText: '郑州' }).first().click()

    await byTestId('around-page').waitFor()
    await expect(byTestId('around-place-label').innerText()).resolves.toContain('郑州')
    await byTestId('around-list-row').waitFor()
    const km = (text: string) => (text === '同城' ? 0 : Number(text.replace(/[^\d.]/g, '')))
    const distances = (await all('around-list-distance').allInnerTexts()).map(km)
    expect(distances.length).toBeGreaterThan(5)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBe(0)
    // The count line reads '<radius> km 内共 <n> 所院校…' once loaded ('正在查找…' while loading).
    const found = async () => Number((await byTestId('around-list-count').innerText()).match(/内共 (\d+) 所/)?.[1] ?? NaN)
    const within50 = await found()
    await shot(ctx.page, 'university-around')

    await choose('around-list-radius', '200 km')
    await ctx.page.locator('[data-testid="around-list-count"]:visible', { hasText: /200 km 内共 \d+ 所/ }).waitFor()
    expect(await found()).toBeGreaterThan(within50)
    const wider = (await all('around-list-distance').allInnerTexts()).map(km)
    expect(wider).toEqual([...wider].sort((a, b) => a - b))

    // The chosen place is remembered on the device.
    await ctx.page.reload()
    await expect(byTestId('around-place-label').innerText()).resolves.toContain('郑州')

    // 附近的大学 from a detail page: the institution itself is in its own city.
    await openPku()
    await byTestId('uni-around-link').click()
    await byTestId('in-around-page').waitFor()
    await expect(byTestId('in-around-title').innerText()).resolves.toContain('北京')
    await byTestId('in-around-list-row').waitFor()
    await expect(all('in-around-list-distance').first().innerText()).resolves.toBe('同城')
    await ctx.page.locator('[data-testid="in-around-list-row"]:visible', { hasText: '本校' }).first().waitFor()
    await shot(ctx.page, 'university-in-around')
  })
})

test('分数线: a province’s batch lines by year and track, with their trend', async () => {
  await shotOnFailure(ctx.page, 'gaokao-scoreline', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-scoreline').click()
    await byTestId('scoreline-page').waitFor()
    await byTestId('scoreline-row').waitFor()
    await expect(byTestId('scoreline-province').innerText()).resolves.toContain('北京')
    await expect(byTestId('scoreline-source').innerText()).resolves.toContain('示例数据')
    expect(await chartPixels('scoreline-trend-chart')).toBeGreaterThan(1000)
    await shot(ctx.page, 'scoreline-beijing')

    await choose('scoreline-province', '河南')
    // As above: the chip names 河南 and its tracks replace 北京's 综合 once its lines are in.
    await showing('scoreline-province', '河南')
    await showing('scoreline-track', /物理类|历史类|理科|文科/)
    await byTestId('scoreline-row').waitFor()
    expect(await chartPixels('scoreline-trend-chart')).toBeGreaterThan(1000)
    await shot(ctx.page, 'scoreline-henan')
  })
})

test('成绩记录 (logged in): Chinese validation, nothing lost on a server error, two records and their trend, edit, delete', async () => {
  await shotOnFailure(ctx.page, 'gaokao-score-records', async () => {
    await open('/gaokao/university/scoreRecord/scoreRecord')
    await loginWithPhone(ctx, '13600002222')
    await byTestId('score-records-page').waitFor()
    await byTestId('score-records-empty').waitFor()
    await shot(ctx.page, 'score-records-empty')

    await byTestId('score-record-add').click()
    await byTestId('add-record-page').waitFor()
    await byTestId('record-save').click()
    await expect(byTestId('record-exam_name-error').innerText()).resolves.toBe('请输入考试名称')
    await expect(byTestId('record-total-error').innerText()).resolves.toBe('请输入总分')
    await field('record-name').fill('高三第一次模拟考试')
    await field('record-date').fill('2099-01-01')
    await field('record-total').fill('901')
    await byTestId('record-save').click()
    await expect(byTestId('record-exam_date-error').innerText()).resolves.toBe('考试日期不能晚于今天')
    await expect(byTestId('record-total-error').innerText()).resolves.toBe('分数应为 0-900 之间的数字，最多一位小数')
    await field('record-date').fill('2025-03-01')
    await field('record-total').fill('600')
    await field('record-rank').fill('120')
    await ctx.page.locator('[data-testid="record-subject-quick"]:visible', { hasText: '语文' }).click()
    await field('record-subject-score').fill('1000')
    await byTestId('record-save').click()
    await expect(byTestId('record-subjects-error').innerText()).resolves.toBe('语文：分数应为 0-900 之间的数字，最多一位小数')
    await field('record-subject-score').fill('118')
    await shot(ctx.page, 'score-record-form')

    // The server fails once: the message shows and every field keeps what was typed.
    let failed = false
    await ctx.page.route('**/api/user/score-record/**', async (route) => {
      if (route.request().method() === 'POST' && !failed) {
        failed = true
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: '服务器内部错误', code: 'server_error' }) })
      }
      return route.continue()
    })
    await byTestId('record-save').click()
    await expect(byTestId('record-server-error').innerText()).resolves.toBe('服务器内部错误')
    await expect(field('record-name').inputValue()).resolves.toBe('高三第一次模拟考试')
    await expect(field('record-date').inputValue()).resolves.toBe('2025-03-01')
    await expect(field('record-total').inputValue()).resolves.toBe('600')
    await expect(field('record-rank').inputValue()).resolves.toBe('120')
    await expect(field('record-subject-score').inputValue()).resolves.toBe('118')
    await shot(ctx.page, 'score-record-server-error')
    await byTestId('record-save').click()
    await byTestId('score-records-page').waitFor()
    await byTestId('score-record').waitFor()
    await ctx.page.unroute('**/api/user/score-record/**')

    // A second record; the trend draws both.
    await byTestId('score-record-add').click()
    await byTestId('add-record-page').waitFor()
    await field('record-name').fill('二模')
    await field('record-total').fill('628.5')
    await field('record-rank').fill('85')
    await byTestId('record-save').click()
    await byTestId('score-records-page').waitFor()
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="score-record"]').length === 2)
    await expect(all('score-record-total').allInnerTexts()).resolves.toEqual(['628.5', '600'])
    expect(await chartPixels('score-records-trend-chart')).toBeGreaterThan(1000)
    await shot(ctx.page, 'score-records-trend')
    await byTestId('score-records-trend-rank').click()
    expect(await chartPixels('score-records-trend-chart')).toBeGreaterThan(1000)

    // Edit the newest, then delete it.
    await all('score-record-edit').first().click()
    await byTestId('add-record-page').waitFor()
    await expect(field('record-name').inputValue()).resolves.toBe('二模')
    await field('record-total').fill('630')
    await byTestId('record-save').click()
    await byTestId('score-records-page').waitFor()
    await ctx.page.locator('[data-testid="score-record-total"]:visible', { hasText: '630' }).waitFor()
    await all('score-record-delete').first().click()
    await ctx.page.locator('.taro-model__confirm:visible').click()
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="score-record"]').length === 1)
    await expect(all('score-record-total').allInnerTexts()).resolves.toEqual(['600'])
    await shot(ctx.page, 'score-records-after-delete')
  })
})
