/**
 * The exam authorities' tables shipped with the app (issue 27) on H5, on the demo server (seeded as
 * `npm start` seeds): 广东 2025 物理类's 一分一段 page shows the official table, labelled with
 * 广东省教育考试院 and 仅供参考 and how the copy was made; 600 分 looks up the table's rank; the
 * batch-line page labels 广东's 2025 lines official and the sample year 示例数据, and its trend says
 * which years are which. The expected
 * figures are read from the shipped file.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OFFICIAL_TABLE_PROVENANCE } from '../../src/lib/tableSource'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)

/** 广东 2025 物理类 at 600 分 in the shipped file: [score, count, cumulative]. */
const row600 = readFileSync(join(__dirname, '..', '..', 'server', 'seed', 'data', 'official', 'guangdong-one-score.csv'), 'utf8')
  .split('\n')
  .find((line) => line.startsWith('广东,2025,物理类,600,'))!
  .split(',')
  .slice(3)
  .map(Number)

test('广东 2025 物理类 一分一段: the official table and label; 600 分 → the table’s rank', async () => {
  await shotOnFailure(ctx.page, 'official-onescore', async () => {
    await open(`/gaokao/search/onescoreoneline?province=${encodeURIComponent('广东')}&year=2025&track=${encodeURIComponent('物理类')}`)
    await byTestId('osl-row').waitFor()
    await expect(byTestId('osl-province').innerText()).resolves.toContain('广东')
    await expect(byTestId('osl-year').innerText()).resolves.toContain('2025')
    await expect(byTestId('osl-track').innerText()).resolves.toContain('物理类')
    await expect(byTestId('osl-source').innerText()).resolves.toBe('数据来源：广东省教育考试院 2025 年一分一段表（仅供参考）')
    await expect(byTestId('osl-provenance').innerText()).resolves.toBe(OFFICIAL_TABLE_PROVENANCE)
    // The official table's top bucket (697分及以上, 19 candidates), not a sample's.
    await expect(all('osl-row').first().innerText()).resolves.toMatch(/^697分及以上\s+19\s+19$/)

    const [, count, cumulative] = row600
    await field('osl-score-input').fill('600')
    await byTestId('osl-lookup-submit').click()
    await byTestId('osl-result').waitFor()
    const range = count > 1 ? `${cumulative - count + 1}–${cumulative}` : String(cumulative)
    await expect(byTestId('osl-result').innerText()).resolves.toContain(`600 分的位次区间 ${range}`)
    await expect(ctx.page.locator('.osl-row--on:visible').innerText()).resolves.toMatch(new RegExp(`^600\\s+${count}\\s+${cumulative}$`))
    await shot(ctx.page, 'official-onescore-guangdong-600')

    // A province-year without an official table stays the sample.
    await byTestId('osl-year').click()
    await byTestId('osl-sheet-year').locator('[data-testid="sheet-option"]', { hasText: '2023' }).first().click()
    await ctx.page.waitForFunction(() => (document.querySelector('[data-testid="osl-source"]')?.textContent ?? '').includes('示例数据'))
    await expectCount(all('osl-provenance'), 0)
  })
})

test('广东 batch lines: 2025 labelled with the authority, 2023 示例数据', async () => {
  await shotOnFailure(ctx.page, 'official-scoreline', async () => {
    await open(`/gaokao/scoreLine/scoreLine?province=${encodeURIComponent('广东')}`)
    await byTestId('scoreline-row').waitFor()
    await expect(byTestId('scoreline-year').innerText()).resolves.toContain('2025')
    await expect(byTestId('scoreline-source').innerText()).resolves.toBe('数据来源：广东省教育考试院 2025 年批次控制线（仅供参考）')
    await expect(byTestId('scoreline-provenance').innerText()).resolves.toBe(OFFICIAL_TABLE_PROVENANCE)
    const rows = (await all('scoreline-row').allInnerTexts()).map((text) => text.split(/\s+/))
    expect(rows.find((cells) => cells[0] === '本科')?.[1]).toBe('436')
    await shot(ctx.page, 'official-scoreline-guangdong')
    // The trend joins the sample 2023 and the official 2024-2025 lines, and says which is which.
    await byTestId('scoreline-trend-sources').scrollIntoViewIfNeeded()
    await expect(byTestId('scoreline-trend-sources').innerText()).resolves.toBe('2023 年为示例数据，2024、2025 年为考试院公布数据（仅供参考）')
    await shot(ctx.page, 'official-scoreline-guangdong-trend')

    await byTestId('scoreline-year').click()
    await byTestId('scoreline-year-sheet').locator('[data-testid="sheet-option"]', { hasText: '2023' }).first().click()
    await ctx.page.waitForFunction(() => (document.querySelector('[data-testid="scoreline-source"]')?.textContent ?? '').includes('示例数据'))
    await expectCount(all('scoreline-provenance'), 0)
  })
})
