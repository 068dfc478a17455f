export type * from './schemas/forum'

/**
 * The forum's constants and API paths (issue 19), shared by the app and the server. The request
 * and answer shapes are in types/schemas/forum.ts.
 *
 * Levels: the tab config has one list of feed tabs per level (spec §3); a visitor and a high-school
 * student see 'middle_school', a college student 'university' (core/identity.ts).
 */
export const FORUM_LEVELS = ['middle_school', 'university'] as const
export type ForumLevel = (typeof FORUM_LEVELS)[number]

/** The feed tab that shows every post of a level; the other tab keys come from the tab config. */
export const RECOMMEND_TAB = 'recommend'

export const POST_KINDS = ['question', 'topic', 'vote'] as const
export type PostKind = (typeof POST_KINDS)[number]

/**
 * A post's or an answer's state: 'published' shows; 'held' waits for staff because it contains a
 * word of the sensitive-word list (its author sees it, marked 审核中); 'hidden' was taken down by staff.
 */
export const POST_STATUSES = ['published', 'held', 'hidden'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** Lengths in characters, images per post (spec: up to 9). Checked by the server's schemas; the composer shows them. */
export const FORUM_LIMITS = {
  titleMin: 4,
  titleMax: 50,
  bodyMax: 5000,
  answerMax: 2000,
  imagesMax: 9,
  hashtagsMax: 5,
  /** Posts per feed page (and the most a client may ask for). */
  pageSize: 20,
  pageSizeMax: 50,
  /** Images shown on a feed card. */
  cardImages: 3,
  /** Characters of the body shown on a feed card. */
  excerpt: 80,
  /** Entries of the hot list. */
  hot: 10
} as const

/**
 * Rate limits per user (429 with the catalogue's 请求过于频繁 dialog): at most `count` actions of a
 * kind within `windowMs`. Generous for a person, tight for a script.
 */
export const FORUM_RATE_LIMITS = {
  post: { count: 5, windowMs: 10 * 60_000 },
  answer: { count: 20, windowMs: 10 * 60_000 },
  like: { count: 120, windowMs: 60_000 }
} as const
export type RateLimitedAction = keyof typeof FORUM_RATE_LIMITS

/** A feed cursor: the last post's id, as the server gave it. */
export const CURSOR_PATTERN = '^[1-9][0-9]{0,15}$'

export const FORUM_PATHS = {
  /** The home tab's first screen in one answer: level, tabs, hashtags, QA tags, hot list, first feed page. */
  home: '/api/forum/home/',
  feed: '/api/forum/feed/',
  hot: '/api/forum/hot/',
  questions: '/api/forum/questions/',
  topics: '/api/forum/topics/',
  /** + '<id>/', '<id>/answers/', '<id>/like/' */
  posts: '/api/forum/posts/'
} as const
