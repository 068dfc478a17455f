/**
 * Circles and hashtag pages (types/forumCircles.ts FORUM_CIRCLE_PATHS; services/forum/circles.ts
 * and hashtagPage.ts). Reading, login optional:
 *
 *   GET    /api/forum/circles/?level=                     CirclesQuery → CirclesResponse (the viewer's first)
 *   GET    /api/forum/circles/<circle>/                   → Circle
 *   GET    /api/forum/circles/<circle>/posts/?cursor=&limit=   CirclePostsQuery → FeedPage (newest first)
 *   GET    /api/forum/tag/?name=&level=                   HashtagPageQuery → HashtagPage (its posts: FORUM_PATHS.feed?hashtag=)
 *
 * Joining, login required (inside the folder's guard):
 *
 *   PUT    /api/forum/circles/<circle>/join/              → CircleJoinResponse (idempotent)
 *   DELETE /api/forum/circles/<circle>/join/              → CircleJoinResponse (idempotent)
 *
 * <circle> is the slug or the id; 404 圈子不存在.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_CIRCLE_PATHS } from '../../../types/forumCircles'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { FeedPage } from '../../../types/schemas/forum'
import {
  Circle,
  CircleJoinResponse,
  CircleParams,
  CirclePostsQuery,
  CirclesQuery,
  CirclesResponse,
  HashtagPage,
  HashtagPageQuery
} from '../../../types/schemas/forumCircles'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { optionalUserId, userIdOf } from '../../plugins/auth'
import { circlePage, circlePosts, circlesOf, setMembership } from '../../services/forum/circles'
import { hashtagPage } from '../../services/forum/hashtagPage'

const circles = rel(FORUM_CIRCLE_PATHS.circles)

export const circleReadingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix

  api.get(circles, { schema: { querystring: CirclesQuery, response: { 200: CirclesResponse } } }, async (request) =>
    circlesOf(db, await optionalUserId(api, request), request.query.level)
  )

  api.get(`${circles}:circle/`, { schema: { params: CircleParams, querystring: NoQuery, response: { 200: Circle } } }, async (request) =>
    circlePage(db, await optionalUserId(api, request), request.params.circle)
  )

  api.get(`${circles}:circle/posts/`, { schema: { params: CircleParams, querystring: CirclePostsQuery, response: { 200: FeedPage } } }, async (request) =>
    circlePosts(db, prefix, await optionalUserId(api, request), request.params.circle, request.query)
  )

  api.get(rel(FORUM_CIRCLE_PATHS.tag), { schema: { querystring: HashtagPageQuery, response: { 200: HashtagPage } } }, async (request) =>
    hashtagPage(db, await optionalUserId(api, request), request.query.name, request.query.level)
  )
}

export const circleWritingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.put(
    `${circles}:circle/join/`,
    { preValidation: noBodyIsEmpty, schema: { params: CircleParams, querystring: NoQuery, body: EmptyBody, response: { 200: CircleJoinResponse } } },
    async (request) => setMembership(db, userIdOf(request), request.params.circle, true, now())
  )
  api.delete(`${circles}:circle/join/`, { schema: { params: CircleParams, querystring: NoQuery, response: { 200: CircleJoinResponse } } }, async (request) =>
    setMembership(db, userIdOf(request), request.params.circle, false, now())
  )
}
