/**
 * The rank-list and question-filter calls (types/forumRanks.ts FORUM_RANK_PATHS), through
 * request.ts. Used by forum/questionRanks/index and the question filter page only.
 */
import type { ForumLevel } from '@types-contract/forum'
import { FORUM_RANK_PATHS, type QuestionFilterPage, type QuestionFilterQuery, type RankKind, type RankList } from '@types-contract/forumRanks'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** One rank list of a level (top 50). */
export const fetchRanks = (level: ForumLevel, kind: RankKind, o: Extra = {}) => request<RankList>(FORUM_RANK_PATHS.ranks, { query: { level, kind }, ...o })

/** One page of the question filter; `cursor` from the last page of the same query. */
export const fetchQuestionFilter = (query: QuestionFilterQuery, o: Extra = {}) =>
  request<QuestionFilterPage>(FORUM_RANK_PATHS.questionFilter, { query: { ...query }, ...o })
