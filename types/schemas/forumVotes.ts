/**
 * Forum vote schemas (issue 19, "Votes"): creating a vote, its page and results, casting a ballot.
 * Constants and paths: types/forumVotes.ts. Text is plain text, stored as typed (options trimmed)
 * and rendered as text. Times are ISO 8601 strings.
 */
import { FORUM_LIMITS } from '../forum'
import { VOTE_LIMITS } from '../forumVotes'
import { ForumLevel, PostDetail } from './forum'
import { Id, Nullable, Obj, Type, type Static } from '../schema'

/** POST VOTE_PATHS.votes */
export const NewVote = Obj({
  level: ForumLevel,
  /** A post tab of the level (as for questions). */
  tab: Type.String({ minLength: 1, maxLength: 32 }),
  /** The question put to the vote. */
  title: Type.String({ minLength: FORUM_LIMITS.titleMin, maxLength: FORUM_LIMITS.titleMax }),
  /** An optional description. */
  body: Type.Optional(Type.String({ maxLength: FORUM_LIMITS.bodyMax })),
  /** The options in order: not blank, each different, each at most VOTE_LIMITS.optionMax characters. */
  options: Type.Array(Type.String({ minLength: 1, maxLength: VOTE_LIMITS.optionMax }), { minItems: VOTE_LIMITS.optionsMin, maxItems: VOTE_LIMITS.optionsMax }),
  /** Several options may be chosen. */
  multiple: Type.Boolean(),
  /** When voting ends (ISO 8601): at least VOTE_LIMITS.deadlineMinMs and at most VOTE_LIMITS.deadlineMaxDays ahead. */
  deadline: Type.String({ minLength: 10, maxLength: 40 })
})
export type NewVote = Static<typeof NewVote>

export const VoteOption = Obj({
  id: Type.Integer(),
  label: Type.String(),
  /** Ballots that chose it. */
  count: Type.Integer(),
  /** Share of the voters who chose it, 0-100 (core/votes.ts votePercents). */
  percent: Type.Integer({ minimum: 0, maximum: 100 })
})
export type VoteOption = Static<typeof VoteOption>

/** GET VOTE_PATHS.votes + '<id>/results/': what an open vote page polls. */
export const VoteResults = Obj({
  post_id: Type.Integer(),
  multiple: Type.Boolean(),
  deadline: Type.String(),
  /** The deadline has passed: no more ballots. */
  closed: Type.Boolean(),
  /** People who voted. */
  voters: Type.Integer(),
  options: Type.Array(VoteOption),
  /** The option ids the asking user chose; null when they have not voted (or are a visitor). */
  my_ballot: Nullable(Type.Array(Type.Integer()))
})
export type VoteResults = Static<typeof VoteResults>

/** GET VOTE_PATHS.votes + '<id>/', and the answer of creating one. */
export const VoteDetail = Obj({ post: PostDetail, vote: VoteResults })
export type VoteDetail = Static<typeof VoteDetail>

export const VoteParams = Obj({ id: Id() })
export type VoteParams = Static<typeof VoteParams>

/** POST VOTE_PATHS.votes + '<id>/ballot/': the chosen option ids (one on a single-choice vote). */
export const NewBallot = Obj({ option_ids: Type.Array(Id(), { maxItems: VOTE_LIMITS.optionsMax }) })
export type NewBallot = Static<typeof NewBallot>
