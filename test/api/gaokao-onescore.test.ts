/**
 * 一分一段: the sample tables of the demo seed, the CSV importer (all-or-nothing per table), the
 * look-ups and the routes. The real 江苏 file in ../shared/data/gaokao-real is read here only
 * (third-party, unlicensed: never shipped nor seeded).
 */
import fs from 'fs'
import path from 'path'
import { importOneScoreCsv, parseOneScoreCsv, ONE_SCORE_HEADER } from '../../server/seed/importOneScore'
import { seedSampleOneScore } from '../../server/seed/seedAll'
import { tracksFor } from '../../core/provinceFacts'
import { sampleOneScoreTables, sampleTable } from '../../server/seed/sampleOneScore'
import { equivalents, rankToScore, scoreToRank } from '../../server/services/oneScore'
import { PROVINCES } from '../../server/services/provinces'
import { GAOKAO_PATHS, IMPORTED_SOURCE, SAMPLE_SOURCE, type OneScoreAvailability, type OneScoreLookup, type OneScoreRow, type OneScoreTable } from '../../types/gaokao'
import { GAOKAO_REAL_DIR, testWithShared } from '../support/shared'
import { freshApp, signedInject, type TestApp } from './helpers'

const REAL_JIANGSU = path.join(GAOKAO_REAL_DIR, 'jiangsu-one-score-one-line.csv')

let t: TestApp
beforeAll(async () => {
  t = await freshApp()
  expect(await seedSampleOneScore(t.database)).toBe(sampleOneScoreTables().length)
})
afterAll(() => t.close())

const get = (url: string) => signedInject(t.app, { method: 'GET', url })
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

function roundTrip(rows: OneScoreRow[]): void {
  for (const row of rows) {
    const range = scoreToRank(rows, row.score)
    expect(range).toEqual({ row, rank_best: row.cumulative - row.count + 1, rank_worst: row.cumulative })
    expect(rankToScore(rows, range.rank_worst)).toBe(row.score)
    expect(rankToScore(rows, range.rank_best)).toBe(row.score)
  }
}

test('every province has sample tables for 2023-2025 with its tracks; they round-trip score → rank → score', () => {
  const tables = sampleOneScoreTables()
  expect(new Set(tables.map((x) => x.province))).toEqual(new Set(PROVINCES))
  expect(tracksFor('浙江', 2025)).toEqual(['综合'])
  expect(tracksFor('江苏', 2023)).toEqual(['物理类', '历史类'])
  expect(tracksFor('河南', 2024)).toEqual(['理科', '文科'])
  expect(tracksFor('河南', 2025)).toEqual(['物理类', '历史类'])
  expect(tracksFor('新疆', 2025)).toEqual(['理科', '文科'])
  // Deterministic: the same on every call (and machine).
  expect(sampleTable('江苏', 2024, '物理类')).toEqual(sampleTable('江苏', 2024, '物理类'))
  for (const table of tables) {
    expect(
      parseOneScoreCsv([ONE_SCORE_HEADER, ...table.rows.map((r) => `${table.province},${table.year},${table.track},${r.score},${r.count},${r.cumulative}`)].join('\n'))
        .rejected
    ).toEqual([])
  }
  const js = sampleTable('江苏', 2024, '物理类')
  expect(js.rows[0].score).toBeGreaterThanOrEqual(690)
  expect(js.rows[0].score).toBeLessThanOrEqual(725)
  roundTrip(js.rows)
})

testWithShared(REAL_JIANGSU, 'the real 江苏 2024 物理类 table round-trips on every row', () => {
  const text = fs.readFileSync(REAL_JIANGSU, 'utf8')
  const { tables, rejected } = parseOneScoreCsv(text)
  expect(rejected).toEqual([])
  const table = tables.find((x) => x.year === 2024 && x.track === '物理类')!
  expect(table.rows).toHaveLength(470)
  roundTrip(table.rows)
  // Above the top row → the top row ('689 分及以上'); below the bottom → the bottom row.
  expect(scoreToRank(table.rows, 750).row).toBe(table.rows[0])
  expect(scoreToRank(table.rows, 0).row).toBe(table.rows[table.rows.length - 1])
  expect(rankToScore(table.rows, 1)).toBe(689)
  expect(rankToScore(table.rows, 10_000_000)).toBe(table.rows[table.rows.length - 1].score)
})

test('bad CSV rows reject their whole table with line numbers; the good tables of the file still load', async () => {
  const lines = [
    ONE_SCORE_HEADER,
    '北京,2030,综合,700,5,5', // 2
    '北京,2030,综合,699,3,8',
    '北京,2030,综合,698,2,10',
    '天津,2030,综合,700,5,5', // 5
    '天津,2030,综合,699,3,9', // 6: cumulative should be 8
    '天津,2030,综合,698,x,10', // 7: count not an integer
    '火星,2030,综合,700,1,1', // 8: unknown province
    '上海,2030,综合,600,1,1', // 9
    '上海,2030,综合,601,1,2' // 10: not descending
  ]
  const report = await importOneScoreCsv(t.database, lines.join('\n'))
  expect(report.added).toBe(1)
  expect(report.rejectedTables.sort()).toEqual(['上海-2030-综合', '天津-2030-综合', '火星-2030-综合'])
  const badLines = report.rejected.map((r) => r.line)
  for (const line of [6, 7, 8, 10]) expect(badLines).toContain(line)
  expect(report.rejected.find((r) => r.line === 6)!.reason).toMatch(/累计人数应为 8/)
  const beijing = await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province: '北京', year: 2030, track: '综合' })}`)
  expect(beijing.statusCode).toBe(200)
  expect(beijing.json()).toEqual<OneScoreTable>({
    province: '北京',
    year: 2030,
    track: '综合',
    rows: [
      { score: 700, count: 5, cumulative: 5 },
      { score: 699, count: 3, cumulative: 8 },
      { score: 698, count: 2, cumulative: 10 }
    ],
    source: IMPORTED_SOURCE
  })
  for (const province of ['天津', '上海']) {
    expect((await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province, year: 2030, track: '综合' })}`)).statusCode).toBe(404)
  }
  // Idempotent: the same file again changes nothing; a bad header loads nothing.
  expect(await importOneScoreCsv(t.database, lines.join('\n'))).toMatchObject({ added: 0, updated: 0, unchanged: 1 })
  expect((await importOneScoreCsv(t.database, 'a,b,c\n北京,2030,综合,700,5,5')).rejected).toEqual([{ line: 1, reason: expect.stringMatching(/表头/) }])
  // A changed table replaces the old one as a whole.
  expect(await importOneScoreCsv(t.database, [ONE_SCORE_HEADER, '北京,2030,综合,700,6,6'].join('\n'))).toMatchObject({ updated: 1 })
  expect((await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province: '北京', year: 2030, track: '综合' })}`)).json().rows).toEqual([
    { score: 700, count: 6, cumulative: 6 }
  ])
})

test('GET onescoreoneline/: the sample table; 404 in Chinese when missing; 400 for bad input', async () => {
  const res = await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province: '江苏', year: 2024, track: '物理类' })}`)
  expect(res.statusCode).toBe(200)
  const table = res.json() as OneScoreTable
  expect(table.rows).toEqual(sampleTable('江苏', 2024, '物理类').rows)
  expect(table.source).toEqual(SAMPLE_SOURCE)
  const missing = await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province: '江苏', year: 2019, track: '物理类' })}`)
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ code: 'not_found', detail: '暂无该省份/年份/科类的一分一段表' })
  expect((await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province: '江苏', year: 2024 })}`)).statusCode).toBe(400)
  expect((await get(`${GAOKAO_PATHS.oneScoreTable}?${q({ province: '火星', year: 2024, track: '物理类' })}`)).statusCode).toBe(400)
})

test('GET onescoreoneline/available/ lists every table with its source', async () => {
  const res = await get(GAOKAO_PATHS.oneScoreAvailable)
  expect(res.statusCode).toBe(200)
  const { tables } = res.json() as OneScoreAvailability
  expect(tables.filter((x) => x.source.kind === 'sample')).toHaveLength(sampleOneScoreTables().length)
  expect(tables).toContainEqual({ province: '江苏', year: 2025, track: '历史类', source: SAMPLE_SOURCE })
  expect(tables[0].province).toBe('北京')
})

test('GET onescoreoneline/lookup/: score or rank, equivalents of the other years, 400 unless exactly one', async () => {
  const rows = sampleTable('江苏', 2025, '物理类').rows
  const row = rows.find((r) => r.score === 600)!
  const res = await get(`${GAOKAO_PATHS.oneScoreLookup}?${q({ province: '江苏', year: 2025, track: '物理类', score: 600 })}`)
  expect(res.statusCode).toBe(200)
  const lookup = res.json() as OneScoreLookup
  const expected = equivalents(
    row.cumulative,
    [2024, 2023].map((year) => ({ year, rows: sampleTable('江苏', year, '物理类').rows }))
  )
  expect(lookup).toEqual<OneScoreLookup>({
    province: '江苏',
    year: 2025,
    track: '物理类',
    score: 600,
    rank_best: row.cumulative - row.count + 1,
    rank_worst: row.cumulative,
    equivalents: expected,
    source: SAMPLE_SOURCE
  })
  expect(lookup.equivalents.map((e) => e.year)).toEqual([2024, 2023])
  const byRank = (await get(`${GAOKAO_PATHS.oneScoreLookup}?${q({ province: '江苏', year: 2025, track: '物理类', rank: row.cumulative })}`)).json() as OneScoreLookup
  expect(byRank.score).toBe(600)
  expect(byRank.rank_worst).toBe(row.cumulative)
  for (const bad of [{}, { score: 600, rank: 100 }] as Record<string, number>[]) {
    const r = await get(`${GAOKAO_PATHS.oneScoreLookup}?${q({ province: '江苏', year: 2025, track: '物理类', ...bad })}`)
    expect(r.statusCode).toBe(400)
    expect(r.json().code).toBe('validation_error')
  }
  expect((await get(`${GAOKAO_PATHS.oneScoreLookup}?${q({ province: '江苏', year: 2019, track: '物理类', score: 600 })}`)).statusCode).toBe(404)
})
