/**
 * How the wallet page (personal/walletRecord) shows the wallet and checks a withdrawal before sending
 * it: its tabs, signed amounts, the amount typed in yuan turned into whole fen, and the server's own
 * limits (core/wallet.ts) applied to what the wallet summary says. Pure: the page only renders these.
 */
import { yuanToFen } from '@core/payments/plans'
import { withdrawalRefusal, WITHDRAWAL_LIMITS } from '@core/wallet'
import type { SpecialReward, WalletSummary } from '@types-contract/personalWallet'
import { moneyText } from './printOrderView'

export type WalletTab = 'records' | 'invite' | 'rewards' | 'withdrawals'

export const WALLET_TABS: readonly { key: WalletTab; label: string }[] = [
  { key: 'records', label: '收支明细' },
  { key: 'invite', label: '邀请好友' },
  { key: 'rewards', label: '特别奖励' },
  { key: 'withdrawals', label: '提现记录' }
]

/** The tab a page's `?tab=` asks for; anything else is 收支明细. */
export function walletTabOfQuery(raw: string | undefined): WalletTab {
  return WALLET_TABS.find((t) => t.key === raw)?.key ?? 'records'
}

/** A record's amount with its sign: +¥2.00, -¥10.00. */
export function signedMoneyText(deltaFen: number): string {
  return `${deltaFen < 0 ? '-' : '+'}${moneyText(Math.abs(deltaFen))}`
}

export type AmountCheck = { ok: true; fen: number } | { ok: false; message: string }

/** Yuan as typed ('10', '10.5', '10.50') to whole fen; at most two decimals. */
export function parseYuanInput(text: string): AmountCheck {
  const value = text.trim()
  if (!value) return { ok: false, message: '请输入提现金额' }
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(value)) return { ok: false, message: '请输入正确的金额，最多两位小数' }
  return { ok: true, fen: yuanToFen(Number(value)) }
}

/** The typed amount checked as the server will check it: whole fen to send, or the first problem. */
export function checkWithdrawal(text: string, wallet: WalletSummary): AmountCheck {
  const parsed = parseYuanInput(text)
  if (!parsed.ok) return parsed
  const refusal = withdrawalRefusal(parsed.fen, {
    balanceFen: wallet.balance_fen,
    maxFen: wallet.allowance.max_fen,
    todayLeft: wallet.allowance.today_left,
    monthLeftFen: wallet.allowance.month_left_fen,
    pending: wallet.pending_withdrawal !== null,
    blocked: wallet.allowance.blocked
  })
  return refusal ? { ok: false, message: refusal.detail } : parsed
}

/** The line under the form's field: what may be asked for now, or why nothing can. */
export function allowanceText(wallet: WalletSummary): string {
  return wallet.allowance.blocked ?? `本次最多可提现 ${moneyText(wallet.allowance.max_fen)}，本月还可提现 ${moneyText(wallet.allowance.month_left_fen)}`
}

/** The amount to fill in for 全部提现: what may be asked for now, in yuan as typed. */
export function allAmountText(wallet: WalletSummary): string {
  return wallet.allowance.max_fen >= WITHDRAWAL_LIMITS.minFen ? (wallet.allowance.max_fen / 100).toFixed(2) : ''
}

/** A reward's line under its title: its deadline, or when it was claimed. */
export function rewardNote(reward: SpecialReward, dateText: (iso: string) => string): string {
  if (reward.status === 'claimed' && reward.claimed_at) return `${dateText(reward.claimed_at)} 已领取`
  if (reward.expires_at) return `${dateText(reward.expires_at)} ${reward.status === 'expired' ? '已过期' : '前有效'}`
  return '长期有效'
}
