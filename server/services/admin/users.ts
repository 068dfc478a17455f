/**
 * The console's users (issue 28, types/adminUsers.ts): search, a user's detail, and the staff
 * actions on a user. Membership time moves only through server/payments/vip.ts (extendVip: the
 * same "from the current end while active, else from now" rule as a bought plan); forum mutes
 * through services/forum/staff.ts. The staff flag is read on every console request
 * (plugins/staff.ts), so a grant or a revoke takes effect at once.
 */
import { and, count, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm'
import { maskPhone } from '../../../core/phone'
import { chinaDay, chinaFormat, dayStart, parseChinaTime } from '../../../core/chinaTime'
import { ADMIN_USER_LIMITS, type AdminUserDetail, type AdminUserQuery, type AdminUserRow } from '../../../types/adminUsers'
import type { Db } from '../../db/open'
import { activationCodes, cloudEntries, forumPosts, forumReplies, paymentOrders, printOrders, shopOrders, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { contains } from '../../lib/likePattern'
import { countedPage } from '../../lib/paginate'
import { extendVip } from '../../payments/vip'
import { avatarUrlOf, findByPhone, isVip, type UserRow } from '../users'

const DAY_MS = 86_400_000

export const userMissing = () => new ApiError(404, 'not_found', '用户不存在')

/** What the search text asks for: phone digits (or an id), else part of a name; null: everyone. */
export type UserSearch = { digits: string } | { name: string } | null

export function parseUserSearch(q: string | undefined): UserSearch {
  const text = (q ?? '').trim()
  if (!text) return null
  // Phones are typed with spaces and dashes (138 0013 8000, 138-0013-8000).
  const digits = text.replace(/[\s-]/g, '')
  if (/^\d+$/.test(digits)) return { digits }
  return { name: text }
}

/** LIKE's wildcards taken literally. */
function searchFilter(search: UserSearch): SQL | undefined {
  if (!search) return undefined
  if ('name' in search) return ilike(users.username, contains(search.name))
  const id = Number(search.digits)
  return or(
    like(users.phone, contains(search.digits)),
    // Default names carry the phone's last digits (用户8000).
    like(users.username, contains(search.digits)),
    ...(Number.isSafeInteger(id) && id > 0 ? [eq(users.id, id)] : [])
  )
}

const mutedUntil = (row: Pick<UserRow, 'forumMutedUntil'>, now: number) =>
  row.forumMutedUntil && row.forumMutedUntil.getTime() > now ? row.forumMutedUntil.toISOString() : null

export async function searchUsers(db: Db, query: AdminUserQuery, now: number): Promise<{ count: number; results: AdminUserRow[] }> {
  const where = searchFilter(parseUserSearch(query.q))
  const { count: n, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
    ({ limit, offset }) => db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset)
  )
  return {
    count: n,
    results: rows.map((row) => ({
      id: row.id,
      username: row.username ?? '',
      phone: maskPhone(row.phone),
      is_staff: row.isStaff,
      vip_active: isVip(row, now),
      vip_date_end: row.vipDateEnd?.toISOString() ?? null,
      forum_muted_until: mutedUntil(row, now),
      created_at: row.createdAt.toISOString()
    }))
  }
}

const countOf = async (rows: PromiseLike<{ n: number }[]>) => (await rows)[0]?.n ?? 0

/** The plan of the latest membership bought (a paid VIP order) or redeemed (an activation code). */
async function latestPlan(db: Db, userId: number): Promise<string | null> {
  const [[order], [code]] = await Promise.all([
    db
      .select({ plan: paymentOrders.item, at: paymentOrders.paidAt })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, 'vip'), eq(paymentOrders.status, 'paid')))
      .orderBy(desc(paymentOrders.paidAt))
      .limit(1),
    db
      .select({ plan: activationCodes.plan, at: activationCodes.redeemedAt })
      .from(activationCodes)
      .where(eq(activationCodes.redeemedBy, userId))
      .orderBy(desc(activationCodes.redeemedAt))
      .limit(1)
  ])
  if (!order && !code) return null
  if (!code) return order.plan
  if (!order) return code.plan
  return (order.at?.getTime() ?? 0) >= (code.at?.getTime() ?? 0) ? order.plan : code.plan
}

export async function userDetail(db: Db, userId: number, ctx: { apiPrefix: string; now: number }): Promise<AdminUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw userMissing()
  const [plan, orders, cloudFiles, posts, replies, prints, shops, payments] = await Promise.all([
    latestPlan(db, userId),
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(desc(paymentOrders.id)).limit(ADMIN_USER_LIMITS.ordersShown),
    countOf(
      db
        .select({ n: count() })
        .from(cloudEntries)
        .where(and(eq(cloudEntries.ownerId, userId), eq(cloudEntries.isFolder, false), isNull(cloudEntries.trashedAt)))
    ),
    countOf(db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.authorId, userId))),
    countOf(db.select({ n: count() }).from(forumReplies).where(eq(forumReplies.authorId, userId))),
    countOf(db.select({ n: count() }).from(printOrders).where(eq(printOrders.userId, userId))),
    countOf(db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.userId, userId))),
    countOf(db.select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.userId, userId)))
  ])
  return {
    id: row.id,
    username: row.username ?? '',
    phone: row.phone,
    avatar_url: avatarUrlOf(row, ctx.apiPrefix),
    role: row.role,
    grade: row.grade,
    province: row.province,
    apply_year: row.applyYear,
    is_staff: row.isStaff,
    is_demo: row.isDemo,
    has_wechat: row.wxOpenid !== null || row.wxUnionid !== null,
    num_coins: row.numCoins,
    balance_fen: row.balance,
    created_at: row.createdAt.toISOString(),
    vip: {
      active: isVip(row, ctx.now),
      plan,
      price: row.vipPrice,
      date_start: row.vipDateStart?.toISOString() ?? null,
      date_end: row.vipDateEnd?.toISOString() ?? null
    },
    forum_muted_until: mutedUntil(row, ctx.now),
    counts: { cloud_files: cloudFiles, forum_posts: posts, forum_replies: replies, print_orders: prints, shop_orders: shops, payment_orders: payments },
    orders: orders.map((o) => ({
      id: o.id,
      out_order_number: o.outOrderNumber,
      kind: o.kind,
      item: o.item,
      subject: o.subject,
      total_fee: o.totalFee,
      refunded_fee: o.refundedFee,
      provider: o.provider,
      method: o.method,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null
    }))
  }
}

/** The fields the console's user actions change, for the audit log's before/after; null: no such user. */
export async function userAuditFields(db: Db, userId: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({
      is_staff: users.isStaff,
      vip_price: users.vipPrice,
      vip_date_start: users.vipDateStart,
      vip_date_end: users.vipDateEnd,
      forum_muted_until: users.forumMutedUntil
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** A staff grant of membership time: so many days, or through a China calendar date. */
export type VipGrantAsk = { days: number } | { until: string }

export function vipGrantAsk(input: { days?: number; until?: string }): VipGrantAsk {
  if ((input.days === undefined) === (input.until === undefined)) throw fieldError('days', '请填写延长天数或截止日期（二选一）')
  return input.days !== undefined ? { days: input.days } : { until: input.until! }
}

/**
 * Where a staff grant ends, given where it starts (vip.ts vipExtendsFrom: the current end while the
 * membership runs, else now): `days` after it, or the end of the China day `until` (00:00 of the
 * next day), which must lie after the start.
 */
export function vipGrantEnd(from: number, ask: VipGrantAsk, now: number): number {
  if ('days' in ask) return from + ask.days * DAY_MS
  const day = parseChinaTime(ask.until)
  if (!day) throw fieldError('until', '截止日期不是有效日期')
  const end = dayStart(chinaDay(day) + 1).getTime()
  if (end <= from) {
    throw new ApiError(422, 'business_rule', from > now ? `截止日期须晚于会员当前到期时间（${chinaFormat(from, 'YYYY-MM-DD HH:mm')}）` : '截止日期不能早于今天')
  }
  return end
}

export async function grantVipTime(db: Db, userId: number, ask: VipGrantAsk, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!row) throw userMissing()
    await extendVip(tx, userId, (from) => vipGrantEnd(from, ask, now), now)
  })
}

/** Grants or revokes is_staff; nobody takes their own flag away (422). */
export async function setStaff(db: Db, actorId: number, userId: number, isStaff: boolean): Promise<void> {
  if (!isStaff && actorId === userId) throw new ApiError(422, 'business_rule', '不能撤销自己的管理员权限，请由其他管理员操作')
  const updated = await db.update(users).set({ isStaff }).where(eq(users.id, userId)).returning({ id: users.id })
  if (updated.length === 0) throw userMissing()
}

/** `npm run staff -- <phone> --revoke`: what happened to the account of that phone. */
export async function revokeStaffPhone(db: Db, phone: string): Promise<'revoked' | 'not_staff' | 'no_account'> {
  const user = await findByPhone(db, phone)
  if (!user) return 'no_account'
  if (!user.isStaff) return 'not_staff'
  await db.update(users).set({ isStaff: false }).where(eq(users.id, user.id))
  return 'revoked'
}
