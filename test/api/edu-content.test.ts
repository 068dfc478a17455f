/**
 * Gaokao content (types/edu.ts): institution type and coordinates from the importer, the type
 * filter, university/around and geo/cities, majors, rankings, news, unaccredited institutions,
 * subject assessment, civil positions, one-to-one services, and the four CSV importers
 * (line-numbered rejections, all or nothing, idempotent).
 */
import { count, eq } from 'drizzle-orm'
import { enrollmentPlans, fakeInstitutions, majors, news, rankingLists } from '../../server/db/schema'
import { importFakeInstitutionsCsv } from '../../server/seed/importFakeInstitutions'
import { importMajorsCsv } from '../../server/seed/importMajors'
import { importNewsCsv } from '../../server/seed/importNews'
import { importRankingsCsv } from '../../server/seed/importRankings'
import { FAKE_INSTITUTION_TIPS, MAJOR_SOURCE, SAMPLE_FAKE_INSTITUTIONS, SAMPLE_MAJORS, seedSampleContent } from '../../server/seed/sampleContent'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { sourceOfRows } from '../../server/lib/dataSource'
import { cityPoint } from '../../server/domain/cityCoordinates'
import { distanceKm } from '../../server/domain/geo'
import { institutionTypeOf } from '../../server/domain/institutionType'
import {
  EDU_PATHS,
  type CityPoint,
  type CivilPosition,
  type CivilPositionDetail,
  type ConsultService,
  type FakeInstitution,
  type FakeInstitutionDetail,
  type MajorCategoryTree,
  type MajorDetail,
  type MajorSummary,
  type NearbyInstitution,
  type NewsDetail,
  type NewsItem,
  type RankingEntry,
  type RankingList,
  type SubjectAssessment
} from '../../types/edu'
import {
  GAOKAO_PATHS,
  IMPORTED_SOURCE,
  INSTITUTION_SOURCE,
  INSTITUTION_TYPES,
  SAMPLE_SOURCE,
  type DataSource,
  type InstitutionFilters,
  type InstitutionSearchResponse
} from '../../types/gaokao'
import type { Paginated } from '../../types/api'
import { freshApp, signedInject, type TestApp } from './helpers'
import { readOfficialList } from '../support/officialList'

type Page<T> = Paginated<T> & { source: DataSource | null }
const source = readOfficialList()

let t: TestApp
let seedMs = 0
beforeAll(async () => {
  t = await freshApp()
  await importShippedInstitutions(t.database)
  const started = Date.now()
  await seedSampleContent(t.database)
  seedMs = Date.now() - started
})
afterAll(() => t.close())

const get = (url: string) => signedInject(t.app, { method: 'GET', url })
const ok = async <T>(url: string): Promise<T> => {
  const res = await get(url)
  expect([url, res.statusCode]).toEqual([url, 200])
  return res.json() as T
}
const enc = encodeURIComponent
/** A 400 whose fields name `field` with a Chinese message. */
async function bad(url: string, field: string): Promise<string> {
  const res = await get(url)
  expect([url, res.statusCode]).toEqual([url, 400])
  const body = res.json() as { detail: string; fields?: Record<string, string> }
  expect(body.fields?.[field]).toMatch(/[\u4e00-\u9fff]/)
  return body.fields![field]
}
async function missing(url: string, detail: string): Promise<void> {
  const res = await get(url)
  expect([url, res.statusCode, res.json()]).toEqual([url, 404, { code: 'not_found', detail }])
}

describe('institutions: type and coordinates', () => {
  test('summaries carry the type from the name; the type filter and the filter counts agree', async () => {
    const pku = (await ok<InstitutionSearchResponse>(`${GAOKAO_PATHS.universities}?q=${enc('北京师范大学')}`)).results[0]
    expect(pku).toMatchObject({ name: '北京师范大学', type: '师范' })
    const filters = await ok<InstitutionFilters>(GAOKAO_PATHS.universityFilters)
    expect(filters.types.map((x) => x.value)).toEqual([...INSTITUTION_TYPES])
    const expected = new Map<string, number>()
    for (const row of source) expected.set(institutionTypeOf(row.name), (expected.get(institutionTypeOf(row.name)) ?? 0) + 1)
    for (const { value, count: n } of filters.types) {
      expect([value, n]).toEqual([value, expected.get(value) ?? 0])
      const res = await ok<InstitutionSearchResponse>(`${GAOKAO_PATHS.universities}?type=${enc(value)}&page_size=1`)
      expect([value, res.count]).toEqual([value, n])
    }
    const medicalInBeijing = await ok<InstitutionSearchResponse>(`${GAOKAO_PATHS.universities}?type=${enc('医药')}&province=${enc('北京')}&page_size=100`)
    expect(medicalInBeijing.results.map((r) => r.name)).toContain('首都医科大学')
    expect(medicalInBeijing.results.every((r) => r.type === '医药' && r.province === '北京')).toBe(true)
    expect(await bad(`${GAOKAO_PATHS.universities}?type=${enc('野鸡')}`, 'type')).toMatch(/^取值应为：综合、理工/)
  })

  test('a re-import changes nothing (type and coordinates included)', async () => {
    expect(await importShippedInstitutions(t.database)).toEqual({ added: 0, updated: 0, unchanged: source.length, rejected: [] })
  })

  test('university/around: every institution within the radius, nearest first; "around" is not an id', async () => {
    const nanjing = cityPoint('南京市')!
    const within = (km: number) => source.filter((r) => distanceKm(nanjing, cityPoint(r.location)!) <= km).length
    const near = await ok<Page<NearbyInstitution>>(`${EDU_PATHS.around}?lat=${nanjing.lat}&lng=${nanjing.lng}&page_size=100`)
    // Default radius 50 km: Nanjing's own institutions; 镇江 (≈ 60 km) only with a larger radius.
    expect(near.count).toBe(within(50))
    expect(near.results.every((r) => r.city === '南京市' && r.distance_km === 0)).toBe(true)
    expect(near.source).toEqual(INSTITUTION_SOURCE)
    const wide = await ok<Page<NearbyInstitution>>(`${EDU_PATHS.around}?lat=${nanjing.lat}&lng=${nanjing.lng}&radius_km=100&page_size=100`)
    expect(wide.count).toBe(within(100))
    expect(wide.count).toBeGreaterThan(near.count)
    const all: NearbyInstitution[] = []
    for (let page = 1; page <= Math.ceil(wide.count / 100); page++) {
      all.push(...(await ok<Page<NearbyInstitution>>(`${EDU_PATHS.around}?lat=${nanjing.lat}&lng=${nanjing.lng}&radius_km=100&page_size=100&page=${page}`)).results)
    }
    expect(all.map((r) => r.city)).toContain('镇江市')
    const distances = all.map((r) => r.distance_km)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(100)
    const zhenjiang = all.find((r) => r.city === '镇江市')!
    expect(zhenjiang.distance_km).toBe(Math.round(distanceKm(nanjing, cityPoint('镇江市')!) * 10) / 10)
    const vocational = await ok<Page<NearbyInstitution>>(`${EDU_PATHS.around}?lat=${nanjing.lat}&lng=${nanjing.lng}&level=${enc('专科')}&page_size=100`)
    expect(vocational.results.every((r) => r.level === '专科')).toBe(true)
    expect(vocational.count).toBe(source.filter((r) => r.location === '南京市' && r.level === '专科').length)
    // The middle of the sea: nothing.
    expect((await ok<Page<NearbyInstitution>>(`${EDU_PATHS.around}?lat=10&lng=150`)).count).toBe(0)
  })

  test('university/around validates its input', async () => {
    expect(await bad(EDU_PATHS.around, 'lat')).toBe('此字段为必填项')
    expect(await bad(`${EDU_PATHS.around}?lat=32`, 'lng')).toBe('此字段为必填项')
    expect(await bad(`${EDU_PATHS.around}?lat=91&lng=118`, 'lat')).toBe('不能大于 90')
    expect(await bad(`${EDU_PATHS.around}?lat=32&lng=-181`, 'lng')).toBe('不能小于 -180')
    expect(await bad(`${EDU_PATHS.around}?lat=32&lng=118&radius_km=501`, 'radius_km')).toBe('不能大于 500')
    expect(await bad(`${EDU_PATHS.around}?lat=32&lng=118&radius_km=0`, 'radius_km')).toBe('不能小于 0')
    expect(await bad(`${EDU_PATHS.around}?lat=abc&lng=118`, 'lat')).toBe('类型应为数字')
    expect(await bad(`${EDU_PATHS.around}?lat=32&lng=118&level=x`, 'level')).toMatch(/^取值应为/)
    expect(await bad(`${EDU_PATHS.around}?lat=32&lng=118&near=1`, 'near')).toBe('不允许的字段')
  })

  test('geo/cities lists the 345 cities of the list with their province', async () => {
    const res = await ok<{ results: CityPoint[]; source: DataSource }>(EDU_PATHS.cities)
    expect(res.results).toHaveLength(345)
    expect(res.results).toContainEqual({ province: '江苏', city: '南京市', lat: 32.06, lng: 118.8 })
    expect(res.results.find((c) => c.city === '咸阳市')?.province).toBe('陕西')
    expect(res.source.kind).toBe('imported')
    expect(await bad(`${EDU_PATHS.cities}?x=1`, 'x')).toBe('不允许的字段')
  })
})

describe('majors', () => {
  test('the sample catalogue follows the catalogue rules and is labelled', async () => {
    expect(SAMPLE_MAJORS.length).toBeGreaterThanOrEqual(150)
    const all = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?page_size=1`)
    expect(all.count).toBe(SAMPLE_MAJORS.length)
    expect(all.source).toEqual(MAJOR_SOURCE)
    expect(new Set(SAMPLE_MAJORS.map((m) => m.code)).size).toBe(SAMPLE_MAJORS.length)
  })

  test('search by name, pinyin initials and code; filters; pagination', async () => {
    const cs = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=${enc('计算机')}`)
    expect(cs.results[0]).toEqual({ code: '080901', name: '计算机科学与技术', level: '本科', category: '工学', subcategory: '计算机类', duration: 4, degree: '工学学士' })
    expect(cs.results.map((m) => m.name)).toEqual(expect.arrayContaining(['计算机应用技术', '计算机网络技术']))
    expect((await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=jsjkxyjs`)).results[0].code).toBe('080901')
    // Initials: prefix matches (计算机…) before substring ones (云计算技术应用: yjsjsyy).
    const initials = (await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=JSJ&page_size=100`)).results.map((m) => m.name)
    const prefixed = initials.filter((n) => n.startsWith('计算机'))
    expect(prefixed.length).toBeGreaterThanOrEqual(3)
    expect(initials.slice(0, prefixed.length)).toEqual(prefixed)
    expect(initials).toContain('云计算技术应用')
    const byCode = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=0809&page_size=100`)
    expect(byCode.results.map((m) => m.code)).toEqual(SAMPLE_MAJORS.filter((m) => m.code.startsWith('0809')).map((m) => m.code))
    expect((await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=100202tk`)).results.map((m) => m.name)).toEqual(['麻醉学'])
    const medicine = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?category=${enc('医学')}&page_size=100`)
    expect(medicine.count).toBe(SAMPLE_MAJORS.filter((m) => m.category === '医学').length)
    expect(medicine.results.find((m) => m.code === '100201K')).toMatchObject({ duration: 5, degree: '医学学士' })
    const vocational = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?level=${enc('专科')}&subcategory=${enc('计算机类')}&page_size=100`)
    expect(vocational.results.every((m) => m.level === '专科' && m.subcategory === '计算机类' && m.degree === '')).toBe(true)
    expect(vocational.count).toBeGreaterThan(0)
    // LIKE wildcards are literal; nothing matches.
    expect((await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=${enc('%')}`)).count).toBe(0)
    expect((await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=${enc('_')}`)).source).toBeNull()
    const first = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?page_size=100`)
    expect(first.next).toBe(`${EDU_PATHS.majors}?page_size=100&page=2`)
    const second = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?page_size=100&page=2`)
    expect(new Set([...first.results, ...second.results].map((m) => m.code)).size).toBe(200)
    expect(await bad(`${EDU_PATHS.majors}?level=${enc('硕士')}`, 'level')).toBe('取值应为：本科、专科')
    expect(await bad(`${EDU_PATHS.majors}?page_size=101`, 'page_size')).toBe('不能大于 100')
    expect(await bad(`${EDU_PATHS.majors}?q=${enc('很'.repeat(31))}`, 'q')).toBe('长度不能超过 30 个字符')
  })

  test('categories: 门类 → 专业类 with counts, in catalogue order', async () => {
    const tree = await ok<MajorCategoryTree>(EDU_PATHS.majorCategories)
    expect(tree.level).toBe('本科')
    expect(tree.categories.map((c) => c.name)).toEqual(['哲学', '经济学', '法学', '教育学', '文学', '历史学', '理学', '工学', '农学', '医学', '管理学', '艺术学'])
    expect(tree.categories.reduce((a, c) => a + c.count, 0)).toBe(SAMPLE_MAJORS.filter((m) => m.level === '本科').length)
    const engineering = tree.categories.find((c) => c.name === '工学')!
    expect(engineering.subcategories[0]).toEqual({ name: '力学类', count: 1 })
    expect(engineering.subcategories.find((s) => s.name === '计算机类')?.count).toBe(6)
    const vocational = await ok<MajorCategoryTree>(`${EDU_PATHS.majorCategories}?level=${enc('专科')}`)
    expect(vocational.categories.every((c) => c.name.endsWith('大类'))).toBe(true)
    expect(await bad(`${EDU_PATHS.majorCategories}?level=x`, 'level')).toMatch(/^取值应为/)
  })

  test('detail: description, courses, employment, institution_count from the latest plans; 404; 400', async () => {
    const detail = await ok<MajorDetail>(`${EDU_PATHS.majors}080901/`)
    expect(detail).toMatchObject({ code: '080901', name: '计算机科学与技术', institution_count: 0, source: MAJOR_SOURCE })
    expect(detail.courses).toContain('数据结构')
    expect(detail.description).toMatch(/示例/)
    expect(detail.employment?.employment_rate).toBeGreaterThan(0.8)
    const plan = { province: '江苏', track: '物理类', majorCode: '080901', majorName: '计算机科学与技术', planCount: 10, source: SAMPLE_SOURCE }
    await t.database.db.insert(enrollmentPlans).values([
      { ...plan, year: 2025, institutionName: '南京大学' },
      { ...plan, year: 2025, institutionName: '南京大学', province: '浙江', track: '综合' },
      { ...plan, year: 2025, institutionName: '东南大学' },
      { ...plan, year: 2024, institutionName: '河海大学' }
    ])
    expect((await ok<MajorDetail>(`${EDU_PATHS.majors}080901/`)).institution_count).toBe(2)
    expect((await ok<MajorDetail>(`${EDU_PATHS.majors}100201K/`)).duration).toBe(5)
    await missing(`${EDU_PATHS.majors}999999/`, '找不到该专业')
    expect(await bad(`${EDU_PATHS.majors}abc/`, 'code')).toBe('格式不正确')
    expect(await bad(`${EDU_PATHS.majors}080901/?x=1`, 'x')).toBe('不允许的字段')
  })
})

describe('rankings', () => {
  test('lists by kind; entries paged, filtered by province, linked to institutions', async () => {
    const lists = (await ok<{ results: RankingList[] }>(EDU_PATHS.rankLists)).results
    expect(lists).toHaveLength(5)
    expect(lists.every((l) => l.publisher === '示例数据' && l.source.kind === 'sample')).toBe(true)
    const professions = (await ok<{ results: RankingList[] }>(`${EDU_PATHS.rankLists}?kind=profession`)).results
    expect(professions.map((l) => l.subject)).toEqual(['080901 计算机科学与技术', '100201K 临床医学', '050101 汉语言文学'])
    expect(await bad(`${EDU_PATHS.rankLists}?kind=city`, 'kind')).toBe('取值应为：university、profession')
    const overall = lists.find((l) => l.name === '示例综合榜单')!
    const page1 = await ok<Paginated<RankingEntry> & { list: RankingList }>(`${EDU_PATHS.rank}${overall.id}/?page_size=10`)
    expect(page1.count).toBe(30)
    expect(page1.list).toEqual(overall)
    expect(page1.results.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(page1.results.every((e) => e.institution_id !== null && e.score === null)).toBe(true)
    const beijing = await ok<Paginated<RankingEntry>>(`${EDU_PATHS.rank}${overall.id}/?province=${enc('北京')}&page_size=100`)
    expect(beijing.results.map((e) => e.name).sort()).toEqual(['中国人民大学', '北京大学', '北京师范大学', '北京航空航天大学', '清华大学'].sort())
    await missing(`${EDU_PATHS.rank}999999/`, '找不到该榜单')
    expect(await bad(`${EDU_PATHS.rank}abc/`, 'id')).toBe('类型应为整数')
    expect(await bad(`${EDU_PATHS.rank}${overall.id}/?province=${enc('台湾')}`, 'province')).toMatch(/^取值应为/)
  })
})

describe('news', () => {
  test('list newest first, by category and province (with nationwide news); detail; 404', async () => {
    const all = await ok<Page<NewsItem>>(`${EDU_PATHS.news}?page_size=100`)
    expect(all.count).toBe(30)
    const times = all.results.map((n) => n.published_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(all.source).toEqual(SAMPLE_SOURCE)
    const policy = await ok<Page<NewsItem>>(`${EDU_PATHS.news}?category=${enc('政策解读')}&page_size=100`)
    expect(policy.count).toBe(all.results.filter((n) => n.category === '政策解读').length)
    const jiangsu = await ok<Page<NewsItem>>(`${EDU_PATHS.news}?province=${enc('江苏')}&page_size=100`)
    expect(jiangsu.results.every((n) => n.province === '江苏' || n.province === null)).toBe(true)
    expect(jiangsu.results.some((n) => n.province === '江苏')).toBe(true)
    expect(jiangsu.count).toBe(all.results.filter((n) => n.province === '江苏' || n.province === null).length)
    const detail = await ok<NewsDetail>(`${EDU_PATHS.news}${all.results[0].id}/`)
    expect(detail).toMatchObject(all.results[0])
    expect(detail.paragraphs.length).toBeGreaterThan(1)
    await missing(`${EDU_PATHS.news}999999/`, '找不到该资讯')
    expect(await bad(`${EDU_PATHS.news}?category=${enc('八卦')}`, 'category')).toMatch(/^取值应为：政策解读/)
    expect(await bad(`${EDU_PATHS.news}0/`, 'id')).toBe('不能小于 1')
  })
})

describe('unaccredited institutions', () => {
  test('list with q and province; detail with the tips; 404', async () => {
    const all = await ok<Page<FakeInstitution>>(`${EDU_PATHS.fakeUniversities}?page_size=100`)
    expect(all.count).toBe(SAMPLE_FAKE_INSTITUTIONS.length)
    expect(all.results.every((f) => f.name.endsWith('（示例）'))).toBe(true)
    // No sample name is an accredited institution.
    const real = new Set(source.map((r) => r.name))
    expect(SAMPLE_FAKE_INSTITUTIONS.filter((f) => real.has(f.name))).toEqual([])
    const found = await ok<Page<FakeInstitution>>(`${EDU_PATHS.fakeUniversities}?q=${enc('京华')}`)
    expect(found.results.map((f) => f.name)).toEqual(['京华国际管理学院（示例）'])
    const jiangsu = await ok<Page<FakeInstitution>>(`${EDU_PATHS.fakeUniversities}?province=${enc('江苏')}`)
    expect(jiangsu.count).toBe(2)
    const detail = await ok<FakeInstitutionDetail>(`${EDU_PATHS.fakeUniversities}${found.results[0].id}/`)
    expect(detail.tips).toEqual([...FAKE_INSTITUTION_TIPS])
    expect(detail.source).toEqual(SAMPLE_SOURCE)
    await missing(`${EDU_PATHS.fakeUniversities}999999/`, '找不到该机构')
    expect(await bad(`${EDU_PATHS.fakeUniversities}?province=x`, 'province')).toMatch(/^取值应为/)
  })
})

describe('subject assessment', () => {
  test('by institution or by discipline, best grade first; exactly one of the two', async () => {
    const pku = (await ok<InstitutionSearchResponse>(`${GAOKAO_PATHS.universities}?q=${enc('北京大学')}`)).results[0]
    const byInstitution = await ok<{ results: SubjectAssessment[]; source: DataSource }>(`${EDU_PATHS.subjectAssessment}?institution_id=${pku.id}`)
    expect(byInstitution.results.length).toBeGreaterThan(0)
    expect(byInstitution.results.every((r) => r.institution_id === pku.id && r.institution_name === '北京大学')).toBe(true)
    const order = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-']
    const grades = byInstitution.results.map((r) => order.indexOf(r.grade))
    expect(grades).toEqual([...grades].sort((a, b) => a - b))
    expect(byInstitution.source).toEqual(SAMPLE_SOURCE)
    const cs = await ok<{ results: SubjectAssessment[] }>(`${EDU_PATHS.subjectAssessment}?discipline_code=0812`)
    expect(cs.results.length).toBeGreaterThan(0)
    expect(cs.results.every((r) => r.discipline_code === '0812' && r.discipline_name === '计算机科学与技术')).toBe(true)
    const none = await ok<{ results: SubjectAssessment[]; source: DataSource | null }>(`${EDU_PATHS.subjectAssessment}?discipline_code=9999`)
    expect(none).toEqual({ results: [], source: null })
    expect(await bad(EDU_PATHS.subjectAssessment, 'institution_id')).toMatch(/其中之一/)
    expect(await bad(`${EDU_PATHS.subjectAssessment}?institution_id=${pku.id}&discipline_code=0812`, 'discipline_code')).toMatch(/其中之一/)
    expect(await bad(`${EDU_PATHS.subjectAssessment}?discipline_code=08`, 'discipline_code')).toBe('格式不正确')
  })
})

describe('civil positions and one-to-one services', () => {
  test('positions by major (named or open to all), province, exam; detail; 404', async () => {
    const all = await ok<Page<CivilPosition>>(`${EDU_PATHS.civilPositions}?page_size=100`)
    expect(all.count).toBeGreaterThanOrEqual(20)
    const cs = await ok<Page<CivilPosition>>(`${EDU_PATHS.civilPositions}?major=${enc('计算机科学与技术')}&page_size=100`)
    expect(cs.results.every((p) => p.majors.length === 0 || p.majors.includes('计算机科学与技术'))).toBe(true)
    expect(cs.results.some((p) => p.majors.includes('计算机科学与技术'))).toBe(true)
    expect(cs.count).toBe(all.results.filter((p) => p.majors.length === 0 || p.majors.includes('计算机科学与技术')).length)
    const national = await ok<Page<CivilPosition>>(`${EDU_PATHS.civilPositions}?exam=${enc('国考')}&province=${enc('上海')}`)
    expect(national.results.every((p) => p.exam === '国考' && p.province === '上海')).toBe(true)
    expect(national.count).toBe(1)
    const detail = await ok<CivilPositionDetail>(`${EDU_PATHS.civilPositions}${national.results[0].id}/`)
    expect(detail.requirements.length).toBeGreaterThan(0)
    expect(detail.source).toEqual(SAMPLE_SOURCE)
    await missing(`${EDU_PATHS.civilPositions}999999/`, '找不到该职位')
    expect(await bad(`${EDU_PATHS.civilPositions}?exam=${enc('事业编')}`, 'exam')).toBe('取值应为：国考、省考、选调生')
  })

  test('one-to-one services: list labelled sample, detail, 404', async () => {
    const list = await ok<Page<ConsultService>>(EDU_PATHS.oneone)
    expect(list.count).toBe(4)
    expect(list.source).toEqual(SAMPLE_SOURCE)
    const detail = await ok<ConsultService & { paragraphs: string[] }>(`${EDU_PATHS.oneone}${list.results[0].id}/`)
    expect(detail).toMatchObject(list.results[0])
    expect(detail.paragraphs.join('')).toMatch(/示例/)
    await missing(`${EDU_PATHS.oneone}999999/`, '找不到该服务')
    expect(await bad(`${EDU_PATHS.oneone}?page=0`, 'page')).toBe('不能小于 1')
  })
})

describe('importers', () => {
  const tableCount = async (table: typeof majors | typeof news | typeof rankingLists | typeof fakeInstitutions) =>
    (await t.database.db.select({ n: count() }).from(table))[0].n

  test('majors: line-numbered rejections load nothing; a good file loads once, then is unchanged', async () => {
    const before = await tableCount(majors)
    const header = 'code,name,level,category,subcategory,duration,degree,courses,employment_rate'
    const badFile = [
      header,
      '990101,测试专业甲,本科,哲学,哲学类,4,哲学学士,逻辑学|伦理学,0.9',
      '080901X,坏代码专业,本科,工学,计算机类,4,工学学士,,',
      '080999,门类不符专业,本科,理学,计算机类,4,理学学士,,',
      '510299,缺学位专业,专科,电子与信息大类,计算机类,3,工学学士,,',
      '080998,缺学位本科,本科,工学,计算机类,4,,,',
      '080997,就业率越界,本科,工学,计算机类,4,工学学士,,1.5',
      '080996,层次错误,硕士,工学,计算机类,4,工学学士,,'
    ].join('\n')
    const report = await importMajorsCsv(t.database, badFile)
    expect(report.added + report.updated + report.unchanged).toBe(0)
    expect(report.rejected.map((r) => r.line)).toEqual([2, 2, 3, 4, 5, 6, 7, 8])
    const reasons = report.rejected.map((r) => r.reason)
    expect(reasons[0]).toMatch(/前两位 99 不是已知的学科门类/)
    expect(reasons[1]).toBe('整个文件未导入（第 2-8 行）')
    expect(reasons[2]).toMatch(/6 位数字/)
    expect(reasons[3]).toMatch(/属于「工学」，不是「理学」/)
    expect(reasons[4]).toMatch(/专科专业不授予学位/)
    expect(reasons[5]).toMatch(/授予学位应为“…学士”/)
    expect(reasons[6]).toMatch(/就业率（employment_rate）应为 0-1/)
    expect(reasons[7]).toMatch(/层次（level）应为 本科、专科 之一/)
    expect(await tableCount(majors)).toBe(before)

    const good = [
      header,
      '080911TK,网络空间安全,本科,工学,计算机类,4,工学学士,密码学|网络安全,0.95',
      '"080901","计算机科学与技术","本科","工学","计算机类",4,"工学学士","数据结构|操作系统",'
    ]
    expect(await importMajorsCsv(t.database, good.join('\r\n'))).toEqual({ added: 1, updated: 1, unchanged: 0, rejected: [] })
    expect(await importMajorsCsv(t.database, good.join('\r\n'))).toEqual({ added: 0, updated: 0, unchanged: 2, rejected: [] })
    const imported = await ok<MajorDetail>(`${EDU_PATHS.majors}080911TK/`)
    expect(imported).toMatchObject({
      name: '网络空间安全',
      courses: ['密码学', '网络安全'],
      employment: { employment_rate: 0.95, average_salary: null, directions: [], positions: [] },
      source: IMPORTED_SOURCE
    })
    expect((await ok<MajorDetail>(`${EDU_PATHS.majors}080901/`)).employment).toBeNull()
    // The 计算机类 page now mixes imported (080901 first) and sample rows: the answer says so.
    const mixed = await ok<Page<MajorSummary>>(`${EDU_PATHS.majors}?q=0809&page_size=100`)
    expect(mixed.source).toEqual({ kind: 'imported', label: `${IMPORTED_SOURCE.label}；${MAJOR_SOURCE.label}`, year: null })
    expect(sourceOfRows([])).toBeNull()

    const dup = await importMajorsCsv(
      t.database,
      [header, '080911TK,网络空间安全,本科,工学,计算机类,4,工学学士,,', '080911TK,网络空间安全,本科,工学,计算机类,4,工学学士,,'].join('\n')
    )
    expect(dup.rejected[1]).toEqual({ line: 3, reason: '专业代码与第 2 行重复：080911TK' })
    expect((await importMajorsCsv(t.database, 'code,name\n1,2')).rejected).toEqual([{ line: 1, reason: expect.stringMatching(/缺少：level,category,subcategory/) }])
  })

  test('rankings: lists replaced whole or left alone; bad rows load nothing', async () => {
    const header = 'list_name,publisher,year,kind,subject,description,position,name,province,score'
    const rows = [
      '测试榜单,测试机构,2025,university,,导入测试,1,南京大学,江苏,98.5',
      '测试榜单,测试机构,2025,university,,导入测试,2,不在名单的学校,,',
      '测试专业榜,测试机构,2025,profession,080901 计算机科学与技术,,1,东南大学,江苏,'
    ]
    expect(await importRankingsCsv(t.database, [header, ...rows].join('\n'))).toEqual({ added: 2, updated: 0, unchanged: 0, rejected: [] })
    expect(await importRankingsCsv(t.database, [header, ...rows].join('\n'))).toEqual({ added: 0, updated: 0, unchanged: 2, rejected: [] })
    const list = (await ok<{ results: RankingList[] }>(EDU_PATHS.rankLists)).results.find((l) => l.name === '测试榜单')!
    expect(list).toMatchObject({ description: '导入测试', source: IMPORTED_SOURCE })
    const entries = await ok<Paginated<RankingEntry>>(`${EDU_PATHS.rank}${list.id}/`)
    expect(entries.results[0]).toMatchObject({ position: 1, name: '南京大学', score: 98.5 })
    expect(entries.results[0].institution_id).not.toBeNull()
    expect(entries.results[1]).toEqual({ position: 2, institution_id: null, name: '不在名单的学校', province: '', score: null })
    const changed = [header, rows[0].replace('98.5', '97'), rows[2]]
    expect(await importRankingsCsv(t.database, changed.join('\n'))).toEqual({ added: 0, updated: 1, unchanged: 1, rejected: [] })
    expect((await ok<Paginated<RankingEntry>>(`${EDU_PATHS.rank}${list.id}/`)).results).toHaveLength(1)

    const lists = await tableCount(rankingLists)
    const report = await importRankingsCsv(
      t.database,
      [
        header,
        '新榜单,测试机构,2025,university,,,1,南京大学,江苏,',
        '新榜单,测试机构,2025,university,,,1,东南大学,江苏,',
        '新榜单,测试机构,2025,profession,,,2,东南大学,江苏,',
        '新榜单,测试机构,2025,university,,,0,东南大学,火星,'
      ].join('\n')
    )
    expect(report.rejected.map((r) => r.line)).toEqual([2, 3, 4, 5])
    expect(report.rejected.find((r) => r.line === 3)?.reason).toMatch(/名次与第 2 行重复/)
    expect(report.rejected.find((r) => r.line === 4)?.reason).toMatch(/应填写 subject/)
    expect(report.rejected.find((r) => r.line === 5)?.reason).toMatch(/名次（position）应为 1-100000 的整数：0/)
    expect(report.rejected.find((r) => r.line === 5)?.reason).toMatch(/未知省份：火星/)
    expect(await tableCount(rankingLists)).toBe(lists)
  })

  test('news: multi-line paragraphs, Beijing time, upsert on title and time; bad rows load nothing', async () => {
    const header = 'title,category,province,published_at,summary,paragraphs'
    const file = [header, '导入资讯一,招生动态,江苏,2025-06-20 10:30,,"第一段，含逗号。\n第二段。"', '导入资讯二,分数线,全国,2025-06-21,自定摘要,只有一段'].join('\n')
    expect(await importNewsCsv(t.database, file)).toEqual({ added: 2, updated: 0, unchanged: 0, rejected: [] })
    expect(await importNewsCsv(t.database, file)).toEqual({ added: 0, updated: 0, unchanged: 2, rejected: [] })
    const list = await ok<Page<NewsItem>>(`${EDU_PATHS.news}?page_size=2`)
    expect(list.results.map((n) => n.title)).toEqual(['导入资讯二', '导入资讯一'])
    expect(list.results[1]).toMatchObject({ province: '江苏', summary: '第一段，含逗号。', published_at: '2025-06-20T02:30:00.000Z', source: IMPORTED_SOURCE })
    expect(list.results[0]).toMatchObject({ province: null, summary: '自定摘要' })
    expect((await ok<NewsDetail>(`${EDU_PATHS.news}${list.results[1].id}/`)).paragraphs).toEqual(['第一段，含逗号。', '第二段。'])
    expect(await importNewsCsv(t.database, file.replace('自定摘要', '新的摘要'))).toEqual({ added: 0, updated: 1, unchanged: 1, rejected: [] })

    const before = await tableCount(news)
    const report = await importNewsCsv(
      t.database,
      [
        header,
        '好资讯,招生动态,,2025-06-22,,正文',
        '坏日期,招生动态,,2025-02-30,,正文',
        '坏分类,八卦,,2025-06-22,,正文',
        '无正文,招生动态,,2025-06-22,,',
        '坏省份,招生动态,火星,2025-06-22,,正文'
      ].join('\n')
    )
    expect(report.rejected.map((r) => r.line)).toEqual([2, 3, 4, 5, 6])
    expect(report.rejected.map((r) => r.reason).join('\n')).toMatch(
      /发布时间（published_at）应为 YYYY-MM-DD[\s\S]*分类（category）应为[\s\S]*正文（paragraphs）不能为空[\s\S]*省份应为 31 个省份简称之一/
    )
    expect(await tableCount(news)).toBe(before)
  })

  test('unaccredited institutions: an accredited name rejects the file; upsert on the name', async () => {
    const before = await tableCount(fakeInstitutions)
    const report = await importFakeInstitutionsCsv(t.database, 'name,province,city,note\n测试虚假学院,北京,北京市,测试\n北京大学,北京,北京市,误列')
    expect(report).toEqual({ added: 0, updated: 0, unchanged: 0, rejected: [{ line: 3, reason: '「北京大学」在教育部全国高等学校名单中，不能列为虚假大学' }] })
    expect(await tableCount(fakeInstitutions)).toBe(before)
    const file = 'name,province,city,note\n测试虚假学院,北京,北京市,测试\n"测试虚假大学, 分校",上海,,'
    expect(await importFakeInstitutionsCsv(t.database, file)).toEqual({ added: 2, updated: 0, unchanged: 0, rejected: [] })
    expect(await importFakeInstitutionsCsv(t.database, file)).toEqual({ added: 0, updated: 0, unchanged: 2, rejected: [] })
    expect(await importFakeInstitutionsCsv(t.database, file.replace('测试\n', '已更新\n'))).toEqual({ added: 0, updated: 1, unchanged: 1, rejected: [] })
    const bad2 = await importFakeInstitutionsCsv(t.database, 'name,province\n,北京\n某学院,火星')
    expect(bad2.rejected.map((r) => [r.line, r.reason])).toEqual([
      [2, '名称（name）不能为空'],
      [2, '整个文件未导入（第 2-3 行）'],
      [3, expect.stringMatching(/^省份（province）应为 北京、天津/)]
    ])
    const [row] = await t.database.db.select().from(fakeInstitutions).where(eq(fakeInstitutions.name, '测试虚假大学, 分校'))
    expect(row).toMatchObject({ province: '上海', city: '', source: IMPORTED_SOURCE })
  })

  test('seeding again changes nothing and stays fast', async () => {
    expect(seedMs).toBeLessThan(5000)
    expect(await seedSampleContent(t.database)).toEqual({})
  })
})
