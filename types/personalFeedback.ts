export type * from './schemas/personalFeedback'

/**
 * Feedback and reports (意见反馈 and 举报 a user, issue 22; personal/feedback, `?type=report&user_id=`
 * for a report). A user writes a category, a text, up to six pictures (their own finished image
 * uploads, as a forum post's) and an optional contact; staff read the open ones and reply once; the
 * reply is stored and sent to the user as a system message, and shows under the item on the page.
 * Constants and paths shared by the app and the server; shapes in types/schemas/personalFeedback.ts.
 */

export const FEEDBACK_KINDS = ['feedback', 'report'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]

/** What a feedback is about. Stored as the key; the app shows the label. */
export const FEEDBACK_CATEGORIES = ['suggestion', 'bug', 'content', 'account', 'payment', 'other'] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

/** Why a user is reported. */
export const REPORT_CATEGORIES = ['spam', 'vulgar', 'abuse', 'fraud', 'impersonation', 'other'] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory | ReportCategory, string> = {
  suggestion: '功能建议',
  bug: '问题反馈',
  content: '内容投诉',
  account: '账号问题',
  payment: '会员与支付',
  spam: '垃圾广告',
  vulgar: '色情低俗',
  abuse: '辱骂攻击',
  fraud: '诈骗',
  impersonation: '冒充他人',
  other: '其他'
}

/** 'open' until staff reply (once) → 'replied'. */
export const FEEDBACK_STATUSES = ['open', 'replied'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_LIMITS = {
  /** Characters of the text (trimmed), counted as a person counts them. */
  bodyMin: 5,
  bodyMax: 500,
  imagesMax: 6,
  /** Characters of the optional contact (a phone, WeChat id or e-mail). */
  contactMax: 50,
  /** Characters of a staff reply. */
  replyMax: 500,
  /** Feedback and reports together per user per China calendar day (422 beyond). */
  perDay: 10
} as const

export const FEEDBACK_PATHS = {
  /** POST FeedbackInput → 201 FeedbackItem. GET PAGE_QUERY → FeedbackPage: mine (feedback and reports), newest first, with replies. */
  feedback: '/api/user/feedback/',
  /** POST ReportInput → 201 FeedbackItem (404 用户不存在; 400 reporting oneself). */
  report: '/api/user/report/',
  /**
   * Staff (users.is_staff): GET StaffFeedbackQuery → StaffFeedbackPage (open: oldest first; replied:
   * newest reply first). + '<id>/reply/' POST ReplyInput → StaffFeedbackItem (409 already replied).
   */
  staff: '/api/admin/feedback/'
} as const
