/**
 * Real data on H5 (issue 10): the demo server is stopped, 浙江's real 一分一段 tables and major lines
 * (../shared/data/gaokao-real, third-party, tests only) are loaded with the import command, and the
 * server is started again. A 浙江 student of the 2025 gaokao types 620 on the setting page, sees the
 * rank of the real 2025 table, and gets recommendations whose explanations cite the real 2023-2024
 * lines of their institution and major, labelled with the import's source and 仅供参考; the unit's
 * details explain how the probability is computed, with the published backtest.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PUBLISHED_BACKTEST, backtestCells } from '../../core/backtestFigures'
import { APPLICATION_PATHS, type IndexStat, type RecommendResponse } from '../../types/application'
import { GAOKAO_REAL_DIR as REAL, testWithShared } from '../support/shared'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'
import { restartWithImport } from './support/restart'

jest.setTimeout(300_000)

const FILES = ['zhejiang-one-score-one-line.csv', 'zhejiang-major-lines.csv'].map((f) => join(REAL, f))
const LABEL = '第三方整理的录取数据'
const csvLines = (file: string) => readFileSync(file, 'utf8').trim().split('\n').slice(1)

/** The real 2025 rank of 620 and the real min rank of institution|major|year, read from the files (in beforeAll). */
let rank620 = 0
let realRank = new Map<string, number>()

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)
let summary = ''
beforeAll(async () => {
  rank620 = Number(
    csvLines(FILES[0])
      .find((l) => l.startsWith('浙江,2025,综合,620,'))!
      .split(',')[5]
  )
  realRank = new Map<string, number>(
    csvLines(FILES[1]).map((line) => {
      const [, year, , , , institution, , , major, , minRank] = line.split(',')
      return [`${institution}|${major}|${year}`, Number(minRank)]
    })
  )
  summary = await restartWithImport(ctx, [...FILES, '--source', LABEL])
}, 240_000)

testWithShared(REAL, 'the import command reports each 浙江 year', () => {
  for (const year of [2022, 2023, 2024, 2025]) expect(summary).toContain(`浙江 ${year} 综合`)
  expect(summary).toContain('没有拒绝的行')
})

testWithShared(REAL, 'a 浙江 2025 student with 620: the real 2025 rank, and units explained by the real 2023-2024 lines', async () => {
  await shotOnFailure(ctx.page, 'real-data', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-recommend').click()
    await loginWithPhone(ctx, '13700001025')
    await byTestId('gaokao-setting').waitFor({ timeout: 30_000 })
    // The student saved 2025 as their gaokao year during that season (on another device): the
    // setting page starts from the account as the server has it, and offers a saved year.
    await setGaokaoInfoOfPageUser(ctx, { province: '浙江', apply_year: 2025 })
    await ctx.page.reload()
    await ctx.page.locator('[data-testid="setting-province"]:visible', { hasText: '浙江' }).waitFor({ timeout: 30_000 })
    await expect(ctx.page.locator('[data-testid="setting-year"].gk-chip--on:visible').innerText()).resolves.toBe('2025')
    for (const s of ['物理', '化学', '生物'])
      await all('setting-subject')
        .filter({ hasText: new RegExp(`^${s}$`) })
        .click()
    await field('setting-score').fill('620')
    await byTestId('setting-lookup').click()
    await expect(byTestId('setting-lookup-note').innerText()).resolves.toBe(
      `按 2025 年浙江综合一分一段表：620 分累计位次 ${rank620.toLocaleString('en-US')} · 数据来源：${LABEL}（仅供参考）`
    )
    expect(Number((await field('setting-rank').inputValue()).replace(/,/g, ''))).toBe(rank620)
    await shot(ctx.page, 'real-setting-620')

    // Saved, the page goes on to the recommendations that asked for the info.
    const statAnswer = ctx.page.waitForResponse((r) => r.url().includes(APPLICATION_PATHS.indexStat) && r.status() === 200)
    await byTestId('setting-save').click()
    await byTestId('application-index').waitFor({ timeout: 30_000 })
    const stat = (await (await statAnswer).json()) as IndexStat
    expect(stat).toMatchObject({ province: '浙江', track: '综合', rank: rank620, units_from: 'major_lines', plan_year: 2024 })
    await expect(byTestId('application-units-note').innerText()).resolves.toContain('仅供参考')

    // 稳: each card cites its unit's real lines before 2025 (2024 first, then 2023 where it exists).
    const listAnswer = ctx.page.waitForResponse((r) => r.url().includes(APPLICATION_PATHS.recommend) && r.url().includes('band=stable') && r.status() === 200)
    await byTestId('band-tab-stable').click()
    const list = (await (await listAnswer).json()) as RecommendResponse
    expect(list.results.length).toBeGreaterThan(0)
    const cards = ctx.page.locator('[data-testid="unit-card"][data-band="stable"]:visible')
    await cards.first().waitFor({ timeout: 30_000 })
    const shown = Math.min(5, list.results.length)
    for (let i = 0; i < shown; i++) {
      const unit = list.results[i]
      const key = `${unit.institution_name}|${unit.major_name}`
      const why = await cards.nth(i).locator('[data-testid="unit-why"]').innerText()
      expect(why).toContain(`2024 年最低位次 ${realRank.get(`${key}|2024`)!.toLocaleString('en-US')}`)
      if (realRank.has(`${key}|2023`)) expect(why).toContain(`2023 年最低位次 ${realRank.get(`${key}|2023`)!.toLocaleString('en-US')}`)
      expect(why).toContain(`你的位次 ${rank620.toLocaleString('en-US')}`)
    }
    expect(list.results.some((u) => u.explanation.past.some((p) => p.year === 2023))).toBe(true)
    await shot(ctx.page, 'real-recommend-stable')
    await byTestId('recommend-source').scrollIntoViewIfNeeded()
    await expect(byTestId('recommend-source').innerText()).resolves.toContain(`数据来源：${LABEL}（仅供参考）`)

    // 详情: the unit's real past ranks, and how probabilities are computed with the published backtest.
    await cards.first().getByText('详情').click()
    await byTestId('school-details').waitFor({ timeout: 30_000 })
    const first = list.results[0]
    await expect(all('school-past-row').first().innerText()).resolves.toContain(
      realRank.get(`${first.institution_name}|${first.major_name}|2024`)!.toLocaleString('en-US')
    )
    await byTestId('probability-method-toggle').click()
    const rows = all('backtest-row')
    await expectCount(rows, PUBLISHED_BACKTEST.rows.length)
    for (const [i, row] of PUBLISHED_BACKTEST.rows.entries()) {
      const text = await rows.nth(i).innerText()
      expect(text).toContain(row.label)
      for (const cell of backtestCells(row)) expect(text).toContain(cell)
    }
    await expect(byTestId('probability-method-body').innerText()).resolves.toContain('仅供参考')
    await byTestId('probability-method').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'real-probability-method')
  })
})
