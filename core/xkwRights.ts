/**
 * Download rights of the study-material library (docs/xkw.md "Rights"): the one rule the server
 * enforces (under the user's row lock) and the pages show. In order:
 * 1. a free material: any logged-in user;
 * 2. bought alone (xkw_purchases);
 * 3. downloaded before under any right: again, without spending anything;
 * 4. a running membership with downloads left: spends one;
 * otherwise none, with the reason.
 */
import { ENTRY_NAME_FORBIDDEN, ENTRY_NAME_MAX } from './cloudFiles'
import { xkwVipActive } from './xkwPlans'
import type { XkwDownloadVia } from '../types/xkw'
import type { XkwVipInfo } from '../types/user'

export interface RightFacts {
  priceFen: number
  purchased: boolean
  downloaded: boolean
  vip: XkwVipInfo | null
  now: number
}

export interface Right {
  via: XkwDownloadVia | null
  spends: boolean
  reason: string | null
}

export const NO_RIGHT = '购买该资料或开通资源库会员后才能下载'
export const VIP_USED_UP = '本期会员下载次数已用完，可单独购买该资料'
export const VIP_EXPIRED = '资源库会员已过期，续费或单独购买该资料后才能下载'

export function downloadRight(facts: RightFacts): Right {
  if (facts.priceFen === 0) return { via: 'free', spends: false, reason: null }
  if (facts.purchased) return { via: 'purchase', spends: false, reason: null }
  if (facts.downloaded) return { via: 'again', spends: false, reason: null }
  if (xkwVipActive(facts.vip, facts.now)) {
    if (facts.vip!.downloads_left > 0) return { via: 'membership', spends: true, reason: null }
    return { via: null, spends: false, reason: VIP_USED_UP }
  }
  if (facts.vip && facts.vip.expire_at !== null) return { via: null, spends: false, reason: VIP_EXPIRED }
  return { via: null, spends: false, reason: NO_RIGHT }
}

/**
 * The name a material's file takes in the cloud library: its title with the characters a cloud
 * name may not hold replaced by '_', cut to the name limit with the extension kept.
 */
export function xkwFileName(title: string, format: string): string {
  const forbidden = new Set<string>(ENTRY_NAME_FORBIDDEN)
  const clean = [...title.trim()].map((c) => (forbidden.has(c) || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? '_' : c)).join('')
  const suffix = `.${format}`
  const base = [...(clean || '资料')].slice(0, ENTRY_NAME_MAX - suffix.length).join('')
  return `${base}${suffix}`
}

/** Whether the day's new downloads so far need the SMS code for one more. */
export function needsSecurityCode(downloadsToday: number, limit: number): boolean {
  return downloadsToday >= limit
}
