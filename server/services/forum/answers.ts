/**
 * Answers (to questions) and comments (on topics), nested one level: a top-level answer has
 * parent_id null; a reply's parent is a top-level answer of the same post (a reply to a reply is a
 * 400). Lists go oldest first by keyset (`id > cursor order by id limit n + 1`), each top-level
 * answer with its first FIRST_REPLIES replies and how many it has. A post's answer_count counts
 * its published top-level answers, kept in the post row by the transaction that adds one.
 * Visibility as for posts (visibility.ts): a held answer shows only to its author. Answers and
 * replies by someone the viewer blocked are left out; someone blocked by the post's (or the
 * answer's) author cannot answer (reply) there: 403. A published answer writes a 'replies' message
 * to the post's author, a reply to the answer's author (services/messages.ts notify).
 * repliesPage reads an answer's replies after the first ones (same keyset, same visibility).
 */
import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { FORUM_LIMITS, type Answer, type AnswersPage, type NewAnswer, type PostStatus, type Reply } from '../../../types/forum'
import { FIRST_REPLIES, type RepliesPage } from '../../../types/forumReplies'
import { MESSAGE_TEXT_MAX } from '../../../types/forumPeople'
import type { Db } from '../../db/open'
import { forumPosts, forumReplies, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { notify } from '../messages'
import { notBlockedBy, refuseIfBlocked } from './blocks'
import { awardMedals, medalsOf } from './medals'
import { authorOf } from './postRows'
import type { WriteContext } from './posts'
import { checkWriteRate } from './rateLimit'
import { statusForText } from './sensitiveWords'
import { canSee, visiblePost, visibleTo } from './visibility'

/** Replies shown under each answer of a list (types/forumReplies.ts); the rest are counted (reply_count) and read by repliesPage. */
export { FIRST_REPLIES }

export const answerMissing = () => new ApiError(404, 'not_found', '回答不存在')

/** The answers and replies `viewerId` is shown: visible to them (visibility.ts) and not by someone they blocked. */
const shownTo = (viewerId: number | null) => and(visibleTo(forumReplies, viewerId), notBlockedBy(viewerId, forumReplies.authorId))!

/** A 'replies' message keeps the first MESSAGE_TEXT_MAX characters. */
const messageText = (body: string) => [...body.trim()].slice(0, MESSAGE_TEXT_MAX).join('')

const REPLY_COLUMNS = {
  id: forumReplies.id,
  postId: forumReplies.postId,
  parentId: forumReplies.parentId,
  authorId: forumReplies.authorId,
  body: forumReplies.body,
  status: forumReplies.status,
  isDemo: forumReplies.isDemo,
  createdAt: forumReplies.createdAt,
  username: users.username,
  avatarKey: users.avatarKey,
  avatarUrl: users.avatarUrl,
  wornPendant: users.wornPendant
}

interface ReplyRow {
  id: number
  postId: number
  parentId: number | null
  authorId: number
  body: string
  status: string
  isDemo: boolean
  createdAt: Date
  username: string | null
  avatarKey: string | null
  avatarUrl: string | null
  wornPendant: string | null
}

const selectReplies = (db: Db, where: SQL) => db.select(REPLY_COLUMNS).from(forumReplies).innerJoin(users, eq(users.id, forumReplies.authorId)).where(where)

function toReply(row: ReplyRow, replyTo: string | null, medals: Map<number, string[]>, apiPrefix: string): Reply {
  return {
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    reply_to: replyTo,
    author: authorOf(row, medals.get(row.authorId) ?? [], apiPrefix),
    body: row.body,
    status: row.status as PostStatus,
    is_demo: row.isDemo,
    created_at: row.createdAt.toISOString()
  }
}

/** The first FIRST_REPLIES replies (oldest first) of each answer and each answer's count of replies `viewerId` may see. */
async function firstReplies(db: Db, answerIds: number[], viewerId: number | null): Promise<{ rows: ReplyRow[]; counts: Map<number, number> }> {
  if (answerIds.length === 0) return { rows: [], counts: new Map() }
  const ranked = db
    .select({
      ...REPLY_COLUMNS,
      position: sql<number>`row_number() over (partition by ${forumReplies.parentId} order by ${forumReplies.id})`.as('position'),
      total: sql<number>`count(*) over (partition by ${forumReplies.parentId})`.as('total')
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .where(and(inArray(forumReplies.parentId, answerIds), shownTo(viewerId)))
    .as('ranked')
  const rows = await db.select().from(ranked).where(lte(ranked.position, FIRST_REPLIES)).orderBy(asc(ranked.id))
  const counts = new Map(rows.map((r) => [r.parentId!, Number(r.total)]))
  return { rows, counts }
}

export async function answersPage(db: Db, apiPrefix: string, viewerId: number | null, postId: number, query: { cursor?: string; limit?: number }): Promise<AnswersPage> {
  await visiblePost(db, viewerId, postId)
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const conditions = [eq(forumReplies.postId, postId), isNull(forumReplies.parentId), shownTo(viewerId)]
  if (query.cursor !== undefined) conditions.push(gt(forumReplies.id, Number(query.cursor)))
  const rows = await selectReplies(db, and(...conditions)!)
    .orderBy(asc(forumReplies.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const replies = await firstReplies(
    db,
    page.map((a) => a.id),
    viewerId
  )
  const medals = await medalsOf(db, [...new Set([...page, ...replies.rows].map((r) => r.authorId))])
  const results: Answer[] = page.map((answer) => ({
    ...toReply(answer, null, medals, apiPrefix),
    replies: replies.rows.filter((r) => r.parentId === answer.id).map((r) => toReply(r, answer.username ?? '', medals, apiPrefix)),
    reply_count: replies.counts.get(answer.id) ?? 0
  }))
  return { results, next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null }
}

/**
 * One answer's replies after `cursor` (a reply id), oldest first, as the answers list shows its first
 * ones (same visibility and blocking): pass the last reply shown to read on. 404 回答不存在 when the
 * answer is no top-level answer the viewer is shown; 404 帖子不存在 when its post is not visible.
 */
export async function repliesPage(
  db: Db,
  apiPrefix: string,
  viewerId: number | null,
  answerId: number,
  query: { cursor?: string; limit?: number }
): Promise<RepliesPage> {
  const [answer] = await selectReplies(db, and(eq(forumReplies.id, answerId), isNull(forumReplies.parentId), shownTo(viewerId))!)
  if (!answer) throw answerMissing()
  await visiblePost(db, viewerId, answer.postId)
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const conditions = [eq(forumReplies.parentId, answerId), shownTo(viewerId)]
  if (query.cursor !== undefined) conditions.push(gt(forumReplies.id, Number(query.cursor)))
  const rows = await selectReplies(db, and(...conditions)!)
    .orderBy(asc(forumReplies.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const medals = await medalsOf(db, [...new Set(page.map((r) => r.authorId))])
  return {
    results: page.map((r) => toReply(r, answer.username ?? '', medals, apiPrefix)),
    next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null
  }
}

/** Answers the post (or, with parent_id, replies to one of its top-level answers) as `authorId`. */
export async function createAnswer(db: Db, authorId: number, postId: number, input: NewAnswer, ctx: WriteContext): Promise<Answer> {
  if (input.body.trim() === '') throw fieldError('body', '回复内容不能为空')
  const post = await visiblePost(db, authorId, postId)
  let replyTo: string | null = null
  let recipientId = post.authorId
  if (input.parent_id !== undefined) {
    const [parent] = await selectReplies(db, eq(forumReplies.id, input.parent_id))
    if (!parent || parent.postId !== postId || !canSee(parent, authorId)) throw fieldError('parent_id', '要回复的回答不存在')
    if (parent.parentId !== null) throw fieldError('parent_id', '只能回复回答，不能回复回复')
    replyTo = parent.username ?? ''
    recipientId = parent.authorId
  }
  await refuseIfBlocked(db, [post.authorId, recipientId], authorId, '对方已将你拉黑，无法回复')
  const parentId = input.parent_id ?? null
  const status = statusForText(ctx.sensitiveWords, input.body)
  const id = await db.transaction(async (tx) => {
    await checkWriteRate(tx, 'answer', authorId, ctx.now)
    const [row] = await tx
      .insert(forumReplies)
      .values({ postId, parentId, authorId, body: input.body, status, createdAt: new Date(ctx.now) })
      .returning({ id: forumReplies.id })
    if (status === 'published') {
      await notify(tx, { userId: recipientId, type: 'replies', actorId: authorId, postId, replyId: row.id, text: messageText(input.body), now: ctx.now })
    }
    if (parentId === null && status === 'published') {
      await tx
        .update(forumPosts)
        .set({ answerCount: sql`${forumPosts.answerCount} + 1` })
        .where(eq(forumPosts.id, postId))
      await awardMedals(tx, authorId, ctx.now)
    }
    return row.id
  })
  const [row] = await selectReplies(db, eq(forumReplies.id, id))
  const medals = await medalsOf(db, [authorId])
  return { ...toReply(row, replyTo, medals, ctx.apiPrefix), replies: [], reply_count: 0 }
}
