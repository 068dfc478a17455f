/**
 * The wallet's staff API (issue 22, docs/personal.md "Wallet"): withdrawal requests to pay or
 * reject, and special rewards to grant. Staff only (index.ts staffRequired: 401, then 403 没有权限).
 * The operator console's pages come with its own issue.
 *
 *   GET  /api/admin/withdrawals/?status=         → Page(StaffWithdrawal), oldest first
 *   POST /api/admin/withdrawals/<id>/paid/       WithdrawalPaidBody → StaffWithdrawal (409 decided before)
 *   POST /api/admin/withdrawals/<id>/reject/     WithdrawalRejectBody → StaffWithdrawal (the amount returns; 409 decided before)
 *   POST /api/admin/special-rewards/                SpecialRewardGrant → 201 SpecialReward
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WALLET_PATHS } from '../../../types/personalWallet'
import { NoQuery } from '../../../types/schema'
import {
  SpecialReward,
  SpecialRewardGrant,
  StaffWithdrawal,
  StaffWithdrawalPage,
  StaffWithdrawalsQuery,
  WalletIdParams,
  WithdrawalPaidBody,
  WithdrawalRejectBody
} from '../../../types/schemas/personalWallet'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { grantReward } from '../../services/personal/specialRewards'
import { decideWithdrawal, staffWithdrawals } from '../../services/personal/withdrawals'
import { STAFF_AUDIT } from '../../services/admin/auditSpecs'

const withdrawals = rel(WALLET_PATHS.staffWithdrawals)

export const walletStaffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(withdrawals, { schema: { querystring: StaffWithdrawalsQuery, response: { 200: StaffWithdrawalPage } } }, async (request) =>
    staffWithdrawals(db, request.url, request.query)
  )

  api.post(
    `${withdrawals}:id/paid/`,
    {
      preValidation: noBodyIsEmpty,
      config: { audit: STAFF_AUDIT.withdrawal },
      schema: { params: WalletIdParams, querystring: NoQuery, body: WithdrawalPaidBody, response: { 200: StaffWithdrawal } }
    },
    async (request) => decideWithdrawal(db, userIdOf(request), request.params.id, { to: 'paid', note: request.body.note }, now())
  )

  api.post(
    `${withdrawals}:id/reject/`,
    {
      config: { audit: STAFF_AUDIT.withdrawal },
      schema: { params: WalletIdParams, querystring: NoQuery, body: WithdrawalRejectBody, response: { 200: StaffWithdrawal } }
    },
    async (request) => decideWithdrawal(db, userIdOf(request), request.params.id, { to: 'rejected', note: request.body.note }, now())
  )

  api.post(
    rel(WALLET_PATHS.staffSpecialRewards),
    { schema: { querystring: NoQuery, body: SpecialRewardGrant, response: { 201: SpecialReward } } },
    async (request, reply) => reply.code(201).send(await grantReward(db, request.body, now()))
  )
}
