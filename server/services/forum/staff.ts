/**
 * What staff (users.is_staff; the guard is server/plugins/staff.ts) do about reports and held
 * content (issue 19, "Safety"):
 *
 * - the open reports, oldest first (a queue), by keyset on id, each with its target, the target's
 *   author (and their mute) and how many open reports the target has;
 * - hide a post or a reply (status 'hidden': nobody sees it, visibility.ts), restore a hidden one,
 *   release a held one (a sensitive word matched) — both back to 'published';
 * - dismiss a report (the target stays as it is);
 * - mute a user in the forum until a time, and unmute (mute.ts holds what a mute stops).
 *
 * Every action resolves the open reports of its target: of the post itself (not of its replies)
 * or of the reply; a mute those of everything the muted user wrote; an unmute none. Acting twice
 * is harmless: hiding a hidden post, or restoring or releasing a published one, changes nothing
 * (200). Restoring a held post or releasing a hidden one is a 409: the two say different things
 * (taken down by staff vs. waiting for review), so staff name the one they mean.
 *
 * A top-level answer's post keeps answer_count equal to its published answers: hiding a published
 * one takes one off, restoring or releasing adds one, in the same transaction. Releasing an answer
 * may earn its author a medal (medals.ts), as answering does.
 *
 * A change of status tells the author (a system message, notices.ts): hidden, released or
 * restored, with the first words of what it was about; acting twice tells nothing more.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  type StaffContentAction,
  type StaffContentResult,
  type StaffReportsPage,
  type StaffReportsQuery
} from '../../../types/forumStaff'
import { FORUM_LIMITS, type PostStatus } from '../../../types/forum'
import type { MuteResult } from '../../../types/forumStaff'
import type { Db } from '../../db/open'
import { forumPosts, forumReplies, forumReports, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { awardMedals } from './medals'
import { noticePostStaffAction, noticeReplyStaffAction } from './notices'
import { activeMute } from './mute'
import { reasonOf, replyMissing } from './reports'
import { postMissing } from './visibility'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The status an action leads to from `from`, or the 409 detail when it does not apply. */
export function nextStatus(action: StaffContentAction, from: PostStatus): { to: PostStatus } | { conflict: string } {
  switch (action) {
    case 'hide':
      return { to: 'hidden' }
    case 'restore':
      return from === 'held' ? { conflict: '该内容在审核中，请使用放行' } : { to: 'published' }
    case 'release':
      return from === 'hidden' ? { conflict: '该内容已被隐藏，请使用恢复' } : { to: 'published' }
  }
}

function transition(action: StaffContentAction, from: PostStatus): PostStatus {
  const next = nextStatus(action, from)
  if ('conflict' in next) throw new ApiError(409, 'business_rule', next.conflict)
  return next.to
}

async function resolveReports(tx: Tx, where: SQL): Promise<number> {
  const rows = await tx
    .update(forumReports)
    .set({ status: 'resolved' })
    .where(and(eq(forumReports.status, 'open'), where))
    .returning({ id: forumReports.id })
  return rows.length
}

const reportsOfPost = (postId: number) => and(eq(forumReports.postId, postId), isNull(forumReports.replyId))!
const reportsOfReply = (replyId: number) => eq(forumReports.replyId, replyId)

export async function actOnPost(db: Db, postId: number, action: StaffContentAction, now: number): Promise<StaffContentResult> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ status: forumPosts.status }).from(forumPosts).where(eq(forumPosts.id, postId)).for('update')
    if (!post) throw postMissing()
    const to = transition(action, post.status as PostStatus)
    if (to !== post.status) {
      await tx.update(forumPosts).set({ status: to }).where(eq(forumPosts.id, postId))
      await noticePostStaffAction(tx, postId, post.status, to, now)
    }
    return { id: postId, status: to, resolved_reports: await resolveReports(tx, reportsOfPost(postId)) }
  })
}

export async function actOnReply(db: Db, replyId: number, action: StaffContentAction, now: number): Promise<StaffContentResult> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ status: forumReplies.status, postId: forumReplies.postId, parentId: forumReplies.parentId, authorId: forumReplies.authorId })
      .from(forumReplies)
      .where(eq(forumReplies.id, replyId))
      .for('update')
    if (!reply) throw replyMissing()
    const from = reply.status as PostStatus
    const to = transition(action, from)
    if (to !== from) {
      await tx.update(forumReplies).set({ status: to }).where(eq(forumReplies.id, replyId))
      const delta = Number(to === 'published') - Number(from === 'published')
      if (reply.parentId === null && delta !== 0) {
        await tx
          .update(forumPosts)
          .set({ answerCount: sql`${forumPosts.answerCount} + ${delta}` })
          .where(eq(forumPosts.id, reply.postId))
      }
      if (reply.parentId === null && to === 'published') await awardMedals(tx, reply.authorId, now)
      await noticeReplyStaffAction(tx, replyId, from, to, now)
    }
    return { id: replyId, status: to, resolved_reports: await resolveReports(tx, reportsOfReply(replyId)) }
  })
}

/** Resolves the open reports of a report's target without touching the target. */
export async function dismissReport(db: Db, reportId: number): Promise<{ resolved_reports: number }> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select({ postId: forumReports.postId, replyId: forumReports.replyId }).from(forumReports).where(eq(forumReports.id, reportId))
    if (!report) throw new ApiError(404, 'not_found', '举报不存在')
    const target = report.replyId === null ? reportsOfPost(report.postId) : reportsOfReply(report.replyId)
    return { resolved_reports: await resolveReports(tx, target) }
  })
}

const userMissing = () => new ApiError(404, 'not_found', '用户不存在')

/** Mutes `userId` in the forum until `untilText` (ISO 8601, later than now) and resolves the open reports of what they wrote. */
export async function muteUser(db: Db, userId: number, untilText: string, now: number): Promise<MuteResult> {
  const until = new Date(untilText)
  if (Number.isNaN(until.getTime())) throw fieldError('until', '禁言截止时间格式不正确')
  if (until.getTime() <= now) throw fieldError('until', '禁言截止时间必须晚于现在')
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ forumMutedUntil: until }).where(eq(users.id, userId)).returning({ username: users.username })
    if (!user) throw userMissing()
    const theirs = or(
      and(isNull(forumReports.replyId), inArray(forumReports.postId, tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.authorId, userId)))),
      inArray(forumReports.replyId, tx.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.authorId, userId)))
    )!
    const resolved = await resolveReports(tx, theirs)
    return { user_id: userId, username: user.username ?? '', muted_until: until.toISOString(), resolved_reports: resolved }
  })
}

export async function unmuteUser(db: Db, userId: number): Promise<MuteResult> {
  const [user] = await db.update(users).set({ forumMutedUntil: null }).where(eq(users.id, userId)).returning({ username: users.username })
  if (!user) throw userMissing()
  return { user_id: userId, username: user.username ?? '', muted_until: null, resolved_reports: 0 }
}

const excerpt = (text: string) => [...text].slice(0, REPORT_LIMITS.excerpt).join('')

/** The open reports, oldest first: `id > cursor order by id limit n + 1` on forum_reports_status_idx. */
export async function openReports(db: Db, query: StaffReportsQuery, now: number): Promise<StaffReportsPage> {
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const reporter = alias(users, 'reporter')
  const author = alias(users, 'author')
  const conditions = [eq(forumReports.status, 'open')]
  if (query.cursor !== undefined) conditions.push(gt(forumReports.id, Number(query.cursor)))
  const rows = await db
    .select({
      id: forumReports.id,
      reason: forumReports.reason,
      createdAt: forumReports.createdAt,
      postId: forumReports.postId,
      replyId: forumReports.replyId,
      reporterId: reporter.id,
      reporterName: reporter.username,
      reporterMuted: reporter.forumMutedUntil,
      postTitle: forumPosts.title,
      postBody: forumPosts.body,
      postStatus: forumPosts.status,
      replyBody: forumReplies.body,
      replyStatus: forumReplies.status,
      authorId: author.id,
      authorName: author.username,
      authorMuted: author.forumMutedUntil,
      targetOpen: sql<number>`(select count(*) from ${forumReports} as others where others.status = 'open' and others.post_id = ${forumReports.postId} and others.reply_id is not distinct from ${forumReports.replyId})`
    })
    .from(forumReports)
    .innerJoin(reporter, eq(reporter.id, forumReports.reporterId))
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .leftJoin(forumReplies, eq(forumReplies.id, forumReports.replyId))
    .innerJoin(author, eq(author.id, sql`coalesce(${forumReplies.authorId}, ${forumPosts.authorId})`))
    .where(and(...conditions))
    .orderBy(asc(forumReports.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const mutedText = (d: Date | null) => activeMute(d, now)?.toISOString() ?? null
  return {
    results: page.map((r) => {
      const { reason, note } = reasonOf(r.reason)
      const isReply = r.replyId !== null
      return {
        id: r.id,
        reason,
        reason_label: REPORT_REASON_LABELS[reason],
        note,
        reporter: { user_id: r.reporterId, username: r.reporterName ?? '', muted_until: mutedText(r.reporterMuted) },
        target: {
          post_id: r.postId,
          reply_id: r.replyId,
          status: ((isReply ? r.replyStatus : r.postStatus) ?? 'published') as PostStatus,
          text: excerpt(isReply ? (r.replyBody ?? '') : r.postTitle || r.postBody),
          author: { user_id: r.authorId, username: r.authorName ?? '', muted_until: mutedText(r.authorMuted) }
        },
        target_open_reports: Number(r.targetOpen),
        created_at: r.createdAt.toISOString()
      }
    }),
    next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null
  }
}
