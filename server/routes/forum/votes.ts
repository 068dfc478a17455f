/**
 * Votes (issue 19; types/forumVotes.ts, services/forum/votes.ts). Reading, login optional (a
 * logged-in reader also gets their own ballot; a bad or expired token reads as a visitor):
 *
 *   GET  /api/forum/votes/<id>/           → VoteDetail (the post and its results)
 *   GET  /api/forum/votes/<id>/results/   → VoteResults (what an open vote page polls)
 *
 * Writing, login required (the folder's guard in index.ts):
 *
 *   POST /api/forum/votes/                NewVote → 201 VoteDetail
 *   POST /api/forum/votes/<id>/ballot/    NewBallot → 201 VoteResults
 *
 * 400 with a Chinese detail for a tab outside the level, blank or repeated options, a deadline out
 * of bounds, a ballot with no, unknown or (single choice) several options; 404 帖子不存在 / 投票不存在;
 * 409 already_voted 你已经投过票了, vote_closed 投票已截止; 429 throttled past the posting or ballot rate.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { VOTE_PATHS } from '../../../types/forumVotes'
import { NoQuery } from '../../../types/schema'
import { NewBallot, NewVote, VoteDetail, VoteParams, VoteResults } from '../../../types/schemas/forumVotes'
import { rel } from '../../lib/paths'
import { optionalUserId, userIdOf } from '../../plugins/auth'
import { castBallot, createVote, voteDetail, voteResults } from '../../services/forum/votes'
import { writeContextOf } from '../../services/forum/writeContext'

export const voteReadingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const votes = rel(VOTE_PATHS.votes)

  api.get(`${votes}:id/`, { schema: { params: VoteParams, querystring: NoQuery, response: { 200: VoteDetail } } }, async (request) =>
    voteDetail(db, api.config.apiPrefix, await optionalUserId(api, request), request.params.id, api.accounts.clock())
  )

  api.get(`${votes}:id/results/`, { schema: { params: VoteParams, querystring: NoQuery, response: { 200: VoteResults } } }, async (request) =>
    voteResults(db, await optionalUserId(api, request), request.params.id, api.accounts.clock())
  )
}

export const voteWritingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const votes = rel(VOTE_PATHS.votes)
  const context = writeContextOf(api.database, api.config, () => api.accounts.clock())

  api.post(votes, { schema: { querystring: NoQuery, body: NewVote, response: { 201: VoteDetail } } }, async (request, reply) => {
    const vote = await createVote(db, userIdOf(request), request.body, await context())
    reply.code(201)
    return vote
  })

  api.post(`${votes}:id/ballot/`, { schema: { params: VoteParams, querystring: NoQuery, body: NewBallot, response: { 201: VoteResults } } }, async (request, reply) => {
    const results = await castBallot(db, userIdOf(request), request.params.id, request.body.option_ids, api.accounts.clock())
    reply.code(201)
    return results
  })
}
