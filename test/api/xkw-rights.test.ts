/**
 * The library's download rights (docs/xkw.md "Rights", "Downloads"): the server saves a material
 * into the cloud library and issues its URL only to a user holding the right — free, bought, a
 * membership with downloads left (spent once, never below 0, also under parallel downloads),
 * downloaded before — and refuses everyone else with a Chinese detail and nothing saved.
 */
import { count, eq } from 'drizzle-orm'
import { cloudEntries, users, xkwDownloads, xkwPurchases } from '../../server/db/schema'
import { signedInject } from './helpers'
import { CLOUD_PATHS } from '../../types/cloud'
import { XKW_LIMITS, XKW_PATHS, type XkwDownloadResult, type XkwMaterialDetail, type XkwPreview, type XkwRightsSummary, type XkwTopic } from '../../types/xkw'
import type { Paginated } from '../../types/api'
import type { XkwMaterialCard } from '../../types/xkw'
import { NO_RIGHT, VIP_EXPIRED, VIP_USED_UP } from '../../core/xkwRights'
import { appWithMembers, newMembers, type Member } from './support/accounts'
import { addMaterial, addTopic, downloadOf, setVip, vipInfoOf } from './support/xkw'

const { t, a, b } = appWithMembers('1390031000')
const DAY = 86_400_000
const future = () => new Date(t.clock.now + 30 * DAY).toISOString()

async function entriesOf(userId: number) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(cloudEntries).where(eq(cloudEntries.ownerId, userId))
  return n
}

async function downloadsOf(userId: number) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(xkwDownloads).where(eq(xkwDownloads.userId, userId))
  return n
}

async function usedSpace(userId: number) {
  const [row] = await t.database.db.select({ used: users.usedCloudSpace }).from(users).where(eq(users.id, userId))
  return Number(row.used)
}

/** The bytes behind a download URL (the local store's signed GET). */
async function fetchBytes(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  return res.rawPayload
}

const nextMember = newMembers(t, 13900320001)

describe('browsing', () => {
  test('search filters, words, topics and paging; a bad filter is a 400', async () => {
    const topic = await addTopic(t, '浏览专题')
    await addMaterial(t, { title: '浏览 物理 力学卷', subject: '物理', grade: '高一', topicId: topic })
    await addMaterial(t, { title: '浏览 物理 电学卷', subject: '物理', grade: '高二', type: '课件', topicId: topic })
    await addMaterial(t, { title: '浏览 化学 卷', subject: '化学', grade: '高一' })
    const search = async (query: string) => (await t.get(`${XKW_PATHS.search}?${encodeURI(query)}`)).json() as Paginated<XkwMaterialCard>
    expect((await search('q=浏览&subject=物理')).results.map((m) => m.title).sort()).toEqual(['浏览 物理 力学卷', '浏览 物理 电学卷'])
    expect((await search('q=浏览 物理&grade=高一')).results.map((m) => m.title)).toEqual(['浏览 物理 力学卷'])
    expect((await search(`topic_id=${topic}`)).results.map((m) => m.title).sort()).toEqual(['浏览 物理 力学卷', '浏览 物理 电学卷'])
    expect((await search('q=浏览&type=课件')).count).toBe(1)
    const first = await search('q=浏览&page_size=2')
    expect(first.count).toBe(3)
    expect(first.next).toContain('page=2')
    const second = await search('q=浏览&page_size=2&page=2')
    expect([...first.results, ...second.results].map((m) => m.id).sort()).toHaveLength(3)
    expect(new Set([...first.results, ...second.results].map((m) => m.id)).size).toBe(3)
    const bad = await t.get(`${XKW_PATHS.search}?stage=${encodeURIComponent('大学')}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toMatch(/[\u4e00-\u9fa5]/)

    const topics = (await t.get(XKW_PATHS.topics)).json() as Paginated<XkwTopic>
    expect(topics.results.find((x) => x.id === topic)).toMatchObject({ title: '浏览专题', papers: 2 })
    expect(((await t.get(`${XKW_PATHS.topics}${topic}/`)).json() as XkwTopic).title).toBe('浏览专题')
    expect((await t.get(`${XKW_PATHS.topics}999999/`)).json()).toMatchObject({ detail: '专题不存在' })
  })

  test('a material page: 404 unknown, no rights for a visitor, the caller’s rights when logged in; the preview', async () => {
    const { id } = await addMaterial(t, { priceFen: 300 })
    expect((await t.get(`${XKW_PATHS.materials}999999/`)).json()).toMatchObject({ code: 'not_found', detail: '资料不存在' })
    const visitor = (await t.get(`${XKW_PATHS.materials}${id}/`)).json() as XkwMaterialDetail
    expect(visitor).toMatchObject({ id, price_fen: 300, rights: null })
    const mine = (await t.get(`${XKW_PATHS.materials}${id}/`, a.access)).json() as XkwMaterialDetail
    expect(mine.rights).toEqual({ via: null, spends: false, purchased: false, downloaded: false, reason: NO_RIGHT })
    const preview = (await t.get(`${XKW_PATHS.materials}${id}/preview/`)).json() as XkwPreview
    expect(preview).toMatchObject({ id, pages: 4, images: [] })
    expect((await t.get(`${XKW_PATHS.materials}999999/preview/`)).statusCode).toBe(404)
  })
})

describe('downloads', () => {
  test('no login 401, bad input 400, unknown material 404', async () => {
    const { id } = await addMaterial(t, { priceFen: 0 })
    expect((await downloadOf(t, undefined, id)).statusCode).toBe(401)
    const extra = await downloadOf(t, a.access, id, { price_fen: 0 })
    expect(extra.statusCode).toBe(400)
    expect((await t.post(`${XKW_PATHS.materials}abc/download/`, {}, a.access)).statusCode).toBe(400)
    const missing = await downloadOf(t, a.access, 999999)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().detail).toBe('资料不存在')
  })

  test('without a right: 403 with why, nothing saved, no URL', async () => {
    const c = await nextMember()
    const { id } = await addMaterial(t, { priceFen: 500 })
    const res = await downloadOf(t, c.access, id)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ code: 'permission_denied', detail: NO_RIGHT })
    expect(res.body).not.toContain('url')
    expect(await entriesOf(c.id)).toBe(0)
    expect(await downloadsOf(c.id)).toBe(0)
    // Another user's purchase grants nothing.
    await t.database.db.insert(xkwPurchases).values({ userId: b.id, materialId: id, createdAt: new Date(t.clock.now) })
    expect((await downloadOf(t, c.access, id)).statusCode).toBe(403)
    expect((await downloadOf(t, b.access, id)).statusCode).toBe(200)
  })

  test('a free material: any logged-in user; the copy lands in the cloud root with the right bytes and space', async () => {
    const c = await nextMember()
    const { id, bytes } = await addMaterial(t, { priceFen: 0, title: '免费资料: 知识点/汇总' })
    const res = await downloadOf(t, c.access, id)
    expect(res.statusCode).toBe(200)
    const result = res.json() as XkwDownloadResult
    expect(result).toMatchObject({ via: 'free', spent: false, entry: { name: '免费资料_ 知识点_汇总.pdf', parent_id: null, size: bytes.length, extension: 'pdf' } })
    expect((await fetchBytes(result.download.url)).equals(bytes)).toBe(true)
    expect(await usedSpace(c.id)).toBe(bytes.length)
    const listed = await signedInject(t.app, { method: 'GET', url: CLOUD_PATHS.entries, headers: { authorization: `Bearer ${c.access}` } })
    expect(listed.json().results.map((e: { name: string }) => e.name)).toContain('免费资料_ 知识点_汇总.pdf')
  })

  test('a purchase grants the material; downloading again answers the same copy, no new row', async () => {
    const c = await nextMember()
    const { id } = await addMaterial(t, { priceFen: 800 })
    await t.database.db.insert(xkwPurchases).values({ userId: c.id, materialId: id, createdAt: new Date(t.clock.now) })
    const first = (await downloadOf(t, c.access, id)).json() as XkwDownloadResult
    expect(first).toMatchObject({ via: 'purchase', spent: false })
    const again = (await downloadOf(t, c.access, id)).json() as XkwDownloadResult
    expect(again.entry.id).toBe(first.entry.id)
    expect(await downloadsOf(c.id)).toBe(1)
    expect(await entriesOf(c.id)).toBe(1)
  })

  test('a membership spends one download per new material, never below 0; again costs nothing; expired refuses', async () => {
    const c = await nextMember()
    const m1 = await addMaterial(t)
    const m2 = await addMaterial(t)
    const m3 = await addMaterial(t)
    await setVip(t, c.id, { level: 'xkw_month', expire_at: future(), downloads_left: 2 })
    const one = (await downloadOf(t, c.access, m1.id)).json() as XkwDownloadResult
    expect(one).toMatchObject({ via: 'membership', spent: true, xkw_vip_info: { downloads_left: 1 } })
    const detail = (await t.get(`${XKW_PATHS.materials}${m1.id}/`, c.access)).json() as XkwMaterialDetail
    expect(detail.rights).toMatchObject({ via: 'again', spends: false, downloaded: true })
    // Trashed copy: saved again (on the kept bytes: no new space), still nothing spent.
    const used = await usedSpace(c.id)
    expect(
      (await signedInject(t.app, { method: 'DELETE', url: `${CLOUD_PATHS.entries}${one.entry.id}/`, headers: { authorization: `Bearer ${c.access}` } })).statusCode
    ).toBe(200)
    const again = (await downloadOf(t, c.access, m1.id)).json() as XkwDownloadResult
    expect(again).toMatchObject({ via: 'again', spent: false, xkw_vip_info: { downloads_left: 1 } })
    expect(again.entry.id).not.toBe(one.entry.id)
    expect(await usedSpace(c.id)).toBe(used)
    expect(((await downloadOf(t, c.access, m2.id)).json() as XkwDownloadResult).xkw_vip_info).toMatchObject({ downloads_left: 0 })
    const usedUp = await downloadOf(t, c.access, m3.id)
    expect(usedUp.statusCode).toBe(403)
    expect(usedUp.json().detail).toBe(VIP_USED_UP)
    expect((await vipInfoOf(t, c.id))!.downloads_left).toBe(0)

    await setVip(t, c.id, { level: 'xkw_month', expire_at: new Date(t.clock.now - 1000).toISOString(), downloads_left: 5 })
    const expired = await downloadOf(t, c.access, m3.id)
    expect(expired.statusCode).toBe(403)
    expect(expired.json().detail).toBe(VIP_EXPIRED)
  })

  test('parallel downloads never spend more than the allowance', async () => {
    const c = await nextMember()
    const materials = await Promise.all(Array.from({ length: 8 }, () => addMaterial(t)))
    await setVip(t, c.id, { level: 'xkw_month', expire_at: future(), downloads_left: 3 })
    const results = await Promise.all(materials.map((m) => downloadOf(t, c.access, m.id)))
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 200, 200, 403, 403, 403, 403, 403])
    expect((await vipInfoOf(t, c.id))!.downloads_left).toBe(0)
    expect(await downloadsOf(c.id)).toBe(3)
    expect(await entriesOf(c.id)).toBe(3)
    // The same material twice at once: one download, one spend.
    const d = await nextMember()
    await setVip(t, d.id, { level: 'xkw_month', expire_at: future(), downloads_left: 5 })
    const twice = await Promise.all([downloadOf(t, d.access, materials[0].id), downloadOf(t, d.access, materials[0].id)])
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200])
    expect((await vipInfoOf(t, d.id))!.downloads_left).toBe(4)
  })

  test('a full cloud quota gives the cloud’s own refusal and spends nothing', async () => {
    const c = await nextMember()
    const { id } = await addMaterial(t, { bytes: 4096 })
    await setVip(t, c.id, { level: 'xkw_month', expire_at: future(), downloads_left: 1 })
    await t.database.db.update(users).set({ maxCloudSpace: 1000 }).where(eq(users.id, c.id))
    const res = await downloadOf(t, c.access, id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'quota_exceeded', detail: '云空间不足，请清理回收站或扩容后再上传' })
    expect((await vipInfoOf(t, c.id))!.downloads_left).toBe(1)
    expect(await entriesOf(c.id)).toBe(0)
  })

  test(`past ${XKW_LIMITS.dailyDownloadsWithoutCode} new downloads in a China day, each needs an SMS code; the next day none`, async () => {
    const phone = '13900329999'
    const c: Member = await (async () => {
      const login = await t.login(phone)
      return { access: login.access, id: login.user_core.user_id, name: '' }
    })()
    const free = await Promise.all(Array.from({ length: XKW_LIMITS.dailyDownloadsWithoutCode + 2 }, () => addMaterial(t, { priceFen: 0 })))
    for (const m of free.slice(0, XKW_LIMITS.dailyDownloadsWithoutCode)) expect((await downloadOf(t, c.access, m.id)).statusCode).toBe(200)
    const summary = (await t.get(XKW_PATHS.rights, c.access)).json() as XkwRightsSummary
    expect(summary).toMatchObject({ downloads_today: XKW_LIMITS.dailyDownloadsWithoutCode, downloads_before_code: 0 })
    const asked = await downloadOf(t, c.access, free[10].id)
    expect(asked.statusCode).toBe(400)
    expect(asked.json().fields.code).toMatch(/短信验证/)
    // Downloading again what was saved today needs no code.
    expect((await downloadOf(t, c.access, free[0].id)).statusCode).toBe(200)
    t.clock.now += 61_000
    const sent = await t.post(XKW_PATHS.securityCode, {}, c.access)
    expect(sent.json()).toMatchObject({ phone: '139****9999', expires_in: 300 })
    expect((await downloadOf(t, c.access, free[10].id, { code: '000000' === t.lastCode(phone) ? '111111' : '000000' })).json().code).toBe('invalid_code')
    expect((await downloadOf(t, c.access, free[10].id, { code: t.lastCode(phone) })).statusCode).toBe(200)
    // The code was used up.
    expect((await downloadOf(t, c.access, free[11].id, { code: t.lastCode(phone) })).statusCode).toBe(400)
    t.clock.now += DAY
    expect((await downloadOf(t, c.access, free[11].id)).statusCode).toBe(200)
  })

  test('the rights summary: membership state and the newest purchases', async () => {
    const c = await nextMember()
    const m1 = await addMaterial(t, { title: '较早购买' })
    const m2 = await addMaterial(t, { title: '最新购买' })
    await t.database.db.insert(xkwPurchases).values({ userId: c.id, materialId: m1.id, createdAt: new Date(t.clock.now - 1000) })
    await t.database.db.insert(xkwPurchases).values({ userId: c.id, materialId: m2.id, createdAt: new Date(t.clock.now) })
    await setVip(t, c.id, { level: 'xkw_year', expire_at: future(), downloads_left: 7 })
    const summary = (await t.get(XKW_PATHS.rights, c.access)).json() as XkwRightsSummary
    expect(summary).toMatchObject({ vip_active: true, xkw_vip_info: { level: 'xkw_year', downloads_left: 7 } })
    expect(summary.purchases.map((p) => p.material.title)).toEqual(['最新购买', '较早购买'])
    expect((await t.get(XKW_PATHS.rights)).statusCode).toBe(401)
  })
})
