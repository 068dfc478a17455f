/**
 * Recommendations on imported real per-major lines without plans (issue 10): 浙江 from
 * ../shared/data/gaokao-real (third-party, tests only), over a database that also holds the demo's
 * sample plans for 浙江. The sample plans are not mixed with the real lines: the 2024 major lines
 * are the units, and each explanation cites the unit's real 2023 and 2024 lines.
 */
import fs from 'fs'
import path from 'path'
import { importAdmissionLinesCsv } from '../../server/seed/importAdmissionLines'
import { importOneScoreCsv } from '../../server/seed/importOneScore'
import { seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { APPLICATION_PATHS, type GaokaoInfoParams, type IndexStat, type RecommendResponse } from '../../types/application'
import type { DataSource } from '../../types/gaokao'
import { GAOKAO_REAL_DIR as REAL, testWithShared } from '../support/shared'
import { accountsApp, type AccountsApp } from './support/accounts'

const SOURCE: DataSource = { kind: 'imported', label: '第三方整理的浙江录取数据（测试用）', year: null }
const csv = (name: string) => fs.readFileSync(path.join(REAL, name), 'utf8')

let t: AccountsApp
let access: string
/** The real min rank of institution|major|year. */
const realRank = new Map<string, number>()
let rank620 = 0

beforeAll(async () => {
  t = await accountsApp()
  await importShippedInstitutions(t.database)
  await seedSampleOneScore(t.database)
  expect(await seedSampleLines(t.database, ['浙江'])).not.toBeNull()
  const tables = await importOneScoreCsv(t.database, csv('zhejiang-one-score-one-line.csv'), SOURCE)
  expect(tables.rejected).toEqual([])
  const lines = await importAdmissionLinesCsv(t.database, csv('zhejiang-major-lines.csv'), SOURCE)
  expect(lines.rejected).toEqual([])
  for (const line of csv('zhejiang-major-lines.csv').trim().split('\n').slice(1)) {
    const [, year, , , , institution, , , major, , minRank] = line.split(',')
    realRank.set(`${institution}|${major}|${year}`, Number(minRank))
  }
  rank620 = Number(
    csv('zhejiang-one-score-one-line.csv')
      .split('\n')
      .find((l) => l.startsWith('浙江,2025,综合,620,'))!
      .split(',')[5]
  )
  access = (await t.login('13600000031')).access
}, 180_000)
afterAll(() => t.close())

testWithShared(
  REAL,
  'a 浙江 2025 student with 620 gets units from the real 2024 major lines, explained by the real 2023-2024 lines',
  async () => {
    const info: GaokaoInfoParams = { province: '浙江', apply_year: 2025, subjects: ['物理', '化学', '生物'], score: 620, rank: rank620 }
    const stat = (await t.post(APPLICATION_PATHS.indexStat, { ...info, is_index_stat: true }, access)).json() as IndexStat
    expect(stat).toMatchObject({ province: '浙江', track: '综合', units_from: 'major_lines', plan_year: 2024, mode: 'category', source: SOURCE })
    expect(stat.line_years.slice(0, 2)).toEqual([2024, 2023])
    expect(stat.counts.rush + stat.counts.stable + stat.counts.safe).toBeGreaterThan(100)

    const params = new URLSearchParams({
      province: '浙江',
      apply_year: '2025',
      subjects: '物理,化学,生物',
      score: '620',
      rank: String(rank620),
      band: 'stable',
      page_size: '20'
    })
    const res = (await t.get(`${APPLICATION_PATHS.recommend}?${params}`, access)).json() as RecommendResponse
    expect(res.results.length).toBeGreaterThan(0)
    for (const unit of res.results) {
      expect(unit.major_name).not.toBe('')
      expect(unit.plan_count).toBe(0)
      // Every real line before 2025 is cited with its real min rank, newest first (a new major has fewer).
      const key = `${unit.institution_name}|${unit.major_name}`
      const years = [2024, 2023, 2022].filter((y) => realRank.has(`${key}|${y}`))
      expect(years[0]).toBe(2024)
      expect(unit.explanation.past.map((p) => [p.year, p.min_rank])).toEqual(years.map((y) => [y, realRank.get(`${key}|${y}`)]))
    }
    expect(res.results.some((u) => u.explanation.past.some((p) => p.year === 2023))).toBe(true)
  },
  60_000
)
