/**
 * Feedback and report schemas (issue 22). Constants and paths: types/personalFeedback.ts. Lengths are
 * bounded loosely here and checked by core/feedback.ts (the same rules the form shows), so a bad
 * text is answered with a sentence naming the field.
 */
import { FEEDBACK_CATEGORIES, FEEDBACK_KINDS, FEEDBACK_LIMITS, FEEDBACK_STATUSES, REPORT_CATEGORIES } from '../personalFeedback'
import { Id, Int, Nullable, Obj, PAGE_QUERY, Page, StringEnum, Type, type Static } from '../schema'
import { ForumImage } from './forum'

const Body = Type.String({ maxLength: FEEDBACK_LIMITS.bodyMax * 4 })
/** Upload keys (GET /api/storage/presign/): each a finished image upload of the caller. */
const Images = Type.Array(Type.String({ maxLength: 100 }), { maxItems: FEEDBACK_LIMITS.imagesMax })
const Contact = Type.Optional(Type.String({ maxLength: FEEDBACK_LIMITS.contactMax * 4 }))

/** POST FEEDBACK_PATHS.feedback */
export const FeedbackInput = Obj({ category: StringEnum(FEEDBACK_CATEGORIES), body: Body, images: Type.Optional(Images), contact: Contact })
export type FeedbackInput = Static<typeof FeedbackInput>

/** POST FEEDBACK_PATHS.report: a user (not oneself). */
export const ReportInput = Obj({ user_id: Id(), category: StringEnum(REPORT_CATEGORIES), body: Body, images: Type.Optional(Images), contact: Contact })
export type ReportInput = Static<typeof ReportInput>

const FEEDBACK_ITEM_PROPERTIES = {
  id: Int(),
  kind: StringEnum(FEEDBACK_KINDS),
  /** A key of FEEDBACK_CATEGORIES or REPORT_CATEGORIES (by kind). */
  category: Type.String(),
  body: Type.String(),
  images: Type.Array(ForumImage),
  contact: Type.String(),
  /** A report's user; null for feedback (or when that account is gone). */
  target_user: Nullable(Obj({ user_id: Int(), username: Type.String() })),
  status: StringEnum(FEEDBACK_STATUSES),
  reply: Nullable(Type.String()),
  replied_at: Nullable(Type.String()),
  created_at: Type.String()
}

/** One of mine, as the feedback page lists it. */
export const FeedbackItem = Obj(FEEDBACK_ITEM_PROPERTIES)
export type FeedbackItem = Static<typeof FeedbackItem>

export const FeedbackListQuery = Obj({ ...PAGE_QUERY })
export type FeedbackListQuery = Static<typeof FeedbackListQuery>

export const FeedbackPage = Page(FeedbackItem)
export type FeedbackPage = Static<typeof FeedbackPage>

/** What staff see: the item and who sent it. */
export const StaffFeedbackItem = Obj({ ...FEEDBACK_ITEM_PROPERTIES, user: Obj({ user_id: Int(), username: Type.String() }) })
export type StaffFeedbackItem = Static<typeof StaffFeedbackItem>

/** GET FEEDBACK_PATHS.staff: 'open' by default. */
export const StaffFeedbackQuery = Obj({
  status: Type.Optional(StringEnum(FEEDBACK_STATUSES, { default: 'open' })),
  kind: Type.Optional(StringEnum(FEEDBACK_KINDS)),
  ...PAGE_QUERY
})
export type StaffFeedbackQuery = Static<typeof StaffFeedbackQuery>

export const StaffFeedbackPage = Page(StaffFeedbackItem)
export type StaffFeedbackPage = Static<typeof StaffFeedbackPage>

export const FeedbackIdParams = Obj({ id: Id() })
export type FeedbackIdParams = Static<typeof FeedbackIdParams>

/** POST FEEDBACK_PATHS.staff + '<id>/reply/': 1-FEEDBACK_LIMITS.replyMax characters (trimmed, checked by the server). */
export const ReplyInput = Obj({ reply: Type.String({ maxLength: FEEDBACK_LIMITS.replyMax * 4 }) })
export type ReplyInput = Static<typeof ReplyInput>
