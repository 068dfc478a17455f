/**
 * The user store: creating accounts at first login, the phone rebind, and the user state answers
 * of types/user.ts (UserCore, UserExtra, a subset by keys, OtherUserData). Identity is derived
 * (core/identity.ts, shared with the app), the VIP flag is computed (vip_date_end > now),
 * subjects are kept in SUBJECTS order.
 */
import { randomBytes } from 'crypto'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core'
import { UserExtra as UserExtraSchema } from '../../types/schemas/user'
import {
  SUBJECTS,
  type EducationEntry,
  type OtherUserData,
  type Subject,
  type UserCore,
  type UserDataKey,
  type UserDataKeysResponse,
  type UserExtra
} from '../../types/user'
import type { Db } from '../db/open'
import { educationEntries, users } from '../db/schema'
import { ApiError } from '../errors'
import { forgetTokenVersion } from '../plugins/auth'
import { identityOf } from '../../core/identity'
import { maskPhone } from '../../core/phone'
import { unreadCount } from './messages'
import { serverConfigFor, serverConfigOf } from './server-config'

export type UserRow = typeof users.$inferSelect
type NewUser = typeof users.$inferInsert

export interface ViewContext {
  /** API_PREFIX, for avatar URLs of uploads. */
  apiPrefix: string
  now: number
}

/** Subjects in SUBJECTS order, duplicates and unknown names dropped. */
export function orderSubjects(subjects: readonly string[]): Subject[] {
  return SUBJECTS.filter((s) => subjects.includes(s))
}

export function avatarUrlOf(row: Pick<UserRow, 'avatarKey' | 'avatarUrl'>, apiPrefix: string): string {
  if (row.avatarKey) return `${apiPrefix}/api/storage/file/${row.avatarKey}`
  // '' tells the app to show its brand's default avatar.
  return row.avatarUrl ?? ''
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function inviteCode(): string {
  return [...randomBytes(8)].map((b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('')
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let i = 0; i < 3 && current; i++) {
    if ((current as { code?: string }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Inserts a user with a fresh invite code; null when a unique column (phone, openid) is taken. */
async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(users)
      .values({ ...values, inviteCode: inviteCode() })
      .onConflictDoNothing()
      .returning()
    if (row) return row
    // Conflict: the phone/openid appeared concurrently (null), or the invite code collided (retry).
    if (values.phone && (await findByPhone(db, values.phone))) return null
    if (values.wxOpenid && (await db.select().from(users).where(eq(users.wxOpenid, values.wxOpenid)))[0]) return null
  }
  throw new Error('could not allocate an invite code')
}

export async function findByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone))
  return row ?? null
}

export async function findById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

/** The account of this phone, created on first login (username 用户 + last 4 digits). */
export async function findOrCreateByPhone(db: Db, phone: string): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findByPhone(db, phone)
  if (existing) return { user: existing, created: false }
  const created = await insertUser(db, { phone, username: `用户${phone.slice(-4)}` })
  if (created) return { user: created, created: true }
  return { user: (await findByPhone(db, phone))!, created: false }
}

/**
 * STAFF_PHONES at start-up: each number's account (made when new, so the first operator can log in
 * as staff) is staff. A number taken off the list keeps what it had: revoking is a staff decision.
 */
export async function grantStaffPhones(db: Db, phones: readonly string[]): Promise<void> {
  for (const phone of phones) {
    const { user } = await findOrCreateByPhone(db, phone)
    if (!user.isStaff) await db.update(users).set({ isStaff: true }).where(eq(users.id, user.id))
  }
}

/**
 * Moves the account to `phone` (whose code the caller has proven) and bumps its token version:
 * 422 when it is the current phone or bound to another account.
 */
export async function rebindPhone(db: Db, userId: number, phone: string): Promise<UserRow> {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (me?.phone === phone) throw new ApiError(422, 'business_rule', '新手机号与当前手机号相同')
  const taken = () => new ApiError(422, 'business_rule', '该手机号已绑定其他账号')
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
  if (other) throw taken()
  let updated
  try {
    ;[updated] = await db
      .update(users)
      .set({ phone, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning()
  } catch (error) {
    // Bound by someone else between the check and the update.
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
  if (!updated) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
  await forgetTokenVersion(db, userId)
  return updated
}

export interface WechatIdentity {
  openid: string
  unionid: string | null
  sessionKey: string
}

/**
 * Finds the account of a WeChat identity: by openid, else by unionid (an account created by
 * another of the brand's apps), linking the missing id. Stores the session_key.
 */
export async function findWechatUser(db: Db, wx: WechatIdentity, { byUnionidFirst = false } = {}): Promise<UserRow | null> {
  const byOpenid = async () => (await db.select().from(users).where(eq(users.wxOpenid, wx.openid)))[0]
  const byUnionid = async () => (wx.unionid ? (await db.select().from(users).where(eq(users.wxUnionid, wx.unionid)))[0] : undefined)
  const found = byUnionidFirst ? ((await byUnionid()) ?? (await byOpenid())) : ((await byOpenid()) ?? (await byUnionid()))
  if (!found) return null
  const link: Partial<NewUser> = { wxSessionKey: wx.sessionKey }
  if (!found.wxOpenid) link.wxOpenid = wx.openid
  if (!found.wxUnionid && wx.unionid) link.wxUnionid = wx.unionid
  try {
    const [row] = await db.update(users).set(link).where(eq(users.id, found.id)).returning()
    return row ?? null
  } catch (error) {
    // The openid/unionid is linked to another account already: log into the found one unchanged.
    if (!isUniqueViolation(error)) throw error
    await db.update(users).set({ wxSessionKey: wx.sessionKey }).where(eq(users.id, found.id))
    return found
  }
}

export async function findOrCreateWechatUser(db: Db, wx: WechatIdentity, options: { byUnionidFirst?: boolean } = {}): Promise<UserRow> {
  const found = await findWechatUser(db, wx, options)
  if (found) return found
  const created = await insertUser(db, {
    username: `微信用户${wx.openid.slice(-4)}`,
    wxOpenid: wx.openid,
    wxUnionid: wx.unionid,
    wxSessionKey: wx.sessionKey
  })
  if (created) return created
  const again = await findWechatUser(db, wx, options)
  if (!again) throw new Error('wechat user vanished')
  return again
}

/** An education_entries row as the contract shows it. */
export const toEducationEntry = (r: typeof educationEntries.$inferSelect): EducationEntry => ({
  id: r.id,
  school: r.school,
  stage: r.stage as EducationEntry['stage'],
  start_year: r.startYear,
  end_year: r.endYear
})

/** A user's education entries in their order. */
export async function educationOf(db: Pick<Db, 'select'>, userId: number): Promise<EducationEntry[]> {
  const rows = await db.select().from(educationEntries).where(eq(educationEntries.userId, userId)).orderBy(asc(educationEntries.position))
  return rows.map(toEducationEntry)
}

/** tianbao_vip: a membership ending after now. The one place the VIP state is computed. */
export function isVip(row: Pick<UserRow, 'vipDateEnd'>, now: number): boolean {
  return row.vipDateEnd !== null && row.vipDateEnd.getTime() > now
}

/** The users columns toUserCore reads (not the session key, password hash, collections or history). */
const coreColumns = {
  id: users.id,
  username: users.username,
  avatarKey: users.avatarKey,
  avatarUrl: users.avatarUrl,
  phone: users.phone,
  role: users.role,
  grade: users.grade,
  isStaff: users.isStaff,
  vipPrice: users.vipPrice,
  vipDateStart: users.vipDateStart,
  vipDateEnd: users.vipDateEnd,
  xkwVipInfo: users.xkwVipInfo,
  province: users.province,
  applyYear: users.applyYear,
  liberalScience: users.liberalScience,
  subjects: users.subjects,
  score: users.score,
  rank: users.rank,
  numCoins: users.numCoins,
  followerNum: users.followerNum,
  followingNum: users.followingNum,
  balance: users.balance,
  usedCloudSpace: users.usedCloudSpace,
  maxCloudSpace: users.maxCloudSpace,
  mbtiResult: users.mbtiResult,
  enrollUpdateAt: users.enrollUpdateAt,
  customTheme: users.customTheme,
  wornPendant: users.wornPendant,
  wornAccessory: users.wornAccessory
}

type CoreRow = Pick<UserRow, keyof typeof coreColumns>

export function toUserCore(row: CoreRow, education: EducationEntry[], ctx: ViewContext): UserCore {
  return {
    user_id: row.id,
    username: row.username ?? '',
    avatarUrl: avatarUrlOf(row, ctx.apiPrefix),
    phone_number: row.phone ?? '',
    role: row.role as UserCore['role'],
    grade: (row.grade as UserCore['grade']) ?? null,
    identity: identityOf(row.grade),
    is_staff: row.isStaff,
    vip: {
      tianbao_vip: isVip(row, ctx.now),
      vip_price: row.vipPrice,
      vip_date_start: row.vipDateStart?.toISOString() ?? null,
      vip_date_end: row.vipDateEnd?.toISOString() ?? null
    },
    xkw_vip_info: row.xkwVipInfo ?? null,
    province: row.province,
    apply_year: row.applyYear,
    liberal_science: (row.liberalScience as UserCore['liberal_science']) ?? null,
    subjects: orderSubjects(row.subjects),
    score: row.score,
    rank: { value: row.rank },
    num_coins: row.numCoins,
    follower_num: row.followerNum,
    following_num: row.followingNum,
    balance: row.balance,
    used_cloud_space: row.usedCloudSpace,
    max_cloud_space: row.maxCloudSpace,
    MBTIResult: row.mbtiResult,
    enroll_update_time_stamp: row.enrollUpdateAt,
    education_experience: education,
    customTheme: (row.customTheme as UserCore['customTheme']) ?? null,
    worn_pendant: row.wornPendant,
    worn_accessory: row.wornAccessory
  }
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', '用户不存在')
}

/**
 * The user's education entries as one JSON array, in their order (the EducationEntry shape). The
 * outer id is named with its table: drizzle writes a one-table select's columns bare, and a bare
 * "id" in here would be education_entries' own.
 */
const educationJson = sql<EducationEntry[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${educationEntries.id}, 'school', ${educationEntries.school}, 'stage', ${educationEntries.stage},
    'start_year', ${educationEntries.startYear}, 'end_year', ${educationEntries.endYear}
  ) order by ${educationEntries.position}), '[]'::json)
  from ${educationEntries} where ${educationEntries.userId} = ${users}.${sql.identifier(users.id.name)})`

type CoreQuery = PgPreparedQuery<PreparedQueryConfig & { execute: (CoreRow & { education: EducationEntry[] })[] }>

/**
 * The UserCore read, per database: the row and its education in one statement, prepared once, since
 * it answers every app start and every profile change (user data was two reads and drizzle
 * building both each time).
 */
const coreQueries = new WeakMap<Db, CoreQuery>()

function coreQuery(db: Db): CoreQuery {
  let query = coreQueries.get(db)
  if (!query) {
    query = db
      .select({ ...coreColumns, education: educationJson })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_core')
    coreQueries.set(db, query)
  }
  return query
}

export async function userCore(db: Db, userId: number, ctx: ViewContext): Promise<UserCore> {
  const [row] = await coreQuery(db).execute({ id: userId })
  if (!row) throw notFound()
  return toUserCore(row, row.education, ctx)
}

export async function userExtra(db: Db, userId: number, ctx: ViewContext): Promise<UserExtra> {
  const row = await findById(db, userId)
  if (!row) throw notFound()
  return toUserExtra(row, await unreadCount(db, userId), ctx, await serverConfigOf(db, row.province, ctx.now))
}

export function toUserExtra(row: UserRow, unread: number, ctx: ViewContext, serverConfig = serverConfigFor(row.province, ctx.now)): UserExtra {
  return {
    collections: { univ: row.collections.univ ?? [], prof: row.collections.prof ?? [] },
    searchHistory: row.searchHistory,
    invite_info: { code: row.inviteCode ?? '', invited_count: row.invitedCount },
    unReadMessageCount: unread,
    serverConfig
  }
}

/** Exactly the asked keys of the user state; the extra part is read only when one is asked for. */
export async function userDataOf(db: Db, userId: number, keys: readonly UserDataKey[], ctx: ViewContext): Promise<UserDataKeysResponse> {
  const wanted = new Set<string>(keys)
  const needsExtra = keys.some((key) => key in UserExtraSchema.properties)
  const all: Record<string, unknown> = { ...(await userCore(db, userId, ctx)), ...(needsExtra ? await userExtra(db, userId, ctx) : {}) }
  return Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key))) as UserDataKeysResponse
}

/** What another logged-in user may see: no gaokao info, phone masked. */
export async function otherUserData(db: Db, userId: number, ctx: ViewContext): Promise<OtherUserData> {
  const row = await findById(db, userId)
  if (!row) throw notFound()
  return {
    user_id: row.id,
    username: row.username ?? '',
    avatarUrl: avatarUrlOf(row, ctx.apiPrefix),
    phone_number: maskPhone(row.phone),
    identity: identityOf(row.grade),
    follower_num: row.followerNum,
    following_num: row.followingNum,
    MBTIResult: row.mbtiResult
  }
}
