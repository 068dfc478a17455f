/**
 * Medals in the personal centre (types/personalMedals.ts MEDAL_PATHS), one function each, through
 * request.ts. The catalogue and a medal's page answer a visitor too (nothing held, no progress).
 */
import type { Paginated } from '@types-contract/api'
import { MEDAL_PATHS, type MedalInfo, type MedalList, type MedalReceipt } from '@types-contract/personalMedals'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** Every medal, most notable first, with what I hold and my progress. */
export const fetchMedals = (o: Extra = {}) => request<MedalList>(MEDAL_PATHS.medals, o)

export const fetchMedal = (key: string, o: Extra = {}) => request<MedalInfo>(`${MEDAL_PATHS.medals}${encodeURIComponent(key)}/`, o)

/** The medals I received, newest first. */
export const fetchReceivedMedals = (page: number, o: Extra = {}) => request<Paginated<MedalReceipt>>(MEDAL_PATHS.received, { query: { page }, ...o })
