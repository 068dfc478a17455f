/**
 * Favourite institutions and majors (issue 22; types/personalCollections.ts): adding and removing
 * (idempotent, 404 for what does not exist, 422 past the limit), the lists newest first as cards,
 * the user state's `collections` following, one user's favourites not another's, login required,
 * and two adds at once both kept.
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { institutions, majors, users } from '../../server/db/schema'
import { COLLECTION_LIMITS, COLLECTION_PATHS, type Collections, type FavoriteInstitutionPage, type FavoriteMajorPage } from '../../types/personalCollections'
import { USER_PATHS, type UserExtra } from '../../types/user'
import { signedInject } from './helpers'
import { appForFile, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'

const t = appForFile()
const ids: number[] = []
beforeAll(async () => {
  const source = { kind: 'official' as const, label: '测试', year: 2025 }
  const rows = await t.database.db
    .insert(institutions)
    .values(
      (
        [
          ['4111010001', '北京测试大学', '北京', '北京市', '本科', ['双一流']],
          ['4132010002', '南京测试学院', '江苏', '南京市', '本科', []],
          ['4133010003', '杭州测试职业技术学院', '浙江', '杭州市', '专科', ['民办']]
        ] as const
      ).map(([code, name, province, city, level, tags]) => ({
        code,
        name,
        province,
        city,
        level,
        department: '教育部',
        tags: [...tags],
        pinyinFull: 'ceshi',
        pinyinInitials: 'cs',
        source
      }))
    )
    .returning({ id: institutions.id })
  ids.push(...rows.map((r) => r.id))
  await t.database.db.insert(majors).values([
    { code: '080901', name: '计算机科学与技术', level: '本科', category: '工学', subcategory: '计算机类', duration: 4, degree: '工学学士', source },
    { code: '100201K', name: '临床医学', level: '本科', category: '医学', subcategory: '临床医学类', duration: 5, degree: '医学学士', source }
  ])
})
const someone = newMembers(t, 13600002200)

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, access?: string): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload: method === 'PUT' ? {} : undefined, headers: access ? { authorization: `Bearer ${access}` } : {} })

const univ = (id: number) => `${COLLECTION_PATHS.univ}${id}/`
const prof = (code: string) => `${COLLECTION_PATHS.prof}${code}/`

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

const extra = async (who: Member) => ok<UserExtra>(await t.post(USER_PATHS.dataExtra, {}, who.access)).collections

test('visitors are asked to log in', async () => {
  for (const [method, url] of [
    ['GET', COLLECTION_PATHS.univ],
    ['PUT', univ(ids[0])],
    ['DELETE', univ(ids[0])],
    ['GET', COLLECTION_PATHS.prof],
    ['PUT', prof('080901')],
    ['DELETE', prof('080901')]
  ] as const) {
    expect((await send(method, url)).statusCode).toBe(401)
  }
})

test('institutions: added once however often, listed newest first as cards, removed once', async () => {
  const a = await someone()
  expect(ok<Collections>(await send('PUT', univ(ids[1]), a.access))).toEqual({ univ: [ids[1]], prof: [] })
  expect(ok<Collections>(await send('PUT', univ(ids[0]), a.access))).toEqual({ univ: [ids[1], ids[0]], prof: [] })
  expect(ok<Collections>(await send('PUT', univ(ids[1]), a.access))).toEqual({ univ: [ids[1], ids[0]], prof: [] })
  expect(await extra(a)).toEqual({ univ: [ids[1], ids[0]], prof: [] })

  const page = ok<FavoriteInstitutionPage>(await send('GET', COLLECTION_PATHS.univ, a.access))
  expect(page.count).toBe(2)
  expect(page.results.map((u) => u.name)).toEqual(['北京测试大学', '南京测试学院'])
  expect(page.results[0]).toMatchObject({ id: ids[0], province: '北京', city: '北京市', level: '本科', tags: ['双一流'] })

  const first = ok<FavoriteInstitutionPage>(await send('GET', `${COLLECTION_PATHS.univ}?page_size=1`, a.access))
  expect([first.count, first.results.map((u) => u.id), first.next]).toEqual([2, [ids[0]], `${COLLECTION_PATHS.univ}?page_size=1&page=2`])

  expect(ok(await send('DELETE', univ(ids[0]), a.access))).toEqual({ detail: '已取消收藏' })
  expect(ok(await send('DELETE', univ(ids[0]), a.access))).toEqual({ detail: '已取消收藏' })
  expect(await extra(a)).toEqual({ univ: [ids[1]], prof: [] })
  expect(ok<FavoriteInstitutionPage>(await send('GET', COLLECTION_PATHS.univ, a.access)).results.map((u) => u.id)).toEqual([ids[1]])
})

test('majors by catalogue code: listed with name and category; unknown 404, malformed 400', async () => {
  const a = await someone()
  ok(await send('PUT', prof('100201K'), a.access))
  expect(ok<Collections>(await send('PUT', prof('080901'), a.access))).toEqual({ univ: [], prof: ['100201K', '080901'] })
  const page = ok<FavoriteMajorPage>(await send('GET', COLLECTION_PATHS.prof, a.access))
  expect(page.results.map((m) => [m.code, m.name, m.category, m.subcategory])).toEqual([
    ['080901', '计算机科学与技术', '工学', '计算机类'],
    ['100201K', '临床医学', '医学', '临床医学类']
  ])
  expectError(await send('PUT', prof('999999'), a.access), 404, '专业不存在')
  expect((await send('PUT', prof('abc'), a.access)).statusCode).toBe(400)
  ok(await send('DELETE', prof('100201K'), a.access))
  expect(await extra(a)).toEqual({ univ: [], prof: ['080901'] })
})

test('an institution that does not exist is 404', async () => {
  const a = await someone()
  expectError(await send('PUT', univ(999_999), a.access), 404, '院校不存在')
  expect(await extra(a)).toEqual({ univ: [], prof: [] })
})

test('one user’s favourites are not another’s', async () => {
  const [a, b] = [await someone(), await someone()]
  ok(await send('PUT', univ(ids[2]), a.access))
  ok(await send('PUT', prof('080901'), a.access))
  expect(ok<FavoriteInstitutionPage>(await send('GET', COLLECTION_PATHS.univ, b.access))).toMatchObject({ count: 0, results: [] })
  expect(ok<FavoriteMajorPage>(await send('GET', COLLECTION_PATHS.prof, b.access))).toMatchObject({ count: 0, results: [] })
  // b removing a's favourite changes nothing of a's.
  ok(await send('DELETE', univ(ids[2]), b.access))
  expect(await extra(a)).toEqual({ univ: [ids[2]], prof: ['080901'] })
})

test(`at most ${COLLECTION_LIMITS.maxPerKind} of a kind (422); removing one makes room`, async () => {
  const a = await someone()
  const full = Array.from({ length: COLLECTION_LIMITS.maxPerKind }, (_, i) => 100_000 + i)
  await t.database.db
    .update(users)
    .set({ collections: { univ: full, prof: [] } })
    .where(eq(users.id, a.id))
  expectError(await send('PUT', univ(ids[0]), a.access), 422, `最多收藏 ${COLLECTION_LIMITS.maxPerKind} 个院校，请先取消一些不再关注的`)
  // Ids a re-import removed are left out of the list, not counted as cards.
  expect(ok<FavoriteInstitutionPage>(await send('GET', COLLECTION_PATHS.univ, a.access)).count).toBe(0)
  ok(await send('DELETE', univ(100_000), a.access))
  expect(ok<Collections>(await send('PUT', univ(ids[0]), a.access)).univ.slice(-1)).toEqual([ids[0]])
})

test('two adds at once are both kept', async () => {
  const a = await someone()
  await Promise.all([send('PUT', univ(ids[0]), a.access), send('PUT', univ(ids[1]), a.access), send('PUT', prof('080901'), a.access)])
  const state = await extra(a)
  expect([[...state.univ].sort(), state.prof]).toEqual([[ids[0], ids[1]].sort(), ['080901']])
})
