/**
 * 浙江 七选三 includes 技术 (issue 26): accepted in 浙江 and refused elsewhere, by the profile save
 * (POST /api/user/update/) and by the recommendation API (index-stat, recommend). In 浙江 a plan's
 * 选科要求 naming 技术 is checked against the student's subjects.
 */
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { importAdmissionLinesCsv } from '../../server/seed/importAdmissionLines'
import { importPlansCsv, PLAN_COLUMNS } from '../../server/seed/importPlans'
import { seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { APPLICATION_PATHS, BANDS, type IndexStat, type RecommendResponse } from '../../types/application'
import { USER_PATHS, type LoginResponse } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

const REFUSED_IN_BEIJING = '北京选考科目不含技术（技术仅浙江可选），请在物理、化学、生物、历史、政治、地理中选择'

let t: AccountsApp
let student: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  await importShippedInstitutions(t.database)
  // The sample 一分一段 tables: the candidates per year the probabilities need.
  await seedSampleOneScore(t.database)
  // 浙江's plan year (2024): one major asks for 技术, one for 物理+化学; their 2023 lines.
  const plans = [
    PLAN_COLUMNS.required.join(','),
    '浙江,2024,综合,平行录取一段,浙江大学,,080901,计算机科学与技术,物理/技术,20,4,6000',
    '浙江,2024,综合,平行录取一段,浙江大学,,080202,机械设计制造及其自动化,技术,20,4,6000',
    '浙江,2024,综合,平行录取一段,浙江大学,,070301,化学,物理+化学,20,4,6000'
  ].join('\n')
  const lines = [
    'province,year,track,batch,institution_code,institution_name,group_code,major_code,major_name,min_score,min_rank,plan_count,kind',
    '浙江,2023,综合,平行录取一段,,浙江大学,,080901,计算机科学与技术,660,3000,20,major',
    '浙江,2023,综合,平行录取一段,,浙江大学,,080202,机械设计制造及其自动化,650,5000,20,major',
    '浙江,2023,综合,平行录取一段,,浙江大学,,070301,化学,655,4000,20,major'
  ].join('\n')
  expect((await importPlansCsv(t.database, plans)).rows).toBe(3)
  expect((await importAdmissionLinesCsv(t.database, lines)).rows).toBe(3)
  student = await t.login('13600000261')
}, 120_000)
afterAll(() => t.close())

const update = (body: object) => t.post(USER_PATHS.update, body, student.access)
const stored = async () => (await t.database.db.select().from(users).where(eq(users.id, student.user_core.user_id)))[0]

describe('profile save', () => {
  test('技术 is saved in 浙江, in SUBJECTS order (last)', async () => {
    const res = await update({ province: '浙江', apply_year: 2025, subjects: ['技术', '物理', '化学'], score: 640, rank: 4500 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ province: '浙江', subjects: ['物理', '化学', '技术'] })
  })

  test('a province change under a saved 技术 is refused with the reason; nothing is saved', async () => {
    await update({ province: '浙江', subjects: ['物理', '化学', '技术'] })
    const res = await update({ province: '北京', score: 600 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'validation_error', detail: REFUSED_IN_BEIJING, fields: { subjects: REFUSED_IN_BEIJING } })
    expect(await stored()).toMatchObject({ province: '浙江', subjects: ['物理', '化学', '技术'], score: 640 })
    // Sent with subjects 北京 offers, the change goes through.
    const ok = await update({ province: '北京', subjects: ['物理', '化学', '生物'] })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ province: '北京', subjects: ['物理', '化学', '生物'] })
  })

  test('技术 is refused in every other province, 3+3, 3+1+2 or 文理, alone or with the province', async () => {
    await update({ province: '北京', subjects: ['物理', '化学', '生物'] })
    const alone = await update({ subjects: ['物理', '化学', '技术'] })
    expect(alone.statusCode).toBe(400)
    expect(alone.json().fields).toEqual({ subjects: REFUSED_IN_BEIJING })
    for (const province of ['山东', '上海', '江苏', '新疆']) {
      const res = await update({ province, subjects: ['物理', '化学', '技术'] })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.subjects).toBe(`${province}选考科目不含技术（技术仅浙江可选），请在物理、化学、生物、历史、政治、地理中选择`)
    }
    expect(await stored()).toMatchObject({ province: '北京', subjects: ['物理', '化学', '生物'] })
  })

  test('a save that touches neither province nor subjects is not held up by an older stored choice', async () => {
    await t.database.db
      .update(users)
      .set({ province: '北京', subjects: ['物理', '化学', '技术'] })
      .where(eq(users.id, student.user_core.user_id))
    expect((await update({ grade: '高三' })).statusCode).toBe(200)
    await update({ province: '北京', subjects: ['物理', '化学', '生物'] })
  })
})

describe('recommendation API', () => {
  const zhejiang = { province: '浙江', apply_year: 2025, score: 640, rank: 4500 }
  const stat = (subjects: string[], province = '浙江') => t.post(APPLICATION_PATHS.indexStat, { ...zhejiang, province, subjects, is_index_stat: true })
  const total = (s: IndexStat) => BANDS.reduce((n, b) => n + s.counts[b], 0) + s.unknown

  test('index-stat: 技术 accepted in 浙江 (综合), and the plans asking for it are checked with it', async () => {
    const withTechnology = await stat(['技术', '化学', '地理'])
    expect(withTechnology.statusCode).toBe(200)
    const withIt = withTechnology.json() as IndexStat
    expect(withIt).toMatchObject({ province: '浙江', track: '综合', plan_year: 2024 })
    // 物理/技术 and 技术 qualify; 物理+化学 does not.
    expect(total(withIt)).toBe(2)
    const physicsChemistry = (await stat(['物理', '化学', '生物'])).json() as IndexStat
    // 物理/技术 and 物理+化学 qualify; 技术 does not.
    expect(total(physicsChemistry)).toBe(2)
    const neither = (await stat(['历史', '政治', '地理'])).json() as IndexStat
    expect(total(neither)).toBe(0)
  })

  test('index-stat: 技术 refused outside 浙江 with BAD_PARAMS naming subjects', async () => {
    for (const province of ['北京', '江苏', '新疆']) {
      const res = await stat(['物理', '化学', '技术'], province)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'BAD_PARAMS', detail: '请先完善高考信息' })
      expect(res.json().fields).toEqual({ subjects: `${province}选考科目不含技术（技术仅浙江可选），请在物理、化学、生物、历史、政治、地理中选择` })
    }
  })

  test('recommend (query string): 技术 accepted in 浙江, refused in 北京', async () => {
    const query = (province: string, band: string) =>
      new URLSearchParams({ province, apply_year: '2025', subjects: '技术,化学,地理', score: '640', rank: '4500', band, page_size: '20' })
    const majors: string[] = []
    for (const band of BANDS) {
      const res = await t.get(`${APPLICATION_PATHS.recommend}?${query('浙江', band)}`, student.access)
      expect(res.statusCode).toBe(200)
      majors.push(...(res.json() as RecommendResponse).results.map((u) => u.major_name))
    }
    expect(majors.sort()).toEqual(['机械设计制造及其自动化', '计算机科学与技术'])
    const inBeijing = await t.get(`${APPLICATION_PATHS.recommend}?${query('北京', 'rush')}`, student.access)
    expect(inBeijing.statusCode).toBe(400)
    expect(inBeijing.json()).toMatchObject({ code: 'BAD_PARAMS', fields: { subjects: expect.any(String) } })
  })
})
