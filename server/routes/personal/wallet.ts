/**
 * The wallet (issue 22, docs/personal.md "Wallet"; types/personalWallet.ts WALLET_PATHS; services in
 * services/personal/). Login required (index.ts). Invited users are the invitation family's list
 * (routes/application/invite.ts), not repeated here.
 *
 *   GET  /api/user/wallet/                          → WalletSummary
 *   GET  /api/user/wallet-record/                   → Page(WalletRecord)
 *   GET  /api/user/special-reward/                  → Page(SpecialReward)
 *   POST /api/user/special-reward/<id>/claim/       → SpecialRewardClaimed (404 not mine, 409 claimed, 422 expired)
 *   GET  /api/user/require-cash-withdraw-wx/        → Page(Withdrawal)
 *   POST /api/user/require-cash-withdraw-wx/        WithdrawalRequest → 201 Withdrawal (400/422: core/wallet.ts limits)
 *   GET  /api/user/require-cash-withdraw-wx/<id>/   → Withdrawal (404 not mine)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WALLET_PATHS } from '../../../types/personalWallet'
import { EmptyBody, NoQuery } from '../../../types/schema'
import {
  SpecialRewardClaimed,
  SpecialRewardPage,
  WalletIdParams,
  WalletPageQuery,
  WalletRecordPage,
  WalletSummary,
  Withdrawal,
  WithdrawalPage,
  WithdrawalRequest
} from '../../../types/schemas/personalWallet'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { claimReward, myRewards } from '../../services/personal/specialRewards'
import { walletRecordPage, walletSummary } from '../../services/personal/wallet'
import { myWithdrawal, myWithdrawals, requestWithdrawal } from '../../services/personal/withdrawals'

const rewards = rel(WALLET_PATHS.specialRewards)
const withdrawals = rel(WALLET_PATHS.withdrawals)

export const walletRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(rel(WALLET_PATHS.wallet), { schema: { querystring: NoQuery, response: { 200: WalletSummary } } }, async (request) =>
    walletSummary(db, userIdOf(request), now())
  )

  api.get(rel(WALLET_PATHS.records), { schema: { querystring: WalletPageQuery, response: { 200: WalletRecordPage } } }, async (request) =>
    walletRecordPage(db, userIdOf(request), request.url, request.query)
  )

  api.get(rewards, { schema: { querystring: WalletPageQuery, response: { 200: SpecialRewardPage } } }, async (request) =>
    myRewards(db, userIdOf(request), request.url, request.query, now())
  )

  api.post(
    `${rewards}:id/claim/`,
    { preValidation: noBodyIsEmpty, schema: { params: WalletIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: SpecialRewardClaimed } } },
    async (request) => claimReward(db, userIdOf(request), request.params.id, now())
  )

  api.get(withdrawals, { schema: { querystring: WalletPageQuery, response: { 200: WithdrawalPage } } }, async (request) =>
    myWithdrawals(db, userIdOf(request), request.url, request.query)
  )

  api.post(withdrawals, { schema: { querystring: NoQuery, body: WithdrawalRequest, response: { 201: Withdrawal } } }, async (request, reply) =>
    reply.code(201).send(await requestWithdrawal(db, userIdOf(request), request.body.amount_fen, now()))
  )

  api.get(`${withdrawals}:id/`, { schema: { params: WalletIdParams, querystring: NoQuery, response: { 200: Withdrawal } } }, async (request) =>
    myWithdrawal(db, userIdOf(request), request.params.id)
  )
}
