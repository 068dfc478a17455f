/**
 * Invitations (application/invite, inviteList; issue 6): who a user invited, and binding the
 * inviter once, within INVITE_BIND_WINDOW_MS of the account's creation. The binding credits the
 * inviter's wallet with INVITE_REWARD_FEN in its transaction (issue 22, grant_key
 * 'invite:<invited user id>': once per invited user) and tells them by a system message.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { fenToYuanString } from '../../core/payments/plans'
import { INVITE_REWARD_FEN, inviteGrantKey } from '../../core/wallet'
import type { InvitedUser } from '../../types/application'
import type { Db } from '../db/open'
import { users } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import { notify } from './messages'
import { changeBalance } from './personal/balance'
import { avatarUrlOf, findById } from './users'

/** An account may bind an inviter within this long of its creation. */
export const INVITE_BIND_WINDOW_MS = 7 * 24 * 3_600_000

/** One page of the users `userId` invited, newest first, and how many there are in all. */
export async function invitedUsers(
  db: Db,
  userId: number,
  window: { limit: number; offset: number },
  apiPrefix: string
): Promise<{ count: number; results: InvitedUser[] }> {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId))
  const rows = await db
    .select({ id: users.id, username: users.username, avatarKey: users.avatarKey, avatarUrl: users.avatarUrl, invitedAt: users.invitedAt })
    .from(users)
    .where(eq(users.invitedBy, userId))
    .orderBy(desc(users.invitedAt), desc(users.id))
    .limit(window.limit)
    .offset(window.offset)
  const results = rows.map((r) => ({
    user_id: r.id,
    username: r.username ?? '',
    avatarUrl: avatarUrlOf(r, apiPrefix),
    invited_at: (r.invitedAt ?? new Date(0)).toISOString()
  }))
  return { count: n, results }
}

/** Binds the owner of invite code `input` as the inviter of `userId` and counts the invitation. */
export async function bindInviter(db: Db, userId: number, input: string, now: number): Promise<void> {
  // As the app normalises it (src/lib/invite.ts normalizeInviteCode): no spaces, upper case.
  const code = input.replace(/\s+/g, '').toUpperCase()
  if (!code) throw fieldError('code', '请输入邀请码')
  const row = await findById(db, userId)
  if (!row) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
  if (row.invitedBy !== null) throw new ApiError(422, 'business_rule', '你已绑定过邀请人，不能重复绑定')
  if (now - row.createdAt.getTime() > INVITE_BIND_WINDOW_MS) throw new ApiError(422, 'business_rule', '注册超过 7 天的账号不能再绑定邀请人')
  const [inviter] = await db.select({ id: users.id, invitedBy: users.invitedBy }).from(users).where(eq(users.inviteCode, code))
  if (!inviter) throw new ApiError(404, 'not_found', '邀请码不存在，请检查后重新输入')
  if (inviter.id === userId) throw new ApiError(422, 'business_rule', '不能填写自己的邀请码')
  if (inviter.invitedBy === userId) throw new ApiError(422, 'business_rule', '不能绑定你邀请的用户为邀请人')
  await db.transaction(async (tx) => {
    const [bound] = await tx
      .update(users)
      .set({ invitedBy: inviter.id, invitedAt: new Date(now) })
      .where(and(eq(users.id, userId), isNull(users.invitedBy)))
      .returning({ id: users.id })
    if (!bound) throw new ApiError(422, 'business_rule', '你已绑定过邀请人，不能重复绑定')
    await tx
      .update(users)
      .set({ invitedCount: sql`${users.invitedCount} + 1` })
      .where(eq(users.id, inviter.id))
    const credited = await changeBalance(tx, { userId: inviter.id, deltaFen: INVITE_REWARD_FEN, reason: 'invite', grantKey: inviteGrantKey(userId), refId: userId, now })
    if (credited !== null) {
      const text = `${row.username || '新用户'} 填写了你的邀请码，邀请奖励 ¥${fenToYuanString(INVITE_REWARD_FEN)} 已存入钱包。`
      await notify(tx, { userId: inviter.id, type: 'system', actorId: null, text, now })
    }
  })
}
