/**
 * The caller's playback positions (issue 24; login; rules in core/studyProgress.ts).
 *
 *   PUT /api/edu/study/lessons/<id>/progress/  StudyProgressInput → StudyProgressSaved
 *       (404 课时不存在; 400 on position_s outside 0..the lesson's duration)
 *   GET /api/edu/study/continue/               → StudyContinue: the latest unfinished lesson, or null
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoQuery } from '../../../types/schema'
import { StudyContinue, StudyIdParams, StudyProgressInput, StudyProgressSaved } from '../../../types/schemas/study'
import { STUDY_PATHS } from '../../../types/study'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { lessonCard } from '../../services/study/lessons'
import { continueLessonId, saveProgress } from '../../services/study/progress'

export const progressRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix

  api.put(
    `${rel(STUDY_PATHS.lessons)}:id/progress/`,
    { schema: { params: StudyIdParams, querystring: NoQuery, body: StudyProgressInput, response: { 200: StudyProgressSaved } } },
    async (request) => saveProgress(db, userIdOf(request), request.params.id, request.body, api.accounts.clock())
  )

  api.get(rel(STUDY_PATHS.continue), { schema: { querystring: NoQuery, response: { 200: StudyContinue } } }, async (request) => {
    const userId = userIdOf(request)
    const lessonId = await continueLessonId(db, userId)
    return { lesson: lessonId === null ? null : await lessonCard(db, prefix, userId, lessonId) }
  })
}
