/**
 * Resource-library membership plans (资源库会员, docs/xkw.md "Plans"): the one place they are
 * defined. The payment page lists these and the server prices orders from them (integer fen), so
 * the price shown is the price charged. A plan gives a span of days and a download allowance for
 * that span; both add up when bought again while active (users.xkw_vip_info).
 */
import type { XkwPlanCode } from '../types/xkw'
import type { XkwVipInfo } from '../types/user'

export interface XkwPlan {
  code: XkwPlanCode
  /** 月卡 / 年卡 */
  name: string
  days: number
  /** Downloads the span allows (a material downloaded before never counts again). */
  downloads: number
  priceFen: number
  /** Higher ranks name the membership when plans stack. */
  rank: number
  tag?: string
}

export const XKW_PLANS: readonly XkwPlan[] = [
  { code: 'xkw_month', name: '月卡', days: 31, downloads: 30, priceFen: 1990, rank: 1 },
  { code: 'xkw_year', name: '年卡', days: 366, downloads: 400, priceFen: 16800, rank: 2, tag: '推荐' }
]

export function findXkwPlan(code: unknown): XkwPlan | null {
  return XKW_PLANS.find((p) => p.code === code) ?? null
}

const DAY_MS = 86_400_000

/** Whether the membership is running at `now` (downloads_left may be 0). */
export function xkwVipActive(info: XkwVipInfo | null | undefined, now: number): boolean {
  return !!info && info.expire_at !== null && Date.parse(info.expire_at) > now
}

/** What a paid plan grants, kept on the order so a full refund takes exactly it back. */
export interface XkwPlanGrant {
  plan: XkwPlanCode
  days: number
  downloads: number
  /** The membership before and after (for the record). */
  from: string
  to: string
}

/**
 * The membership after buying `plan` at `now`: the span runs on from the later of now and the
 * current end, the allowance adds to what is left of a running membership (a lapsed one's
 * leftovers are gone), and the higher plan names it.
 */
export function extendXkwVip(info: XkwVipInfo | null | undefined, plan: XkwPlan, now: number): XkwVipInfo {
  const active = xkwVipActive(info, now)
  const start = active ? Date.parse(info!.expire_at!) : now
  const current = active ? findXkwPlan(info!.level) : null
  return {
    level: current && current.rank > plan.rank ? current.code : plan.code,
    expire_at: new Date(start + plan.days * DAY_MS).toISOString(),
    downloads_left: (active ? info!.downloads_left : 0) + plan.downloads
  }
}

/**
 * The membership after a full refund of a grant: the end moves back by the plan's span (never
 * before now: what was used is used) and the allowance loses the plan's downloads, never below 0.
 */
export function revokeXkwVip(info: XkwVipInfo | null | undefined, grant: Pick<XkwPlanGrant, 'days' | 'downloads'>, now: number): XkwVipInfo | null {
  if (!info || info.expire_at === null) return info ?? null
  const end = Math.max(now, Date.parse(info.expire_at) - grant.days * DAY_MS)
  return { ...info, expire_at: new Date(end).toISOString(), downloads_left: Math.max(0, info.downloads_left - grant.downloads) }
}

/** '月卡 · 31 天 · 30 次下载' */
export function xkwPlanSummary(plan: XkwPlan): string {
  return `${plan.name} · ${plan.days} 天 · ${plan.downloads} 次下载`
}
