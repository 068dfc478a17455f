/**
 * 985 / 211 / 双一流 (issue 27) through the API: the shipped list arrives tagged, a search filtered
 * by a tag returns exactly the list's members that the ministry's list holds, applyInstitutionTags
 * brings an older database to the lists (once), and recommendations filter by tags. The sample
 * lines of 宁夏 give the recommendations.
 */
import { eq } from 'drizzle-orm'
import { institutions } from '../../server/db/schema'
import { LIST_211, LIST_985, LIST_DOUBLE_FIRST_CLASS, namesOf, type InstitutionTagList } from '../../server/domain/institutionTags'
import { applyInstitutionTags } from '../../server/seed/importInstitutions'
import { sampleTable } from '../../server/seed/sampleOneScore'
import { seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { APPLICATION_PATHS, BANDS, type GaokaoInfoParams, type RecommendResponse, type RecommendedUnit } from '../../types/application'
import { GAOKAO_PATHS, type InstitutionDetail, type InstitutionFilters, type InstitutionSearchResponse, type InstitutionSummary } from '../../types/gaokao'
import type { LoginResponse } from '../../types/user'
import { readOfficialList } from '../support/officialList'
import { accountsApp, loginVip, type AccountsApp } from './support/accounts'

const official = new Set(readOfficialList().map((row) => row.name))

let t: AccountsApp
let member: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  await importShippedInstitutions(t.database)
  await seedSampleOneScore(t.database)
  expect(await seedSampleLines(t.database, ['宁夏'])).not.toBeNull()
  member = await loginVip(t, '13600000011')
}, 120_000)
afterAll(() => t.close())

/** Every institution a search answers, page after page. */
async function searchAll(query: string): Promise<InstitutionSummary[]> {
  const found: InstitutionSummary[] = []
  for (let page = 1; ; page++) {
    const res = await t.get(`${GAOKAO_PATHS.universities}?${query}&page_size=100&page=${page}`)
    expect(res.statusCode).toBe(200)
    const body = res.json() as InstitutionSearchResponse
    found.push(...body.results)
    if (!body.next) return found
  }
}

const byTag = (tag: string) => searchAll(`tag=${encodeURIComponent(tag)}`)
/** The names of a list that the ministry's list holds: what a search by its tag must return. */
const expected = (list: InstitutionTagList) => namesOf(list).filter((name) => official.has(name))

test('北京大学’s detail carries 985, 211 and 双一流', async () => {
  const [pku] = (await t.get(`${GAOKAO_PATHS.universities}?q=${encodeURIComponent('北京大学')}&page_size=1`)).json().results as InstitutionSummary[]
  expect(pku.name).toBe('北京大学')
  const detail = (await t.get(`${GAOKAO_PATHS.universityDetail}${pku.id}/`)).json() as InstitutionDetail
  expect(detail.tags).toEqual(['985', '211', '双一流'])
})

test('a search filtered by 211 returns exactly the list’s members in the official list: 112', async () => {
  const found = await byTag('211')
  expect(found).toHaveLength(112)
  expect(found.map((u) => u.name).sort()).toEqual(expected(LIST_211).sort())
  // Both campuses of a school of the list; 华北电力大学 is one institution.
  expect(found.map((u) => u.name)).toEqual(
    expect.arrayContaining(['中国矿业大学', '中国矿业大学（北京）', '中国石油大学（华东）', '中国石油大学（北京）', '华北电力大学'])
  )
})

test('985 (38) and 双一流 (144) likewise, and 985 ⊂ 211 ⊂ 双一流 in the answers', async () => {
  const [found985, found211, foundDouble] = await Promise.all(['985', '211', '双一流'].map(byTag))
  expect(found985).toHaveLength(38)
  expect(foundDouble).toHaveLength(144)
  expect(found985.map((u) => u.name).sort()).toEqual(expected(LIST_985).sort())
  expect(foundDouble.map((u) => u.name).sort()).toEqual(expected(LIST_DOUBLE_FIRST_CLASS).sort())
  const ids211 = new Set(found211.map((u) => u.id))
  const idsDouble = new Set(foundDouble.map((u) => u.id))
  expect(found985.filter((u) => !ids211.has(u.id))).toEqual([])
  expect(found211.filter((u) => !idsDouble.has(u.id))).toEqual([])
  const filters = (await t.get(GAOKAO_PATHS.universityFilters)).json() as InstitutionFilters
  expect(filters.tags.slice(0, 3)).toEqual([
    { value: '985', count: 38 },
    { value: '211', count: 112 },
    { value: '双一流', count: 144 }
  ])
})

test('applyInstitutionTags brings a database imported before the lists to them, and then writes nothing', async () => {
  expect(await applyInstitutionTags(t.database)).toBe(0)
  // As an older import left them: the remark's tags only.
  await t.database.db.update(institutions).set({ tags: [] }).where(eq(institutions.name, '清华大学'))
  await t.database.db
    .update(institutions)
    .set({ tags: ['211'] })
    .where(eq(institutions.name, '首都师范大学'))
  expect(await applyInstitutionTags(t.database)).toBe(2)
  expect(await applyInstitutionTags(t.database)).toBe(0)
  const [thu] = (await t.get(`${GAOKAO_PATHS.universities}?q=${encodeURIComponent('清华大学')}&page_size=1`)).json().results as InstitutionSummary[]
  expect(thu.tags).toEqual(['985', '211', '双一流'])
  expect((await byTag('211')).map((u) => u.name)).not.toContain('首都师范大学')
})

/** 宁夏 物理类 applying 2026 with a rank at 20 % of the sample table. */
const rows = sampleTable('宁夏', 2025, '物理类').rows
const NINGXIA: GaokaoInfoParams = {
  province: '宁夏',
  apply_year: 2026,
  subjects: ['物理', '化学', '生物'],
  score: 480,
  rank: Math.round(rows[rows.length - 1].cumulative * 0.2)
}

function recommend(extra: Record<string, string | number>) {
  const params = new URLSearchParams({
    province: NINGXIA.province,
    apply_year: String(NINGXIA.apply_year),
    score: String(NINGXIA.score),
    rank: String(NINGXIA.rank),
    subjects: NINGXIA.subjects!.join(',')
  })
  for (const [k, v] of Object.entries(extra)) params.set(k, String(v))
  return t.get(`${APPLICATION_PATHS.recommend}?${params}`, member.access)
}

/** Every unit of a band (paged by 50) with these filters. */
async function band(b: string, extra: Record<string, string> = {}): Promise<RecommendedUnit[]> {
  const units: RecommendedUnit[] = []
  for (let page = 1; ; page++) {
    const res = await recommend({ band: b, page, page_size: 50, ...extra })
    expect(res.statusCode).toBe(200)
    const body = res.json() as RecommendResponse
    units.push(...body.results)
    if (units.length >= body.count) return units
  }
}

test('recommend ?tags keeps exactly the units whose institution carries every tag', async () => {
  let tagged = 0
  for (const b of BANDS) {
    const all = await band(b)
    const only211 = await band(b, { tags: '211' })
    expect(only211.map((u) => u.key)).toEqual(all.filter((u) => u.tags.includes('211')).map((u) => u.key))
    const both = await band(b, { tags: '985,民办' })
    expect(both).toEqual([])
    const top = await band(b, { tags: '985，211' })
    expect(top.map((u) => u.key)).toEqual(all.filter((u) => u.tags.includes('985')).map((u) => u.key))
    tagged += only211.length
  }
  // The sample's 宁夏 lines name 211 institutions in some band: the filter had something to keep.
  expect(tagged).toBeGreaterThan(0)
})

test('an unknown tag is a 400 naming the field, in Chinese', async () => {
  const res = await recommend({ band: 'safe', tags: '985,公办' })
  expect(res.statusCode).toBe(400)
  const body = res.json() as { detail: string; fields: Record<string, string> }
  expect(Object.keys(body.fields)).toEqual(['tags'])
  expect(body.fields.tags).toContain('公办')
  expect(body.detail).toMatch(/[\u4e00-\u9fa5]/)
})
