/**
 * Shipping addresses (issue 21; types/addresses.ts, docs/print.md "Addresses"). Print orders ship
 * to them now, the mall later.
 *
 * - The names of province, city and district come from the district code (services/divisions.ts);
 *   the user never types them.
 * - One default per user (unique index addresses_one_default): the first address becomes it;
 *   making another the default unsets the old one in the same transaction; deleting the default
 *   hands it to the most recently updated other address (the one the user touched last is the
 *   likeliest next choice).
 * - Every write locks the user's row first, so two at once cannot both pass the limit of 20 or
 *   both make a "first" address the default.
 * - Another user's address reads as missing: 404 地址不存在.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm'
import { isMobile } from '../../core/phone'
import { hasControlCharacter } from '../../core/cloudFiles'
import { ADDRESS_LIMITS, type Address, type AddressInput, type AddressList, type AddressPatch } from '../../types/addresses'
import type { PrintOrderAddress } from '../../types/print'
import type { Db } from '../db/open'
import { addresses } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import { lockOwner, type Conn, type Tx } from './cloud/rows'
import { placeOf } from './divisions'

type AddressRow = typeof addresses.$inferSelect

const addressMissing = () => new ApiError(404, 'not_found', '地址不存在')

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  province: row.province,
  city: row.city,
  district: row.district,
  district_code: row.districtCode,
  detail: row.detail,
  is_default: row.isDefault,
  updated_at: row.updatedAt.toISOString()
})

/** Characters as a person counts them (a CJK character is one, an emoji is one). */
const lengthOf = (text: string) => [...text].length

/** A trimmed text field within its length, or 400 naming the field (the texts of the app's form, src/lib/addressForm.ts). */
function checkedText(field: string, raw: string, label: string, min: number, max: number): string {
  const value = raw.trim()
  if (value === '') throw fieldError(field, `请输入${label}`)
  if (hasControlCharacter(value)) throw fieldError(field, `${label}不能包含换行等特殊字符`)
  const length = lengthOf(value)
  if (length < min || length > max) throw fieldError(field, `${label}为${min}-${max}个字`)
  return value
}

/** The columns of the fields a create or patch gives, checked; names derived from the district code. */
function checkedFields(input: AddressPatch): Partial<AddressRow> {
  const fields: Partial<AddressRow> = {}
  if (input.name !== undefined) fields.name = checkedText('name', input.name, '收货人姓名', ADDRESS_LIMITS.nameMinLength, ADDRESS_LIMITS.nameMaxLength)
  if (input.mobile !== undefined) {
    const mobile = input.mobile.trim()
    if (mobile === '') throw fieldError('mobile', '请输入手机号')
    if (!isMobile(mobile)) throw fieldError('mobile', '请输入正确的手机号')
    fields.mobile = mobile
  }
  if (input.detail !== undefined) fields.detail = checkedText('detail', input.detail, '详细地址', ADDRESS_LIMITS.detailMinLength, ADDRESS_LIMITS.detailMaxLength)
  if (input.district_code !== undefined) {
    const place = placeOf(input.district_code)
    if (!place) throw fieldError('district_code', '所在地区不存在，请重新选择')
    Object.assign(fields, place, { districtCode: input.district_code })
  }
  return fields
}

const own = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId))

async function ownRow(db: Conn, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db.select().from(addresses).where(own(userId, id))
  if (!row) throw addressMissing()
  return row
}

/** Takes the default from whichever address has it, so `id` can take it (same transaction). */
async function clearDefault(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
}

/** The default first, then the most recently updated. */
export async function listAddresses(db: Db, userId: number): Promise<AddressList> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id))
  return { items: rows.map(toAddress) }
}

export async function createAddress(db: Db, userId: number, input: AddressInput, now: number): Promise<Address> {
  const fields = checkedFields(input) as Pick<AddressRow, 'name' | 'mobile' | 'detail' | 'districtCode' | 'province' | 'city' | 'district'>
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
    if (n >= ADDRESS_LIMITS.maxPerUser) throw new ApiError(422, 'business_rule', `最多保存 ${ADDRESS_LIMITS.maxPerUser} 个收货地址，请先删除不用的地址`)
    const isDefault = n === 0 || input.is_default === true
    if (isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault, createdAt: new Date(now), updatedAt: new Date(now) })
      .returning()
    return toAddress(row)
  })
}

/** Changes the given fields; is_default true makes it the default, false is refused for the default itself (another must take it). */
export async function updateAddress(db: Db, userId: number, id: number, patch: AddressPatch, now: number): Promise<Address> {
  const fields = checkedFields(patch)
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const row = await ownRow(tx, userId, id)
    if (patch.is_default === false && row.isDefault) throw fieldError('is_default', '请将其他地址设为默认，以取消此默认地址')
    if (patch.is_default === true && !row.isDefault) {
      await clearDefault(tx, userId)
      fields.isDefault = true
    }
    const [updated] = await tx
      .update(addresses)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(own(userId, id))
      .returning()
    return toAddress(updated)
  })
}

export async function makeDefault(db: Db, userId: number, id: number, now: number): Promise<Address> {
  return updateAddress(db, userId, id, { is_default: true }, now)
}

/** Deletes the address; when it was the default, the most recently updated other one becomes it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const row = await ownRow(tx, userId, id)
    await tx.delete(addresses).where(own(userId, id))
    if (!row.isDefault) return
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
      .orderBy(desc(addresses.updatedAt), desc(addresses.id))
      .limit(1)
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
  })
}

/** The caller's address as an order keeps it (a snapshot: later edits do not move a parcel); 404 for another's. */
export async function shippingAddress(db: Conn, userId: number, id: number): Promise<PrintOrderAddress> {
  const row = await ownRow(db, userId, id)
  return { name: row.name, mobile: row.mobile, province: row.province, city: row.city, district: row.district, detail: row.detail }
}
