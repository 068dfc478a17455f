/**
 * Pendants and accessories (types/personalItems.ts ITEM_PATHS), one function each, through
 * request.ts. The catalogue and an item's page need no login; buying and wearing do (409/422/403
 * carry a Chinese detail: callers pass `quiet` and show it).
 */
import { ITEM_PATHS, type ItemBought, type ItemCatalogue, type ItemDetail, type ItemKind, type WornItems } from '@types-contract/personalItems'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const itemUrl = (kind: ItemKind, key: string, rest = '') => `${ITEM_PATHS.items}${kind}/${key}/${rest}`

export const fetchItemCatalogue = (o: Extra = {}) => request<ItemCatalogue>(ITEM_PATHS.items, o)

export const fetchItem = (kind: ItemKind, key: string, o: Extra = {}) => request<ItemDetail>(itemUrl(kind, key), o)

/** Spends its price: 409 owned already, 422 金币不足 or not sold. */
export const buyItem = (kind: ItemKind, key: string, o: Extra = {}) => request<ItemBought>(itemUrl(kind, key, 'buy/'), { method: 'POST', ...o })

/** Wears it in place of the one of its kind worn before (403 when not owned). */
export const wearItem = (kind: ItemKind, key: string, o: Extra = {}) => request<WornItems>(itemUrl(kind, key, 'wear/'), { method: 'POST', ...o })

/** Takes it off when it is the one worn. */
export const takeOffItem = (kind: ItemKind, key: string, o: Extra = {}) => request<void>(itemUrl(kind, key, 'wear/'), { method: 'DELETE', ...o })
