/**
 * Gaokao content (types/edu.ts EDU_PATHS): majors and their catalogue tree, rankings, news,
 * unaccredited institutions, subject assessment, civil-service positions and one-to-one services.
 * Signed, no login needed. Lists answer `{count, next, previous, results, source}`; `source` is the
 * DataSource of the rows on the page, null when the page is empty.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { EDU_PATHS } from '../../../types/edu'
import { SAMPLE_SOURCE } from '../../../types/gaokao'
import { NoQuery } from '../../../types/schema'
import {
  CivilPositionDetail,
  CivilPositionPage,
  CivilPositionQuery,
  ConsultServiceDetail,
  ConsultServicePage,
  ConsultServiceQuery,
  FakeInstitutionDetail,
  FakeInstitutionPage,
  FakeInstitutionQuery,
  IdParams,
  MajorCategoryQuery,
  MajorCategoryTree,
  MajorDetail,
  MajorParams,
  MajorSearchQuery,
  MajorSearchResponse,
  NewsDetail,
  NewsPage,
  NewsQuery,
  RankingLists,
  RankingListsQuery,
  RankingPage,
  RankingQuery,
  SubjectAssessmentQuery,
  SubjectAssessments
} from '../../../types/schemas/edu'
import { ApiError } from '../../errors'
import { paginate, type FoundPage, type PageQuery } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { civilPositionDetail, civilPositionPage } from '../../services/civilPositions'
import { consultServiceDetail, consultServicePage } from '../../services/consultServices'
import { fakeInstitutionDetail, fakeInstitutionPage } from '../../services/fakeInstitutions'
import { majorCategoryTree, majorDetail, searchMajors } from '../../services/majors'
import { newsDetail, newsPage } from '../../services/news'
import { rankingListsOf, rankingPage } from '../../services/rankings'
import { subjectAssessmentsOf } from '../../services/subjectAssessments'

/** The answer of a list: the page with its links, and the source of its rows. */
const sourcedPage = <T>(request: FastifyRequest & { query: Partial<PageQuery> }, page: FoundPage<T>) => ({
  ...paginate(request.raw.url ?? '', request.query, page.count, page.results),
  source: page.source
})

/** 404 「找不到该…」 when a detail service finds nothing. */
function orNotFound<T>(value: T | null, what: string): T {
  if (value === null) throw new ApiError(404, 'not_found', `找不到该${what}`)
  return value
}

export const contentRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  /* ---------- majors ---------- */

  api.get(rel(EDU_PATHS.majors), { schema: { querystring: MajorSearchQuery, response: { 200: MajorSearchResponse } } }, async (request) =>
    sourcedPage(request, await searchMajors(db, request.query))
  )

  api.get(rel(EDU_PATHS.majorCategories), { schema: { querystring: MajorCategoryQuery, response: { 200: MajorCategoryTree } } }, async (request) =>
    // The schema's default fills level.
    majorCategoryTree(db, request.query.level!)
  )

  api.get(`${rel(EDU_PATHS.majors)}:code/`, { schema: { querystring: NoQuery, params: MajorParams, response: { 200: MajorDetail } } }, async (request) =>
    orNotFound(await majorDetail(db, request.params.code), '专业')
  )

  /* ---------- rankings ---------- */

  api.get(rel(EDU_PATHS.rankLists), { schema: { querystring: RankingListsQuery, response: { 200: RankingLists } } }, async (request) => ({
    results: await rankingListsOf(db, request.query.kind)
  }))

  api.get(`${rel(EDU_PATHS.rank)}:id/`, { schema: { params: IdParams, querystring: RankingQuery, response: { 200: RankingPage } } }, async (request) => {
    const { list, count, results } = orNotFound(await rankingPage(db, request.params.id, request.query), '榜单')
    return { ...paginate(request.raw.url ?? '', request.query, count, results), list }
  })

  /* ---------- news ---------- */

  api.get(rel(EDU_PATHS.news), { schema: { querystring: NewsQuery, response: { 200: NewsPage } } }, async (request) =>
    sourcedPage(request, await newsPage(db, request.query))
  )

  api.get(`${rel(EDU_PATHS.news)}:id/`, { schema: { params: IdParams, querystring: NoQuery, response: { 200: NewsDetail } } }, async (request) =>
    orNotFound(await newsDetail(db, request.params.id), '资讯')
  )

  /* ---------- unaccredited institutions ---------- */

  api.get(rel(EDU_PATHS.fakeUniversities), { schema: { querystring: FakeInstitutionQuery, response: { 200: FakeInstitutionPage } } }, async (request) =>
    sourcedPage(request, await fakeInstitutionPage(db, request.query))
  )

  api.get(`${rel(EDU_PATHS.fakeUniversities)}:id/`, { schema: { params: IdParams, querystring: NoQuery, response: { 200: FakeInstitutionDetail } } }, async (request) =>
    orNotFound(await fakeInstitutionDetail(db, request.params.id), '机构')
  )

  /* ---------- subject assessment ---------- */

  api.get(rel(EDU_PATHS.subjectAssessment), { schema: { querystring: SubjectAssessmentQuery, response: { 200: SubjectAssessments } } }, async (request) => {
    const { institution_id: institutionId, discipline_code: disciplineCode } = request.query
    if ((institutionId === undefined) === (disciplineCode === undefined)) {
      const message = '请提供院校（institution_id）或学科代码（discipline_code）其中之一'
      throw new ApiError(400, 'validation_error', message, { institution_id: message, discipline_code: message })
    }
    return subjectAssessmentsOf(db, institutionId !== undefined ? { institutionId } : { disciplineCode: disciplineCode! })
  })

  /* ---------- civil-service positions ---------- */

  api.get(rel(EDU_PATHS.civilPositions), { schema: { querystring: CivilPositionQuery, response: { 200: CivilPositionPage } } }, async (request) =>
    sourcedPage(request, await civilPositionPage(db, request.query))
  )

  api.get(`${rel(EDU_PATHS.civilPositions)}:id/`, { schema: { params: IdParams, querystring: NoQuery, response: { 200: CivilPositionDetail } } }, async (request) =>
    orNotFound(await civilPositionDetail(db, request.params.id), '职位')
  )

  /* ---------- one-to-one services ---------- */

  api.get(rel(EDU_PATHS.oneone), { schema: { querystring: ConsultServiceQuery, response: { 200: ConsultServicePage } } }, async (request) => {
    const { count, results } = await consultServicePage(db, request.query)
    return { ...paginate(request.raw.url ?? '', request.query, count, results), source: SAMPLE_SOURCE }
  })

  api.get(`${rel(EDU_PATHS.oneone)}:id/`, { schema: { params: IdParams, querystring: NoQuery, response: { 200: ConsultServiceDetail } } }, async (request) =>
    orNotFound(await consultServiceDetail(db, request.params.id), '服务')
  )
}
