/**
 * The vote calls (types/forumVotes.ts VOTE_PATHS), one function each, through request.ts. Used by
 * the vote pages only (not the home tab's first screen).
 */
import { VOTE_PATHS, type NewBallot, type NewVote, type VoteDetail, type VoteResults } from '@types-contract/forumVotes'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const vote = (id: number, rest = '') => `${VOTE_PATHS.votes}${encodeURIComponent(String(id))}/${rest}`

/** Creates a vote (login required); answers its page. */
export const createVote = (input: NewVote, o: Extra = {}) => request<VoteDetail>(VOTE_PATHS.votes, { method: 'POST', data: input, ...o })

/** A vote's page: the post and its results (with the reader's ballot when logged in). */
export const fetchVote = (id: number, o: Extra = {}) => request<VoteDetail>(vote(id), o)

/** The results alone: what an open vote page polls. */
export const fetchVoteResults = (id: number, o: Extra = {}) => request<VoteResults>(vote(id, 'results/'), o)

/** Casts the user's one ballot (login required): 409 after a first one or after the deadline. */
export const castBallot = (id: number, optionIds: number[], o: Extra = {}) => {
  const data: NewBallot = { option_ids: optionIds }
  return request<VoteResults>(vote(id, 'ballot/'), { method: 'POST', data, ...o })
}
