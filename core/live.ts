/**
 * Live sessions by the clock (docs/live.md "States"): 预告 before the start, 直播中 from the start
 * to the end, 回放 for LIVE_LIMITS.replayDays after the end, then 已结束. The server answers the
 * state computed here, and its list filters use the same bounds (liveTabBounds).
 */
import { LIVE_LIMITS, type LiveState, type LiveTab } from '../types/live'

const DAY_MS = 86_400_000
export const REPLAY_MS = LIVE_LIMITS.replayDays * DAY_MS

export function liveStateAt(startsAt: number, endsAt: number, now: number): LiveState {
  if (now < startsAt) return 'upcoming'
  if (now < endsAt) return 'live'
  return now < endsAt + REPLAY_MS ? 'replay' : 'ended'
}

/**
 * A tab as bounds on the times (ms), for the list's SQL: live = starts ≤ now < ends;
 * upcoming = now < starts; replay = now − REPLAY_MS < ends ≤ now.
 */
export function liveTabBounds(tab: LiveTab, now: number): { startsAfter?: number; startsAtOrBefore?: number; endsAfter?: number; endsAtOrBefore?: number } {
  if (tab === 'upcoming') return { startsAfter: now }
  if (tab === 'live') return { startsAtOrBefore: now, endsAfter: now }
  return { endsAfter: now - REPLAY_MS, endsAtOrBefore: now }
}

/** Whether the room's stream and chat are open to a user: free, or a ticket held. */
export const mayEnterRoom = (priceFen: number, hasTicket: boolean) => priceFen === 0 || hasTicket
