/**
 * Forum rank-list and question-filter schemas (issue 19, "questionRanks" and
 * "questionFilterPage/questionFilterDetail"). Constants and paths: types/forumRanks.ts. Both answer
 * feed cards (PostSummary), so the app shows them as the feed does.
 */
import { FORUM_LIMITS } from '../forum'
import { FILTER_CURSOR_PATTERN, QUESTION_SORTS, QUESTION_STATES, RANK_KINDS, RANK_LIMIT } from '../forumRanks'
import { CursorPage, ForumLevel, PostSummary } from './forum'
import { Obj, StringEnum, Type, type Static } from '../schema'

export const RankKind = StringEnum(RANK_KINDS)
export const QuestionState = StringEnum(QUESTION_STATES)
export const QuestionSort = StringEnum(QUESTION_SORTS)

/** GET FORUM_RANK_PATHS.ranks */
export const RankQuery = Obj({ level: ForumLevel, kind: RankKind })
export type RankQuery = Static<typeof RankQuery>

/** One row of a rank list. */
export const RankEntry = Obj({
  /** 1, 2, 3 … in list order: a tie goes to the newer question (the larger id), so no two rows share a number. */
  rank: Type.Integer({ minimum: 1 }),
  /** like_count + 2 × answer_count (the hot list's heat), whatever the list. */
  heat: Type.Integer(),
  post: PostSummary
})
export type RankEntry = Static<typeof RankEntry>

export const RankList = Obj({
  level: ForumLevel,
  kind: RankKind,
  /** At most RANK_LIMIT rows, rank 1 first. */
  results: Type.Array(RankEntry, { maxItems: RANK_LIMIT })
})
export type RankList = Static<typeof RankList>

/** GET FORUM_RANK_PATHS.questionFilter */
export const QuestionFilterQuery = Obj({
  level: ForumLevel,
  /** A key of the QA-tag config; absent: every question. */
  qa_tag: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** 'recommend' or absent (every tab) or a post tab of the level. */
  tab: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** Default 'all'. */
  state: Type.Optional(QuestionState),
  /** Default 'latest'. */
  sort: Type.Optional(QuestionSort),
  /** next_cursor of the previous page of the same query. */
  cursor: Type.Optional(Type.String({ pattern: FILTER_CURSOR_PATTERN })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FORUM_LIMITS.pageSizeMax, default: FORUM_LIMITS.pageSize }))
})
export type QuestionFilterQuery = Static<typeof QuestionFilterQuery>

export const QuestionFilterPage = CursorPage(PostSummary)
export type QuestionFilterPage = Static<typeof QuestionFilterPage>
