/**
 * The wallet (issue 22, docs/personal.md "Wallet"; types/personalWallet.ts): the summary the wallet
 * page opens with and the records. The balance changes only through balance.ts.
 */
import { and, count, desc, eq, gt, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm'
import { INVITE_REWARD_FEN, withdrawalAllowance } from '../../../core/wallet'
import { WALLET_REASON_NAMES, type WalletReason, type WalletRecord, type WalletRecordPage, type WalletPageQuery, type WalletSummary } from '../../../types/personalWallet'
import type { Db } from '../../db/open'
import { specialRewards, users, walletRecords, withdrawals } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage, paginate } from '../../lib/paginate'
import { pastWithdrawals, toWithdrawal } from './withdrawals'

const sumOf = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`

export async function walletSummary(db: Db, userId: number, now: number): Promise<WalletSummary> {
  const [user] = await db.select({ balance: users.balance, inviteCode: users.inviteCode, invitedCount: users.invitedCount }).from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
  const [[earned], [withdrawn], [claimable], [pending], past] = await Promise.all([
    db
      .select({ n: sumOf(walletRecords.deltaFen) })
      .from(walletRecords)
      .where(and(eq(walletRecords.userId, userId), inArray(walletRecords.reason, ['invite', 'special']))),
    db
      .select({ n: sumOf(withdrawals.amountFen) })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'paid'))),
    db
      .select({ n: count() })
      .from(specialRewards)
      .where(
        and(eq(specialRewards.userId, userId), eq(specialRewards.status, 'available'), or(isNull(specialRewards.expiresAt), gt(specialRewards.expiresAt, new Date(now))))
      ),
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')))
      .limit(1),
    pastWithdrawals(db, userId, now)
  ])
  const allowance = withdrawalAllowance(user.balance, past, new Date(now))
  return {
    balance_fen: user.balance,
    invite_code: user.inviteCode ?? '',
    invited_count: user.invitedCount,
    invite_reward_fen: INVITE_REWARD_FEN,
    earned_fen: Number(earned.n),
    withdrawn_fen: Number(withdrawn.n),
    claimable_rewards: claimable.n,
    pending_withdrawal: pending ? toWithdrawal(pending) : null,
    allowance: { max_fen: allowance.maxFen, today_left: allowance.todayLeft, month_left_fen: allowance.monthLeftFen, blocked: allowance.blocked }
  }
}

const toRecord = (row: typeof walletRecords.$inferSelect): WalletRecord => ({
  id: row.id,
  delta_fen: row.deltaFen,
  reason: row.reason as WalletReason,
  reason_name: WALLET_REASON_NAMES[row.reason as WalletReason],
  balance_after_fen: row.balanceAfterFen,
  created_at: row.createdAt.toISOString()
})

/** The caller's records, newest first. */
export async function walletRecordPage(db: Db, userId: number, url: string, query: WalletPageQuery): Promise<WalletRecordPage> {
  const mine = eq(walletRecords.userId, userId)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(walletRecords).where(mine), (w) =>
    db.select().from(walletRecords).where(mine).orderBy(desc(walletRecords.id)).limit(w.limit).offset(w.offset)
  )
  return paginate(url, query, n, rows.map(toRecord))
}
