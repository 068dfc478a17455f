/**
 * What the task centre and the coin record show, as pure rules (unit-tested): the month calendar's
 * grid, moving between months, a task's button and where 去完成 leads, the sign-in card's lines and
 * a coin change's signed amount.
 */
import { ITEM_KIND_NAMES, type ItemRef } from '@types-contract/personalItems'
import type { SignInMonth, TaskItem, TaskKey } from '@types-contract/personalTasks'
import { itemOf, itemsUnlockedBy } from '@core/personalItems'
import { SIGN_IN_RULES, signInCoins } from '@core/personalTasks'

export interface CalendarCell {
  /** 'YYYY-MM-DD' */
  date: string
  /** Day of the month. */
  day: number
  signed: boolean
  today: boolean
  /** After today: nothing to sign yet. */
  future: boolean
}

/** The calendar's columns, Monday first as Chinese calendars print them. */
export const WEEKDAY_LABELS = ['一', '二', '三', '四', '五', '六', '日'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The month 'YYYY-MM' as weeks of seven cells (null: a day of the month before or after), each day
 * marked signed, today or future against `today` ('YYYY-MM-DD', China's date).
 */
export function calendarWeeks(month: string, today: string, signed: ReadonlySet<string>): (CalendarCell | null)[][] {
  const [year, m] = month.split('-').map(Number)
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate()
  // getUTCDay: 0 is Sunday; Monday-first columns put it last.
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7
  const cells: (CalendarCell | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++) {
    const date = `${month}-${pad(day)}`
    cells.push({ date, day, signed: signed.has(date), today: date === today, future: date > today })
  }
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

/** The month `delta` months from 'YYYY-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number)
  const index = year * 12 + (m - 1) + delta
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`
}

/** '2025年6月' */
export const monthTitle = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`

/** The sign-in card: the streak line, the button, and what tomorrow brings. */
export function signInCard(m: Pick<SignInMonth, 'signed_today' | 'streak' | 'today_coins'>): { streak: string; button: string; next: string } {
  const tomorrow = signInCoins(m.signed_today ? m.streak + 1 : m.streak + 2)
  const toUnlock = SIGN_IN_RULES.unlockStreak - m.streak
  return {
    streak: m.streak > 0 ? `已连续签到 ${m.streak} 天` : '今天还没有签到',
    button: m.signed_today ? '今日已签到' : `签到 +${m.today_coins}`,
    next:
      m.signed_today && toUnlock === 1
        ? `明天签到可得 ${tomorrow} 金币和挂件「${itemsUnlockedBy('signin')[0].name}」`
        : m.signed_today
          ? `明天签到可得 ${tomorrow} 金币`
          : `连续签到奖励递增，最高每天 ${signInCoins(SIGN_IN_RULES.maxBonus + 1)} 金币`
  }
}

/** Where 去完成 of each task leads (spec paths of src/routes.ts); the sign-in is done on the page itself. */
export const TASK_TARGETS: Record<Exclude<TaskKey, 'signin'>, string> = {
  post: 'pages/tabbar/forum',
  answer: 'forum/questionRanks/index',
  study_checkin: 'study/checkin/checkin',
  invite: 'application/invite',
  gaokao_info: 'application/setting',
  test: 'test/index'
}

export type TaskAction = 'go' | 'claim' | 'signin' | 'none'

/** A task's button: 去完成 (go), 领取 or 签到 (claim or sign in), 已完成 (nothing to do). */
export function taskButton(task: Pick<TaskItem, 'key' | 'state'>): { label: string; action: TaskAction } {
  if (task.state === 'claimed') return { label: '已完成', action: 'none' }
  if (task.key === 'signin') return { label: '签到', action: 'signin' }
  return task.state === 'claimable' ? { label: '领取', action: 'claim' } : { label: '去完成', action: 'go' }
}

/** A coin change's amount with its sign ('+10', '-30') and whether it was earned. */
export function coinDelta(delta: number): { text: string; earned: boolean } {
  return { text: delta > 0 ? `+${delta}` : `${delta}`, earned: delta > 0 }
}

/** A grant's toast: '签到成功，获得 5 金币' or '领取成功，获得 10 金币'. */
export const rewardText = (coins: number, signIn: boolean) => `${signIn ? '签到成功' : '领取成功'}，获得 ${coins} 金币`

/** The dialog's words for an item a grant unlocked; null for one this app does not know. */
export function unlockedPrompt(ref: ItemRef): string | null {
  const item = itemOf(ref.kind, ref.key)
  return item ? `你还获得了${ITEM_KIND_NAMES[item.kind]}「${item.name}」，快去我的装扮佩戴吧` : null
}

/** The item a task's reward brings, as its row says it: '送挂件「新芽」', '连签 7 天送挂件「七日之约」'; '' for none. */
export function taskItemText(task: Pick<TaskItem, 'key' | 'unlocks'>): string {
  const item = task.unlocks ? itemOf(task.unlocks.kind, task.unlocks.key) : undefined
  if (!item) return ''
  return `${task.key === 'signin' ? `连签 ${SIGN_IN_RULES.unlockStreak} 天` : ''}送${ITEM_KIND_NAMES[item.kind]}「${item.name}」`
}
