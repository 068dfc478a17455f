/**
 * Wallet schemas (issue 22). Constants and paths: types/personalWallet.ts; limits: core/wallet.ts.
 * Amounts are integer fen.
 */
import { SPECIAL_REWARD_STATUSES, WALLET_REASONS, WALLET_TEXT_LIMITS, WITHDRAWAL_STATUSES } from '../personalWallet'
import { Id, Int, Nullable, Obj, PAGE_QUERY, Page, StringEnum, Type, type Static } from '../schema'

/** A list query: page and page_size only. */
export const WalletPageQuery = Obj({ ...PAGE_QUERY })
export type WalletPageQuery = Static<typeof WalletPageQuery>

export const WalletIdParams = Obj({ id: Id() })
export type WalletIdParams = Static<typeof WalletIdParams>

export const Withdrawal = Obj({
  id: Int(),
  amount_fen: Int(),
  status: StringEnum(WITHDRAWAL_STATUSES),
  status_name: Type.String(),
  /** Staff's note: the reason of a rejection, or the transfer's reference. */
  review_note: Nullable(Type.String()),
  created_at: Type.String(),
  reviewed_at: Nullable(Type.String())
})
export type Withdrawal = Static<typeof Withdrawal>

export const WithdrawalPage = Page(Withdrawal)
export type WithdrawalPage = Static<typeof WithdrawalPage>

/** What the user may withdraw now (core/wallet.ts withdrawalAllowance). */
export const WithdrawalAllowance = Obj({
  /** The most one request may ask for now; 0 when none can be made. */
  max_fen: Int(),
  today_left: Int(),
  month_left_fen: Int(),
  /** Why no request can be made now (Chinese); null when one can. */
  blocked: Nullable(Type.String())
})
export type WithdrawalAllowance = Static<typeof WithdrawalAllowance>

export const WalletSummary = Obj({
  balance_fen: Int(),
  invite_code: Type.String(),
  invited_count: Int(),
  /** What one invited user earns the inviter. */
  invite_reward_fen: Int(),
  /** Everything rewards ever added (invitations and special rewards). */
  earned_fen: Int(),
  /** Everything withdrawn and paid. */
  withdrawn_fen: Int(),
  /** Special rewards waiting to be claimed. */
  claimable_rewards: Int(),
  pending_withdrawal: Nullable(Withdrawal),
  allowance: WithdrawalAllowance
})
export type WalletSummary = Static<typeof WalletSummary>

export const WalletRecord = Obj({
  id: Int(),
  /** Positive: in; negative: out. */
  delta_fen: Int(),
  reason: StringEnum(WALLET_REASONS),
  reason_name: Type.String(),
  balance_after_fen: Int(),
  created_at: Type.String()
})
export type WalletRecord = Static<typeof WalletRecord>

export const WalletRecordPage = Page(WalletRecord)
export type WalletRecordPage = Static<typeof WalletRecordPage>

export const SpecialReward = Obj({
  id: Int(),
  title: Type.String(),
  amount_fen: Int(),
  status: StringEnum(SPECIAL_REWARD_STATUSES),
  status_name: Type.String(),
  expires_at: Nullable(Type.String()),
  claimed_at: Nullable(Type.String()),
  created_at: Type.String()
})
export type SpecialReward = Static<typeof SpecialReward>

export const SpecialRewardPage = Page(SpecialReward)
export type SpecialRewardPage = Static<typeof SpecialRewardPage>

export const SpecialRewardClaimed = Obj({ reward: SpecialReward, balance_fen: Int() })
export type SpecialRewardClaimed = Static<typeof SpecialRewardClaimed>

/** POST WALLET_PATHS.withdrawals: whole fen (a fraction is a 400); the limits answer in Chinese. */
export const WithdrawalRequest = Obj({ amount_fen: Int({ maximum: 100_000_000 }) })
export type WithdrawalRequest = Static<typeof WithdrawalRequest>

/* ---------- Staff ---------- */

export const StaffWithdrawalsQuery = Obj({ ...PAGE_QUERY, status: Type.Optional(StringEnum(WITHDRAWAL_STATUSES)) })
export type StaffWithdrawalsQuery = Static<typeof StaffWithdrawalsQuery>

/** A request with whom to pay: staff transfer to the user's WeChat (wechat_bound) or contact them by phone. */
export const StaffWithdrawal = Obj({
  ...Withdrawal.properties,
  user: Obj({ user_id: Int(), username: Type.String(), phone_number: Type.String(), wechat_bound: Type.Boolean() })
})
export type StaffWithdrawal = Static<typeof StaffWithdrawal>

export const StaffWithdrawalPage = Page(StaffWithdrawal)
export type StaffWithdrawalPage = Static<typeof StaffWithdrawalPage>

/** Marks a request paid; the note may carry the transfer's reference. */
export const WithdrawalPaidBody = Obj({ note: Type.Optional(Type.String({ maxLength: WALLET_TEXT_LIMITS.noteMax })) })
export type WithdrawalPaidBody = Static<typeof WithdrawalPaidBody>

/** Rejects a request: the reason is required (trimmed, not empty) and shown to the user. */
export const WithdrawalRejectBody = Obj({ note: Type.String({ maxLength: WALLET_TEXT_LIMITS.noteMax }) })
export type WithdrawalRejectBody = Static<typeof WithdrawalRejectBody>

/** Grants a user a special reward (core/wallet.ts SPECIAL_REWARD_MAX_FEN); expires_at ISO 8601, in the future, or none. */
export const SpecialRewardGrant = Obj({
  user_id: Id(),
  title: Type.String({ maxLength: WALLET_TEXT_LIMITS.rewardTitleMax }),
  amount_fen: Int(),
  expires_at: Type.Optional(Nullable(Type.String({ maxLength: 40 })))
})
export type SpecialRewardGrant = Static<typeof SpecialRewardGrant>
