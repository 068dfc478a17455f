export type * from './schemas/forumRanks'

/**
 * The forum's rank lists and question filter (issue 19, "questionRanks" and
 * "questionFilterPage/questionFilterDetail"): constants and API paths shared by the app and the
 * server. Shapes: types/schemas/forumRanks.ts.
 *
 * Both read a level's questions (kind 'question'): topics have comments rather than answers and
 * votes have ballots, so neither belongs to 问答排行 or 问题筛选.
 */

/**
 * A rank list: the level's published questions with the most answers (answer_count), the most
 * likes (like_count), or the most heat this week (like_count + 2 × answer_count over questions of
 * the last 7 days, the hot list's heat, services/forum/hot.ts). Only questions with something to
 * rank by (a count or heat above 0) are listed.
 */
export const RANK_KINDS = ['answers', 'likes', 'week'] as const
export type RankKind = (typeof RANK_KINDS)[number]

/** Entries of a rank list (one page, no cursor). */
export const RANK_LIMIT = 50

/**
 * The question filter's states: all; 待回答 (no answer yet); 已解决 (its author marked it solved,
 * forum_posts.solved_at); 未解决 (not marked solved, whether answered or not).
 */
export const QUESTION_STATES = ['all', 'unanswered', 'solved', 'unsolved'] as const
export type QuestionState = (typeof QUESTION_STATES)[number]

/** 最新 (newest id first) or 最热 (heat, then the newer id). */
export const QUESTION_SORTS = ['latest', 'hot'] as const
export type QuestionSort = (typeof QUESTION_SORTS)[number]

/**
 * The filter's cursor: the last question's id (sort 'latest', as the feed's CURSOR_PATTERN) or its
 * heat and id, '<heat>.<id>' (sort 'hot'), as the server gave it.
 */
export const FILTER_CURSOR_PATTERN = '^([0-9]{1,10}\\.)?[1-9][0-9]{0,15}$'

export const FORUM_RANK_PATHS = {
  /** ?level=&kind=: one rank list. */
  ranks: '/api/forum/ranks/',
  /** ?level=&qa_tag=&tab=&state=&sort=&cursor=&limit=: the question filter, cursor-paged. */
  questionFilter: '/api/forum/question-filter/'
} as const
