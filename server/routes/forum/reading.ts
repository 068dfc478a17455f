/**
 * What anyone may read, login optional (a logged-in reader also gets `liked` and their own held
 * posts and answers; a bad or expired token reads as a visitor):
 *
 *   GET /api/forum/home/?level=               HomeQuery → HomeResponse
 *   GET /api/forum/feed/?level=&tab=&hashtag=&qa_tag=&cursor=&limit=   FeedQuery → FeedPage
 *   GET /api/forum/hot/?level=                HotQuery → HotItem[]
 *   GET /api/forum/posts/<id>/                → PostDetail; 404 帖子不存在 when hidden, or held and not the reader's
 *   GET /api/forum/posts/<id>/answers/?cursor=&limit=   AnswersQuery → AnswersPage (oldest first)
 *   GET /api/forum/answers/<id>/replies/?cursor=&limit= RepliesQuery → RepliesPage (oldest first, after the reply `cursor`)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_PATHS } from '../../../types/forum'
import { FORUM_REPLY_PATHS } from '../../../types/forumReplies'
import { NoQuery } from '../../../types/schema'
import { AnswersPage, AnswersQuery, FeedPage, FeedQuery, HomeQuery, HomeResponse, HotQuery, HotResponse, PostDetail, PostParams } from '../../../types/schemas/forum'
import { AnswerParams, RepliesPage, RepliesQuery } from '../../../types/schemas/forumReplies'
import { rel } from '../../lib/paths'
import { optionalUserId } from '../../plugins/auth'
import { answersPage, repliesPage } from '../../services/forum/answers'
import { feedPage } from '../../services/forum/feed'
import { homeScreen } from '../../services/forum/home'
import { hotList } from '../../services/forum/hot'
import { postDetail } from '../../services/forum/posts'
import { postMissing } from '../../services/forum/visibility'

export const readingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const posts = rel(FORUM_PATHS.posts)

  api.get(rel(FORUM_PATHS.home), { schema: { querystring: HomeQuery, response: { 200: HomeResponse } } }, async (request) =>
    homeScreen(db, prefix, await optionalUserId(api, request), request.query.level, api.accounts.clock())
  )

  api.get(rel(FORUM_PATHS.feed), { schema: { querystring: FeedQuery, response: { 200: FeedPage } } }, async (request) =>
    feedPage(db, prefix, await optionalUserId(api, request), request.query)
  )

  api.get(rel(FORUM_PATHS.hot), { schema: { querystring: HotQuery, response: { 200: HotResponse } } }, async (request) =>
    hotList(db, request.query.level, api.accounts.clock(), await optionalUserId(api, request))
  )

  api.get(`${posts}:id/`, { schema: { params: PostParams, querystring: NoQuery, response: { 200: PostDetail } } }, async (request) => {
    const post = await postDetail(db, prefix, await optionalUserId(api, request), request.params.id)
    if (!post) throw postMissing()
    return post
  })

  api.get(`${posts}:id/answers/`, { schema: { params: PostParams, querystring: AnswersQuery, response: { 200: AnswersPage } } }, async (request) =>
    answersPage(db, prefix, await optionalUserId(api, request), request.params.id, request.query)
  )

  api.get(
    `${rel(FORUM_REPLY_PATHS.answers)}:id/replies/`,
    { schema: { params: AnswerParams, querystring: RepliesQuery, response: { 200: RepliesPage } } },
    async (request) => repliesPage(db, prefix, await optionalUserId(api, request), request.params.id, request.query)
  )
}
