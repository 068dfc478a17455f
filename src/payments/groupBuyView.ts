/**
 * The group-buy page's view (gaokao/application/vipGroupBuying; the rules are
 * core/payments/groupBuy.ts): countdowns on the server's clock, status texts, the button a group
 * offers, share paths and task ids from a query. Pure.
 */
import { GROUP_SIZE } from '@core/payments/groupBuy'
import type { GroupTaskView } from '@types-contract/payments'

/** '23:59:07' (a day or more: '1天 02:03:04'). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const hms = `${pad(Math.floor((total % 86400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  return days > 0 ? `${days}天 ${hms}` : hms
}

/**
 * The client's estimate of the server's now: the server's time at the last fetch plus the time
 * passed on this device since then (a wrong phone clock does not move countdowns).
 */
export function serverNowAt(serverTime: string, fetchedAtLocal: number, nowLocal: number): string {
  return new Date(Date.parse(serverTime) + Math.max(0, nowLocal - fetchedAtLocal)).toISOString()
}

export const GROUP_STATUS_TEXT: Record<GroupTaskView['status'], string> = {
  open: '拼团中',
  filled: '已成团',
  failed: '未成团，已全额退款',
  cancelled: '已取消'
}

/** The button a group card offers the caller. */
export type GroupAction = 'join' | 'leave' | 'share' | null

export function groupActionFor(task: Pick<GroupTaskView, 'status' | 'is_member' | 'members' | 'size'>, remainingMs: number): GroupAction {
  if (task.status !== 'open' || remainingMs <= 0) return null
  if (task.is_member) return task.members.length < task.size ? 'share' : null
  return task.members.length < task.size ? 'join' : null
}

/** '还差 1 人成团'. */
export function groupNeedText(task: Pick<GroupTaskView, 'members' | 'size'>): string {
  const need = Math.max(0, (task.size || GROUP_SIZE) - task.members.length)
  return need > 0 ? `还差 ${need} 人成团` : '人数已满'
}

/** The share path of a group (weapp onShareAppMessage path, H5 link after /h5/#). */
export function groupSharePath(route: string, taskId: number): string {
  return `/${route.replace(/^\//, '')}?task_id=${taskId}`
}

/** A task_id query value, or null when absent or not a positive integer. */
export function parseTaskId(value: unknown): number | null {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null
}
