/**
 * The wallet's rules (issue 22, docs/personal.md "Wallet"), shared by the server (which enforces
 * them inside the transaction that locks the user's row) and the app (which shows them on the
 * withdrawal form and checks an amount before sending it). Every amount is integer fen.
 *
 * Withdrawals go to the user's WeChat change (零钱), paid by staff by hand, so the limits keep
 * each transfer small and the staff's queue short:
 * - ¥10 to ¥200 a request, whole fen: below ¥10 a transfer is not worth a review; WeChat asks for
 *   the payee's real name from ¥2,000, far above ¥200.
 * - one request a China calendar day, ¥500 a China calendar month in all: what invitations and
 *   rewards can honestly earn, and a ceiling on what a farm of fake invitations could take out.
 * - one pending request at a time: staff decide it before the next.
 * - the balance must cover it (the amount leaves the balance when requested).
 * A rejected request gave its amount back, so it counts towards neither the day nor the month.
 */
import { chinaDay, chinaParts } from './chinaTime'
import { fenToYuanString } from './payments/plans'

export const WITHDRAWAL_LIMITS = {
  minFen: 1_000,
  maxFen: 20_000,
  perDay: 1,
  monthlyFen: 50_000
} as const

/** An inviter earns this much (fen) for each user who binds their invite code, once per invited user. */
export const INVITE_REWARD_FEN = 200

/** The most staff may grant in one special reward (fen). */
export const SPECIAL_REWARD_MAX_FEN = 100_000

/** The once-only keys of wallet grants (wallet_records.grant_key, unique per user). */
export const inviteGrantKey = (invitedUserId: number) => `invite:${invitedUserId}`
export const specialGrantKey = (rewardId: number) => `special:${rewardId}`

/** '¥10.00' in the rules' texts (the app shows amounts with src/lib/printOrderView.ts moneyText, the same format). */
const yuanText = (fen: number) => `¥${fenToYuanString(fen)}`

/** One earlier request as the rules read it. */
export interface PastWithdrawal {
  amountFen: number
  status: 'pending' | 'paid' | 'rejected'
  createdAt: Date
}

/** What the user may withdraw now. */
export interface WithdrawalAllowance {
  balanceFen: number
  /** The most one request may ask for now (0: none). */
  maxFen: number
  /** Requests left today (China calendar day). */
  todayLeft: number
  /** Fen left this China calendar month. */
  monthLeftFen: number
  /** A request is waiting for staff. */
  pending: boolean
  /** Why no request can be made now; null when one can. */
  blocked: string | null
}

export interface WithdrawalRefusal {
  status: 400 | 422
  /** 400s name the field. */
  field?: 'amount_fen'
  detail: string
}

const sameMonth = (a: Date, b: Date) => {
  const [x, y] = [chinaParts(a)!, chinaParts(b)!]
  return x.year === y.year && x.month === y.month
}

/** The earliest instant whose requests can count towards `now`'s month (the server loads from here, plus anything pending). */
export function monthWindowStart(now: Date): Date {
  return new Date(now.getTime() - 32 * 86_400_000)
}

export function withdrawalAllowance(balanceFen: number, past: readonly PastWithdrawal[], now: Date): WithdrawalAllowance {
  const counted = past.filter((w) => w.status !== 'rejected')
  const pending = past.some((w) => w.status === 'pending')
  const today = chinaDay(now)
  const todayLeft = Math.max(0, WITHDRAWAL_LIMITS.perDay - counted.filter((w) => chinaDay(w.createdAt) === today).length)
  const monthUsed = counted.filter((w) => sameMonth(w.createdAt, now)).reduce((sum, w) => sum + w.amountFen, 0)
  const monthLeftFen = Math.max(0, WITHDRAWAL_LIMITS.monthlyFen - monthUsed)
  const blocked = pending
    ? '你有一笔提现正在审核，处理完成后才能再次申请'
    : todayLeft === 0
      ? '今天已申请过提现，请明天再来'
      : monthLeftFen < WITHDRAWAL_LIMITS.minFen
        ? '本月提现额度已用完，请下月再来'
        : balanceFen < WITHDRAWAL_LIMITS.minFen
          ? `余额满 ${yuanText(WITHDRAWAL_LIMITS.minFen)} 才能提现`
          : null
  const maxFen = blocked ? 0 : Math.min(WITHDRAWAL_LIMITS.maxFen, monthLeftFen, balanceFen)
  return { balanceFen, maxFen, todayLeft, monthLeftFen, pending, blocked }
}

/** Why a request of `amountFen` is refused (the amount's own limits first, then the user's), or null. */
export function withdrawalRefusal(amountFen: number, allowance: WithdrawalAllowance): WithdrawalRefusal | null {
  const amountProblem = (detail: string): WithdrawalRefusal => ({ status: 400, field: 'amount_fen', detail })
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return amountProblem('请输入正确的提现金额')
  if (amountFen < WITHDRAWAL_LIMITS.minFen) return amountProblem(`单次提现金额不能低于 ${yuanText(WITHDRAWAL_LIMITS.minFen)}`)
  if (amountFen > WITHDRAWAL_LIMITS.maxFen) return amountProblem(`单次提现金额不能超过 ${yuanText(WITHDRAWAL_LIMITS.maxFen)}`)
  const rule = (detail: string): WithdrawalRefusal => ({ status: 422, detail })
  if (allowance.pending) return rule('你有一笔提现正在审核，处理完成后才能再次申请')
  if (allowance.todayLeft === 0) return rule('今天已申请过提现，请明天再来')
  if (amountFen > allowance.monthLeftFen)
    return rule(allowance.monthLeftFen < WITHDRAWAL_LIMITS.minFen ? '本月提现额度已用完，请下月再来' : `本月还可提现 ${yuanText(allowance.monthLeftFen)}，请调整金额`)
  if (amountFen > allowance.balanceFen) return rule('余额不足')
  return null
}

/** The rules as the withdrawal form lists them. */
export const WITHDRAWAL_RULES: readonly string[] = [
  `单次提现 ${yuanText(WITHDRAWAL_LIMITS.minFen)} - ${yuanText(WITHDRAWAL_LIMITS.maxFen)}，每天最多申请 ${WITHDRAWAL_LIMITS.perDay} 次`,
  `每月累计提现不超过 ${yuanText(WITHDRAWAL_LIMITS.monthlyFen)}`,
  '同一时间只能有一笔提现在审核中',
  '提现将在 3 个工作日内转入你的微信零钱；未通过的申请金额会退回钱包'
]
