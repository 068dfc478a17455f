/** The gaokao data calls (types/gaokao.ts GAOKAO_PATHS), one function each, all through request.ts. */
import type { Paginated } from '../../types/api'
import {
  GAOKAO_PATHS,
  type InstitutionDetail,
  type InstitutionFilters,
  type InstitutionSearchQuery,
  type InstitutionSummary,
  type OneScoreAvailability,
  type OneScoreLookup,
  type OneScoreLookupQuery,
  type OneScoreTable,
  type OneScoreTableQuery
} from '../../types/gaokao'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export const searchUniversities = (query: InstitutionSearchQuery, o: Extra = {}) =>
  request<Paginated<InstitutionSummary>>(GAOKAO_PATHS.universities, { query: { ...query }, ...o })

export const getUniversityFilters = (o: Extra = {}) => request<InstitutionFilters>(GAOKAO_PATHS.universityFilters, o)

export const getUniversity = (id: number, o: Extra = {}) =>
  request<InstitutionDetail>(`${GAOKAO_PATHS.universityDetail}${id}/`, o)

export const getOneScoreTable = (q: OneScoreTableQuery, o: Extra = {}) =>
  request<OneScoreTable>(GAOKAO_PATHS.oneScoreTable, { query: { ...q }, ...o })

export const getOneScoreAvailability = (o: Extra = {}) => request<OneScoreAvailability>(GAOKAO_PATHS.oneScoreAvailable, o)

export const lookupOneScore = (q: OneScoreLookupQuery, o: Extra = {}) =>
  request<OneScoreLookup>(GAOKAO_PATHS.oneScoreLookup, { query: { ...q }, ...o })
