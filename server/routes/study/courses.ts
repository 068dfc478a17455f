/**
 * Courses and lessons (issue 24; types/study.ts STUDY_PATHS, services/study/). Open: a visitor
 * browses and watches; with a token the answers carry the caller's progress.
 *
 *   GET /api/edu/study/subjects/                         → StudySubjectCount[]
 *   GET /api/edu/study/courses/?subject=&page=           → Page(StudyCourseCard)
 *   GET /api/edu/study/courses/<id>/                     → StudyCourseDetail (404 课程不存在)
 *   GET /api/edu/study/lessons/?subject=&q=&sort=&page=  → Page(StudyLessonCard)
 *   GET /api/edu/study/lessons/<id>/                     → StudyLessonDetail, a view counted (404 课时不存在)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoQuery, Page, Type } from '../../../types/schema'
import {
  StudyCourseCard,
  StudyCourseDetail,
  StudyCourseListQuery,
  StudyIdParams,
  StudyLessonCard,
  StudyLessonDetail,
  StudyLessonListQuery,
  StudySubjectCount
} from '../../../types/schemas/study'
import { STUDY_PATHS } from '../../../types/study'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { optionalUserId } from '../../plugins/auth'
import { courseDetail, coursePage, subjectCounts } from '../../services/study/courses'
import { lessonDetail, lessonPage } from '../../services/study/lessons'

export const courseRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const courses = rel(STUDY_PATHS.courses)
  const lessons = rel(STUDY_PATHS.lessons)

  api.get(rel(STUDY_PATHS.subjects), { schema: { querystring: NoQuery, response: { 200: Type.Array(StudySubjectCount) } } }, async () => subjectCounts(db))

  api.get(courses, { schema: { querystring: StudyCourseListQuery, response: { 200: Page(StudyCourseCard) } } }, async (request) => {
    const { count, results } = await coursePage(db, prefix, await optionalUserId(api, request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(`${courses}:id/`, { schema: { params: StudyIdParams, querystring: NoQuery, response: { 200: StudyCourseDetail } } }, async (request) =>
    courseDetail(db, prefix, await optionalUserId(api, request), request.params.id)
  )

  api.get(lessons, { schema: { querystring: StudyLessonListQuery, response: { 200: Page(StudyLessonCard) } } }, async (request) => {
    const { count, results } = await lessonPage(db, prefix, await optionalUserId(api, request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(`${lessons}:id/`, { schema: { params: StudyIdParams, querystring: NoQuery, response: { 200: StudyLessonDetail } } }, async (request) =>
    lessonDetail(db, api.accounts.files, prefix, await optionalUserId(api, request), request.params.id, api.accounts.clock())
  )
}
