/**
 * The wallet (types/personalWallet.ts WALLET_PATHS), one function each, through request.ts. The
 * invited users are the invitation family's list (api/application.ts getInvitedUsers). After a call
 * that moves the balance, the page refreshes the user store (api/account.ts refreshCore).
 */
import type { Paginated } from '@types-contract/api'
import { WALLET_PATHS, type SpecialReward, type SpecialRewardClaimed, type WalletRecord, type WalletSummary, type Withdrawal } from '@types-contract/personalWallet'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** Balance, invitations, rewards waiting, the pending request and what may be withdrawn now. */
export const fetchWallet = (o: Extra = {}) => request<WalletSummary>(WALLET_PATHS.wallet, o)

/** 收支明细, newest first. */
export const fetchWalletRecords = (page: number, o: Extra = {}) => request<Paginated<WalletRecord>>(WALLET_PATHS.records, { query: { page }, ...o })

export const fetchSpecialRewards = (page: number, o: Extra = {}) => request<Paginated<SpecialReward>>(WALLET_PATHS.specialRewards, { query: { page }, ...o })

/** Into the wallet once: 409 claimed before, 422 expired. */
export const claimSpecialReward = (id: number, o: Extra = {}) => request<SpecialRewardClaimed>(`${WALLET_PATHS.specialRewards}${id}/claim/`, { method: 'POST', ...o })

/** 提现记录, newest first. */
export const fetchWithdrawals = (page: number, o: Extra = {}) => request<Paginated<Withdrawal>>(WALLET_PATHS.withdrawals, { query: { page }, ...o })

/** 201: the request (审核中); the amount has left the balance. 400/422 carry the limit's Chinese text. */
export const requestWithdrawal = (amountFen: number, o: Extra = {}) =>
  request<Withdrawal>(WALLET_PATHS.withdrawals, { method: 'POST', data: { amount_fen: amountFen }, ...o })
