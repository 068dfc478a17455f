/**
 * Reports (issue 19, "Safety"): any logged-in user reports a post, or one of its answers or
 * replies, with a reason from REPORT_REASONS and an optional note; the report waits ('open') in the
 * staff list (staff.ts) until a staff action on its target resolves it.
 *
 * - One report per user and target: a second one changes nothing and answers the first (200,
 *   created false), so a double tap or a retry is harmless. The reporter's users row is locked
 *   while checking, so two requests at once still leave one row (the table's unique key cannot
 *   hold it for a post, whose reply_id is null).
 * - Only what the reporter can see can be reported (404 otherwise, as for reading); one's own post
 *   or reply cannot (400).
 * - forum_reports.reason holds the reason's key, then, when there is a note, a line break and the
 *   note as typed (the table has one text column for both); reasonOf splits them back.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { REPORT_REASONS, type NewReport, type ReportReason, type ReportReceipt, type ReportStatus } from '../../../types/forumStaff'
import type { Db } from '../../db/open'
import { forumReplies, forumReports, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { canSee, visiblePost } from './visibility'

export const replyMissing = () => new ApiError(404, 'not_found', '回复不存在')

/** The reason column's text for a reason and an optional note. */
export function reasonText(reason: ReportReason, note: string | undefined): string {
  const trimmed = note?.trim() ?? ''
  return trimmed === '' ? reason : `${reason}\n${trimmed}`
}

/** The reason column split back into its key and note; text that does not start with a key reads as 'other'. */
export function reasonOf(text: string): { reason: ReportReason; note: string } {
  const cut = text.indexOf('\n')
  const head = cut < 0 ? text : text.slice(0, cut)
  const note = cut < 0 ? '' : text.slice(cut + 1)
  return (REPORT_REASONS as readonly string[]).includes(head) ? { reason: head as ReportReason, note } : { reason: 'other', note: text }
}

export async function createReport(db: Db, reporterId: number, input: NewReport, now: number): Promise<ReportReceipt> {
  const post = await visiblePost(db, reporterId, input.post_id)
  let authorId = post.authorId
  if (input.reply_id !== undefined) {
    const [reply] = await db
      .select({ postId: forumReplies.postId, authorId: forumReplies.authorId, status: forumReplies.status })
      .from(forumReplies)
      .where(eq(forumReplies.id, input.reply_id))
    if (!reply || reply.postId !== input.post_id || !canSee(reply, reporterId)) throw replyMissing()
    authorId = reply.authorId
  }
  if (authorId === reporterId) throw fieldError(input.reply_id === undefined ? 'post_id' : 'reply_id', '不能举报自己发布的内容')
  const replyId = input.reply_id ?? null
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, reporterId)).for('update')
    const [before] = await tx
      .select({ id: forumReports.id, status: forumReports.status })
      .from(forumReports)
      .where(
        and(
          eq(forumReports.reporterId, reporterId),
          eq(forumReports.postId, input.post_id),
          replyId === null ? isNull(forumReports.replyId) : eq(forumReports.replyId, replyId)
        )
      )
    if (before) return { report_id: before.id, status: before.status as ReportStatus, created: false }
    const [row] = await tx
      .insert(forumReports)
      .values({ reporterId, postId: input.post_id, replyId, reason: reasonText(input.reason, input.note), createdAt: new Date(now) })
      .returning({ id: forumReports.id })
    return { report_id: row.id, status: 'open' as const, created: true }
  })
}
