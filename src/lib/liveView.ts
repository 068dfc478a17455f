/**
 * How live sessions read on the pages (docs/live.md "Pages"): the state tag, the time line, the
 * price, and what the detail page's button does.
 */
import { chinaDate, chinaFormat, chinaParts } from '@core/chinaTime'
import { fenToYuanString } from '@core/payments/plans'
import { LIVE_STATE_NAMES, type LiveSessionCard, type LiveSessionDetail, type LiveTab } from '@types-contract/live'

export const LIVE_TAB_NAMES: Record<LiveTab, string> = { live: '直播中', upcoming: '预告', replay: '回放' }

export const stateName = (s: Pick<LiveSessionCard, 'state'>) => LIVE_STATE_NAMES[s.state]

/**
 * '11月26日 19:00 - 20:30' (China time): the end's date only when it ends on another day, and both
 * years when the years differ (the demo's year-long study room).
 */
export function timeLine(s: Pick<LiveSessionCard, 'starts_at' | 'ends_at'>): string {
  const [start, end] = [chinaParts(s.starts_at), chinaParts(s.ends_at)]
  if (!start || !end) return ''
  const withYear = start.year !== end.year
  const dayOf = (p: NonNullable<typeof start>) => `${withYear ? `${p.year}年` : ''}${p.month}月${p.day}日`
  const sameDay = chinaDate(s.starts_at) === chinaDate(s.ends_at)
  return `${dayOf(start)} ${chinaFormat(s.starts_at, 'HH:mm')} - ${sameDay ? '' : `${dayOf(end)} `}${chinaFormat(s.ends_at, 'HH:mm')}`
}

export const priceText = (priceFen: number) => (priceFen === 0 ? '免费' : `¥${fenToYuanString(priceFen)}`)

export type DetailAction = { kind: 'enter'; label: string } | { kind: 'buy'; label: string } | { kind: 'none'; label: string }

/** The detail page's button: 购买 for a paid session without ticket, else 进入直播间 (观看回放 after the end). */
export function detailAction(s: Pick<LiveSessionDetail, 'state' | 'price_fen' | 'has_ticket'>): DetailAction {
  if (s.state === 'ended') return { kind: 'none', label: '直播已结束' }
  if (s.price_fen > 0 && !s.has_ticket) return { kind: 'buy', label: `购买 ${priceText(s.price_fen)}` }
  if (s.state === 'replay') return { kind: 'enter', label: '观看回放' }
  return { kind: 'enter', label: s.state === 'live' ? '进入直播间' : '进入直播间（未开始）' }
}

/** The liveItem query's id: a positive integer, else null (the page says the link is wrong). */
export function liveIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 ? id : null
}
