/**
 * The gaokao content calls (types/edu.ts EDU_PATHS): majors, rankings, news, unaccredited
 * institutions, civil-service positions and one-to-one services. One function each, all through
 * request.ts; pages never call fetch.
 */
import type { Paginated } from '@types-contract/api'
import type { DataSource } from '@types-contract/gaokao'
import {
  EDU_PATHS,
  type CivilPosition,
  type CivilPositionDetail,
  type ConsultService,
  type ConsultServiceDetail,
  type FakeInstitution,
  type FakeInstitutionDetail,
  type MajorCategoryTree,
  type MajorDetail,
  type MajorLevel,
  type MajorSearchQuery,
  type MajorSummary,
  type NewsDetail,
  type NewsItem,
  type PositionExam,
  type RankingEntry,
  type RankingKind,
  type RankingList
} from '@types-contract/edu'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>
type Page = { page?: number; page_size?: number }
/** A list page that names where its rows come from (null when the page has no rows). */
export type SourcedPage<T> = Paginated<T> & { source: DataSource | null }

const item = (base: string, id: string | number) => `${base}${encodeURIComponent(String(id))}/`

export const searchMajors = (query: MajorSearchQuery, o: Extra = {}) => request<SourcedPage<MajorSummary>>(EDU_PATHS.majors, { query: { ...query }, ...o })

export const getMajorCategories = (level: MajorLevel, o: Extra = {}) => request<MajorCategoryTree>(EDU_PATHS.majorCategories, { query: { level }, ...o })

export const getMajor = (code: string, o: Extra = {}) => request<MajorDetail>(item(EDU_PATHS.majors, code), o)

export const getRankingLists = (kind: RankingKind | undefined, o: Extra = {}) => request<{ results: RankingList[] }>(EDU_PATHS.rankLists, { query: { kind }, ...o })

/** One list's entries, a page at a time, with the list itself. */
export type RankingPage = Paginated<RankingEntry> & { list: RankingList }

export const getRanking = (id: number, query: { province?: string } & Page, o: Extra = {}) =>
  request<RankingPage>(item(EDU_PATHS.rank, id), { query: { ...query }, ...o })

export const listNews = (query: { category?: string; province?: string } & Page, o: Extra = {}) =>
  request<SourcedPage<NewsItem>>(EDU_PATHS.news, { query: { ...query }, ...o })

export const getNews = (id: number, o: Extra = {}) => request<NewsDetail>(item(EDU_PATHS.news, id), o)

export const searchFakeUniversities = (query: { q?: string; province?: string } & Page, o: Extra = {}) =>
  request<SourcedPage<FakeInstitution>>(EDU_PATHS.fakeUniversities, { query: { ...query }, ...o })

export const getFakeUniversity = (id: number, o: Extra = {}) => request<FakeInstitutionDetail>(item(EDU_PATHS.fakeUniversities, id), o)

export const searchCivilPositions = (query: { major?: string; province?: string; exam?: PositionExam } & Page, o: Extra = {}) =>
  request<SourcedPage<CivilPosition>>(EDU_PATHS.civilPositions, { query: { ...query }, ...o })

export const getCivilPosition = (id: number, o: Extra = {}) => request<CivilPositionDetail>(item(EDU_PATHS.civilPositions, id), o)

export const listConsultServices = (query: Page, o: Extra = {}) => request<SourcedPage<ConsultService>>(EDU_PATHS.oneone, { query: { ...query }, ...o })

export const getConsultService = (id: number, o: Extra = {}) => request<ConsultServiceDetail>(item(EDU_PATHS.oneone, id), o)
