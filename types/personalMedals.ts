export type * from './schemas/personalMedals'

/**
 * The personal centre's medals (issue 22; docs/personal.md "Medals"): every medal of the forum's
 * list (types/forumStaff.ts MEDALS, their rules in server/services/forum/medals.ts) with its rule,
 * whether the user holds it and since when, and the progress toward one not yet held.
 */

/** Where a medal comes from: forum activity, or staff approving a certificate. */
export const MEDAL_KINDS = ['forum', 'certificate'] as const
export type MedalKind = (typeof MEDAL_KINDS)[number]

/** A medal key in a path: lower case letters, digits and '_' (an unknown one is 404). */
export const MEDAL_KEY_PATTERN = '^[a-z0-9_]{1,40}$'

export const MEDAL_PATHS = {
  /**
   * GET → MedalList: every medal, most notable first (MEDALS' order). Open; with login each says
   * whether it is held, since when, and the progress. + '<key>/' GET → MedalInfo (open too; 404 勋章不存在).
   */
  medals: '/api/user/medals/',
  /** GET PAGE_QUERY → Page(MedalReceipt): the user's medals, newest first (领取记录). Login. */
  received: '/api/user/medals/received/'
} as const
