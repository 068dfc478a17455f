/**
 * Shipping addresses and the division picker's data (types/addresses.ts ADDRESS_PATHS), one
 * function each, through request.ts. The division list needs no login: the app carries no
 * division data of its own.
 */
import { ADDRESS_PATHS, type Address, type AddressInput, type AddressList, type AddressPatch, type DivisionList } from '@types-contract/addresses'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const addressUrl = (id: number, rest = '') => `${ADDRESS_PATHS.addresses}${id}/${rest}`

/** Mine, the default first, then the newest. */
export const fetchAddresses = (o: Extra = {}) => request<AddressList>(ADDRESS_PATHS.addresses, o)

/** 201: the new address (the first one becomes the default; 422 beyond the limit). */
export const createAddress = (input: AddressInput, o: Extra = {}) => request<Address>(ADDRESS_PATHS.addresses, { method: 'POST', data: input, ...o })

export const updateAddress = (id: number, patch: AddressPatch, o: Extra = {}) => request<Address>(addressUrl(id), { method: 'PATCH', data: patch, ...o })

/** Deleting the default makes the most recently updated other address the default. */
export const deleteAddress = (id: number, o: Extra = {}) => request<void>(addressUrl(id), { method: 'DELETE', ...o })

/** Makes it the default (the other loses it). */
export const setDefaultAddress = (id: number, o: Extra = {}) => request<Address>(addressUrl(id, 'default/'), { method: 'POST', ...o })

/** Provinces (no parent), a province's cities, a city's districts. */
export const fetchDivisions = (parent: string | undefined, o: Extra = {}) => request<DivisionList>(ADDRESS_PATHS.divisions, { query: { parent }, ...o })
