/**
 * The shipping address form (print/createAddress) and how an address reads (issue 21,
 * docs/print.md "Addresses"): the checks the server makes (server/services/addresses.ts), with
 * its Chinese messages, run before
 * sending so a mistake is shown under its field at once; the body sent; the address as one line.
 * The mobile rule is core/phone.ts, the server's own. Pure.
 */
import { ADDRESS_LIMITS, type Address, type AddressInput } from '@types-contract/addresses'
import type { PrintOrderAddress } from '@types-contract/print'
import { hasControlCharacter } from '@core/cloudFiles'
import { isMobile } from '@core/phone'

/** A division chosen in the picker, province to the last level that has children. */
export interface DivisionPick {
  code: string
  name: string
}

export interface AddressForm {
  name: string
  mobile: string
  /** Province, city, district as picked; the last one's code is sent. Empty until picked. */
  divisions: DivisionPick[]
  detail: string
  is_default: boolean
}

export type AddressField = 'name' | 'mobile' | 'district_code' | 'detail'
export type AddressErrors = Partial<Record<AddressField, string>>

export function emptyAddressForm(isDefault = false): AddressForm {
  return { name: '', mobile: '', divisions: [], detail: '', is_default: isDefault }
}

/**
 * An address to edit, as the form holds it. Division codes nest by digits (330000 → 330100 →
 * 330106), so the province's and city's codes come from the district's; a code that is itself a
 * city's (a city without districts) ends the pick at the city.
 */
export function addressFormOf(a: Address): AddressForm {
  const code = a.district_code
  const province = { code: `${code.slice(0, 2)}0000`, name: a.province }
  const city = { code: `${code.slice(0, 4)}00`, name: a.city }
  return {
    name: a.name,
    mobile: a.mobile,
    divisions: code.endsWith('00') ? [province, city] : [province, city, { code, name: a.district }],
    detail: a.detail,
    is_default: a.is_default
  }
}

/** Characters as the server counts them (code points). */
const length = (s: string) => [...s].length

/** A trimmed text field's problem, in the server's words (services/addresses.ts checkedText). */
function textProblem(value: string, label: string, min: number, max: number): string | null {
  if (value === '') return `请输入${label}`
  if (hasControlCharacter(value)) return `${label}不能包含换行等特殊字符`
  if (length(value) < min || length(value) > max) return `${label}为${min}-${max}个字`
  return null
}

/**
 * The form checked: the trimmed body to send, or a message per field (the server's texts; its
 * answer still decides, e.g. a district code it does not know).
 */
export function checkAddressForm(form: AddressForm): { ok: true; value: AddressInput } | { ok: false; errors: AddressErrors } {
  const name = form.name.trim()
  const mobile = form.mobile.trim()
  const detail = form.detail.trim()
  const code = form.divisions.at(-1)?.code ?? ''
  const errors: AddressErrors = {}
  const n = textProblem(name, '收货人姓名', ADDRESS_LIMITS.nameMinLength, ADDRESS_LIMITS.nameMaxLength)
  if (n) errors.name = n
  if (!mobile) errors.mobile = '请输入手机号'
  else if (!isMobile(mobile)) errors.mobile = '请输入正确的手机号'
  if (!code) errors.district_code = '请选择所在地区'
  const d = textProblem(detail, '详细地址', ADDRESS_LIMITS.detailMinLength, ADDRESS_LIMITS.detailMaxLength)
  if (d) errors.detail = d
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, value: { name, mobile, district_code: code, detail, is_default: form.is_default } }
}

/** The server's per-field messages (a 400's `fields`) on the form's fields. */
export function addressErrorsOf(fields: Record<string, string> | undefined): AddressErrors {
  const errors: AddressErrors = {}
  for (const [key, message] of Object.entries(fields ?? {})) {
    if ((['name', 'mobile', 'district_code', 'detail'] as string[]).includes(key)) errors[key as AddressField] = message
  }
  return errors
}

/**
 * The region as read: '浙江省 杭州市 西湖区'. A municipality's city level (named as the
 * municipality by the server, or the data's 市辖区 and 县) adds nothing to a reader and is left
 * out: '北京市 东城区'; a city without districts ends at the city.
 */
export function regionText(a: Pick<PrintOrderAddress, 'province' | 'city' | 'district'>): string {
  const city = a.city === '市辖区' || a.city === '县' || a.city === a.province ? '' : a.city
  return [a.province, city, a.district].filter(Boolean).join(' ')
}

/** The whole address in one line, as a courier label reads it. */
export function addressLine(a: Pick<PrintOrderAddress, 'province' | 'city' | 'district' | 'detail'>): string {
  return `${regionText(a)} ${a.detail}`
}

/** The picker's choice as read: '浙江省 杭州市 西湖区', or '' before any. */
export function divisionsText(divisions: readonly DivisionPick[]): string {
  return regionText({ province: divisions[0]?.name ?? '', city: divisions[1]?.name ?? '', district: divisions[2]?.name ?? '' })
}

/**
 * The address an order ships to: the one remembered as current while it still exists, else the
 * default, else none (an empty list, or a list whose default is gone before it reloads).
 */
export function currentAddressOf<A extends Pick<Address, 'id' | 'is_default'>>(list: readonly A[], currentId: number | null): A | null {
  return list.find((a) => a.id === currentId) ?? list.find((a) => a.is_default) ?? null
}
