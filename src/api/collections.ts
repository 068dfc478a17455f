/**
 * Favourite institutions and majors (收藏; types/personalCollections.ts COLLECTION_PATHS), one function
 * each, through request.ts. Login required. The user store's `collections` follows through
 * components/useCollect.ts.
 */
import { COLLECTION_PATHS, type CollectionKind, type Collections, type FavoriteInstitutionPage, type FavoriteMajorPage } from '@types-contract/personalCollections'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const itemUrl = (kind: CollectionKind, key: number | string) => `${COLLECTION_PATHS[kind]}${encodeURIComponent(String(key))}/`

/** Adds an institution id or a major code (idempotent); answers both lists after. */
export const addCollection = (kind: CollectionKind, key: number | string, o: Extra = {}) => request<Collections>(itemUrl(kind, key), { method: 'PUT', ...o })

/** Removes it (idempotent). */
export const removeCollection = (kind: CollectionKind, key: number | string, o: Extra = {}) => request<void>(itemUrl(kind, key), { method: 'DELETE', ...o })

/** Favourite institutions as cards, newest first. */
export const fetchFavoriteInstitutions = (page: number, o: Extra = {}) => request<FavoriteInstitutionPage>(COLLECTION_PATHS.univ, { query: { page }, ...o })

/** Favourite majors as cards, newest first. */
export const fetchFavoriteMajors = (page: number, o: Extra = {}) => request<FavoriteMajorPage>(COLLECTION_PATHS.prof, { query: { page }, ...o })
