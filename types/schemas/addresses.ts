/**
 * Shipping address schemas (issue 21). Constants and paths: types/addresses.ts.
 */
import { DIVISION_CODE_PATTERN } from '../addresses'
import { Id, Int, Obj, Type, type Static } from '../schema'

export const Address = Obj({
  id: Int(),
  name: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  district_code: Type.String(),
  detail: Type.String(),
  is_default: Type.Boolean(),
  updated_at: Type.String()
})
export type Address = Static<typeof Address>

export const AddressList = Obj({ items: Type.Array(Address) })
export type AddressList = Static<typeof AddressList>

/** POST ADDRESS_PATHS.addresses: the mobile is checked by core/phone.ts; the names come from the district code. */
export const AddressInput = Obj({
  name: Type.String({ maxLength: 100 }),
  mobile: Type.String({ maxLength: 40 }),
  district_code: Type.String({ pattern: DIVISION_CODE_PATTERN }),
  detail: Type.String({ maxLength: 400 }),
  is_default: Type.Optional(Type.Boolean())
})
export type AddressInput = Static<typeof AddressInput>

export const AddressPatch = Type.Partial(AddressInput, { additionalProperties: false })
export type AddressPatch = Static<typeof AddressPatch>

export const AddressIdParams = Obj({ id: Id() })
export type AddressIdParams = Static<typeof AddressIdParams>

export const DivisionQuery = Obj({ parent: Type.Optional(Type.String({ pattern: DIVISION_CODE_PATTERN })) })
export type DivisionQuery = Static<typeof DivisionQuery>

export const Division = Obj({ code: Type.String(), name: Type.String() })
export type Division = Static<typeof Division>

export const DivisionList = Obj({ items: Type.Array(Division) })
export type DivisionList = Static<typeof DivisionList>
