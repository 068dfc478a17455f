/**
 * Forum safety contract schemas (issue 19): reporting a post or a reply, the staff list of open
 * reports and the staff actions (hide, restore, release, mute, dismiss). Constants and paths:
 * types/forumStaff.ts. Medals travel in ForumAuthor.medals (types/schemas/forum.ts).
 */
import { HELD_KINDS, MUTE_UNTIL_PATTERN, REPORT_LIMITS, REPORT_REASONS, REPORT_STATUSES } from '../forumStaff'
import { CursorPage, CURSOR_QUERY, PostStatus } from './forum'
import { Id, Nullable, Obj, Page, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

export const ReportReason = StringEnum(REPORT_REASONS)
export const ReportStatus = StringEnum(REPORT_STATUSES)

/** POST STAFF_PATHS.reports: the post, or one of its answers or replies (reply_id). */
export const NewReport = Obj({
  post_id: Id(),
  reply_id: Type.Optional(Id()),
  reason: ReportReason,
  /** Optional words of the reporter. */
  note: Type.Optional(Type.String({ maxLength: REPORT_LIMITS.noteMax }))
})
export type NewReport = Static<typeof NewReport>

/** 201 for a new report, 200 when this user had already reported the target (nothing changes). */
export const ReportReceipt = Obj({
  report_id: Type.Integer(),
  status: ReportStatus,
  /** false when the user had reported it before. */
  created: Type.Boolean()
})
export type ReportReceipt = Static<typeof ReportReceipt>

/** A user as staff see them: whether and until when they are muted in the forum. */
export const StaffUser = Obj({
  user_id: Type.Integer(),
  username: Type.String(),
  /** ISO 8601; null when not muted (or the mute has ended). */
  muted_until: Nullable(Type.String())
})
export type StaffUser = Static<typeof StaffUser>

/** What a report points at: a post (reply_id null) or an answer or reply of it. */
export const ReportTarget = Obj({
  post_id: Type.Integer(),
  reply_id: Nullable(Type.Integer()),
  status: PostStatus,
  /** A post's title, or the first REPORT_LIMITS.excerpt characters of its (or the reply's) body. */
  text: Type.String(),
  author: StaffUser
})
export type ReportTarget = Static<typeof ReportTarget>

export const StaffReport = Obj({
  id: Type.Integer(),
  reason: ReportReason,
  /** The reason as the app shows it (REPORT_REASON_LABELS). */
  reason_label: Type.String(),
  note: Type.String(),
  reporter: StaffUser,
  target: ReportTarget,
  /** Open reports of the same target, this one included. */
  target_open_reports: Type.Integer(),
  created_at: Type.String()
})
export type StaffReport = Static<typeof StaffReport>

/** GET STAFF_PATHS.staffReports: open reports, oldest first. */
export const StaffReportsQuery = Obj({ ...CURSOR_QUERY })
export type StaffReportsQuery = Static<typeof StaffReportsQuery>
export const StaffReportsPage = CursorPage(StaffReport)
export type StaffReportsPage = Static<typeof StaffReportsPage>

export const StaffIdParams = Obj({ id: Id() })
export type StaffIdParams = Static<typeof StaffIdParams>

/** A staff action on a post or a reply: its status now and how many open reports it resolved. */
export const StaffContentResult = Obj({ id: Type.Integer(), status: PostStatus, resolved_reports: Type.Integer() })
export type StaffContentResult = Static<typeof StaffContentResult>

/** POST STAFF_PATHS.staffReports + '<id>/dismiss/': the target's open reports resolved, nothing else done. */
export const DismissResult = Obj({ resolved_reports: Type.Integer() })
export type DismissResult = Static<typeof DismissResult>

/** PUT STAFF_PATHS.staffUsers + '<id>/mute/' */
export const MuteInput = Obj({
  /** When the mute ends: ISO 8601 with a zone, later than now. */
  until: Type.String({ pattern: MUTE_UNTIL_PATTERN, maxLength: 40 })
})
export type MuteInput = Static<typeof MuteInput>

export const MuteResult = Obj({ ...StaffUser.properties, resolved_reports: Type.Integer() })
export type MuteResult = Static<typeof MuteResult>

/** One post or reply held by the sensitive-word list, waiting for staff to release or hide it. */
export const StaffHeldItem = Obj({
  kind: StringEnum(HELD_KINDS),
  post_id: Type.Integer(),
  /** The answer's or reply's id; null for a post. */
  reply_id: Nullable(Type.Integer()),
  /** A post's title, or the first REPORT_LIMITS.excerpt characters of its (or the reply's) body. */
  text: Type.String(),
  /** The first listed word the text contains; null when the list no longer has one (edited since). */
  word: Nullable(Type.String()),
  author: StaffUser,
  created_at: Type.String()
})
export type StaffHeldItem = Static<typeof StaffHeldItem>

/** GET STAFF_PATHS.staffHeld: held posts and replies, oldest first. */
export const StaffHeldQuery = Obj({ ...PAGE_QUERY })
export type StaffHeldQuery = Static<typeof StaffHeldQuery>
export const StaffHeldPage = Page(StaffHeldItem)
export type StaffHeldPage = Static<typeof StaffHeldPage>
