/**
 * The study-material library's schemas (issue 24). Constants, paths and the story: types/xkw.ts.
 * Amounts are integer fen; times ISO 8601.
 */
import { XKW_DOWNLOAD_VIAS, XKW_FORMATS, XKW_GRADES, XKW_LIMITS, XKW_SORTS, XKW_STAGES, XKW_SUBJECTS, XKW_TYPES } from '../xkw'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { CloudEntry } from './cloud'
import { CloudDownload } from './cloudUploads'
import { ForumImage } from './forum'
import { XkwVipInfo } from './user'

export const XkwSearchQuery = Obj({
  /** Words in the title (every one must appear). */
  q: Type.Optional(Type.String({ maxLength: XKW_LIMITS.queryMax })),
  stage: Type.Optional(StringEnum(XKW_STAGES)),
  subject: Type.Optional(StringEnum(XKW_SUBJECTS)),
  grade: Type.Optional(StringEnum(XKW_GRADES)),
  type: Type.Optional(StringEnum(XKW_TYPES)),
  topic_id: Type.Optional(Id()),
  sort: Type.Optional(StringEnum(XKW_SORTS, { default: 'default' })),
  ...PAGE_QUERY
})
export type XkwSearchQuery = Static<typeof XkwSearchQuery>

export const XkwIdParams = Obj({ id: Id() })
export type XkwIdParams = Static<typeof XkwIdParams>

/** A material as lists show it. */
export const XkwMaterialCard = Obj({
  id: Int(),
  title: Type.String(),
  stage: StringEnum(XKW_STAGES),
  subject: StringEnum(XKW_SUBJECTS),
  grade: StringEnum(XKW_GRADES),
  type: StringEnum(XKW_TYPES),
  year: Nullable(Int()),
  region: Type.String(),
  pages: Int(),
  format: StringEnum(XKW_FORMATS),
  size: Int(),
  /** The download right of this material alone; 0: free to any logged-in user. */
  price_fen: Int(),
  downloads: Int(),
  /** The first preview page's thumbnail; null without previews. */
  cover_url: Nullable(Type.String()),
  topic_id: Nullable(Int()),
  /** The local provider's own sample materials: shown with 示例数据. */
  is_demo: Type.Boolean()
})
export type XkwMaterialCard = Static<typeof XkwMaterialCard>

/** What the caller may do with a material (core/xkwRights.ts). */
export const XkwRights = Obj({
  /** A download now uses this right; null: none (reason says why). */
  via: Nullable(StringEnum(XKW_DOWNLOAD_VIAS)),
  /** Whether downloading now spends one of the membership's downloads. */
  spends: Type.Boolean(),
  purchased: Type.Boolean(),
  /** Downloaded before (under any right): downloading again costs nothing. */
  downloaded: Type.Boolean(),
  /** Why there is no right (Chinese), else null. */
  reason: Nullable(Type.String())
})
export type XkwRights = Static<typeof XkwRights>

export const XkwTopicRef = Obj({ id: Int(), title: Type.String() })

export const XkwMaterialDetail = Obj({
  ...XkwMaterialCard.properties,
  summary: Type.String(),
  /** The first pages as images (at most XKW_LIMITS.previewPages). */
  preview: Type.Array(ForumImage),
  topic: Nullable(XkwTopicRef),
  /** null for a visitor. */
  rights: Nullable(XkwRights)
})
export type XkwMaterialDetail = Static<typeof XkwMaterialDetail>

export const XkwPreview = Obj({
  id: Int(),
  title: Type.String(),
  /** The material's pages in all. */
  pages: Int(),
  images: Type.Array(ForumImage),
  is_demo: Type.Boolean()
})
export type XkwPreview = Static<typeof XkwPreview>

export const XkwTopic = Obj({
  id: Int(),
  title: Type.String(),
  stage: StringEnum(XKW_STAGES),
  subject: StringEnum(XKW_SUBJECTS),
  description: Type.String(),
  papers: Int(),
  is_demo: Type.Boolean()
})
export type XkwTopic = Static<typeof XkwTopic>

export const XkwTopicQuery = Obj({ ...PAGE_QUERY })
export type XkwTopicQuery = Static<typeof XkwTopicQuery>

/** POST XKW_PATHS.materials + '<id>/download/': `code` only when the day's downloads need the SMS check. */
export const XkwDownloadBody = Obj({ code: Type.Optional(Type.String({ minLength: 4, maxLength: 10 })) })
export type XkwDownloadBody = Static<typeof XkwDownloadBody>

export const XkwDownloadResult = Obj({
  via: StringEnum(XKW_DOWNLOAD_VIAS),
  /** One of the membership's downloads was spent. */
  spent: Type.Boolean(),
  /** The copy in the user's cloud library (the one kept there before, when still live). */
  entry: CloudEntry,
  download: CloudDownload,
  xkw_vip_info: Nullable(XkwVipInfo)
})
export type XkwDownloadResult = Static<typeof XkwDownloadResult>

export const XkwPurchase = Obj({ material: XkwMaterialCard, bought_at: Type.String() })
export type XkwPurchase = Static<typeof XkwPurchase>

export const XkwRightsSummary = Obj({
  xkw_vip_info: Nullable(XkwVipInfo),
  /** Active: not expired (downloads_left may be 0). */
  vip_active: Type.Boolean(),
  downloads_today: Int(),
  /** Downloads left today before each needs an SMS code. */
  downloads_before_code: Int(),
  /** The newest purchases first (XKW_LIMITS.recentPurchases). */
  purchases: Type.Array(XkwPurchase)
})
export type XkwRightsSummary = Static<typeof XkwRightsSummary>

export const XkwSecurityCodeSent = Obj({
  /** The phone the code went to, masked (138****8000). */
  phone: Type.String(),
  resend_after: Int(),
  expires_in: Int()
})
export type XkwSecurityCodeSent = Static<typeof XkwSecurityCodeSent>
