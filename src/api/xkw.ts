/**
 * The study-material library's calls (types/xkw.ts XKW_PATHS), one function each, through
 * request.ts. The download and the security code are `quiet`: their pages show the server's own
 * refusal (no right, 云空间不足, the code's errors).
 */
import type { Paginated } from '@types-contract/api'
import {
  XKW_PATHS,
  type XkwDownloadResult,
  type XkwMaterialCard,
  type XkwMaterialDetail,
  type XkwPreview,
  type XkwRightsSummary,
  type XkwSearchQuery,
  type XkwSecurityCodeSent,
  type XkwTopic
} from '@types-contract/xkw'
import { request } from './request'

export type XkwFilters = Omit<XkwSearchQuery, 'page' | 'page_size'>

const materialUrl = (id: number, rest = '') => `${XKW_PATHS.materials}${id}/${rest}`

/** One page of the search (filters, words, topic, sort). */
export const searchMaterials = (filters: XkwFilters, page: number, pageSize?: number) =>
  request<Paginated<XkwMaterialCard>>(XKW_PATHS.search, { query: { ...filters, q: filters.q || undefined, page, page_size: pageSize } })

/** A material's page with the caller's rights (null for a visitor). */
export const fetchMaterial = (id: number) => request<XkwMaterialDetail>(materialUrl(id))

export const fetchPreview = (id: number) => request<XkwPreview>(materialUrl(id, 'preview/'))

export const fetchTopics = (page: number, pageSize?: number) => request<Paginated<XkwTopic>>(XKW_PATHS.topics, { query: { page, page_size: pageSize } })

export const fetchTopic = (id: number) => request<XkwTopic>(`${XKW_PATHS.topics}${id}/`)

/** Saves the material into the cloud library under the caller's right; `code` past the day's downloads. */
export const downloadMaterial = (id: number, code?: string) =>
  request<XkwDownloadResult>(materialUrl(id, 'download/'), { method: 'POST', data: code ? { code } : {}, quiet: true })

/** Membership, today's downloads and the newest purchases (paymentCheck). */
export const fetchXkwRights = () => request<XkwRightsSummary>(XKW_PATHS.rights)

export const sendXkwSecurityCode = () => request<XkwSecurityCodeSent>(XKW_PATHS.securityCode, { method: 'POST', data: {}, quiet: true })
