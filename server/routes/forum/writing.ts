/**
 * Posting, answering and liking (login required: the folder's guard in index.ts):
 *
 *   POST   /api/forum/questions/             NewQuestion → 201 PostDetail
 *   POST   /api/forum/topics/                NewTopic → 201 PostDetail
 *   POST   /api/forum/posts/<id>/answers/    NewAnswer → 201 Answer (a reply: parent_id, a top-level answer of the post)
 *   PUT    /api/forum/posts/<id>/like/       → LikeResponse (idempotent)
 *   DELETE /api/forum/posts/<id>/like/       → LikeResponse (idempotent)
 *
 * A created post or answer comes back with its status: 'held' when the sensitive-word list matched
 * (only its author sees it). 400 with a Chinese detail for a tab outside the level, an unknown QA
 * tag, an image that is not the author's upload, a reply to a reply; 404 帖子不存在; 429 throttled
 * past the rate limits (services/forum/rateLimit.ts). A question or topic may name a `circle` (slug
 * or id): 400 when it does not exist or is of another level, 403 unless the author is a member
 * (services/forum/circles.ts circleForPost).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_PATHS } from '../../../types/forum'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { Answer, LikeResponse, NewAnswer, NewQuestion, NewTopic, PostDetail, PostParams } from '../../../types/schemas/forum'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { createAnswer } from '../../services/forum/answers'
import { setLike } from '../../services/forum/likes'
import { createQuestion, createTopic } from '../../services/forum/posts'
import { writeContextOf } from '../../services/forum/writeContext'

export const writingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const posts = rel(FORUM_PATHS.posts)
  const context = writeContextOf(api.database, api.config, () => api.accounts.clock())

  api.post(rel(FORUM_PATHS.questions), { schema: { querystring: NoQuery, body: NewQuestion, response: { 201: PostDetail } } }, async (request, reply) => {
    const post = await createQuestion(db, userIdOf(request), request.body, await context())
    reply.code(201)
    return post
  })

  api.post(rel(FORUM_PATHS.topics), { schema: { querystring: NoQuery, body: NewTopic, response: { 201: PostDetail } } }, async (request, reply) => {
    const post = await createTopic(db, userIdOf(request), request.body, await context())
    reply.code(201)
    return post
  })

  api.post(`${posts}:id/answers/`, { schema: { params: PostParams, querystring: NoQuery, body: NewAnswer, response: { 201: Answer } } }, async (request, reply) => {
    const answer = await createAnswer(db, userIdOf(request), request.params.id, request.body, await context())
    reply.code(201)
    return answer
  })

  const like = { preValidation: noBodyIsEmpty, schema: { params: PostParams, querystring: NoQuery, body: EmptyBody, response: { 200: LikeResponse } } }
  api.put(`${posts}:id/like/`, like, async (request) => setLike(db, userIdOf(request), request.params.id, true, api.accounts.clock()))
  api.delete(`${posts}:id/like/`, { schema: { params: PostParams, querystring: NoQuery, response: { 200: LikeResponse } } }, async (request) =>
    setLike(db, userIdOf(request), request.params.id, false, api.accounts.clock())
  )
}
