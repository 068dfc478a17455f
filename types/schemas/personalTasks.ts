/**
 * Task centre schemas (issue 22): tasks, the daily sign-in and its calendar, coin changes.
 * Constants and paths: types/personalTasks.ts; rules: core/personalTasks.ts.
 */
import { CLAIMABLE_TASK_KEYS, COIN_REASONS, MONTH_PATTERN, TASK_KEYS, TASK_PERIODS, TASK_STATES } from '../personalTasks'
import { Int, Nullable, Obj, Page, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { ItemRef } from './personalItems'

export const TaskKey = StringEnum(TASK_KEYS)

export const TaskItem = Obj({
  key: TaskKey,
  period: StringEnum(TASK_PERIODS),
  title: Type.String(),
  hint: Type.String(),
  /** Coins it grants (the sign-in: what today's sign-in gives or gave). */
  coins: Int(),
  state: StringEnum(TASK_STATES),
  /** The item its reward also unlocks, when any. */
  unlocks: Nullable(ItemRef)
})
export type TaskItem = Static<typeof TaskItem>

export const TaskCentre = Obj({ num_coins: Int(), tasks: Type.Array(TaskItem) })
export type TaskCentre = Static<typeof TaskCentre>

export const TaskClaimParams = Obj({ key: StringEnum(CLAIMABLE_TASK_KEYS) })
export type TaskClaimParams = Static<typeof TaskClaimParams>

/** A reward claimed: the coins granted, the new balance, the item unlocked now (null when none or owned already). */
export const TaskClaimed = Obj({ key: TaskKey, coins: Int(), num_coins: Int(), unlocked: Nullable(ItemRef) })
export type TaskClaimed = Static<typeof TaskClaimed>

/** Today's sign-in: its China date, the streak it makes, the coins granted and the new balance. */
export const SignedIn = Obj({ date: Type.String(), streak: Int(), coins: Int(), num_coins: Int(), unlocked: Nullable(ItemRef) })
export type SignedIn = Static<typeof SignedIn>

export const SignInQuery = Obj({ month: Type.Optional(Type.String({ pattern: MONTH_PATTERN })) })
export type SignInQuery = Static<typeof SignInQuery>

export const SignInDay = Obj({ date: Type.String(), streak: Int() })
export type SignInDay = Static<typeof SignInDay>

export const SignInMonth = Obj({
  /** 'YYYY-MM' */
  month: Type.String(),
  /** China's date today, 'YYYY-MM-DD'. */
  today: Type.String(),
  signed_today: Type.Boolean(),
  /** Consecutive days up to today (or yesterday, while today is not signed yet); 0 when broken. */
  streak: Int(),
  /** What today's sign-in gives (or gave). */
  today_coins: Int(),
  /** The month's sign-ins, oldest first. */
  days: Type.Array(SignInDay)
})
export type SignInMonth = Static<typeof SignInMonth>

export const CoinChange = Obj({
  id: Int(),
  /** Positive: earned; negative: spent. */
  delta: Int(),
  reason: StringEnum(COIN_REASONS),
  /** What it was for ('每日签到', '发布帖子', '购买挂件「青玉」'). */
  title: Type.String(),
  balance_after: Int(),
  created_at: Type.String()
})
export type CoinChange = Static<typeof CoinChange>

export const CoinChangeQuery = Obj({ ...PAGE_QUERY })
export type CoinChangeQuery = Static<typeof CoinChangeQuery>

export const CoinChangePage = Page(CoinChange)
export type CoinChangePage = Static<typeof CoinChangePage>
