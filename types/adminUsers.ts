export type * from './schemas/adminUsers'

/**
 * The console's users page (issue 28, docs/admin.md): search, a user's detail (profile, VIP,
 * staff flag, forum mute, payment orders of every kind, a few counts) and the staff actions on a
 * user. Every action takes a `reason` and is audited as entity 'user' with the changed fields
 * before and after (server/plugins/staff.ts). Shapes in types/schemas/adminUsers.ts.
 *
 * - Lists mask phones (138****8000); the detail shows the whole number to staff.
 * - VIP: N days or until a China calendar date (valid through that whole day), added from the
 *   current end while the membership runs, else from now: the same rule as a bought or redeemed
 *   plan (server/payments/vip.ts extendVip).
 * - Mute and unmute are the forum's (server/services/forum/staff.ts); a staff member cannot take
 *   their own staff flag away (422): another staff member, or `npm run staff -- <phone> --revoke`.
 */

export const ADMIN_USER_PATHS = {
  /**
   * GET ?q=&page=&page_size=: newest first. + '<id>/' GET the detail; + '<id>/<action>/' POST an
   * action (ADMIN_USER_ACTIONS) answering the detail as it stands after.
   */
  users: '/api/admin/users/'
} as const

/** vip: grant or extend; mute: until a time; unmute; staff: grant or revoke is_staff. */
export const ADMIN_USER_ACTIONS = ['vip', 'mute', 'unmute', 'staff'] as const
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number]

export const ADMIN_USER_LIMITS = {
  /** Characters of the search text. */
  queryMax: 40,
  /** Characters of an action's reason (kept in the audit log). */
  reasonMax: 200,
  /** Days one grant may add (ten years). */
  vipDaysMax: 3660,
  /** The newest payment orders the detail shows. */
  ordersShown: 50
} as const
