/**
 * GET /api/edu/university/compare/: two to four institutions in one call, over the demo sample
 * (lines and plans seeded for two provinces, sample subject assessments). Each figure is checked
 * against the per-institution routes and tables it summarises.
 */
import { eq } from 'drizzle-orm'
import { institutions, subjectAssessments } from '../../server/db/schema'
import { seedSampleContent } from '../../server/seed/sampleContent'
import { seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { ASSESSMENT_GRADES, COMPARE_PATH, EDU_PATHS, type AdmissionResponse, type CompareResponse, type PlanResponse } from '../../types/edu'
import { GAOKAO_PATHS, INSTITUTION_SOURCE, SAMPLE_SOURCE } from '../../types/gaokao'
import { freshApp, signedInject, type TestApp } from './helpers'

let t: TestApp
const ids = new Map<string, number>()
beforeAll(async () => {
  t = await freshApp()
  await importShippedInstitutions(t.database)
  await seedSampleOneScore(t.database)
  await seedSampleLines(t.database, ['北京', '江苏'])
  await seedSampleContent(t.database)
  for (const row of await t.database.db.select({ id: institutions.id, name: institutions.name }).from(institutions)) ids.set(row.name, row.id)
}, 120_000)
afterAll(() => t.close())

const get = (url: string) => signedInject(t.app, { method: 'GET', url })
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
const idsOf = (...names: string[]) => names.map((n) => ids.get(n)!).join(',')
const compare = async (params: Record<string, string | number>) => {
  const res = await get(`${COMPARE_PATH}?${q(params)}`)
  expect(res.statusCode).toBe(200)
  return res.json() as CompareResponse
}

test('北京 and 清华 in 北京: facts, the newest year’s line and plans as the per-institution routes give them, grades', async () => {
  const answer = await compare({ ids: idsOf('清华大学', '北京大学'), province: '北京' })
  expect(answer).toMatchObject({ province: '北京', year: 2025, track: '综合', years: [2025, 2024, 2023], tracks: ['综合'] })
  expect(answer.sources).toEqual({ institutions: INSTITUTION_SOURCE, lines: SAMPLE_SOURCE, plans: SAMPLE_SOURCE, assessment: SAMPLE_SOURCE })
  // In the order asked, with the summary fields only.
  expect(answer.entries.map((e) => e.institution.name)).toEqual(['清华大学', '北京大学'])
  const detail = (await get(`${GAOKAO_PATHS.universityDetail}${ids.get('清华大学')}/`)).json()
  const { pinyin_initials: _i, lat: _lat, lng: _lng, source: _s, ...summary } = detail
  expect(answer.entries[0].institution).toEqual(summary)

  for (const entry of answer.entries) {
    const id = entry.institution.id
    const admission = (await get(`${EDU_PATHS.university}${id}/admission/?${q({ province: '北京', year: 2025, track: '综合' })}`)).json() as AdmissionResponse
    // Its own line of the most selective batch (the route lists batches most selective first).
    const own = admission.lines.filter((l) => l.kind === 'institution')
    expect(own.length).toBeGreaterThan(0)
    expect(entry.line).toEqual({
      kind: 'institution',
      groups: 0,
      batch: own[0].batch,
      min_score: own[0].min_score,
      min_rank: own[0].min_rank,
      plan_count: own[0].plan_count
    })
    const plans = (await get(`${EDU_PATHS.university}${id}/plans/?${q({ province: '北京', year: 2025, track: '综合' })}`)).json() as PlanResponse
    expect(entry.plans).toEqual({
      plan_count: plans.plans.reduce((sum, p) => sum + p.plan_count, 0),
      major_count: new Set(plans.plans.map((p) => p.major_code || p.major_name)).size
    })
    const grades = await t.database.db.select({ grade: subjectAssessments.grade }).from(subjectAssessments).where(eq(subjectAssessments.institutionId, id))
    expect(grades.length).toBeGreaterThan(0)
    const counted = ASSESSMENT_GRADES.map((grade) => ({ grade, count: grades.filter((g) => g.grade === grade).length })).filter((g) => g.count > 0)
    expect(entry.assessment).toEqual(counted)
  }
})

test('year and track: the asked ones when stored, else the newest year and its first track', async () => {
  const four = idsOf('南京大学', '东南大学', '北京大学', '苏州大学')
  const physics = await compare({ ids: four, province: '江苏', track: '历史类', year: 2024 })
  expect(physics).toMatchObject({ year: 2024, track: '历史类', tracks: ['物理类', '历史类'] })
  expect(physics.entries).toHaveLength(4)
  expect(physics.entries.every((e) => e.line && e.plans)).toBe(true)
  // A track the province does not have falls back to the first one of the year.
  expect(await compare({ ids: four, province: '江苏', track: '综合' })).toMatchObject({ year: 2025, track: '物理类' })
  expect(await compare({ ids: four, province: '江苏', year: 2019 })).toMatchObject({ year: 2025 })
})

test('a province without stored lines: facts and grades, no year, no lines, no sources for them', async () => {
  const answer = await compare({ ids: idsOf('北京大学', '清华大学'), province: '河南' })
  expect(answer).toMatchObject({ province: '河南', year: null, track: null, years: [], tracks: [] })
  expect(answer.entries.map((e) => [e.line, e.plans])).toEqual([
    [null, null],
    [null, null]
  ])
  expect(answer.sources).toMatchObject({ lines: null, plans: null, assessment: SAMPLE_SOURCE })
  expect(answer.entries[0].assessment.length).toBeGreaterThan(0)
})

test('400 in Chinese for bad, repeated, too few or too many ids and bad filters; 404 names unknown ids', async () => {
  const bad = async (params: Record<string, string | number>, detail: string | RegExp, field: string) => {
    const res = await get(`${COMPARE_PATH}?${q(params)}`)
    expect(res.statusCode).toBe(400)
    const body = res.json() as { code: string; detail: string; fields: Record<string, string> }
    expect(body.code).toBe('validation_error')
    expect(body.detail).toMatch(detail)
    expect(Object.keys(body.fields)).toContain(field)
  }
  const [a, b, c, d, e] = ['北京大学', '清华大学', '南京大学', '东南大学', '苏州大学'].map((n) => ids.get(n)!)
  await bad({ ids: `${a}`, province: '北京' }, '请至少选择 2 所院校进行对比', 'ids')
  await bad({ ids: [a, b, c, d, e].join(','), province: '北京' }, '最多同时对比 4 所院校', 'ids')
  await bad({ ids: `${a},${a}`, province: '北京' }, '不能重复对比同一所院校', 'ids')
  for (const ids of ['', 'abc', `${a},`, `${a},0`, `${a},-2`, `${a};${b}`, `${a},1.5`]) await bad({ ids, province: '北京' }, '院校编号应为以英文逗号分隔的正整数', 'ids')
  await bad({ province: '北京' }, /[\u4e00-\u9fa5]/, 'ids')
  await bad({ ids: `${a},${b}` }, /[\u4e00-\u9fa5]/, 'province')
  await bad({ ids: `${a},${b}`, province: '火星' }, /[\u4e00-\u9fa5]/, 'province')
  await bad({ ids: `${a},${b}`, province: '北京', track: '体育类' }, /[\u4e00-\u9fa5]/, 'track')
  await bad({ ids: `${a},${b}`, province: '北京', year: 1999 }, /[\u4e00-\u9fa5]/, 'year')
  await bad({ ids: `${a},${b}`, province: '北京', page: 1 }, /[\u4e00-\u9fa5]/, 'page')

  const missing = await get(`${COMPARE_PATH}?${q({ ids: `${a},99999998,99999999`, province: '北京' })}`)
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ code: 'not_found', detail: '找不到院校（编号 99999998、99999999）' })
})

test('a static path: never taken for /university/<id>/', async () => {
  // Without its query it answers the compare route's own 400, not the detail route's id error.
  const res = await get(COMPARE_PATH)
  expect(res.statusCode).toBe(400)
  expect(res.json().fields).toHaveProperty('ids')
})
