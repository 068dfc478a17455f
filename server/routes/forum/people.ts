/**
 * People (login required: registered inside the folder's guard; types/forumPeople.ts PEOPLE_PATHS):
 *
 *   GET    /api/forum/people/<id>/                      → PersonPage (peopleInfo)
 *   GET    /api/forum/people/<id>/posts/?cursor=&limit= → FeedPage, newest first
 *   GET    /api/forum/people/<id>/followers/?cursor=&limit=   PeopleQuery → PeoplePage
 *   GET    /api/forum/people/<id>/following/?cursor=&limit=   PeopleQuery → PeoplePage
 *   PUT    /api/forum/people/<id>/follow/               → FollowResponse (idempotent)
 *   DELETE /api/forum/people/<id>/follow/               → FollowResponse (idempotent)
 *   PUT    /api/forum/people/<id>/block/                → BlockResponse (idempotent; removes follows both ways)
 *   DELETE /api/forum/people/<id>/block/                → BlockResponse (idempotent)
 *   GET    /api/forum/blocks/?cursor=&limit=            PeopleQuery → BlocksPage (the caller's)
 *
 * 404 用户不存在; 400 for oneself (不能关注自己, 不能拉黑自己); following someone who blocked you 403,
 * someone you blocked 422. Rules and SQL: services/forum/people.ts and blocks.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PEOPLE_PATHS } from '../../../types/forumPeople'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { FeedPage } from '../../../types/schemas/forum'
import { BlockResponse, BlocksPage, FollowResponse, PeoplePage, PeopleQuery, PersonPage, PersonParams, PersonPostsQuery } from '../../../types/schemas/forumPeople'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { blocksPage, setBlock } from '../../services/forum/blocks'
import { followList, personPage, personPosts, setFollow } from '../../services/forum/people'

export const peopleRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const people = rel(PEOPLE_PATHS.people)
  const now = () => api.accounts.clock()

  api.get(`${people}:id/`, { schema: { params: PersonParams, querystring: NoQuery, response: { 200: PersonPage } } }, async (request) =>
    personPage(db, prefix, userIdOf(request), request.params.id)
  )

  api.get(`${people}:id/posts/`, { schema: { params: PersonParams, querystring: PersonPostsQuery, response: { 200: FeedPage } } }, async (request) =>
    personPosts(db, prefix, userIdOf(request), request.params.id, request.query)
  )

  for (const side of ['followers', 'following'] as const) {
    api.get(`${people}:id/${side}/`, { schema: { params: PersonParams, querystring: PeopleQuery, response: { 200: PeoplePage } } }, async (request) =>
      followList(db, prefix, userIdOf(request), request.params.id, side, request.query)
    )
  }

  const put = { preValidation: noBodyIsEmpty, schema: { params: PersonParams, querystring: NoQuery, body: EmptyBody } }
  const del = { schema: { params: PersonParams, querystring: NoQuery } }
  api.put(`${people}:id/follow/`, { ...put, schema: { ...put.schema, response: { 200: FollowResponse } } }, async (request) =>
    setFollow(db, userIdOf(request), request.params.id, true, now())
  )
  api.delete(`${people}:id/follow/`, { schema: { ...del.schema, response: { 200: FollowResponse } } }, async (request) =>
    setFollow(db, userIdOf(request), request.params.id, false, now())
  )
  api.put(`${people}:id/block/`, { ...put, schema: { ...put.schema, response: { 200: BlockResponse } } }, async (request) =>
    setBlock(db, userIdOf(request), request.params.id, true, now())
  )
  api.delete(`${people}:id/block/`, { schema: { ...del.schema, response: { 200: BlockResponse } } }, async (request) =>
    setBlock(db, userIdOf(request), request.params.id, false, now())
  )

  api.get(rel(PEOPLE_PATHS.blocks), { schema: { querystring: PeopleQuery, response: { 200: BlocksPage } } }, async (request) =>
    blocksPage(db, prefix, userIdOf(request), request.query)
  )
}
