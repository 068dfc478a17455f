/**
 * Special rewards (special-reward; issue 22, docs/personal.md "Wallet"): staff grant a user an
 * amount with a title and, optionally, a deadline; the user claims it into the wallet once.
 *
 * - A claim moves the reward from 'available' to 'claimed' with a conditional UPDATE (the row lock
 *   makes two claims at once meet one after the other: the second finds it claimed, 409) and credits
 *   the wallet with grant_key 'special:<id>' in the same transaction.
 * - An available reward past its expires_at reads 'expired' and is refused (422); the row keeps
 *   'available' (nothing sweeps it), the answer derives the status.
 * - Another user's reward reads as missing: 404 奖励不存在.
 */
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm'
import { SPECIAL_REWARD_MAX_FEN, specialGrantKey } from '../../../core/wallet'
import { fenToYuanString } from '../../../core/payments/plans'
import {
  SPECIAL_REWARD_STATUS_NAMES,
  type SpecialReward,
  type SpecialRewardClaimed,
  type SpecialRewardGrant,
  type SpecialRewardPage,
  type SpecialRewardStatus,
  type WalletPageQuery
} from '../../../types/personalWallet'
import type { Db } from '../../db/open'
import { specialRewards, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { countedPage, paginate } from '../../lib/paginate'
import { notify } from '../messages'
import { changeBalance } from './balance'

type RewardRow = typeof specialRewards.$inferSelect

const rewardMissing = () => new ApiError(404, 'not_found', '奖励不存在')

function statusOf(row: RewardRow, now: number): SpecialRewardStatus {
  if (row.status === 'claimed') return 'claimed'
  return row.expiresAt && row.expiresAt.getTime() <= now ? 'expired' : 'available'
}

const toReward = (row: RewardRow, now: number): SpecialReward => {
  const status = statusOf(row, now)
  return {
    id: row.id,
    title: row.title,
    amount_fen: row.amountFen,
    status,
    status_name: SPECIAL_REWARD_STATUS_NAMES[status],
    expires_at: row.expiresAt?.toISOString() ?? null,
    claimed_at: row.claimedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString()
  }
}

/** The caller's rewards, newest first. */
export async function myRewards(db: Db, userId: number, url: string, query: WalletPageQuery, now: number): Promise<SpecialRewardPage> {
  const mine = eq(specialRewards.userId, userId)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(specialRewards).where(mine), (w) =>
    db.select().from(specialRewards).where(mine).orderBy(desc(specialRewards.id)).limit(w.limit).offset(w.offset)
  )
  return paginate(
    url,
    query,
    n,
    rows.map((row) => toReward(row, now))
  )
}

export async function claimReward(db: Db, userId: number, id: number, now: number): Promise<SpecialRewardClaimed> {
  return db.transaction(async (tx) => {
    const at = new Date(now)
    const [claimed] = await tx
      .update(specialRewards)
      .set({ status: 'claimed', claimedAt: at })
      .where(
        and(
          eq(specialRewards.id, id),
          eq(specialRewards.userId, userId),
          eq(specialRewards.status, 'available'),
          or(isNull(specialRewards.expiresAt), gt(specialRewards.expiresAt, at))
        )
      )
      .returning()
    if (!claimed) {
      const [row] = await tx
        .select()
        .from(specialRewards)
        .where(and(eq(specialRewards.id, id), eq(specialRewards.userId, userId)))
      if (!row) throw rewardMissing()
      if (row.status === 'claimed') throw new ApiError(409, 'business_rule', '奖励已领取')
      throw new ApiError(422, 'business_rule', '奖励已过期')
    }
    const balance = await changeBalance(tx, { userId, deltaFen: claimed.amountFen, reason: 'special', grantKey: specialGrantKey(id), refId: id, now })
    // The status moved once, so the key is new: a refusal here is a broken invariant.
    if (balance === null) throw new Error(`special reward ${id} was credited before it was claimed`)
    return { reward: toReward(claimed, now), balance_fen: balance }
  })
}

/** Staff: a new reward for a user, who is told by a system message. */
export async function grantReward(db: Db, input: SpecialRewardGrant, now: number): Promise<SpecialReward> {
  const title = input.title.trim()
  if (!title) throw fieldError('title', '请填写奖励名称')
  if (!Number.isSafeInteger(input.amount_fen) || input.amount_fen <= 0 || input.amount_fen > SPECIAL_REWARD_MAX_FEN)
    throw fieldError('amount_fen', `奖励金额应为 ¥0.01 - ¥${fenToYuanString(SPECIAL_REWARD_MAX_FEN)}`)
  let expiresAt: Date | null = null
  if (input.expires_at) {
    expiresAt = new Date(input.expires_at)
    if (Number.isNaN(expiresAt.getTime())) throw fieldError('expires_at', '过期时间格式不正确')
    if (expiresAt.getTime() <= now) throw fieldError('expires_at', '过期时间应晚于现在')
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id))
    if (!user) throw new ApiError(404, 'not_found', '用户不存在')
    const [row] = await tx
      .insert(specialRewards)
      .values({ userId: input.user_id, title, amountFen: input.amount_fen, expiresAt, createdAt: new Date(now) })
      .returning()
    await notify(tx, {
      userId: input.user_id,
      type: 'system',
      actorId: null,
      text: `你获得一份特别奖励「${title}」¥${fenToYuanString(input.amount_fen)}，请到「我的 - 钱包」领取。`,
      now
    })
    return toReward(row, now)
  })
}
