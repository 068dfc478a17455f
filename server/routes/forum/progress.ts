/**
 * Question progress (进展反馈; types/forumProgress.ts, services/forum/progress.ts). Reading, login
 * optional (the asker also gets their own held notes and is_author; a bad or expired token reads as
 * a visitor):
 *
 *   GET  /api/forum/progress/<post id>/          → ProgressThread (the question's state and notes, oldest first)
 *
 * Writing, login required (the folder's guard in index.ts), the asker only:
 *
 *   POST /api/forum/progress/<post id>/          NewProgress → 201 ProgressThread (the note: 'held' on a sensitive word)
 *   PUT  /api/forum/progress/<post id>/solved/   SolvedInput → ProgressThread (idempotent)
 *
 * 404 帖子不存在 (missing, hidden, someone else's held question); 400 只有问题可以记录进展 (a topic or
 * vote), 进展内容不能为空, 每个问题最多记录 50 条进展; 403 只有提问者可以更新进展, or a muted asker's note;
 * 429 throttled past PROGRESS_RATE_LIMIT.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_PROGRESS_PATHS } from '../../../types/forumProgress'
import { NoQuery } from '../../../types/schema'
import { NewProgress, ProgressParams, ProgressThread, SolvedInput } from '../../../types/schemas/forumProgress'
import { rel } from '../../lib/paths'
import { optionalUserId, userIdOf } from '../../plugins/auth'
import { addProgress, progressThread, setSolved } from '../../services/forum/progress'
import { writeContextOf } from '../../services/forum/writeContext'

export const progressReadingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const progress = rel(FORUM_PROGRESS_PATHS.progress)

  api.get(`${progress}:id/`, { schema: { params: ProgressParams, querystring: NoQuery, response: { 200: ProgressThread } } }, async (request) =>
    progressThread(db, api.config.apiPrefix, await optionalUserId(api, request), request.params.id)
  )
}

export const progressWritingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const progress = rel(FORUM_PROGRESS_PATHS.progress)
  const context = writeContextOf(api.database, api.config, () => api.accounts.clock())

  api.post(
    `${progress}:id/`,
    { schema: { params: ProgressParams, querystring: NoQuery, body: NewProgress, response: { 201: ProgressThread } } },
    async (request, reply) => {
      const thread = await addProgress(db, userIdOf(request), request.params.id, request.body, await context())
      reply.code(201)
      return thread
    }
  )

  api.put(`${progress}:id/solved/`, { schema: { params: ProgressParams, querystring: NoQuery, body: SolvedInput, response: { 200: ProgressThread } } }, async (request) =>
    setSolved(db, userIdOf(request), request.params.id, request.body.solved, await context())
  )
}
