export type * from './schemas/xkw'

/**
 * The study-material library 资源库 (issue 24, docs/xkw.md): a provider's catalogue of materials
 * (试卷, 课件 …) searched by stage, subject, grade and type; topics (专题) of papers; the first pages
 * as preview images; download rights (a purchase of one material, a resource-library membership
 * with a download allowance, or a free material) that the server enforces; a download saves the
 * file into the user's cloud library. Paths are under the spec's cloud family (study-resource).
 */

export const XKW_STAGES = ['初中', '高中'] as const
export type XkwStage = (typeof XKW_STAGES)[number]

export const XKW_GRADES_OF: Record<XkwStage, readonly string[]> = { 初中: ['初一', '初二', '初三'], 高中: ['高一', '高二', '高三'] }
export const XKW_GRADES = ['初一', '初二', '初三', '高一', '高二', '高三'] as const
export type XkwGrade = (typeof XKW_GRADES)[number]

export const XKW_SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '政治', '地理'] as const
export type XkwSubject = (typeof XKW_SUBJECTS)[number]

export const XKW_TYPES = ['试卷', '课件', '教案', '学案', '知识点'] as const
export type XkwType = (typeof XKW_TYPES)[number]

/** The search's orders: the provider's own (newest papers of the year first), newest, most downloaded. */
export const XKW_SORTS = ['default', 'newest', 'popular'] as const
export type XkwSort = (typeof XKW_SORTS)[number]

export const XKW_FORMATS = ['pdf', 'docx', 'pptx'] as const
export type XkwFormat = (typeof XKW_FORMATS)[number]

/** Which right a download used: bought alone, a membership's allowance, free; 'again': a material the user owned already. */
export const XKW_DOWNLOAD_VIAS = ['purchase', 'membership', 'free', 'again'] as const
export type XkwDownloadVia = (typeof XKW_DOWNLOAD_VIAS)[number]

/** The membership plans' codes (core/xkwPlans.ts holds the plans). */
export const XKW_PLAN_CODES = ['xkw_month', 'xkw_year'] as const
export type XkwPlanCode = (typeof XKW_PLAN_CODES)[number]

export const XKW_LIMITS = {
  queryMax: 30,
  /** Preview pages a material shows at most (the first pages only). */
  previewPages: 3,
  /** New downloads a user makes in one China day before each further one needs an SMS code (securityCode). */
  dailyDownloadsWithoutCode: 10,
  /** Purchases the rights summary lists (paymentCheck). */
  recentPurchases: 10
} as const

/**
 * The SMS purpose of the security check (types/user.ts SMS_PURPOSES): its own, so a login code
 * cannot pass it and its code cannot log in (docs/xkw.md "Security code").
 */
export const XKW_SMS_PURPOSE = 'xkw' as const

/** Label of the local provider's own sample materials. */
export const XKW_DEMO_LABEL = '示例数据'

export const XKW_PATHS = {
  /** GET XkwSearchQuery → Page(XkwMaterialCard). Open. */
  search: '/api/cloud/study-resource/search/',
  /**
   * + '<id>/' GET → XkwMaterialDetail (open; `rights` for a logged-in caller); 404 资料不存在.
   * + '<id>/preview/' GET → XkwPreview (open): the first pages as images.
   * + '<id>/download/' POST XkwDownloadBody (login) → XkwDownloadResult: the right checked, the file
   *   saved into the cloud library, its signed URL.
   */
  materials: '/api/cloud/study-resource/materials/',
  /** GET ?page= → Page(XkwTopic); + '<id>/' GET → XkwTopic. Open. A topic's papers: search ?topic_id=. */
  topics: '/api/cloud/study-resource/topics/',
  /** GET (login) → XkwRightsSummary: membership, today's downloads, recent purchases (paymentCheck). */
  rights: '/api/cloud/study-resource/rights/',
  /** POST {} (login) → XkwSecurityCodeSent: an SMS code to the user's own phone (securityCode). */
  securityCode: '/api/cloud/study-resource/security-code/'
} as const
