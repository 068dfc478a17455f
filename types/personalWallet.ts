export type * from './schemas/personalWallet'

/**
 * The wallet (personal/walletRecord; issue 22, docs/personal.md "Wallet"): the balance in fen, its
 * records, invitation rewards, special rewards claimed into it, and WeChat withdrawal requests that
 * staff pay by hand or reject (the amount comes back). The limits are core/wallet.ts.
 */
import { INVITE_PATHS } from './application'

/** Why the balance changed (wallet_records.reason). */
export const WALLET_REASONS = ['invite', 'special', 'withdraw', 'withdraw_return'] as const
export type WalletReason = (typeof WALLET_REASONS)[number]
export const WALLET_REASON_NAMES: Record<WalletReason, string> = {
  invite: '邀请奖励',
  special: '特别奖励',
  withdraw: '提现',
  withdraw_return: '提现退回'
}

/** pending (审核中) → paid (已到账) | rejected (未通过: the amount is back in the wallet). */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]
export const WITHDRAWAL_STATUS_NAMES: Record<WithdrawalStatus, string> = { pending: '审核中', paid: '已到账', rejected: '未通过' }

/** available (待领取) → claimed (已领取); an available one past expires_at reads expired (已过期). */
export const SPECIAL_REWARD_STATUSES = ['available', 'claimed', 'expired'] as const
export type SpecialRewardStatus = (typeof SPECIAL_REWARD_STATUSES)[number]
export const SPECIAL_REWARD_STATUS_NAMES: Record<SpecialRewardStatus, string> = { available: '待领取', claimed: '已领取', expired: '已过期' }

/** Staff notes (a withdrawal's review) and special reward titles, in characters. */
export const WALLET_TEXT_LIMITS = { noteMax: 100, rewardTitleMax: 30 } as const

export const WALLET_PATHS = {
  /** GET → WalletSummary. */
  wallet: '/api/user/wallet/',
  /** GET PAGE_QUERY → Page(WalletRecord), newest first. */
  records: '/api/user/wallet-record/',
  /** GET → Page(InvitedUser): the invitation family's list (types/application.ts), not a copy. */
  invited: INVITE_PATHS.list,
  /** GET PAGE_QUERY → Page(SpecialReward), newest first. + '<id>/claim/' POST → SpecialRewardClaimed. */
  specialRewards: '/api/user/special-reward/',
  /** GET PAGE_QUERY → Page(Withdrawal), newest first; POST WithdrawalRequest → 201 Withdrawal. + '<id>/' GET → Withdrawal. */
  withdrawals: '/api/user/require-cash-withdraw-wx/',
  /** Staff. GET ?status= → Page(StaffWithdrawal), oldest first. + '<id>/paid/' POST WithdrawalPaidBody, '<id>/reject/' POST WithdrawalRejectBody → StaffWithdrawal. */
  staffWithdrawals: '/api/admin/withdrawals/',
  /** Staff. POST SpecialRewardGrant → 201 SpecialReward (and a system message to the user). */
  staffSpecialRewards: '/api/admin/special-rewards/'
} as const
