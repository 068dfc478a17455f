/**
 * Feedback and reports (意见反馈, 举报 a user; issue 22, types/personalFeedback.ts), and the staff
 * reply.
 *
 * - The text rules are core/feedback.ts (400 naming `body` or `contact`); pictures are the sender's
 *   own finished image uploads, checked as a forum post's (services/forum/images.ts: 400 on
 *   `images` for an unknown, foreign, unfinished or non-image key).
 * - A report names a user who exists (404 用户不存在) and is not the sender (400 不能举报自己).
 * - At most FEEDBACK_LIMITS.perDay items (both kinds) per user per China calendar day: counted from
 *   the rows inside the inserting transaction after locking the user's row, so two at the limit
 *   cannot both pass (422: a daily quota, not a burst, so not the 429 of the forum's windows).
 * - Staff reply once: `update … where status = 'open'` decides, so of two replies at once one
 *   wins and the other is a 409. The reply is sent to the user as a system message (services/
 *   messages.ts notify) in the same transaction, carrying the reply itself.
 * - The user reads only their own items; staff read everybody's.
 */
import { and, asc, count, desc, eq, gte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { chinaDay, dayStart } from '../../../core/chinaTime'
import { feedbackTextProblems, replyProblem } from '../../../core/feedback'
import {
  FEEDBACK_LIMITS,
  type FeedbackInput,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackStatus,
  type ReportInput,
  type StaffFeedbackItem,
  type StaffFeedbackQuery
} from '../../../types/personalFeedback'
import type { Db } from '../../db/open'
import { feedback, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { pageWindow, type PageQuery } from '../../lib/paginate'
import { checkOwnImages, imageOf } from '../forum/images'
import { notify } from '../messages'

type FeedbackRow = typeof feedback.$inferSelect

const target = alias(users, 'target')
const sender = alias(users, 'sender')

/** The item's columns with the report target's name (a left join: feedback has none). */
const ITEM_COLUMNS = { row: feedback, targetName: target.username }

const nameOf = (id: number, username: string | null) => username || `用户${id}`

function toItem(row: FeedbackRow, targetName: string | null, apiPrefix: string): FeedbackItem {
  return {
    id: row.id,
    kind: row.kind as FeedbackKind,
    category: row.category,
    body: row.body,
    images: row.imageKeys.map((key) => imageOf(key, apiPrefix)),
    contact: row.contact,
    target_user: row.targetUserId === null ? null : { user_id: row.targetUserId, username: nameOf(row.targetUserId, targetName) },
    status: row.status as FeedbackStatus,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString()
  }
}

/** The checked text fields, or 400 naming the first field that breaks its rule. */
function checkedText(input: { body: string; contact?: string }): { body: string; contact: string } {
  const problems = feedbackTextProblems(input)
  if (problems.body) throw fieldError('body', problems.body)
  if (problems.contact) throw fieldError('contact', problems.contact)
  return { body: input.body.trim(), contact: (input.contact ?? '').trim() }
}

interface NewItem {
  kind: FeedbackKind
  category: string
  body: string
  images?: string[]
  contact?: string
  targetUserId: number | null
}

async function create(db: Db, apiPrefix: string, userId: number, item: NewItem, now: number): Promise<FeedbackItem> {
  const text = checkedText(item)
  const imageKeys = await checkOwnImages(db, userId, item.images ?? [])
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [{ n }] = await tx
      .select({ n: count() })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), gte(feedback.createdAt, dayStart(chinaDay(new Date(now))))))
    if (n >= FEEDBACK_LIMITS.perDay) throw new ApiError(422, 'business_rule', `每天最多提交 ${FEEDBACK_LIMITS.perDay} 次反馈或举报，请明天再试`)
    const [row] = await tx
      .insert(feedback)
      .values({ userId, kind: item.kind, category: item.category, ...text, imageKeys, targetUserId: item.targetUserId, createdAt: new Date(now) })
      .returning()
    const [named] = item.targetUserId === null ? [] : await tx.select({ username: users.username }).from(users).where(eq(users.id, item.targetUserId))
    return toItem(row, named?.username ?? null, apiPrefix)
  })
}

export function sendFeedback(db: Db, apiPrefix: string, userId: number, input: FeedbackInput, now: number): Promise<FeedbackItem> {
  return create(db, apiPrefix, userId, { kind: 'feedback', ...input, targetUserId: null }, now)
}

export async function sendReport(db: Db, apiPrefix: string, userId: number, input: ReportInput, now: number): Promise<FeedbackItem> {
  const { user_id: targetUserId, ...rest } = input
  if (targetUserId === userId) throw new ApiError(400, 'bad_request', '不能举报自己')
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetUserId))
  if (!found) throw new ApiError(404, 'not_found', '用户不存在')
  return create(db, apiPrefix, userId, { kind: 'report', ...rest, targetUserId }, now)
}

/** Mine, both kinds, newest first, with the replies. */
export async function myFeedback(db: Db, apiPrefix: string, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: FeedbackItem[] }> {
  const { limit, offset } = pageWindow(query)
  const mine = eq(feedback.userId, userId)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(feedback).where(mine),
    db.select(ITEM_COLUMNS).from(feedback).leftJoin(target, eq(target.id, feedback.targetUserId)).where(mine).orderBy(desc(feedback.id)).limit(limit).offset(offset)
  ])
  return { count: n, results: rows.map((r) => toItem(r.row, r.targetName, apiPrefix)) }
}

const STAFF_COLUMNS = { ...ITEM_COLUMNS, senderName: sender.username }

const toStaffItem = (r: { row: FeedbackRow; targetName: string | null; senderName: string | null }, apiPrefix: string): StaffFeedbackItem => ({
  ...toItem(r.row, r.targetName, apiPrefix),
  user: { user_id: r.row.userId, username: nameOf(r.row.userId, r.senderName) }
})

/** For staff: open items oldest first (a queue), replied ones newest reply first; optionally one kind. */
export async function staffFeedback(db: Db, apiPrefix: string, query: StaffFeedbackQuery): Promise<{ count: number; results: StaffFeedbackItem[] }> {
  const status = query.status ?? 'open'
  const where = and(eq(feedback.status, status), query.kind ? eq(feedback.kind, query.kind) : undefined)
  const { limit, offset } = pageWindow(query)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(feedback).where(where),
    db
      .select(STAFF_COLUMNS)
      .from(feedback)
      .innerJoin(sender, eq(sender.id, feedback.userId))
      .leftJoin(target, eq(target.id, feedback.targetUserId))
      .where(where)
      .orderBy(...(status === 'open' ? [asc(feedback.id)] : [desc(feedback.repliedAt), desc(feedback.id)]))
      .limit(limit)
      .offset(offset)
  ])
  return { count: n, results: rows.map((r) => toStaffItem(r, apiPrefix)) }
}

/** The system message's text: what it answers and the reply itself (the message list shows it whole). */
function replyMessage(row: FeedbackRow, reply: string): string {
  const what = row.kind === 'report' ? '举报' : '反馈'
  const chars = [...row.body]
  const excerpt = chars.length > 15 ? `${chars.slice(0, 15).join('')}…` : row.body
  return `你的${what}「${excerpt}」有了回复：${reply}`
}

/** Staff reply once (409 after); the user gets the reply as a system message. */
export async function replyToFeedback(db: Db, apiPrefix: string, staffId: number, id: number, rawReply: string, now: number): Promise<StaffFeedbackItem> {
  const problem = replyProblem(rawReply)
  if (problem) throw fieldError('reply', problem)
  const reply = rawReply.trim()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ status: 'replied', reply, repliedBy: staffId, repliedAt: new Date(now) })
      .where(and(eq(feedback.id, id), eq(feedback.status, 'open')))
      .returning()
    if (!row) {
      const [exists] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id))
      throw exists ? new ApiError(409, 'business_rule', '该反馈已回复过') : new ApiError(404, 'not_found', '反馈不存在')
    }
    await notify(tx, { userId: row.userId, type: 'system', actorId: null, text: replyMessage(row, reply), now })
    const [r] = await tx
      .select(STAFF_COLUMNS)
      .from(feedback)
      .innerJoin(sender, eq(sender.id, feedback.userId))
      .leftJoin(target, eq(target.id, feedback.targetUserId))
      .where(eq(feedback.id, id))
    return toStaffItem(r, apiPrefix)
  })
}
