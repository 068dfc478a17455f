/**
 * The shipping address form (src/lib/addressForm.ts): the server's checks and Chinese messages run
 * in the app first (name 2–20, mobile by core/phone.ts, a picked district, detail 5–120), the body
 * sent, the server's field messages, an address to edit, how it reads, and the current address.
 */
import type { Address } from '../../types/addresses'
import {
  addressErrorsOf,
  addressFormOf,
  addressLine,
  checkAddressForm,
  currentAddressOf,
  divisionsText,
  emptyAddressForm,
  regionText,
  type AddressForm
} from '../../src/lib/addressForm'

const picked = [
  { code: '330000', name: '浙江省' },
  { code: '330100', name: '杭州市' },
  { code: '330106', name: '西湖区' }
]
const good: AddressForm = { name: ' 张三 ', mobile: '13812345678 ', divisions: picked, detail: ' 文三路 90 号 ', is_default: true }

const address = (over: Partial<Address> = {}): Address => ({
  id: 1,
  name: '张三',
  mobile: '13812345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  district_code: '330106',
  detail: '文三路 90 号',
  is_default: false,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over
})

test('a good form becomes the trimmed body with the last picked code', () => {
  expect(checkAddressForm(good)).toEqual({
    ok: true,
    value: { name: '张三', mobile: '13812345678', district_code: '330106', detail: '文三路 90 号', is_default: true }
  })
})

test('an empty form names every field', () => {
  expect(checkAddressForm(emptyAddressForm())).toEqual({
    ok: false,
    errors: { name: '请输入收货人姓名', mobile: '请输入手机号', district_code: '请选择所在地区', detail: '请输入详细地址' }
  })
})

test('lengths are counted in characters as the server counts them', () => {
  const errors = (over: Partial<AddressForm>) => {
    const r = checkAddressForm({ ...good, ...over })
    return r.ok ? {} : r.errors
  }
  expect(errors({ name: '张' })).toEqual({ name: '收货人姓名为2-20个字' })
  expect(errors({ name: '张'.repeat(20) })).toEqual({})
  expect(errors({ name: '张'.repeat(21) })).toEqual({ name: '收货人姓名为2-20个字' })
  expect(errors({ name: '𠀋𠀋' })).toEqual({})
  expect(errors({ detail: '文三路9' })).toEqual({ detail: '详细地址为5-120个字' })
  expect(errors({ detail: '路'.repeat(120) })).toEqual({})
  expect(errors({ detail: '路'.repeat(121) })).toEqual({ detail: '详细地址为5-120个字' })
  expect(errors({ name: '张\n三' })).toEqual({ name: '收货人姓名不能包含换行等特殊字符' })
  expect(errors({ detail: '文三路\t90 号' })).toEqual({ detail: '详细地址不能包含换行等特殊字符' })
})

test('the mobile follows core/phone.ts: 11 digits from 13 to 19', () => {
  const mobile = (m: string) => {
    const r = checkAddressForm({ ...good, mobile: m })
    return r.ok ? null : r.errors.mobile
  }
  expect(mobile('13912345678')).toBeNull()
  expect(mobile('19912345678')).toBeNull()
  expect(mobile('12912345678')).toBe('请输入正确的手机号')
  expect(mobile('1381234567')).toBe('请输入正确的手机号')
  expect(mobile('138-1234-5678')).toBe('请输入正确的手机号')
  expect(mobile('  ')).toBe('请输入手机号')
})

test('a city without districts is a whole pick; nothing picked is not', () => {
  const dongguan = [
    { code: '440000', name: '广东省' },
    { code: '441900', name: '东莞市' }
  ]
  const r = checkAddressForm({ ...good, divisions: dongguan })
  expect(r.ok && r.value.district_code).toBe('441900')
  const none = checkAddressForm({ ...good, divisions: [] })
  expect(none.ok ? null : none.errors).toEqual({ district_code: '请选择所在地区' })
})

test("the server's field messages land on their fields; others are left to the page's line", () => {
  expect(addressErrorsOf({ district_code: '请选择正确的所在地区', mobile: '请输入正确的手机号', other: 'x' })).toEqual({
    district_code: '请选择正确的所在地区',
    mobile: '请输入正确的手机号'
  })
  expect(addressErrorsOf(undefined)).toEqual({})
})

test('an address to edit: the province and city codes come from the district code', () => {
  expect(addressFormOf(address({ is_default: true }))).toEqual({ ...good, name: '张三', mobile: '13812345678', detail: '文三路 90 号' })
  expect(addressFormOf(address({ province: '广东省', city: '东莞市', district: '', district_code: '441900' })).divisions).toEqual([
    { code: '440000', name: '广东省' },
    { code: '441900', name: '东莞市' }
  ])
})

test("how an address reads: a municipality's 市辖区 is left out", () => {
  expect(regionText(address())).toBe('浙江省 杭州市 西湖区')
  expect(regionText({ province: '北京市', city: '北京市', district: '东城区' })).toBe('北京市 东城区')
  expect(regionText({ province: '北京市', city: '市辖区', district: '东城区' })).toBe('北京市 东城区')
  expect(regionText({ province: '广东省', city: '东莞市', district: '' })).toBe('广东省 东莞市')
  expect(regionText({ province: '重庆市', city: '县', district: '城口县' })).toBe('重庆市 城口县')
  expect(addressLine(address())).toBe('浙江省 杭州市 西湖区 文三路 90 号')
  expect(divisionsText(picked.slice(0, 2))).toBe('浙江省 杭州市')
  expect(divisionsText([])).toBe('')
})

test('the current address: the remembered one while it exists, else the default, else none', () => {
  const list = [address({ id: 1 }), address({ id: 2, is_default: true }), address({ id: 3 })]
  expect(currentAddressOf(list, 3)?.id).toBe(3)
  expect(currentAddressOf(list, null)?.id).toBe(2)
  expect(currentAddressOf(list, 99)?.id).toBe(2)
  expect(currentAddressOf([address({ id: 1 })], 99)).toBeNull()
  expect(currentAddressOf([], 1)).toBeNull()
})
