export type * from './schemas/forumStaff'

/**
 * The forum's safety and medals contract (issue 19, "Safety" and "Medals"): reports by any
 * logged-in user, the staff routes (users.is_staff) that act on them, forum mutes, and the medals
 * shown beside authors' names. Shapes in types/schemas/forumStaff.ts.
 */

/**
 * Why a post or a reply is reported: a fixed list (six, so the mini-program's action sheet shows
 * them all) plus an optional note. Stored as the key; the app shows the label.
 */
export const REPORT_REASONS = ['spam', 'vulgar', 'illegal', 'abuse', 'false_info', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: '垃圾广告',
  vulgar: '色情低俗',
  illegal: '违法违规',
  abuse: '人身攻击',
  false_info: '不实信息',
  other: '其他'
}

/** 'open' until a staff action on its target (or a dismissal) resolves it. */
export const REPORT_STATUSES = ['open', 'resolved'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const REPORT_LIMITS = {
  /** Characters of the optional note. */
  noteMax: 200,
  /** Characters of a reported post's or reply's text shown to staff. */
  excerpt: 80
} as const

/**
 * The medals (rules: server/services/forum/medals.ts), most notable first: ForumAuthor.medals lists
 * an author's names in this order. Keys are stored (user_medals.medal); names are shown. The two
 * certificate medals come first: a verified education is what readers of an answer trust most
 * (staff award them on approving a certificate, issue 22: server/services/personal/certificates.ts).
 */
export const MEDALS = [
  { key: 'edu_verified', name: '学历认证' },
  { key: 'student_verified', name: '学籍认证' },
  { key: 'popular_star', name: '人气之星' },
  { key: 'helpful', name: '热心助人' },
  { key: 'streak_7', name: '坚持七天' },
  { key: 'well_liked', name: '小有人气' },
  { key: 'first_answer', name: '初次回答' }
] as const
export type MedalKey = (typeof MEDALS)[number]['key']

/** The medals staff award with an approved certificate; every other medal is earned by forum activity. */
export const CERTIFICATE_MEDALS = ['edu_verified', 'student_verified'] as const satisfies readonly MedalKey[]
export type CertificateMedalKey = (typeof CERTIFICATE_MEDALS)[number]
export type ActivityMedalKey = Exclude<MedalKey, CertificateMedalKey>

/** The thresholds of the medal rules. */
export const MEDAL_RULES = {
  /** 小有人气 and 人气之星: likes received on one's posts from other users. */
  wellLikedLikes: 10,
  popularStarLikes: 100,
  /** 热心助人: published answers (top-level answers to questions, comments on topics). */
  helpfulAnswers: 50,
  /** 坚持七天: days in a row (China's calendar) with at least one published answer. */
  streakDays: 7
} as const

export const STAFF_PATHS = {
  /** POST: report a post or one of its answers or replies (any logged-in user). */
  reports: '/api/forum/reports/',
  /** GET: open reports, oldest first (cursor); + '<id>/dismiss/' POST resolves a report's target without acting. */
  staffReports: '/api/admin/forum/reports/',
  /** + '<id>/hide/', '<id>/restore/', '<id>/release/' (POST) */
  staffPosts: '/api/admin/forum/posts/',
  /** + '<id>/hide/', '<id>/restore/', '<id>/release/' (POST): answers and replies */
  staffReplies: '/api/admin/forum/replies/',
  /** + '<id>/mute/': PUT mutes until a time, DELETE unmutes */
  staffUsers: '/api/admin/forum/users/',
  /** GET: posts and replies held by the sensitive-word list, oldest first (page); act on them under staffPosts / staffReplies. */
  staffHeld: '/api/admin/forum/held/'
} as const

/** What a held item is: a post, or an answer or reply of one (forum_replies). */
export const HELD_KINDS = ['post', 'reply'] as const
export type HeldKind = (typeof HELD_KINDS)[number]

/** Staff actions on a post or a reply. */
export const STAFF_CONTENT_ACTIONS = ['hide', 'restore', 'release'] as const
export type StaffContentAction = (typeof STAFF_CONTENT_ACTIONS)[number]

/** A mute's end: ISO 8601 with a zone ('2025-06-08T16:00:00+08:00', '…Z'). */
export const MUTE_UNTIL_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$'
