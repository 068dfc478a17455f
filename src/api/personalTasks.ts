/**
 * The task centre (types/personalTasks.ts TASK_PATHS), one function each, through request.ts:
 * the tasks, claiming a reward, the sign-in and its month, the coin changes. Claims and the
 * sign-in answer 409/422 with a Chinese detail the page shows itself, so callers pass `quiet`.
 * After coins change, the caller refreshes the user (api/account.ts refreshUser) so 我的 shows them.
 */
import type { ClaimableTaskKey, CoinChangePage, SignedIn, SignInMonth, TaskCentre, TaskClaimed } from '@types-contract/personalTasks'
import { TASK_PATHS } from '@types-contract/personalTasks'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export const fetchTaskCentre = (o: Extra = {}) => request<TaskCentre>(TASK_PATHS.tasks, o)

/** A done task's reward: 422 not done yet, 409 claimed already this period. */
export const claimTask = (key: ClaimableTaskKey, o: Extra = {}) => request<TaskClaimed>(`${TASK_PATHS.tasks}${key}/claim/`, { method: 'POST', ...o })

/** Today's sign-in and its coins: 409 when signed already. */
export const signIn = (o: Extra = {}) => request<SignedIn>(TASK_PATHS.signIn, { method: 'POST', ...o })

/** A month's sign-ins ('YYYY-MM'; undefined: this month) and the streak. */
export const fetchSignInMonth = (month: string | undefined, o: Extra = {}) => request<SignInMonth>(TASK_PATHS.signInRecords, { query: { month }, ...o })

/** My coin changes, newest first. */
export const fetchCoinChanges = (page: number, o: Extra = {}) => request<CoinChangePage>(TASK_PATHS.coinChanges, { query: { page }, ...o })
