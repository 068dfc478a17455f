/**
 * Console users schemas (issue 28): the search list, a user's detail and the staff actions.
 * Paths and limits: types/adminUsers.ts.
 */
import { ADMIN_USER_LIMITS } from '../adminUsers'
import { MUTE_UNTIL_PATTERN } from '../forumStaff'
import { Id, Nullable, Obj, PAGE_QUERY, Type, type Static } from '../schema'

const Instant = Type.String({ format: 'date-time' })

export const AdminUserQuery = Obj({
  ...PAGE_QUERY,
  /** Phone digits (all 11, or a part), a user id, or part of the name. */
  q: Type.Optional(Type.String({ maxLength: ADMIN_USER_LIMITS.queryMax }))
})
export type AdminUserQuery = Static<typeof AdminUserQuery>

export const AdminUserParams = Obj({ id: Id() })
export type AdminUserParams = Static<typeof AdminUserParams>

/** A user in the search list (phone masked). */
export const AdminUserRow = Obj({
  id: Type.Integer(),
  username: Type.String(),
  /** 138****8000; '' when the account has no phone (WeChat only). */
  phone: Type.String(),
  is_staff: Type.Boolean(),
  vip_active: Type.Boolean(),
  vip_date_end: Nullable(Instant),
  /** null when not muted (or the mute has ended). */
  forum_muted_until: Nullable(Instant),
  created_at: Instant
})
export type AdminUserRow = Static<typeof AdminUserRow>

export const AdminUserVip = Obj({
  active: Type.Boolean(),
  /** The plan of the latest bought or redeemed membership (v2001 …); null for staff grants only or none. */
  plan: Nullable(Type.String()),
  /** users.vip_price: the yuan of the latest plan bought or redeemed. */
  price: Nullable(Type.Number()),
  date_start: Nullable(Instant),
  date_end: Nullable(Instant)
})
export type AdminUserVip = Static<typeof AdminUserVip>

/** A payment order of any kind (vip, print, shop, live, xkw, cloud), amounts in fen. */
export const AdminUserOrder = Obj({
  id: Type.Integer(),
  out_order_number: Type.String(),
  kind: Type.String(),
  item: Type.String(),
  subject: Type.String(),
  total_fee: Type.Integer(),
  refunded_fee: Type.Integer(),
  provider: Type.String(),
  method: Type.String(),
  status: Type.String(),
  created_at: Instant,
  paid_at: Nullable(Instant)
})
export type AdminUserOrder = Static<typeof AdminUserOrder>

export const AdminUserCounts = Obj({
  cloud_files: Type.Integer(),
  forum_posts: Type.Integer(),
  forum_replies: Type.Integer(),
  print_orders: Type.Integer(),
  shop_orders: Type.Integer(),
  payment_orders: Type.Integer()
})
export type AdminUserCounts = Static<typeof AdminUserCounts>

export const AdminUserDetail = Obj({
  id: Type.Integer(),
  username: Type.String(),
  /** The whole number (staff only); null without one. */
  phone: Nullable(Type.String()),
  avatar_url: Type.String(),
  role: Type.String(),
  grade: Nullable(Type.String()),
  province: Nullable(Type.String()),
  apply_year: Nullable(Type.Integer()),
  is_staff: Type.Boolean(),
  is_demo: Type.Boolean(),
  has_wechat: Type.Boolean(),
  num_coins: Type.Integer(),
  balance_fen: Type.Integer(),
  created_at: Instant,
  vip: AdminUserVip,
  forum_muted_until: Nullable(Instant),
  counts: AdminUserCounts,
  /** The newest ADMIN_USER_LIMITS.ordersShown payment orders (counts.payment_orders has them all). */
  orders: Type.Array(AdminUserOrder)
})
export type AdminUserDetail = Static<typeof AdminUserDetail>

/** Why staff act: 1-200 characters, not only spaces; kept in the audit log. */
export const StaffReason = Type.String({ minLength: 1, maxLength: ADMIN_USER_LIMITS.reasonMax, pattern: '\\S' })

/** POST users/<id>/vip/: exactly one of `days` and `until`. */
export const AdminVipGrant = Obj({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_USER_LIMITS.vipDaysMax })),
  /** A China calendar date 'YYYY-MM-DD': the membership runs through that day. */
  until: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  reason: StaffReason
})
export type AdminVipGrant = Static<typeof AdminVipGrant>

/** POST users/<id>/mute/ */
export const AdminMute = Obj({
  /** When the mute ends: ISO 8601 with a zone, later than now. */
  until: Type.String({ pattern: MUTE_UNTIL_PATTERN, maxLength: 40 }),
  reason: StaffReason
})
export type AdminMute = Static<typeof AdminMute>

/** POST users/<id>/unmute/ */
export const AdminReasonOnly = Obj({ reason: StaffReason })
export type AdminReasonOnly = Static<typeof AdminReasonOnly>

/** POST users/<id>/staff/: grant (true) or revoke (false). */
export const AdminStaffFlag = Obj({ is_staff: Type.Boolean(), reason: StaffReason })
export type AdminStaffFlag = Static<typeof AdminStaffFlag>
