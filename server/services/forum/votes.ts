/**
 * Votes (issue 19, "Votes"; types/forumVotes.ts, rules in core/votes.ts): a post of kind 'vote'
 * (vote_multiple, vote_deadline on the forum_posts row) with its options in forum_vote_options
 * (in order, each with a running vote_count) and one forum_ballots row per user and vote.
 *
 * - Creating one checks what the schema cannot (the tab belongs to the level, the options are not
 *   blank and all different, the deadline is within bounds: core/votes.ts), then, as for questions
 *   (posts.ts), the sensitive-word list decides 'published' or 'held' (the options count as text)
 *   and the posting rate limit is checked in the transaction that inserts the post and its options.
 * - A ballot is one transaction: the voter's users row is locked (so two ballots of one user queue
 *   behind each other, and the ballot rate is exact), an existing ballot is 409 already_voted, the
 *   forum_ballots row is inserted (its primary key (post, user) is the last word: a conflict is
 *   409 too) and each chosen option's vote_count goes up by one. After the deadline: 409
 *   vote_closed. Wrong, repeated or several options on a single-choice vote: 400.
 * - Results are read in one statement (options, their counts, the number of ballots and the
 *   reader's own ballot), so counts and voters always come from the same moment; percentages are
 *   core/votes.ts votePercents. Anybody who may see the post may read them.
 * A user muted by staff can neither create a vote nor vote (403, mute.ts). A ballot tells the
 * vote's author how many took part (one unread system message per vote, notices.ts noticeVote).
 * Who sees a vote: as for every post (visibility.ts); a post of another kind is 404 投票不存在.
 */
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm'
import { BALLOT_RATE_LIMIT, type NewVote, type VoteDetail, type VoteResults } from '../../../types/forumVotes'
import { FORUM_LIMITS } from '../../../types/forum'
import { mergeHashtags } from '../../../core/hashtags'
import { voteDeadlineProblem, voteOptionsProblem, votePercents } from '../../../core/votes'
import type { Db } from '../../db/open'
import { forumBallots, forumPosts, forumVoteOptions, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { checkTab } from './levels'
import { assertNotMuted } from './mute'
import { postDetail, type WriteContext } from './posts'
import { noticeVote } from './notices'
import { checkWriteRate } from './rateLimit'
import { statusForText } from './sensitiveWords'
import { canSee, postMissing } from './visibility'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const alreadyVoted = () => new ApiError(409, 'already_voted', '你已经投过票了')
export const voteClosed = () => new ApiError(409, 'vote_closed', '投票已截止')
const notAVote = () => new ApiError(404, 'not_found', '投票不存在')

interface VoteRow {
  id: number
  authorId: number
  status: string
  multiple: boolean
  deadline: Date
}

/** The vote `viewerId` may see: 404 帖子不存在 when it is not theirs to see, 404 投票不存在 when the post is no vote. */
async function visibleVote(db: Pick<Db, 'select'>, viewerId: number | null, id: number): Promise<VoteRow> {
  const [row] = await db
    .select({
      id: forumPosts.id,
      authorId: forumPosts.authorId,
      status: forumPosts.status,
      kind: forumPosts.kind,
      multiple: forumPosts.voteMultiple,
      deadline: forumPosts.voteDeadline
    })
    .from(forumPosts)
    .where(eq(forumPosts.id, id))
  if (!row || !canSee(row, viewerId)) throw postMissing()
  if (row.kind !== 'vote' || row.deadline === null) throw notAVote()
  return { id: row.id, authorId: row.authorId, status: row.status, multiple: row.multiple === true, deadline: row.deadline }
}

/** The results of `vote` as `viewerId` sees them at `now`, read in one statement. */
async function resultsOf(db: Pick<Db, 'select'>, vote: VoteRow, viewerId: number | null, now: number): Promise<VoteResults> {
  const voters = sql<number>`(select count(*) from ${forumBallots} where ${forumBallots.postId} = ${vote.id})`
  const mine =
    viewerId === null
      ? sql<number[] | null>`null::jsonb`
      : sql<number[] | null>`(select ${forumBallots.optionIds} from ${forumBallots} where ${forumBallots.postId} = ${vote.id} and ${forumBallots.userId} = ${viewerId})`
  const rows = await db
    .select({ id: forumVoteOptions.id, label: forumVoteOptions.label, count: forumVoteOptions.voteCount, voters, mine })
    .from(forumVoteOptions)
    .where(eq(forumVoteOptions.postId, vote.id))
    .orderBy(asc(forumVoteOptions.position))
  const total = rows.length > 0 ? Number(rows[0].voters) : 0
  const percents = votePercents(
    rows.map((r) => r.count),
    total,
    vote.multiple
  )
  const ballot = rows.length > 0 ? rows[0].mine : null
  return {
    post_id: vote.id,
    multiple: vote.multiple,
    deadline: vote.deadline.toISOString(),
    closed: now >= vote.deadline.getTime(),
    voters: total,
    options: rows.map((r, i) => ({ id: r.id, label: r.label, count: r.count, percent: percents[i] })),
    my_ballot: ballot === null ? null : ballot.map(Number)
  }
}

export async function voteResults(db: Db, viewerId: number | null, id: number, now: number): Promise<VoteResults> {
  return resultsOf(db, await visibleVote(db, viewerId, id), viewerId, now)
}

/** A vote's page: the post (as GET /api/forum/posts/<id>/ answers it) and its results. */
export async function voteDetail(db: Db, apiPrefix: string, viewerId: number | null, id: number, now: number): Promise<VoteDetail> {
  const vote = await visibleVote(db, viewerId, id)
  const post = await postDetail(db, apiPrefix, viewerId, id)
  if (!post) throw postMissing()
  return { post, vote: await resultsOf(db, vote, viewerId, now) }
}

/** Creates a vote as `authorId`: the post (kind 'vote') and its options in one transaction. */
export async function createVote(db: Db, authorId: number, input: NewVote, ctx: WriteContext): Promise<VoteDetail> {
  if (input.title.trim().length < FORUM_LIMITS.titleMin) throw fieldError('title', `投票问题至少 ${FORUM_LIMITS.titleMin} 个字`)
  checkTab(input.level, input.tab, { allowRecommend: false })
  const optionsProblem = voteOptionsProblem(input.options)
  if (optionsProblem !== null) throw fieldError('options', optionsProblem)
  const deadline = Date.parse(input.deadline)
  const deadlineProblem = voteDeadlineProblem(deadline, ctx.now)
  if (deadlineProblem !== null) throw fieldError('deadline', deadlineProblem)

  const body = input.body ?? ''
  const labels = input.options.map((l) => l.trim())
  const hashtags = mergeHashtags([], [input.title, body], FORUM_LIMITS.hashtagsMax)
  const status = statusForText(ctx.sensitiveWords, input.title, body, ...labels, ...hashtags)
  const id = await db.transaction(async (tx) => {
    await checkWriteRate(tx, 'post', authorId, ctx.now)
    const [row] = await tx
      .insert(forumPosts)
      .values({
        authorId,
        kind: 'vote',
        level: input.level,
        tab: input.tab,
        title: input.title,
        body,
        images: [],
        hashtags,
        qaTag: null,
        voteMultiple: input.multiple,
        voteDeadline: new Date(deadline),
        status,
        createdAt: new Date(ctx.now)
      })
      .returning({ id: forumPosts.id })
    await tx.insert(forumVoteOptions).values(labels.map((label, position) => ({ postId: row.id, position, label })))
    return row.id
  })
  return voteDetail(db, ctx.apiPrefix, authorId, id, ctx.now)
}

/** 403 when staff muted the voter (mute.ts), 429 past the ballot rate; inside the ballot's transaction, the voter's row locked. */
async function checkVoter(tx: Tx, userId: number, now: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  await assertNotMuted(tx, userId, now)
  const [{ n }] = await tx
    .select({ n: count() })
    .from(forumBallots)
    .where(and(eq(forumBallots.userId, userId), gt(forumBallots.createdAt, new Date(now - BALLOT_RATE_LIMIT.windowMs))))
  if (n >= BALLOT_RATE_LIMIT.count) throw new ApiError(429, 'throttled', '投票太频繁了，请稍后再试')
}

/** The chosen option ids, checked against the vote: 400 with a Chinese detail when they cannot be a ballot. */
async function checkChoice(db: Pick<Db, 'select'>, vote: VoteRow, optionIds: readonly number[]): Promise<number[]> {
  if (optionIds.length === 0) throw fieldError('option_ids', '请至少选择一个选项')
  const chosen = [...new Set(optionIds)]
  if (chosen.length !== optionIds.length) throw fieldError('option_ids', '同一个选项只能选一次')
  if (!vote.multiple && chosen.length > 1) throw fieldError('option_ids', '这是单选投票，只能选择一个选项')
  const options = await db.select({ id: forumVoteOptions.id }).from(forumVoteOptions).where(eq(forumVoteOptions.postId, vote.id))
  const known = new Set(options.map((o) => o.id))
  if (chosen.some((id) => !known.has(id))) throw fieldError('option_ids', '选项不存在，请刷新后重试')
  return chosen
}

/** Casts `userId`'s one ballot on vote `id`; answers the results with it counted. */
export async function castBallot(db: Db, userId: number, id: number, optionIds: readonly number[], now: number): Promise<VoteResults> {
  const vote = await visibleVote(db, userId, id)
  if (now >= vote.deadline.getTime()) throw voteClosed()
  const chosen = await checkChoice(db, vote, optionIds)
  await db.transaction(async (tx) => {
    // Ballots of one vote take turns: several options' counts updated by concurrent ballots in
    // different orders deadlocked on PostgreSQL. The vote's row is the first lock each one takes.
    await tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, id)).for('no key update')
    await checkVoter(tx, userId, now)
    const [before] = await tx
      .select({ postId: forumBallots.postId })
      .from(forumBallots)
      .where(and(eq(forumBallots.postId, id), eq(forumBallots.userId, userId)))
    if (before) throw alreadyVoted()
    const inserted = await tx
      .insert(forumBallots)
      .values({ postId: id, userId, optionIds: chosen, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ postId: forumBallots.postId })
    if (inserted.length === 0) throw alreadyVoted()
    await tx
      .update(forumVoteOptions)
      .set({ voteCount: sql`${forumVoteOptions.voteCount} + 1` })
      .where(and(eq(forumVoteOptions.postId, id), inArray(forumVoteOptions.id, chosen)))
    await noticeVote(tx, id, userId, now)
  })
  return resultsOf(db, vote, userId, now)
}
