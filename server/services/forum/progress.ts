/**
 * Question progress (进展反馈, issue 19 "processes"; types/forumProgress.ts): how a question turned
 * out. Its asker adds short notes (forum_progress, oldest first) and marks it solved
 * (forum_posts.solved_at) or open again.
 *
 * - Reading: anyone who may see the question (visibility.ts) reads its published notes; the asker
 *   also their own held ones (marked 审核中 by the app). A missing or hidden question is 404
 *   帖子不存在; a topic or vote has no progress (400).
 * - Writing: only the asker (403 只有提问者可以更新进展), only on a question (400). A note is 1–500
 *   characters, not blank; the sensitive-word list holds it as it holds answers (sensitiveWords.ts;
 *   staff release held notes with the staff pages of the operator console). A muted asker cannot
 *   add a note (403, mute.ts) but may still mark the question solved (it writes no text). Notes
 *   are rate-limited (rateLimit.ts checkProgressRate, PROGRESS_RATE_LIMIT: 10 an hour) and capped
 *   at PROGRESS_LIMITS.notesMax per question, so the thread is always answered whole.
 * - News: a published note, or the question newly marked solved, tells everyone who answered it
 *   (notices.ts noticeProgress, a system message, one unread per question and answerer). Reopening
 *   without a note tells nobody: it is not news to someone who helped.
 * Each write is one transaction with the question's row locked, so the count and the solved state
 * cannot race.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm'
import { PROGRESS_LIMITS, type NewProgress, type ProgressThread } from '../../../types/forumProgress'
import type { PostStatus } from '../../../types/forum'
import type { Db } from '../../db/open'
import { forumPosts, forumProgress, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { medalsOf } from './medals'
import { noticeProgress } from './notices'
import { authorOf } from './postRows'
import type { WriteContext } from './posts'
import { checkProgressRate } from './rateLimit'
import { statusForText } from './sensitiveWords'
import { canSee, postMissing } from './visibility'

export const notAQuestion = () => new ApiError(400, 'business_rule', '只有问题可以记录进展')
export const notTheAsker = () => new ApiError(403, 'permission_denied', '只有提问者可以更新进展')
const tooManyNotes = () => new ApiError(400, 'business_rule', `每个问题最多记录 ${PROGRESS_LIMITS.notesMax} 条进展`)

interface Question {
  id: number
  authorId: number
  title: string
}

/** The question `viewerId` may see: 404 帖子不存在 when it is not theirs to see, 400 when the post is no question. */
async function visibleQuestion(db: Pick<Db, 'select'>, viewerId: number | null, id: number) {
  const [row] = await db
    .select({
      id: forumPosts.id,
      authorId: forumPosts.authorId,
      kind: forumPosts.kind,
      title: forumPosts.title,
      status: forumPosts.status,
      solvedAt: forumPosts.solvedAt,
      isDemo: forumPosts.isDemo,
      username: users.username,
      avatarKey: users.avatarKey,
      avatarUrl: users.avatarUrl,
      wornPendant: users.wornPendant
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.id, id))
  if (!row || !canSee(row, viewerId)) throw postMissing()
  if (row.kind !== 'question') throw notAQuestion()
  return row
}

/** The question `userId` asked: 404, 400 (no question) or 403 (someone else's) otherwise. */
async function askersQuestion(db: Pick<Db, 'select'>, userId: number, id: number): Promise<Question> {
  const row = await visibleQuestion(db, userId, id)
  if (row.authorId !== userId) throw notTheAsker()
  return { id: row.id, authorId: row.authorId, title: row.title }
}

/** A question's progress as `viewerId` sees it: its state and notes, oldest first. */
export async function progressThread(db: Db, apiPrefix: string, viewerId: number | null, id: number): Promise<ProgressThread> {
  const question = await visibleQuestion(db, viewerId, id)
  const isAuthor = viewerId !== null && viewerId === question.authorId
  const visible = isAuthor ? or(eq(forumProgress.status, 'published'), eq(forumProgress.status, 'held')) : eq(forumProgress.status, 'published')
  const [notes, medals] = await Promise.all([
    db
      .select({ id: forumProgress.id, body: forumProgress.body, status: forumProgress.status, isDemo: forumProgress.isDemo, createdAt: forumProgress.createdAt })
      .from(forumProgress)
      .where(and(eq(forumProgress.postId, id), visible))
      .orderBy(asc(forumProgress.id)),
    medalsOf(db, [question.authorId])
  ])
  return {
    post_id: question.id,
    title: question.title,
    author: authorOf(question, medals.get(question.authorId) ?? [], apiPrefix),
    status: question.status as PostStatus,
    solved_at: question.solvedAt?.toISOString() ?? null,
    is_author: isAuthor,
    is_demo: question.isDemo,
    notes: notes.map((n) => ({ id: n.id, body: n.body, status: n.status as PostStatus, is_demo: n.isDemo, created_at: n.createdAt.toISOString() }))
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Locks the question's row; sets solved_at when `solved` differs from it; answers whether it changed. */
async function applySolved(tx: Tx, id: number, solved: boolean | undefined, now: number): Promise<boolean> {
  const [row] = await tx.select({ solvedAt: forumPosts.solvedAt }).from(forumPosts).where(eq(forumPosts.id, id)).for('update')
  if (solved === undefined || solved === (row.solvedAt !== null)) return false
  await tx
    .update(forumPosts)
    .set({ solvedAt: solved ? new Date(now) : null })
    .where(eq(forumPosts.id, id))
  return true
}

/** Adds the asker's note to question `id` (and, with `solved`, marks it solved or open); answers the thread. */
export async function addProgress(db: Db, userId: number, id: number, input: NewProgress, ctx: WriteContext): Promise<ProgressThread> {
  if (input.body.trim() === '') throw fieldError('body', '进展内容不能为空')
  const question = await askersQuestion(db, userId, id)
  const status = statusForText(ctx.sensitiveWords, input.body)
  await db.transaction(async (tx) => {
    await checkProgressRate(tx, userId, ctx.now)
    const changed = await applySolved(tx, id, input.solved, ctx.now)
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(forumProgress)
      .where(eq(forumProgress.postId, id))
    if (n >= PROGRESS_LIMITS.notesMax) throw tooManyNotes()
    await tx.insert(forumProgress).values({ postId: id, body: input.body, status, createdAt: new Date(ctx.now) })
    const news = { note: status === 'published' ? input.body : undefined, solved: changed ? input.solved : undefined }
    if (news.note !== undefined || news.solved === true) await noticeProgress(tx, question, news, ctx.now)
  })
  return progressThread(db, ctx.apiPrefix, userId, id)
}

/** Marks question `id` solved or open again (its asker only); answers the thread. Idempotent. */
export async function setSolved(db: Db, userId: number, id: number, solved: boolean, ctx: WriteContext): Promise<ProgressThread> {
  const question = await askersQuestion(db, userId, id)
  await db.transaction(async (tx) => {
    const changed = await applySolved(tx, id, solved, ctx.now)
    if (changed && solved) await noticeProgress(tx, question, { solved: true }, ctx.now)
  })
  return progressThread(db, ctx.apiPrefix, userId, id)
}
