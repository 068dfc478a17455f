/**
 * The gaokao data calls (types/gaokao.ts GAOKAO_PATHS, and types/edu.ts EDU_PATHS for lines, plans,
 * subject assessment, places and score records, COMPARE_PATH), one function each, all through
 * request.ts. The search history calls also keep the user store's copy in step.
 */
import type { Paginated } from '@types-contract/api'
import {
  EDU_PATHS,
  COMPARE_PATH,
  type AdmissionQuery,
  type AdmissionResponse,
  type BatchLineQuery,
  type BatchLineResponse,
  type CityPoint,
  type CompareQuery,
  type CompareResponse,
  type GeoPoint,
  type NearbyInstitution,
  type PlanQuery,
  type PlanResponse,
  type ScoreRecord,
  type ScoreRecordInput,
  type SubjectAssessment
} from '@types-contract/edu'
import {
  GAOKAO_PATHS,
  type DataSource,
  type InstitutionDetail,
  type InstitutionLevel,
  type InstitutionFilters,
  type InstitutionSearchQuery,
  type InstitutionSummary,
  type OneScoreAvailability,
  type OneScoreLookup,
  type OneScoreLookupQuery,
  type OneScoreTable,
  type OneScoreTableQuery,
  type SearchHistoryAnswer
} from '@types-contract/gaokao'
import { pushSearchHistory } from '@core/searchHistory'
import { userStore } from '../stores'
import { ApiError, request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/**
 * A search; with q, the server records it in a logged-in user's history (the request carries
 * the token), and the user store applies the same rule so 最近搜索 is current without a call.
 */
export async function searchUniversities(query: InstitutionSearchQuery, o: Extra = {}): Promise<Paginated<InstitutionSummary>> {
  const answer = await request<Paginated<InstitutionSummary>>(GAOKAO_PATHS.universities, { query: { ...query }, ...o })
  if (query.q?.trim() && userStore.isLoggedIn) userStore.patch({ searchHistory: pushSearchHistory(userStore.data.searchHistory, query.q) })
  return answer
}

/** Empties the logged-in user's search history (here and in the user store). */
export async function clearSearchHistory(o: Extra = {}): Promise<void> {
  const answer = await request<SearchHistoryAnswer>(GAOKAO_PATHS.universityHistoryClear, { method: 'POST', data: {}, ...o })
  userStore.patch({ searchHistory: answer.searchHistory })
}

export const getUniversityFilters = (o: Extra = {}) => request<InstitutionFilters>(GAOKAO_PATHS.universityFilters, o)

export const getUniversity = (id: number, o: Extra = {}) => request<InstitutionDetail>(`${GAOKAO_PATHS.universityDetail}${id}/`, o)

export const getOneScoreTable = (q: OneScoreTableQuery, o: Extra = {}) => request<OneScoreTable>(GAOKAO_PATHS.oneScoreTable, { query: { ...q }, ...o })

export const getOneScoreAvailability = (o: Extra = {}) => request<OneScoreAvailability>(GAOKAO_PATHS.oneScoreAvailable, o)

export const lookupOneScore = (q: OneScoreLookupQuery, o: Extra = {}) => request<OneScoreLookup>(GAOKAO_PATHS.oneScoreLookup, { query: { ...q }, ...o })

/**
 * Lines and plans answer 404 when nothing is stored for the choices (a province without data):
 * for the pages that is no data, null, not a failure.
 */
async function noneIfMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null
    throw e
  }
}

export const getBatchLines = (q: BatchLineQuery, o: Extra = {}) => noneIfMissing(request<BatchLineResponse>(EDU_PATHS.scoreLine, { query: { ...q }, ...o }))

export const getAdmission = (id: number, q: AdmissionQuery, o: Extra = {}) =>
  noneIfMissing(request<AdmissionResponse>(`${EDU_PATHS.university}${id}/admission/`, { query: { ...q }, ...o }))

/** One year's plans (the latest when no year is given); `years` lists every year stored. */
export const getPlans = (id: number, q: PlanQuery, o: Extra = {}) =>
  noneIfMissing(request<PlanResponse>(`${EDU_PATHS.university}${id}/plans/`, { query: { ...q }, ...o }))

/**
 * The plans of every stored year (the server answers one year per call): the years come from a
 * call without filters, then each year is asked with the filters. Null when there is none.
 */
export async function getPlanHistory(id: number, q: PlanQuery, o: Extra = {}): Promise<PlanResponse | null> {
  const index = await getPlans(id, { province: q.province }, o)
  if (!index) return null
  const answers = (await Promise.all(index.years.map((year) => getPlans(id, { ...q, year }, o)))).filter((a): a is PlanResponse => a !== null)
  if (!answers.length) return null
  return { ...answers[0], plans: answers.flatMap((a) => a.plans) }
}

/** By institution (its disciplines) or by discipline (the institutions graded in it). */
export type AssessmentQuery = { institution_id: number } | { discipline_code: string }
export const getSubjectAssessment = (q: AssessmentQuery, o: Extra = {}) =>
  request<{ results: SubjectAssessment[]; source: DataSource | null }>(EDU_PATHS.subjectAssessment, { query: { ...q }, ...o })

export interface AroundQuery extends GeoPoint {
  radius_km?: number
  level?: InstitutionLevel
  page?: number
  page_size?: number
}
export const getAround = (q: AroundQuery, o: Extra = {}) => request<Paginated<NearbyInstitution> & { source: DataSource }>(EDU_PATHS.around, { query: { ...q }, ...o })

/** Two to four institutions side by side in one province (types/edu.ts CompareQuery). */
export const getCompare = (q: Omit<CompareQuery, 'ids'> & { ids: readonly number[] }, o: Extra = {}) =>
  request<CompareResponse>(COMPARE_PATH, { query: { ...q, ids: q.ids.join(',') }, ...o })

export const getCities = (o: Extra = {}) => request<{ results: CityPoint[]; source: DataSource }>(EDU_PATHS.cities, o)

const recordPath = (id: number) => `${EDU_PATHS.scoreRecords}${id}/`

/** The server's largest page; a user keeps at most SCORE_RECORD_LIMITS.recordsMax records. */
const RECORD_PAGE_SIZE = 100

/** All of the user's records, oldest exam first, page after page. */
export async function listScoreRecords(o: Extra = {}): Promise<ScoreRecord[]> {
  const records: ScoreRecord[] = []
  for (let page = 1; ; page++) {
    const answer = await request<Paginated<ScoreRecord>>(EDU_PATHS.scoreRecords, { query: { page, page_size: RECORD_PAGE_SIZE }, ...o })
    records.push(...answer.results)
    if (!answer.next || !answer.results.length) return records
  }
}

export const createScoreRecord = (input: ScoreRecordInput, o: Extra = {}) => request<ScoreRecord>(EDU_PATHS.scoreRecords, { method: 'POST', data: input, ...o })

export const updateScoreRecord = (id: number, input: ScoreRecordInput, o: Extra = {}) => request<ScoreRecord>(recordPath(id), { method: 'PUT', data: input, ...o })

export const deleteScoreRecord = (id: number, o: Extra = {}) => request<void>(recordPath(id), { method: 'DELETE', ...o })
