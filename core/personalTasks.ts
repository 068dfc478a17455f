/**
 * The task centre's rules (issue 22, docs/personal.md "Tasks and coins"), shared by the server,
 * which decides and grants, and the app, which shows them:
 * - the tasks: daily ones come back every China day, one-off ones are granted once per account;
 * - the sign-in's reward grows with the streak (consecutive China days) up to a cap; a missed day
 *   starts the streak again at 1; SIGN_IN_RULES.unlockStreak days unlock a pendant;
 * - grant keys: coin_changes.grant_key is unique per user, so each key is granted at most once
 *   however many requests race ('signin:<day>', 'task:post:<day>', 'task:gaokao_info',
 *   'buy:pendant:jade'); <day> is core/chinaTime.ts chinaDay.
 */
import { ITEM_KIND_NAMES, type ItemKind } from '../types/personalItems'
import type { CoinReason, TaskKey, TaskPeriod, TaskState } from '../types/personalTasks'
import { CHECKIN_LIMITS } from '../types/writing'
import { dayOf } from './chinaTime'
import { itemOf, type CatalogueItem } from './personalItems'

export interface TaskDef {
  key: TaskKey
  period: TaskPeriod
  title: string
  hint: string
  /** Coins its reward grants (the sign-in's base; signInCoins gives the day's). */
  coins: number
}

export const SIGN_IN_RULES = {
  /** Coins of a first day. */
  base: 5,
  /** More for each further consecutive day … */
  step: 1,
  /** … up to this much more (day 6 on: 10 coins). */
  maxBonus: 5,
  /** The streak that unlocks the sign-in's pendant (core/personalItems.ts, task 'signin'). */
  unlockStreak: 7
} as const

export const TASKS: readonly TaskDef[] = [
  {
    key: 'signin',
    period: 'daily',
    title: '每日签到',
    hint: `连续签到奖励递增，每天最多 ${SIGN_IN_RULES.base + SIGN_IN_RULES.maxBonus} 金币`,
    coins: SIGN_IN_RULES.base
  },
  { key: 'post', period: 'daily', title: '发布帖子', hint: '在社区发布一条问题、话题或投票', coins: 10 },
  { key: 'answer', period: 'daily', title: '回答问题', hint: '回答一位同学的提问', coins: 10 },
  { key: 'study_checkin', period: 'daily', title: '学习打卡', hint: '在学习页完成今天的学习打卡', coins: CHECKIN_LIMITS.coins },
  { key: 'invite', period: 'once', title: '邀请好友', hint: '好友填写你的邀请码后即可领取', coins: 50 },
  { key: 'gaokao_info', period: 'once', title: '完善高考信息', hint: '填写省份、选科、分数和位次', coins: 30 },
  { key: 'test', period: 'once', title: '完成一次性格测试', hint: '完成任意一项性格或职业测试', coins: 20 }
]

export const taskOf = (key: TaskKey): TaskDef => TASKS.find((task) => task.key === key)!

/** The coins of a sign-in that makes a streak of `streak` days (≥ 1). */
export const signInCoins = (streak: number) => SIGN_IN_RULES.base + Math.min(Math.max(streak, 1) - 1, SIGN_IN_RULES.maxBonus) * SIGN_IN_RULES.step

/** The user's latest sign-in: its day (chinaDay) and the streak it made. */
export interface LastSignIn {
  day: number
  streak: number
}

/** The streak a sign-in on `today` makes: one more than yesterday's, else 1. */
export const nextStreak = (last: LastSignIn | null, today: number) => (last && last.day === today - 1 ? last.streak + 1 : 1)

/** The streak as it stands on `today`: alive while today or yesterday is signed, else 0. */
export const liveStreak = (last: LastSignIn | null, today: number) => (last && (last.day === today || last.day === today - 1) ? last.streak : 0)

/** What today's sign-in gives (when not signed yet) or gave. */
export const todaySignInCoins = (last: LastSignIn | null, today: number) => signInCoins(last?.day === today ? last.streak : nextStreak(last, today))

/** Whether a sign-in making `streak` earns the streak's pendant (granted once: owning it already is no second grant). */
export const streakUnlocks = (streak: number) => streak >= SIGN_IN_RULES.unlockStreak

export const signInGrantKey = (day: number) => `signin:${day}`

/** A daily task's key names the day; a one-off task's does not. */
export const taskGrantKey = (task: Pick<TaskDef, 'key' | 'period'>, day: number) => (task.period === 'daily' ? `task:${task.key}:${day}` : `task:${task.key}`)

export const buyGrantKey = (kind: ItemKind, key: string) => `buy:${kind}:${key}`

/** A task's state from whether it is done and whether its reward is granted this period. */
export const taskState = (done: boolean, claimed: boolean): TaskState => (claimed ? 'claimed' : done ? 'claimable' : 'todo')

/** How to get an item: '30 金币', '连续签到 7 天获得', '完成任务「邀请好友」获得'. */
export function obtainText(item: Pick<CatalogueItem, 'price' | 'task'>): string {
  if (item.price !== null) return `${item.price} 金币`
  if (item.task === 'signin') return `连续签到 ${SIGN_IN_RULES.unlockStreak} 天获得`
  return item.task ? `完成任务「${taskOf(item.task).title}」获得` : ''
}

/** The coin list's line for a change: '每日签到', the task's title, '购买挂件「青玉」'. */
export function coinChangeTitle(reason: CoinReason, grantKey: string | null): string {
  const [, a, b] = (grantKey ?? '').split(':')
  if (reason === 'signin') return '每日签到'
  if (reason === 'task') return TASKS.find((task) => task.key === a)?.title ?? '任务奖励'
  const item = (a === 'pendant' || a === 'accessory') && b ? itemOf(a, b) : undefined
  return item ? `购买${ITEM_KIND_NAMES[item.kind]}「${item.name}」` : '购买装扮'
}

/** The China days of a month 'YYYY-MM': the first and the first of the next (exclusive). */
export function monthDays(month: string): { first: number; end: number } {
  const year = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  return { first: dayOf(year, `${month.slice(5, 7)}-01`), end: m === 12 ? dayOf(year + 1, '01-01') : dayOf(year, `${String(m + 1).padStart(2, '0')}-01`) }
}
