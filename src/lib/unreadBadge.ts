/**
 * The unread message total the 我的 tab's badge shows, as a tiny subscribable value without MobX:
 * the H5 tab bar sits on the entry route, which carries no store (docs/performance.md). The account
 * flows (api/account.ts: launch, refresh, logout) and the messages page set it; the H5 tab bar
 * listens; on the mini-program platform/tabBarBadge.ts also puts it on WeChat's tab bar.
 */
type Listener = (count: number) => void

let current = 0
const listeners = new Set<Listener>()

export function unreadTotal(): number {
  return current
}

/** Sets the total (a negative or fractional count reads as 0 or its floor) and tells the listeners when it changed. */
export function setUnreadTotal(count: number): void {
  const next = Math.max(0, Math.floor(count)) || 0
  if (next === current) return
  current = next
  for (const listener of [...listeners]) listener(next)
}

/** Calls `listener` on every change; returns the function that stops it. */
export function onUnreadTotal(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** What a badge says: the count, '99+' above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return ''
  return count > 99 ? '99+' : String(count)
}
