/**
 * Membership group-buy (拼团; rules core/payments/groupBuy.ts, docs/payments.md):
 *
 *   POST /api/user/group-task/create/  { task_type: 'VIP' } → 201 { task }
 *   GET  /api/user/group-task/join/    ?task_id → { task }
 *   GET  /api/user/group-task/fetch/   [?task_id] → GroupFetchResponse (open groups, mine, the one asked;
 *                                       login optional: a shared group card opens for a visitor)
 *   POST /api/user/group-task/refund/  { task_id } → { task }   (leave an open group, full refund)
 *
 * Expired groups are settled by a sweep that runs every GROUP_SWEEP_INTERVAL_MS and before each
 * of these requests (so answers never show a group the timer has not reached yet); the timer's
 * sweep also sends again the refunds a provider has not accepted yet.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PAY_PATHS } from '../../../types/payments'
import { NoQuery } from '../../../types/schema'
import { GroupCreateBody, GroupFetchQuery, GroupFetchResponse, GroupTaskQuery, GroupTaskResponse } from '../../../types/schemas/payments'
import { rel } from '../../lib/paths'
import { optionalUserId, userIdOf } from '../../plugins/auth'
import { sweepEvery } from '../../lib/sweep'

export const GROUP_SWEEP_INTERVAL_MS = 60_000

export const groupRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { groups } = api

  sweepEvery(api, GROUP_SWEEP_INTERVAL_MS, 'group-buy sweep', () => groups.sweep(true))

  api.post(rel(PAY_PATHS.groupCreate), { schema: { querystring: NoQuery, body: GroupCreateBody, response: { 201: GroupTaskResponse } } }, async (request, reply) => {
    const task = await groups.create(userIdOf(request))
    reply.code(201)
    return { task }
  })

  api.get(rel(PAY_PATHS.groupJoin), { schema: { querystring: GroupTaskQuery, response: { 200: GroupTaskResponse } } }, async (request) => ({
    task: await groups.join(userIdOf(request), request.query.task_id)
  }))

  api.post(rel(PAY_PATHS.groupRefund), { schema: { querystring: NoQuery, body: GroupTaskQuery, response: { 200: GroupTaskResponse } } }, async (request) => ({
    task: await groups.leave(userIdOf(request), request.body.task_id)
  }))
}

/** The group-buy read that a visitor may make too (registered outside the login guard). */
export const groupViewRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(PAY_PATHS.groupFetch), { schema: { querystring: GroupFetchQuery, response: { 200: GroupFetchResponse } } }, async (request) =>
    api.groups.fetch(await optionalUserId(api, request), request.query.task_id)
  )
}
