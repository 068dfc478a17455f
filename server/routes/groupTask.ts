/**
 * Membership group-buy (拼团; rules src/lib/payGroupBuy.ts, docs/payments.md). Login required.
 *
 *   POST /api/user/group-task/create/  { task_type: 'VIP' } → 201 { task }
 *   GET  /api/user/group-task/join/    ?task_id → { task }
 *   GET  /api/user/group-task/fetch/   [?task_id] → GroupFetchResponse (open groups, mine, the one asked)
 *   POST /api/user/group-task/refund/  { task_id } → { task }   (leave an open group, full refund)
 *
 * Expired groups are settled by a sweep that runs every GROUP_SWEEP_INTERVAL_MS and before each
 * of these requests (so answers never show a group the timer has not reached yet); the timer's
 * sweep also sends again the refunds a provider has not accepted yet.
 */
import type { FastifyPluginAsync } from 'fastify'
import { GROUP_TASK_TYPES, PAY_PATHS, type GroupCreateBody, type GroupFetchResponse, type GroupTaskQuery, type GroupTaskResponse } from '../../types/payments'
import { noQuery, obj, rel } from '../lib/schemas'

export const GROUP_SWEEP_INTERVAL_MS = 60_000

const taskSchema = obj({
  task_id: { type: 'integer' },
  task_type: { type: 'string' },
  status: { type: 'string', enum: ['open', 'filled', 'failed', 'cancelled'] },
  size: { type: 'integer' },
  members: { type: 'array', items: obj({ username: { type: 'string' }, avatarUrl: { type: ['string', 'null'] }, is_creator: { type: 'boolean' } }) },
  created_at: { type: 'string' },
  expires_at: { type: 'string' },
  is_member: { type: 'boolean' },
  plan: { type: 'string' }
})
const taskResponse = obj({ task: taskSchema })
const taskId = { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 }

export const groupTaskRoutes: FastifyPluginAsync = async (api) => {
  const { groups } = api
  const auth = { preHandler: api.authenticate }
  const me = (request: { user: { id: number } | null }) => request.user!.id

  const timer = setInterval(() => {
    groups.sweep(true).catch((error: unknown) => api.log.error({ err: error }, 'group-buy sweep failed'))
  }, GROUP_SWEEP_INTERVAL_MS)
  // The timer never keeps the process alive; closing the app stops it.
  timer.unref()
  api.addHook('onClose', async () => clearInterval(timer))

  api.post<{ Body: GroupCreateBody }>(
    rel(PAY_PATHS.groupCreate),
    { ...auth, schema: { querystring: noQuery, body: obj({ task_type: { type: 'string', enum: [...GROUP_TASK_TYPES] } }), response: { 201: taskResponse } } },
    async (request, reply): Promise<GroupTaskResponse> => {
      const task = await groups.create(me(request))
      reply.code(201)
      return { task }
    }
  )

  api.get<{ Querystring: GroupTaskQuery }>(
    rel(PAY_PATHS.groupJoin),
    { ...auth, schema: { querystring: obj({ task_id: taskId }), response: { 200: taskResponse } } },
    async (request): Promise<GroupTaskResponse> => ({ task: await groups.join(me(request), request.query.task_id) })
  )

  api.get<{ Querystring: Partial<GroupTaskQuery> }>(
    rel(PAY_PATHS.groupFetch),
    {
      ...auth,
      schema: {
        querystring: obj({ task_id: taskId }, []),
        response: { 200: obj({ server_time: { type: 'string' }, open: { type: 'array', items: taskSchema }, mine: { type: 'array', items: taskSchema }, task: { anyOf: [{ type: 'null' }, taskSchema] } }) }
      }
    },
    async (request): Promise<GroupFetchResponse> => groups.fetch(me(request), request.query.task_id)
  )

  api.post<{ Body: GroupTaskQuery }>(
    rel(PAY_PATHS.groupRefund),
    { ...auth, schema: { querystring: noQuery, body: obj({ task_id: taskId }), response: { 200: taskResponse } } },
    async (request): Promise<GroupTaskResponse> => ({ task: await groups.leave(me(request), request.body.task_id) })
  )
}
