/**
 * A province a family imports from 院校专业组 lines alone (issue 26): the import command's loader
 * (importPaths) takes 湖南's tables, batch lines and group lines (test/support/groupProvince.ts, names
 * as provinces write them) into an empty database with the shipped institution list; a 2025 student
 * asks the recommendation API. Units come from the group lines; unmatched names are kept as
 * 未匹配院校库 and listed in the import summary; a renamed institution keeps one history; 本科 and 专科
 * are separate lists; a user's alias file merges a provisional record into its institution.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { institutions } from '../../server/db/schema'
import { importAliasesCsv } from '../../server/seed/importAliases'
import { importPaths, type FileReport } from '../../server/seed/importFiles'
import { sampleTable } from '../../server/seed/sampleOneScore'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { warmRecommendUnits } from '../../server/services/recommend'
import { APPLICATION_PATHS, BANDS, type GaokaoInfoParams, type IndexStat, type RecommendResponse, type RecommendedUnit } from '../../types/application'
import type { InstitutionLevel } from '../../types/gaokao'
import { GROUP_PROVINCE, RENAMED_BY_CODE, UNLISTED, UNLISTED_RENAMED, writeGroupProvince } from '../support/groupProvince'
import { accountsApp, loginVip, type AccountsApp } from './support/accounts'

const dir = mkdtempSync(join(tmpdir(), 'group-province-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let t: AccountsApp
let access: string
let reports: FileReport[]
beforeAll(async () => {
  t = await accountsApp()
  await importShippedInstitutions(t.database)
  reports = await importPaths(t.database, writeGroupProvince(dir))
  access = (await loginVip(t, '13600000261')).access
}, 120_000)
afterAll(() => t.close())

const { province, track, applyYear } = GROUP_PROVINCE
const info = (rank: number, extra: Partial<GaokaoInfoParams> = {}): GaokaoInfoParams => ({
  province,
  apply_year: applyYear,
  subjects: ['物理', '化学', '生物'],
  score: 560,
  rank,
  ...extra
})

async function stat(i: GaokaoInfoParams): Promise<IndexStat> {
  const res = await t.post(APPLICATION_PATHS.indexStat, { ...i, is_index_stat: true }, access)
  expect(res.statusCode).toBe(200)
  return res.json() as IndexStat
}

async function allUnits(i: GaokaoInfoParams): Promise<RecommendedUnit[]> {
  const units: RecommendedUnit[] = []
  for (const band of BANDS) {
    const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(i).map(([k, v]) => [k, String(v)])), subjects: i.subjects!.join(','), band, page_size: '50' })
    for (let page = 1; ; page++) {
      q.set('page', String(page))
      const res = await t.get(`${APPLICATION_PATHS.recommend}?${q}`, access)
      expect(res.statusCode).toBe(200)
      const body = res.json() as RecommendResponse
      units.push(...body.results)
      if (page * 50 >= body.count) break
    }
  }
  return units
}

test('the import summary lists the names outside the list with their rows and units; nothing is rejected', () => {
  expect(reports.flatMap((r) => r.rejected)).toEqual([])
  const lines = reports.find((r) => r.kind === 'admissionLines')!
  const byName = new Map(lines.unmatched.map((u) => [u.name, u]))
  expect(byName.get(UNLISTED.name)).toMatchObject({ province, code: UNLISTED.code, units: expect.any(Number) })
  expect(byName.get(UNLISTED.name)!.rows).toBe(2 * byName.get(UNLISTED.name)!.units)
  expect(byName.has(UNLISTED_RENAMED.before) && byName.has(UNLISTED_RENAMED.after)).toBe(true)
  // 湘科大 is unreadable, but its code is 湖南科技大学's in 2024: matched by code, not listed.
  expect(byName.has(RENAMED_BY_CODE.before)).toBe(false)
  // Short and former names are matched.
  for (const name of ['湖南师大', '北京交大', '湘潭工学院']) expect(byName.has(name)).toBe(false)
  expect(lines.unmatchedRows).toBe(lines.unmatched.reduce((n, u) => n + u.rows, 0))
})

test('group lines alone give units in four bands, each explained by its group’s 2023 and 2024 lines', async () => {
  const s = await stat(info(40_000))
  expect(s).toMatchObject({ units_from: 'group_lines', mode: 'group', plan_year: 2024, track, batch_level: '本科', empty_reason: null })
  for (const band of BANDS) expect([band, s.counts[band]]).toEqual([band, expect.any(Number)])
  expect(BANDS.every((b) => s.counts[b] > 0)).toBe(true)
  const units = await allUnits(info(40_000))
  expect(units.length).toBe(BANDS.reduce((n, b) => n + s.counts[b], 0))
  for (const u of units) {
    expect(u.group_code).toMatch(/^0[1-3]$/)
    expect(u.explanation.probability).not.toBeNull()
    expect(u.explanation.past.map((p) => p.year)).toEqual([2024, 2023])
  }
})

test('an institution outside the list forms units marked 未匹配院校库 under its own name', async () => {
  const units = await allUnits(info(40_000))
  const army = units.filter((u) => u.institution_name === UNLISTED.name)
  expect(army.length).toBeGreaterThan(0)
  for (const u of army) expect(u).toMatchObject({ unmatched: true, institution_province: '' })
  expect(units.filter((u) => !u.unmatched).length).toBeGreaterThan(50)
})

test('a renamed institution keeps one history: by code (湘科大 → 湖南科技大学), by former name, and outside the list', async () => {
  const units = await allUnits(info(40_000))
  const hnust = units.filter((u) => u.institution_name === '湖南科技大学')
  // Two codes, both resolved to the one institution: its groups all have two years.
  expect(hnust.length).toBeGreaterThan(0)
  for (const u of hnust) expect(u.explanation.past).toHaveLength(2)
  const all专科 = await allUnits(info(40_000, { batch_level: '专科' }))
  const renamed = all专科.filter((u) => u.institution_name === UNLISTED_RENAMED.after || u.institution_name === UNLISTED_RENAMED.before)
  expect(renamed.length).toBeGreaterThan(0)
  for (const u of renamed) expect(u.explanation.past).toHaveLength(2)
  const provisional = await t.database.db.select().from(institutions).where(eq(institutions.listed, false))
  expect(provisional.map((p) => p.code).sort()).toEqual([`U|${province}|c${UNLISTED.code}`, `U|${province}|c${UNLISTED_RENAMED.code}`])
})

test('本科 and 专科 are separate lists; the default is the level the score reaches by the batch lines', async () => {
  const good = await stat(info(40_000))
  expect(good).toMatchObject({ batch_level: '本科', batch_default: '本科', batch_levels: ['本科', '专科'] })
  expect(good.batch_line).toMatchObject({ batch: '本科批', year: 2024 })
  const levels = (units: RecommendedUnit[]) => new Set(units.map((u) => u.batch_level))
  expect(levels(await allUnits(info(40_000)))).toEqual(new Set<InstitutionLevel>(['本科']))
  const junior = await allUnits(info(40_000, { batch_level: '专科' }))
  expect(levels(junior)).toEqual(new Set<InstitutionLevel>(['专科']))
  // The line is at 45 % of 2024's candidates; the 2025 table is not out, so ranks compare on 2024's scale.
  const total = sampleTable(province, 2024, track).rows.at(-1)!.cumulative
  expect(await stat(info(Math.round(total * 0.44)))).toMatchObject({ batch_default: '本科', batch_level: '本科' })
  expect(await stat(info(Math.round(total * 0.47)))).toMatchObject({ batch_default: '专科', batch_level: '专科' })
  expect(await stat(info(Math.round(total * 0.47), { batch_level: '本科' }))).toMatchObject({ batch_default: '专科', batch_level: '本科' })
})

test('an alias file moves a provisional record into its institution, with its history', async () => {
  const before = await allUnits(info(40_000))
  expect(before.some((u) => u.institution_name === UNLISTED.name)).toBe(true)
  const report = await importAliasesCsv(t.database, `alias,name,province\n${UNLISTED.name},国防科技大学,${province}\n`)
  expect(report.rejected[0]?.reason ?? '').toContain('不在教育部院校名单中')
  const ok = await importAliasesCsv(t.database, `alias,name,province\n${UNLISTED.name},湖南大学,${province}\n`)
  expect(ok).toMatchObject({ added: 1, rejected: [], merged: 1 })
  const after = await allUnits(info(40_000))
  expect(after.some((u) => u.unmatched && u.institution_name === UNLISTED.name)).toBe(false)
  const hnu = after.filter((u) => u.institution_name === '湖南大学' || u.institution_name === UNLISTED.name)
  for (const u of hnu) expect(u.unmatched).toBe(false)
  expect(await importAliasesCsv(t.database, `alias,name,province\n${UNLISTED.name},湖南大学,${province}\n`)).toMatchObject({ added: 0, unchanged: 1, merged: 0 })
  writeFileSync(join(dir, 'bad.csv'), 'alias,name\nx,x\n')
  expect((await importAliasesCsv(t.database, 'alias,name\nx,x\n')).rejected[0].reason).toContain('别名与院校名称相同')
})

test('a province without data, and lines without a 一分一段 table, say why the list is empty', async () => {
  const none = await stat({ ...info(40_000), province: '江西' })
  expect(none).toMatchObject({ empty_reason: 'no_data', counts: { difficult: 0, rush: 0, stable: 0, safe: 0 } })
  const history = await stat(info(40_000, { subjects: ['历史', '政治', '地理'] }))
  expect(history.empty_reason).toBe('no_track_data')
  // Lines but no 一分一段 table: their ranks cannot be put on this year's scale.
  const lines = join(dir, 'jiangxi-lines.csv')
  writeFileSync(
    lines,
    'province,year,track,batch,institution_code,institution_name,group_code,major_code,major_name,min_score,min_rank,plan_count\n江西,2024,物理类,本科批,1001,南昌大学,01,,,600,9000,\n'
  )
  expect((await importPaths(t.database, [lines]))[0].rejected).toEqual([])
  expect(await stat({ ...info(40_000), province: '江西' })).toMatchObject({ units_from: 'group_lines', empty_reason: 'no_rank_table', unknown: 1 })
})

test('the server loads the units of imported provinces at start-up, for the year after their lines', async () => {
  // 湖南 物理类 and 江西 物理类 (imported above); none of the demo's.
  expect(await warmRecommendUnits(t.database)).toBe(2)
})
