export type * from './schemas/personalCollections'

/**
 * Favourite institutions and majors (收藏, issue 22): the user state's `collections` (SPEC §3:
 * univ = institution ids, prof = major codes of the catalogue, the `majors` table). Added on an
 * institution's page (university/detail) or a major's (search/detail, university/prof_detail),
 * listed on personal/favorites (院校 / 专业 tabs; the 帖子 tab is the forum's favourites). Private,
 * writes no message. Constants and paths shared by the app and the server; shapes in
 * types/schemas/personalCollections.ts.
 */

export const COLLECTION_KINDS = ['univ', 'prof'] as const
export type CollectionKind = (typeof COLLECTION_KINDS)[number]

/** At most this many of each kind (a 422 beyond: a person choosing a 志愿 weighs a few dozen, not hundreds). */
export const COLLECTION_LIMITS = { maxPerKind: 200 } as const

export const COLLECTION_PATHS = {
  /**
   * GET PAGE_QUERY → FavoriteInstitutionPage (newest favourite first). + '<institution id>/' PUT
   * (EmptyBody) → Collections (idempotent; 404 院校不存在, 422 beyond the limit); DELETE →
   * DetailResponse (idempotent).
   */
  univ: '/api/user/collections/univ/',
  /** The same for majors by catalogue code: + '<code>/' (404 专业不存在). GET → FavoriteMajorPage. */
  prof: '/api/user/collections/prof/'
} as const
