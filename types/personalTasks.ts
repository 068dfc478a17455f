export type * from './schemas/personalTasks'

/**
 * The task centre (issue 22, docs/personal.md "Tasks and coins"): daily and one-off tasks that
 * grant coins once per period, the daily sign-in with its streak, and the coin change list. The
 * server decides whether a task is done by reading the real tables; the rules (rewards, streaks,
 * grant keys) live in core/personalTasks.ts.
 */

/** Daily tasks come back every China day; one-off tasks are granted once per account. */
export const TASK_PERIODS = ['daily', 'once'] as const
export type TaskPeriod = (typeof TASK_PERIODS)[number]

/** Every task, in the order the task centre lists them. */
export const TASK_KEYS = ['signin', 'post', 'answer', 'study_checkin', 'invite', 'gaokao_info', 'test'] as const
export type TaskKey = (typeof TASK_KEYS)[number]

/**
 * Tasks whose reward is claimed (领取); the sign-in has its own call, which grants at once. The study
 * check-in (issue 24) grants its reward in the check-in's own transaction too, and is claimable as
 * well, under the same grant key, should a check-in ever stand without its grant.
 */
export const CLAIMABLE_TASK_KEYS = ['post', 'answer', 'study_checkin', 'invite', 'gaokao_info', 'test'] as const
export type ClaimableTaskKey = (typeof CLAIMABLE_TASK_KEYS)[number]

/** todo: not done yet (去完成); claimable: done, reward waiting (领取, 签到); claimed: granted this period (已完成). */
export const TASK_STATES = ['todo', 'claimable', 'claimed'] as const
export type TaskState = (typeof TASK_STATES)[number]

/** Why coins changed: a sign-in, a task's reward, an item bought. */
export const COIN_REASONS = ['signin', 'task', 'buy'] as const
export type CoinReason = (typeof COIN_REASONS)[number]

/** A calendar month, 'YYYY-MM'. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$'

export const TASK_PATHS = {
  /** GET → TaskCentre: the coins and every task with its state. + '<key>/claim/' POST (EmptyBody) → TaskClaimed; 422 not done, 409 claimed already. */
  tasks: '/api/user/tasks/',
  /** POST (EmptyBody) → SignedIn; 409 when today is signed already. */
  signIn: '/api/user/signin/',
  /** GET SignInQuery (?month=YYYY-MM, default this month) → SignInMonth: the month's sign-ins and the streak. */
  signInRecords: '/api/user/signin/records/',
  /** GET PAGE_QUERY → Page(CoinChange), newest first: the caller's own changes only. */
  coinChanges: '/api/user/coins/changes/'
} as const
