/**
 * Batch lines, admission lines and enrollment plans: the routes over the demo sample (consistent
 * with the 一分一段 look-up), the three CSV importers (all or nothing per province-year-track, or
 * province-year for batch lines; a re-import changes nothing) and the real 重庆 file in ../shared/data/gaokao-real (third-party, unlicensed: read
 * here only, never shipped nor seeded).
 */
import fs from 'fs'
import path from 'path'
import { and, eq, notExists, sql } from 'drizzle-orm'
import { admissionLines, institutions } from '../../server/db/schema'
import { ADMISSION_COLUMNS, importAdmissionLinesCsv } from '../../server/seed/importAdmissionLines'
import { importBatchLinesCsv } from '../../server/seed/importBatchLines'
import { importPlansCsv, PLAN_COLUMNS } from '../../server/seed/importPlans'
import { seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { EDU_PATHS, type AdmissionResponse, type BatchLineResponse, type PlanResponse } from '../../types/edu'
import { GAOKAO_PATHS, IMPORTED_SOURCE, SAMPLE_SOURCE, type OneScoreLookup } from '../../types/gaokao'
import { GAOKAO_REAL_DIR, testWithShared } from '../support/shared'
import { freshApp, signedInject, type TestApp } from './helpers'

const REAL_CHONGQING = path.join(GAOKAO_REAL_DIR, 'chongqing-major-lines.csv')
/** The sample is seeded for these provinces only (one per apply mode), to keep the file fast. */
const SEEDED = ['江苏', '浙江', '北京', '新疆']

let t: TestApp
const ids = new Map<string, number>()
beforeAll(async () => {
  t = await freshApp()
  await importShippedInstitutions(t.database)
  await seedSampleOneScore(t.database)
  const written = await seedSampleLines(t.database, SEEDED)
  expect(written!.admissions).toBeGreaterThan(5000)
  // A second call writes nothing: lines exist.
  expect(await seedSampleLines(t.database, SEEDED)).toBeNull()
  for (const row of await t.database.db.select({ id: institutions.id, name: institutions.name }).from(institutions)) ids.set(row.name, row.id)
}, 120_000)
afterAll(() => t.close())

const get = (url: string) => signedInject(t.app, { method: 'GET', url })
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
const scoreline = (params: Record<string, string | number>) => get(`${EDU_PATHS.scoreLine}?${q(params)}`)
const admission = (name: string | number, params: Record<string, string | number>) =>
  get(`${EDU_PATHS.university}${typeof name === 'number' ? name : ids.get(name)}/admission/?${q(params)}`)
const plans = (name: string | number, params: Record<string, string | number>) =>
  get(`${EDU_PATHS.university}${typeof name === 'number' ? name : ids.get(name)}/plans/?${q(params)}`)
const lookup = async (params: Record<string, string | number>) => {
  const res = await get(`${GAOKAO_PATHS.oneScoreLookup}?${q(params)}`)
  expect(res.statusCode).toBe(200)
  return res.json() as OneScoreLookup
}
const expect400 = async (url: Promise<{ statusCode: number; json(): unknown }>, field?: string) => {
  const res = await url
  expect(res.statusCode).toBe(400)
  const body = res.json() as { code: string; detail: string; fields?: Record<string, string> }
  expect(body.code).toBe('validation_error')
  expect(body.detail).toMatch(/[\u4e00-\u9fa5]/)
  if (field) expect(Object.keys(body.fields ?? {})).toContain(field)
}
const expect404 = async (url: Promise<{ statusCode: number; json(): unknown }>, detail: string) => {
  const res = await url
  expect(res.statusCode).toBe(404)
  expect(res.json()).toEqual({ code: 'not_found', detail })
}

describe('GET /api/edu/scoreline/', () => {
  test('every year and track of the province, newest first, with ranks the 一分一段 look-up agrees with', async () => {
    const res = await scoreline({ province: '江苏' })
    expect(res.statusCode).toBe(200)
    const body = res.json() as BatchLineResponse
    expect(body).toMatchObject({ province: '江苏', years: [2025, 2024, 2023], tracks: ['物理类', '历史类'], source: SAMPLE_SOURCE })
    expect(body.lines).toHaveLength(3 * 2 * 3)
    expect(body.lines.map((l) => l.year)).toEqual([...body.lines.map((l) => l.year)].sort((a, b) => b - a))
    for (const line of body.lines) {
      const found = await lookup({ province: '江苏', year: line.year, track: line.track, score: line.score })
      expect(line.rank).toBe(found.rank_worst)
    }
    const one = (await scoreline({ province: '江苏', year: 2024, track: '物理类' })).json() as BatchLineResponse
    expect(one.lines.map((l) => l.batch)).toEqual(['特殊类型招生控制线', '本科批', '专科批'])
    expect(one.years).toEqual([2025, 2024, 2023])
    const old = (await scoreline({ province: '新疆', year: 2025 })).json() as BatchLineResponse
    expect(old.tracks).toEqual(['理科', '文科'])
    expect(old.lines.filter((l) => l.track === '理科').map((l) => l.batch)).toEqual(['本科一批', '本科二批', '专科批'])
  })

  test('404 in Chinese when the province or the year/track has none; 400 for bad parameters', async () => {
    await expect404(scoreline({ province: '河南' }), '暂无该省份的批次线')
    await expect404(scoreline({ province: '江苏', year: 2019 }), '暂无该年份/科类的批次线')
    await expect404(scoreline({ province: '江苏', track: '综合' }), '暂无该年份/科类的批次线')
    await expect400(get(EDU_PATHS.scoreLine), 'province')
    await expect400(scoreline({ province: '火星' }), 'province')
    await expect400(scoreline({ province: '江苏', year: 1999 }), 'year')
    await expect400(scoreline({ province: '江苏', year: 'abc' }), 'year')
    await expect400(scoreline({ province: '江苏', track: '理工' }), 'track')
    await expect400(scoreline({ province: '江苏', foo: 1 }))
  })
})

describe('GET /api/edu/university/<id>/admission/', () => {
  test('institution, group and major lines of every year; each min_score sits in its min_rank’s band of the table', async () => {
    const res = await admission('南京大学', { province: '江苏' })
    expect(res.statusCode).toBe(200)
    const body = res.json() as AdmissionResponse
    expect(body).toMatchObject({
      institution_id: ids.get('南京大学'),
      province: '江苏',
      years: [2025, 2024, 2023],
      tracks: ['物理类', '历史类'],
      batches: ['本科批'],
      source: SAMPLE_SOURCE
    })
    expect(new Set(body.lines.map((l) => l.kind))).toEqual(new Set(['institution', 'group', 'major']))
    expect(body.lines[0]).toMatchObject({ year: 2025, track: '物理类', kind: 'institution', institution_name: '南京大学' })
    for (const line of body.lines.filter((l) => l.year === 2025)) {
      const band = await lookup({ province: '江苏', year: line.year, track: line.track, score: line.min_score })
      expect(line.min_rank!).toBeGreaterThanOrEqual(band.rank_best)
      expect(line.min_rank!).toBeLessThanOrEqual(band.rank_worst)
    }
    // A group's line is its weakest major's.
    const year = body.lines.filter((l) => l.year === 2024 && l.track === '物理类')
    for (const group of year.filter((l) => l.kind === 'group')) {
      expect(group.min_rank).toBe(Math.max(...year.filter((l) => l.kind === 'major' && l.group_code === group.group_code).map((l) => l.min_rank!)))
    }
  })

  test('filters: year, track, kind and major_code; tabs stay those of the institution', async () => {
    const majors = (await admission('南京大学', { province: '江苏', year: 2025, track: '物理类', kind: 'major' })).json() as AdmissionResponse
    expect(majors.lines.length).toBeGreaterThan(0)
    expect(majors.lines.every((l) => l.kind === 'major' && l.year === 2025 && l.track === '物理类')).toBe(true)
    expect(majors.years).toEqual([2025, 2024, 2023])
    const code = majors.lines[0].major_code
    const one = (await admission('南京大学', { province: '江苏', major_code: code })).json() as AdmissionResponse
    expect(one.lines.every((l) => l.major_code === code)).toBe(true)
    expect(new Set(one.lines.map((l) => l.year))).toEqual(new Set([2025, 2024, 2023]))
    // 专业+院校 (浙江): no group lines; 院校+专业 (新疆): batches 本科一批 …
    const zj = (await admission('浙江大学', { province: '浙江' })).json() as AdmissionResponse
    expect(new Set(zj.lines.map((l) => l.kind))).toEqual(new Set(['institution', 'major']))
    expect(zj.tracks).toEqual(['综合'])
    const xj = (await admission('新疆大学', { province: '新疆', year: 2025, track: '理科' })).json() as AdmissionResponse
    expect(xj.lines[0]).toMatchObject({ kind: 'institution', batch: '本科一批', group_code: '' })
  })

  test('404 for an unknown institution, one without lines in the province, or no match; 400 for bad parameters', async () => {
    await expect404(admission(99_999_999, { province: '江苏' }), '找不到该院校')
    // A 新疆 专科 institution that the 江苏 sample does not take (it takes some 专科 of other provinces).
    const [absent] = await t.database.db
      .select({ id: institutions.id })
      .from(institutions)
      .where(
        and(
          eq(institutions.province, '新疆'),
          eq(institutions.level, '专科'),
          notExists(
            t.database.db
              .select({ one: sql`1` })
              .from(admissionLines)
              .where(and(eq(admissionLines.institutionId, institutions.id), eq(admissionLines.province, '江苏')))
          )
        )
      )
      .limit(1)
    await expect404(admission(absent.id, { province: '江苏' }), '暂无该院校在该省份的录取分数线')
    await expect404(admission('南京大学', { province: '江苏', year: 2019 }), '暂无符合条件的录取分数线')
    await expect404(admission('南京大学', { province: '江苏', major_code: '999999' }), '暂无符合条件的录取分数线')
    await expect400(get(`${EDU_PATHS.university}abc/admission/?${q({ province: '江苏' })}`), 'id')
    await expect400(admission(0, { province: '江苏' }), 'id')
    await expect400(get(`${EDU_PATHS.university}${ids.get('南京大学')}/admission/`), 'province')
    await expect400(admission('南京大学', { province: '江苏', kind: 'school' }), 'kind')
    await expect400(admission('南京大学', { province: '江苏', major_code: '../x' }), 'major_code')
    await expect400(admission('南京大学', { province: '江苏', track: '文理' }), 'track')
    await expect400(admission('南京大学', { province: '江苏', page: 2 }))
  })
})

describe('GET /api/edu/university/<id>/plans/', () => {
  test('the latest year by default; seats and group codes agree with the admission lines', async () => {
    const res = await plans('南京大学', { province: '江苏' })
    expect(res.statusCode).toBe(200)
    const body = res.json() as PlanResponse
    expect(body).toMatchObject({ institution_id: ids.get('南京大学'), years: [2025, 2024, 2023], tracks: ['物理类', '历史类'], source: SAMPLE_SOURCE })
    expect(body.plans.every((p) => p.year === 2025)).toBe(true)
    const lines = ((await admission('南京大学', { province: '江苏', year: 2025 })).json() as AdmissionResponse).lines
    for (const track of ['物理类', '历史类']) {
      const seats = body.plans.filter((p) => p.track === track).reduce((n, p) => n + p.plan_count, 0)
      expect(lines.find((l) => l.kind === 'institution' && l.track === track)!.plan_count).toBe(seats)
    }
    for (const p of body.plans) {
      expect(p.group_code).toMatch(/^\d\d$/)
      expect(lines.some((l) => l.kind === 'major' && l.major_code === p.major_code && l.group_code === p.group_code && l.track === p.track)).toBe(true)
      expect(p.subject_requirement).toMatch(p.track === '物理类' ? /^物理/ : /^历史/)
      expect(p).toMatchObject({ duration: expect.any(Number), tuition: expect.any(Number) })
    }
    const y2023 = (await plans('南京大学', { province: '江苏', year: 2023, track: '历史类' })).json() as PlanResponse
    expect(y2023.plans.every((p) => p.year === 2023 && p.track === '历史类')).toBe(true)
    const code = y2023.plans[0].major_code
    expect(((await plans('南京大学', { province: '江苏', year: 2023, major_code: code })).json() as PlanResponse).plans.every((p) => p.major_code === code)).toBe(true)
  })

  test('404s and 400s', async () => {
    await expect404(plans(99_999_999, { province: '江苏' }), '找不到该院校')
    await expect404(plans('南京大学', { province: '河南' }), '暂无该院校在该省份的招生计划')
    await expect404(plans('南京大学', { province: '江苏', year: 2030 }), '暂无符合条件的招生计划')
    await expect400(plans('南京大学', { province: '江苏', year: 20_250 }), 'year')
    await expect400(plans('南京大学', { province: '江苏', kind: 'major' }))
    await expect400(get(`${EDU_PATHS.university}-3/plans/?${q({ province: '江苏' })}`), 'id')
  })
})

describe('CSV importers', () => {
  test('batch lines: bad rows reject their province-year with line numbers; re-import changes nothing, a changed file replaces', async () => {
    const csv = [
      'province,year,track,batch,score,rank',
      '北京,2030,综合,本科批,434,',
      '北京,2030,综合,特殊类型招生控制线,527,12345',
      '天津,2030,综合,本科批,800,', // 4: above full marks
      '天津,2030,物理类,本科批,470,', // 5: not a 天津 track
      '天津,2030,综合,专科批,180,',
      '天津,2030,综合,专科批,190,' // 7: the same track and batch again
    ].join('\r\n')
    const report = await importBatchLinesCsv(t.database, csv)
    expect(report).toMatchObject({ added: 1, updated: 0, rows: 2, rejectedGroups: ['天津-2030'] })
    expect(report.rejected).toEqual([
      { line: 4, reason: expect.stringMatching(/分数线（score）应为 0-750 的整数/) },
      { line: 4, reason: '天津-2030 该省份该年份未导入（第 4-7 行）' },
      { line: 5, reason: expect.stringMatching(/天津 2030 年的科类应为 综合/) },
      { line: 7, reason: '综合 专科批 重复（第 6 行已有）' }
    ])
    const res = (await scoreline({ province: '北京', year: 2030 })).json() as BatchLineResponse
    expect(res.lines).toEqual([
      { province: '北京', year: 2030, track: '综合', batch: '特殊类型招生控制线', score: 527, rank: 12345 },
      { province: '北京', year: 2030, track: '综合', batch: '本科批', score: 434, rank: null }
    ])
    expect(res.source).toEqual(IMPORTED_SOURCE)
    await expect404(scoreline({ province: '天津', year: 2030 }), '暂无该省份的批次线')
    // The same file again changes nothing; rank is optional; a changed province-year is replaced as a whole.
    expect(await importBatchLinesCsv(t.database, csv)).toMatchObject({ added: 0, updated: 0, unchanged: 1, rows: 2 })
    const again = await importBatchLinesCsv(t.database, 'province,year,track,batch,score\n北京,2030,综合,本科批,440')
    expect(again).toMatchObject({ added: 0, updated: 1, unchanged: 0, rows: 1, rejected: [] })
    expect(((await scoreline({ province: '北京', year: 2030 })).json() as BatchLineResponse).lines.map((l) => l.score)).toEqual([440])
    expect((await importBatchLinesCsv(t.database, 'province,year,score\n北京,2030,440')).rejected).toEqual([
      { line: 1, reason: expect.stringMatching(/表头应含.*缺少：track,batch/) }
    ])
  })

  test('admission lines: institutions matched by name (campus suffix stripped), optional kind/avg_score, mixed sources named', async () => {
    const header = [...ADMISSION_COLUMNS.required, ...ADMISSION_COLUMNS.optional].join(',')
    const csv = [
      header,
      '江苏,2022,物理类,本科批,1101,南京大学,01,,,655,1600,30,group,',
      '江苏,2022,物理类,本科批,1101,南京大学,01,080901,计算机科学与技术,660,1400,10,,662.5',
      '江苏,2022,历史类,本科批,1104,北京师范大学（珠海校区）,02,,"汉语言文学（师范,公费）",620,900,,,',
      '江苏,2022,历史类,本科批,9999,陆军工程大学,,,指挥,600,2000,,,',
      '江苏,2021,物理类,本科批,1101,南京大学,,,计算机,abc,1400,,,', // 6: score not an integer
      '江苏,2021,综合,本科批,1101,南京大学,,,计算机,650,1400,,,', // 7: not a 江苏 2021 track
      '江苏,2021,物理类,本科批,1101,南京大学,,,,650,1400,,group,', // 8: a group line without a group code
      '江苏,2021,物理类,本科批,1101,南京大学,,,数学,650,1400,,,640' // 9: average below the minimum
    ].join('\n')
    const report = await importAdmissionLinesCsv(t.database, csv)
    // Grouped per province-year-track: 江苏 2022 物理类 and 历史类 load, both 2021 groups are rejected.
    expect(report).toMatchObject({ added: 2, updated: 0, unchanged: 0, rows: 4, unmatchedRows: 1, rejectedGroups: ['江苏-2021-物理类', '江苏-2021-综合'] })
    // Not in the ministry's list (a military academy): kept under its name and code, listed in the report.
    expect(report.unmatched).toEqual([{ province: '江苏', name: '陆军工程大学', code: '9999', rows: 1, units: 1 }])
    expect(report.rejected.map((r) => r.line)).toEqual([6, 6, 7, 7, 8, 9])
    expect(report.rejected[1].reason).toBe('江苏-2021-物理类 该省份该年份该科类未导入（第 6-9 行）')
    expect(report.rejected.find((r) => r.line === 9)!.reason).toBe('平均分 640 不应低于最低分 650')
    const nju = (await admission('南京大学', { province: '江苏', year: 2022 })).json() as AdmissionResponse
    expect(nju.source).toEqual(IMPORTED_SOURCE)
    expect(nju.lines).toEqual([
      expect.objectContaining({ kind: 'group', group_code: '01', min_score: 655, min_rank: 1600, plan_count: 30, avg_score: null }),
      expect.objectContaining({ kind: 'major', major_code: '080901', major_name: '计算机科学与技术', min_score: 660, avg_score: 662.5, plan_count: 10 })
    ])
    const bnu = (await admission('北京师范大学', { province: '江苏', year: 2022 })).json() as AdmissionResponse
    expect(bnu.lines[0]).toMatchObject({ institution_name: '北京师范大学（珠海校区）', major_name: '汉语言文学（师范,公费）', kind: 'major' })
    // Sample years and the imported year together: the answer names both sources.
    const mixed = (await admission('南京大学', { province: '江苏' })).json() as AdmissionResponse
    expect(mixed.years).toEqual([2025, 2024, 2023, 2022])
    expect(mixed.source.kind).toBe('imported')
    expect(mixed.source.label).toContain('示例数据')
    expect(mixed.source.label).toContain(IMPORTED_SOURCE.label)
    // Idempotent: the same file again finds both groups identical and writes nothing.
    expect(await importAdmissionLinesCsv(t.database, csv)).toMatchObject({ added: 0, updated: 0, unchanged: 2, rows: 4 })
    expect(((await admission('南京大学', { province: '江苏', year: 2022 })).json() as AdmissionResponse).lines).toEqual(nju.lines)
  })

  test('plans: 选科要求 defaults to 不限; bad counts reject the province-year-track', async () => {
    const header = PLAN_COLUMNS.required.join(',')
    const csv = [
      header,
      '江苏,2022,物理类,本科批,南京大学,01,080901,计算机科学与技术,物理+化学,10,4,6380',
      '江苏,2022,物理类,本科批,南京大学,01,070101,数学与应用数学,,5,,',
      '浙江,2022,综合,,浙江大学,,080901,计算机科学与技术,物理,0,4,6000', // 4: plan_count 0
      '浙江,2022,综合,,浙江大学,,100201K,临床医学,物理+化学,20,9,6000' // 5: 学制 9
    ].join('\n')
    const report = await importPlansCsv(t.database, csv)
    expect(report).toMatchObject({ added: 1, rows: 2, unmatchedRows: 0, rejectedGroups: ['浙江-2022-综合'] })
    expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
      [4, expect.stringMatching(/计划数（plan_count）应为 1-100000 的整数：0/)],
      [4, '浙江-2022-综合 该省份该年份该科类未导入（第 4-5 行）'],
      [5, expect.stringMatching(/学制（duration）应为 1-8 的整数：9/)]
    ])
    const res = (await plans('南京大学', { province: '江苏', year: 2022 })).json() as PlanResponse
    expect(res.source).toEqual(IMPORTED_SOURCE)
    expect(res.plans.map((p) => [p.major_code, p.subject_requirement, p.duration, p.tuition])).toEqual([
      ['070101', '不限', null, null],
      ['080901', '物理+化学', 4, 6380]
    ])
    expect(await importPlansCsv(t.database, csv)).toMatchObject({ added: 0, updated: 0, unchanged: 1, rows: 2 })
  })

  testWithShared(
    REAL_CHONGQING,
    'the real 重庆 file (56k rows): loaded in one pass per year and track, a known row found through the API',
    async () => {
      const started = Date.now()
      const report = await importAdmissionLinesCsv(t.database, fs.readFileSync(REAL_CHONGQING, 'utf8'))
      const ms = Date.now() - started
      expect(report).toMatchObject({ added: 8, updated: 0, unchanged: 0, rows: 56_150, rejected: [], rejectedGroups: [] })
      expect(report.unmatchedRows).toBeLessThan(1000)
      expect(ms).toBeLessThan(30_000)
      const pku = (await admission('北京大学', { province: '重庆', year: 2022, track: '历史类' })).json() as AdmissionResponse
      expect(pku.source).toEqual(IMPORTED_SOURCE)
      expect(pku.years).toEqual([2025, 2024, 2023, 2022])
      expect(pku.lines).toContainEqual(
        expect.objectContaining({
          institution_name: '北京大学',
          major_name: '文科试验班类',
          kind: 'major',
          min_score: 655,
          min_rank: 59,
          batch: '',
          group_code: '',
          plan_count: null
        })
      )
      // A campus is matched to its university.
      const bjtu = (await admission('北京交通大学', { province: '重庆', year: 2022, track: '历史类' })).json() as AdmissionResponse
      expect(bjtu.lines).toContainEqual(
        expect.objectContaining({ institution_name: '北京交通大学（威海校区）', major_name: '外国语言文学类', min_score: 581, min_rank: 1830 })
      )
    },
    60_000
  )
})
