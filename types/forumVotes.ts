export type * from './schemas/forumVotes'

/**
 * The forum's votes (issue 19, "Votes"): constants and API paths shared by the app and the server.
 * Shapes: types/schemas/forumVotes.ts; rules both sides use (options, deadline, percentages):
 * core/votes.ts.
 *
 * A vote is a forum post of kind 'vote' (types/forum.ts POST_KINDS): its title is the question, its
 * body an optional description; it appears in the feed like other posts. Each user casts one
 * ballot per vote (one option, or several on a multiple-choice vote), enforced by the server; a
 * second ballot and a ballot after the deadline are 409 (VoteErrorCode).
 */
export const VOTE_LIMITS = {
  optionsMin: 2,
  optionsMax: 10,
  /** Characters of one option. */
  optionMax: 30,
  /** The deadline is at least this far ahead when a vote is created … */
  deadlineMinMs: 10 * 60_000,
  /** … and at most this many days. */
  deadlineMaxDays: 30
} as const

/** Ballots per user within the window (429 throttled past it): generous for a person, tight for a script. */
export const BALLOT_RATE_LIMIT = { count: 30, windowMs: 10 * 60_000 } as const

/** The 409 codes of a ballot. */
export type VoteErrorCode =
  /** 你已经投过票了 */
  | 'already_voted'
  /** 投票已截止 */
  | 'vote_closed'

export const VOTE_PATHS = {
  /**
   * POST: create a vote (login). + '<id>/' GET: the vote's page (post and results); + '<id>/results/'
   * GET: the results alone (what an open page polls); + '<id>/ballot/' POST: cast a ballot (login).
   */
  votes: '/api/forum/votes/'
} as const
