/**
 * Rank lists and the question filter (issue 19; types/forumRanks.ts, services/forum/ranks.ts and
 * questionFilter.ts). Reading, login optional (a logged-in reader also gets `liked`, loses the
 * questions of authors they blocked, and in the filter sees their own held questions; a bad or
 * expired token reads as a visitor):
 *
 *   GET /api/forum/ranks/?level=&kind=answers|likes|week                       RankQuery → RankList
 *   GET /api/forum/question-filter/?level=&qa_tag=&tab=&state=&sort=&cursor=&limit=
 *                                                             QuestionFilterQuery → QuestionFilterPage
 *
 * 400 with a Chinese detail for an unknown level, kind, state or sort (the schema), a tab outside
 * the level (该分区不属于…版块), an unknown QA tag (问答标签不存在), a cursor of the other sort.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FORUM_RANK_PATHS } from '../../../types/forumRanks'
import { QuestionFilterPage, QuestionFilterQuery, RankList, RankQuery } from '../../../types/schemas/forumRanks'
import { rel } from '../../lib/paths'
import { optionalUserId } from '../../plugins/auth'
import { questionFilterPage } from '../../services/forum/questionFilter'
import { rankList } from '../../services/forum/ranks'

export const rankRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix

  api.get(rel(FORUM_RANK_PATHS.ranks), { schema: { querystring: RankQuery, response: { 200: RankList } } }, async (request) =>
    rankList(db, prefix, await optionalUserId(api, request), request.query.level, request.query.kind, api.accounts.clock())
  )

  api.get(rel(FORUM_RANK_PATHS.questionFilter), { schema: { querystring: QuestionFilterQuery, response: { 200: QuestionFilterPage } } }, async (request) =>
    questionFilterPage(db, prefix, await optionalUserId(api, request), request.query)
  )
}
