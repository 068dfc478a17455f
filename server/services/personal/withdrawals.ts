/**
 * WeChat withdrawal requests (require-cash-withdraw-wx; issue 22, docs/personal.md "Wallet").
 *
 * - A request locks the user's row first, so two at once are decided one after the other: the
 *   second sees the first (one a day, one pending, the month's total, the balance; core/wallet.ts).
 *   The amount leaves the balance in the same transaction (a 'withdraw' wallet record).
 * - Staff decide a pending request once (409 after): paid (transferred by hand to the user's WeChat
 *   change), or rejected with a reason, which returns the amount ('withdraw_return'). Either way the
 *   user gets a system message.
 * - Another user's request reads as missing: 404 提现申请不存在.
 */
import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import { monthWindowStart, withdrawalAllowance, withdrawalRefusal, type PastWithdrawal } from '../../../core/wallet'
import { fenToYuanString } from '../../../core/payments/plans'
import {
  WITHDRAWAL_STATUS_NAMES,
  type StaffWithdrawal,
  type StaffWithdrawalPage,
  type StaffWithdrawalsQuery,
  type Withdrawal,
  type WithdrawalPage,
  type WithdrawalStatus,
  type WalletPageQuery
} from '../../../types/personalWallet'
import type { Db } from '../../db/open'
import { users, withdrawals } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { countedPage, paginate } from '../../lib/paginate'
import { notify } from '../messages'
import { changeBalance, lockUser } from './balance'

type WithdrawalRow = typeof withdrawals.$inferSelect

const withdrawalMissing = () => new ApiError(404, 'not_found', '提现申请不存在')

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount_fen: row.amountFen,
  status: row.status as WithdrawalStatus,
  status_name: WITHDRAWAL_STATUS_NAMES[row.status as WithdrawalStatus],
  review_note: row.reviewNote,
  created_at: row.createdAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null
})

/** The requests that can count towards the limits at `now`: this month's, and any pending. */
export async function pastWithdrawals(db: Pick<Db, 'select'>, userId: number, now: number): Promise<PastWithdrawal[]> {
  const rows = await db
    .select({ amountFen: withdrawals.amountFen, status: withdrawals.status, createdAt: withdrawals.createdAt })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), or(eq(withdrawals.status, 'pending'), gt(withdrawals.createdAt, monthWindowStart(new Date(now))))))
  return rows as PastWithdrawal[]
}

export async function requestWithdrawal(db: Db, userId: number, amountFen: number, now: number): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId)
    if (!user) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
    const refusal = withdrawalRefusal(amountFen, withdrawalAllowance(user.balance, await pastWithdrawals(tx, userId, now), new Date(now)))
    if (refusal) throw refusal.field ? fieldError(refusal.field, refusal.detail) : new ApiError(refusal.status, 'business_rule', refusal.detail)
    const [row] = await tx
      .insert(withdrawals)
      .values({ userId, amountFen, createdAt: new Date(now) })
      .returning()
    // The lock and the check above make this certain; changeBalance still refuses to go below 0.
    if ((await changeBalance(tx, { userId, deltaFen: -amountFen, reason: 'withdraw', refId: row.id, now })) === null) throw new ApiError(422, 'business_rule', '余额不足')
    return toWithdrawal(row)
  })
}

const mine = (userId: number, extra?: SQL) => and(eq(withdrawals.userId, userId), extra)

/** The caller's requests, newest first. */
export async function myWithdrawals(db: Db, userId: number, url: string, query: WalletPageQuery): Promise<WithdrawalPage> {
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(withdrawals).where(mine(userId)), (w) =>
    db.select().from(withdrawals).where(mine(userId)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(w.limit).offset(w.offset)
  )
  return paginate(url, query, n, rows.map(toWithdrawal))
}

export async function myWithdrawal(db: Db, userId: number, id: number): Promise<Withdrawal> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(mine(userId, eq(withdrawals.id, id)))
  if (!row) throw withdrawalMissing()
  return toWithdrawal(row)
}

/* ---------- Staff ---------- */

const staffColumns = {
  withdrawal: withdrawals,
  username: users.username,
  phone: users.phone,
  wechatBound: sql<boolean>`${users.wxOpenid} is not null`
}

type StaffRow = { withdrawal: WithdrawalRow; username: string | null; phone: string | null; wechatBound: boolean }

const toStaffWithdrawal = (row: StaffRow): StaffWithdrawal => ({
  ...toWithdrawal(row.withdrawal),
  user: { user_id: row.withdrawal.userId, username: row.username ?? '', phone_number: row.phone ?? '', wechat_bound: row.wechatBound }
})

/** Every user's requests of a status, oldest first (the order to pay them in). */
export async function staffWithdrawals(db: Db, url: string, query: StaffWithdrawalsQuery): Promise<StaffWithdrawalPage> {
  const filter = query.status ? eq(withdrawals.status, query.status) : undefined
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(withdrawals).where(filter), (w) =>
    db
      .select(staffColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(filter)
      .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
      .limit(w.limit)
      .offset(w.offset)
  )
  return paginate(url, query, n, rows.map(toStaffWithdrawal))
}

export type WithdrawalDecision = { to: 'paid'; note?: string } | { to: 'rejected'; note: string }

const decisionText = (amountFen: number, d: WithdrawalDecision) =>
  d.to === 'paid'
    ? `你申请的提现 ¥${fenToYuanString(amountFen)} 已转入微信零钱，请注意查收。`
    : `你申请的提现 ¥${fenToYuanString(amountFen)} 未通过审核：${d.note}。金额已退回钱包。`

/** Decides a pending request once: 404 unknown, 409 decided before. */
export async function decideWithdrawal(db: Db, staffId: number, id: number, decision: WithdrawalDecision, now: number): Promise<StaffWithdrawal> {
  const note = decision.note?.trim() ?? ''
  if (decision.to === 'rejected' && !note) throw fieldError('note', '请填写未通过的原因')
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
    if (!row) throw withdrawalMissing()
    if (row.status !== 'pending') throw new ApiError(409, 'business_rule', '该提现申请已处理')
    await tx
      .update(withdrawals)
      .set({ status: decision.to, reviewNote: note || null, reviewedBy: staffId, reviewedAt: new Date(now) })
      .where(eq(withdrawals.id, id))
    if (decision.to === 'rejected') await changeBalance(tx, { userId: row.userId, deltaFen: row.amountFen, reason: 'withdraw_return', refId: row.id, now })
    await notify(tx, { userId: row.userId, type: 'system', actorId: null, text: decisionText(row.amountFen, { ...decision, note }), now })
  })
  const [row] = await db.select(staffColumns).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId)).where(eq(withdrawals.id, id))
  return toStaffWithdrawal(row)
}
