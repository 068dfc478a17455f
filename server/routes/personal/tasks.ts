/**
 * The task centre (issue 22; types/personalTasks.ts TASK_PATHS, services/personal/tasks.ts,
 * signIn.ts, coins.ts). Every route needs login (the folder's index registers it so) and acts on
 * the caller's own account only.
 *
 *   GET  /api/user/tasks/                → TaskCentre (coins, every task with its state)
 *   POST /api/user/tasks/<key>/claim/    → TaskClaimed (422 not done, 409 claimed already)
 *   POST /api/user/signin/               → SignedIn (409 signed today already)
 *   GET  /api/user/signin/records/       ?month=YYYY-MM → SignInMonth
 *   GET  /api/user/coins/changes/        ?page&page_size → Page(CoinChange), newest first
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TASK_PATHS } from '../../../types/personalTasks'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { CoinChangePage, CoinChangeQuery, SignedIn, SignInMonth, SignInQuery, TaskCentre, TaskClaimed, TaskClaimParams } from '../../../types/schemas/personalTasks'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { listCoinChanges } from '../../services/personal/coins'
import { signIn, signInMonth } from '../../services/personal/signIn'
import { claimTask, taskCentre } from '../../services/personal/tasks'

export const taskRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const empty = { preValidation: noBodyIsEmpty }

  api.get(rel(TASK_PATHS.tasks), { schema: { querystring: NoQuery, response: { 200: TaskCentre } } }, async (request) => taskCentre(db, userIdOf(request), now()))

  api.post(
    `${rel(TASK_PATHS.tasks)}:key/claim/`,
    { ...empty, schema: { params: TaskClaimParams, querystring: NoQuery, body: EmptyBody, response: { 200: TaskClaimed } } },
    async (request) => claimTask(db, userIdOf(request), request.params.key, now())
  )

  api.post(rel(TASK_PATHS.signIn), { ...empty, schema: { querystring: NoQuery, body: EmptyBody, response: { 200: SignedIn } } }, async (request) =>
    signIn(db, userIdOf(request), now())
  )

  api.get(rel(TASK_PATHS.signInRecords), { schema: { querystring: SignInQuery, response: { 200: SignInMonth } } }, async (request) =>
    signInMonth(db, userIdOf(request), request.query.month, now())
  )

  api.get(rel(TASK_PATHS.coinChanges), { schema: { querystring: CoinChangeQuery, response: { 200: CoinChangePage } } }, async (request) => {
    const { count, results } = await listCoinChanges(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })
}
