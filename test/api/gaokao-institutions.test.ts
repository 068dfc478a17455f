/**
 * Institutions: the importer over the official 2025 list (the copy shipped in server/seed/data), the
 * in-memory search and the /api/edu/university/ routes.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { cityPoint } from '../../server/domain/cityCoordinates'
import { PROVINCE_BY_CODE, importInstitutionRows, importInstitutionsFile } from '../../server/seed/importInstitutions'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { INSTITUTION_ALIASES } from '../../server/domain/institutionAliases'
import { PROVINCES } from '../../server/services/provinces'
import {
  GAOKAO_PATHS,
  INSTITUTION_SOURCE,
  type InstitutionDetail,
  type InstitutionFilters,
  type InstitutionSearchResponse,
  type SearchHistoryAnswer
} from '../../types/gaokao'
import { USER_PATHS } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'
import { readOfficialList } from '../support/officialList'

const source = readOfficialList()

let t: AccountsApp
let importMs = 0
beforeAll(async () => {
  t = await accountsApp()
  const started = Date.now()
  const report = await importShippedInstitutions(t.database)
  importMs = Date.now() - started
  expect(report).toEqual({ added: 2919, updated: 0, unchanged: 0, rejected: [] })
})
afterAll(() => t.close())

const search = async (query: string, access?: string) => {
  const res = await t.get(`${GAOKAO_PATHS.universities}?${query}`, access)
  expect(res.statusCode).toBe(200)
  return res.json() as InstitutionSearchResponse
}

test('the importer loads all 2,919 institutions quickly, and a second run changes nothing', async () => {
  expect(source).toHaveLength(2919)
  expect(importMs).toBeLessThan(5000)
  expect(await importShippedInstitutions(t.database)).toEqual({ added: 0, updated: 0, unchanged: 2919, rejected: [] })
  const all = await search('page_size=1')
  expect(all.count).toBe(2919)
  expect(all.source).toEqual(INSTITUTION_SOURCE)
})

test('bad rows are rejected with their line numbers; good rows of the same file still load', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-inst-')), 'list.json')
  const ok = { index: 1, name: '测试导入学院', code: 4111099901, department: '北京市教委', location: '北京市', level: '专科', remark: '民办' }
  fs.writeFileSync(
    file,
    JSON.stringify([
      ok,
      { ...ok, index: 2, code: 41110999, name: '短码学院' },
      { ...ok, index: 3, code: 4199099902, name: '未知省份学院' },
      { ...ok, index: 4, code: 4111099903, level: '研究生', name: '错层次学院' },
      { ...ok, index: 5, code: 4111099904, name: '  ' }
    ])
  )
  const report = await importInstitutionsFile(t.database, file)
  expect(report.added).toBe(1)
  expect(report.rejected.map((r) => r.line)).toEqual([2, 3, 4, 5])
  expect(report.rejected[0].reason).toMatch(/10 位数字/)
  expect(report.rejected[1].reason).toMatch(/省份代码/)
  expect(report.rejected[2].reason).toMatch(/本科 或 专科/)
  expect(report.rejected[3].reason).toMatch(/名称为空/)
  const found = await search(`q=${encodeURIComponent('测试导入学院')}`)
  expect(found.results[0]).toMatchObject({ name: '测试导入学院', province: '北京', level: '专科', tags: ['民办'] })
  // Changing a row updates it; re-importing it unchanged does nothing.
  expect(await importInstitutionRows(t.database, [{ ...ok, location: '北京' }])).toMatchObject({ added: 0, updated: 1, unchanged: 0 })
  expect(await importInstitutionRows(t.database, [{ ...ok, location: '北京' }])).toMatchObject({ added: 0, updated: 0, unchanged: 1 })
  expect((await search(`q=${encodeURIComponent('测试导入学院')}`)).results[0].city).toBe('北京')
})

test.each(['北京大学', '北大', 'bjdx', 'BJDX', 'beijingdaxue'])('searching %s finds 北京大学 first', async (q) => {
  const res = await search(`q=${encodeURIComponent(q)}`)
  expect(res.results[0]).toMatchObject({
    name: '北京大学',
    code: '4111010001',
    province: '北京',
    city: '北京市',
    level: '本科',
    department: '教育部',
    tags: ['985', '211', '双一流']
  })
})

test('abbreviations, prefixes and subsequences rank as documented', async () => {
  for (const [alias, targets] of Object.entries(INSTITUTION_ALIASES)) {
    const res = await search(`q=${encodeURIComponent(alias)}&page_size=5`)
    expect(res.results[0]?.name).toBe(targets[0])
  }
  // 北大 by subsequence also finds other 北…大… names, after the alias hit.
  const beida = await search(`q=${encodeURIComponent('北大')}&page_size=100`)
  expect(beida.count).toBeGreaterThan(10)
  expect(beida.results.map((r) => r.name)).toContain('北京交通大学')
  // A name prefix: 南京 lists 南京大学-like names, 本科 before 专科.
  const nanjing = await search(`q=${encodeURIComponent('南京')}&page_size=100`)
  const levels = nanjing.results.map((r) => r.level)
  expect(levels.indexOf('专科')).toBeGreaterThan(levels.lastIndexOf('本科'))
  expect(nanjing.results.every((r) => r.name.startsWith('南京'))).toBe(true)
  // Initials prefix.
  const bj = await search('q=bj&page_size=100')
  expect(bj.results.length).toBeGreaterThan(20)
  expect(bj.results[0].name.startsWith('北京')).toBe(true)
  expect((await search(`q=${encodeURIComponent('不存在的大学名称xyz')}`)).count).toBe(0)
})

test('filters count exactly as the source file says', async () => {
  // The importer's own rows from the test above are removed from the comparison by code.
  const byProvince = new Map<string, number>()
  const byLevel = new Map<string, number>()
  let private_ = 0
  for (const row of source) {
    const province = PROVINCE_BY_CODE[String(row.code).slice(2, 4)]
    byProvince.set(province, (byProvince.get(province) ?? 0) + 1)
    byLevel.set(row.level, (byLevel.get(row.level) ?? 0) + 1)
    if (row.remark.includes('民办')) private_++
  }
  const extra = (province: string) => (province === '北京' ? 1 : 0) // 测试导入学院 (专科, 民办) from the test above
  for (const province of PROVINCES) {
    const res = await search(`province=${encodeURIComponent(province)}&page_size=1`)
    expect([province, res.count]).toEqual([province, (byProvince.get(province) ?? 0) + extra(province)])
  }
  expect((await search(`level=${encodeURIComponent('本科')}&page_size=1`)).count).toBe(byLevel.get('本科'))
  expect((await search(`level=${encodeURIComponent('专科')}&page_size=1`)).count).toBe(byLevel.get('专科')! + 1)
  const both = await search(`province=${encodeURIComponent('江苏')}&level=${encodeURIComponent('本科')}&page_size=1`)
  expect(both.count).toBe(source.filter((r) => String(r.code).slice(2, 4) === '32' && r.level === '本科').length)
  expect((await search(`tag=${encodeURIComponent('民办')}&page_size=1`)).count).toBe(private_ + 1)
  expect((await search(`city=${encodeURIComponent('南京')}&page_size=1`)).count).toBe(source.filter((r) => r.location === '南京市').length)

  const filters = (await t.get(GAOKAO_PATHS.universityFilters)).json() as InstitutionFilters
  expect(filters.provinces.map((p) => p.value)).toEqual([...PROVINCES])
  for (const { value, count } of filters.provinces) expect(count).toBe((byProvince.get(value) ?? 0) + extra(value))
  expect(filters.levels).toEqual([
    { value: '本科', count: byLevel.get('本科') },
    { value: '专科', count: byLevel.get('专科')! + 1 }
  ])
  expect(filters.tags.find((x) => x.value === '民办')?.count).toBe(private_ + 1)
  // The ministry's lists (server/domain/institutionTags.ts) as the shipped list holds them; test/api/institution-tags.test.ts checks the members.
  expect(filters.tags.filter((x) => ['985', '211', '双一流'].includes(x.value))).toEqual([
    { value: '985', count: 38 },
    { value: '211', count: 112 },
    { value: '双一流', count: 144 }
  ])
  expect(filters.source).toEqual(INSTITUTION_SOURCE)
})

test('pagination: count, next, previous and page_size ≤ 100', async () => {
  const first = await search('page_size=100')
  expect(first.results).toHaveLength(100)
  expect(first.previous).toBeNull()
  expect(first.next).toBe(`${GAOKAO_PATHS.universities}?page_size=100&page=2`)
  const second = await search('page_size=100&page=2')
  expect(second.previous).toBe(`${GAOKAO_PATHS.universities}?page_size=100&page=1`)
  expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(200)
  const last = await search(`page_size=100&page=${Math.ceil(first.count / 100)}`)
  expect(last.next).toBeNull()
  expect((await t.get(`${GAOKAO_PATHS.universities}?page_size=101`)).statusCode).toBe(400)
  expect((await t.get(`${GAOKAO_PATHS.universities}?level=${encodeURIComponent('研究生')}`)).statusCode).toBe(400)
  expect((await t.get(`${GAOKAO_PATHS.universities}?unknown=1`)).json().fields).toEqual({ unknown: '不允许的字段' })
  // Sorts.
  const byCode = await search('sort=code&page_size=5')
  expect(byCode.results.map((r) => r.code)).toEqual([...byCode.results.map((r) => r.code)].sort())
  const byName = await search('sort=name&page_size=3')
  expect(byName.results).toHaveLength(3)
})

test('detail: InstitutionDetail, 404 for an unknown id, 400 for a bad id', async () => {
  const pku = (await search(`q=${encodeURIComponent('北京大学')}`)).results[0]
  const res = await t.get(`${GAOKAO_PATHS.universityDetail}${pku.id}/`)
  expect(res.statusCode).toBe(200)
  // lat/lng: the centre of its city (the official list has no campus positions).
  const centre = cityPoint('北京市')!
  expect(res.json()).toEqual<InstitutionDetail>({ ...pku, pinyin_initials: 'bjdx', lat: centre.lat, lng: centre.lng, source: INSTITUTION_SOURCE })
  const missing = await t.get(`${GAOKAO_PATHS.universityDetail}99999999/`)
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ code: 'not_found', detail: '找不到该院校' })
  for (const bad of ['0', '-1', 'abc', '1.5']) expect((await t.get(`${GAOKAO_PATHS.universityDetail}${bad}/`)).statusCode).toBe(400)
})

test('a logged-in search appends q to the search history (deduped, most recent first, typing merged, at most 20)', async () => {
  const a = await t.login('13500000011')
  await search(`q=${encodeURIComponent('北大')}`, a.access)
  await search(`q=${encodeURIComponent('清华')}`, a.access)
  await search(`q=${encodeURIComponent('北大')}`, a.access)
  await search('q=', a.access)
  const history = async () => (await t.database.db.select({ h: users.searchHistory }).from(users).where(eq(users.id, a.user_core.user_id)))[0].h
  expect(await history()).toEqual(['北大', '清华'])
  // Searches made while typing: each one that extends the latest entry replaces it.
  for (const q of ['北京', '北京大', '北京大学']) await search(`q=${encodeURIComponent(q)}`, a.access)
  expect(await history()).toEqual(['北京大学', '北大', '清华'])
  await search(`q=${encodeURIComponent('北京')}`, a.access)
  expect(await history()).toEqual(['北京', '北京大学', '北大', '清华'])
  for (let i = 0; i < 25; i++) await search(`q=q${i}`, a.access)
  const h = await history()
  expect(h).toHaveLength(20)
  expect(h[0]).toBe('q24')
  // Anonymous and bad-token searches still answer and record nothing.
  expect((await t.get(`${GAOKAO_PATHS.universities}?q=x`, 'not-a-token')).statusCode).toBe(200)
  expect(await history()).toEqual(h)
})

test('POST history/clear/ empties the caller’s history only; login required', async () => {
  const a = await t.login('13500000012')
  const b = await t.login('13500000013')
  await search(`q=${encodeURIComponent('复旦')}`, a.access)
  await search(`q=${encodeURIComponent('浙大')}`, b.access)
  const historyOf = async (userId: number) => (await t.database.db.select({ h: users.searchHistory }).from(users).where(eq(users.id, userId)))[0].h

  const anonymous = await t.post(GAOKAO_PATHS.universityHistoryClear)
  expect(anonymous.statusCode).toBe(401)
  expect(await historyOf(a.user_core.user_id)).toEqual(['复旦'])

  const cleared = await t.post(GAOKAO_PATHS.universityHistoryClear, {}, a.access)
  expect(cleared.statusCode).toBe(200)
  expect(cleared.json()).toEqual<SearchHistoryAnswer>({ searchHistory: [] })
  expect(await historyOf(a.user_core.user_id)).toEqual([])
  expect(await historyOf(b.user_core.user_id)).toEqual(['浙大'])
  // The user data answer agrees; an unknown body field is refused.
  const extra = await t.post(USER_PATHS.dataExtra, {}, a.access)
  expect(extra.json().searchHistory).toEqual([])
  expect((await t.post(GAOKAO_PATHS.universityHistoryClear, { all: true }, a.access)).statusCode).toBe(400)
})
