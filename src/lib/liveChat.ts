/**
 * The chat client's rules (docs/live.md "Client"), pure so they are unit-tested: the reconnect
 * backoff, the outbox that keeps every message the user sent until the server acknowledges it,
 * merging the room's messages by id, what a close code means, and the socket's URL.
 */
import { LIVE_CLOSE, LIVE_LIMITS, type LiveMessage } from '@types-contract/live'

/** 0.5 s, doubling, at most 10 s, each ±20 % (jitter, so a restarted server is not hit by every client at once). */
export const BACKOFF = { baseMs: 500, factor: 2, maxMs: 10_000, jitter: 0.2 } as const

/** The wait before reconnect attempt `attempt` (0 for the first); `random` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const plain = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * BACKOFF.factor ** Math.max(0, attempt))
  return Math.round(plain * (1 - BACKOFF.jitter + 2 * BACKOFF.jitter * random()))
}

export type OutboxStatus =
  /** Not acknowledged yet: sent again after every reconnect. */
  | 'pending'
  /** Refused for speed: sent again once the window has passed. */
  | 'waiting'
  /** Refused for good (the detail says why): kept on screen until removed. */
  | 'failed'

export interface OutboxItem {
  client_id: string
  text: string
  status: OutboxStatus
  detail?: string
  /** waiting: not before this time (ms). */
  retryAt?: number
}

export const addToOutbox = (outbox: readonly OutboxItem[], clientId: string, text: string): OutboxItem[] => [...outbox, { client_id: clientId, text, status: 'pending' }]

/** The server stored it (or had stored it before): it leaves the outbox. */
export const ackOutbox = (outbox: readonly OutboxItem[], clientId: string): OutboxItem[] => outbox.filter((m) => m.client_id !== clientId)

/** A refusal: rate_limited waits and is retried; anything else fails with its detail. */
export function refuseOutbox(outbox: readonly OutboxItem[], clientId: string, code: string, detail: string, now: number): OutboxItem[] {
  return outbox.map((m) =>
    m.client_id !== clientId
      ? m
      : code === 'rate_limited'
        ? { ...m, status: 'waiting', detail, retryAt: now + LIVE_LIMITS.rateWindowMs }
        : { ...m, status: 'failed', detail }
  )
}

/** What to send now over an open socket: pending ones, and waiting ones whose time has come, in order. */
export const dueForSending = (outbox: readonly OutboxItem[], now: number): OutboxItem[] =>
  outbox.filter((m) => m.status === 'pending' || (m.status === 'waiting' && (m.retryAt ?? 0) <= now))

/** Marks items as pending again (just re-sent). */
export const markSent = (outbox: readonly OutboxItem[], clientIds: readonly string[]): OutboxItem[] =>
  outbox.map((m) => (clientIds.includes(m.client_id) ? { ...m, status: 'pending', retryAt: undefined } : m))

/** The room's messages with `incoming` added: each id once, in id order. */
export function mergeMessages(list: readonly LiveMessage[], incoming: readonly LiveMessage[]): LiveMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]))
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** A client id: time and randomness, in the protocol's alphabet. */
export const newClientId = (now: number = Date.now(), random: () => number = Math.random) =>
  `${now.toString(36)}-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'refused'
export const CONNECTION_LABELS: Record<ConnectionState, string> = {
  connecting: '正在连接…',
  open: '已连接',
  reconnecting: '连接断开，正在重连…',
  refused: '无法进入聊天'
}

/** After a close: stop (with the reason to show) for the server's refusals, else reconnect. */
export function afterClose(code: number): { reconnect: true } | { reconnect: false; message: string } {
  if (code === LIVE_CLOSE.unauthenticated) return { reconnect: false, message: '登录已失效，请重新登录后进入直播间' }
  if (code === LIVE_CLOSE.noTicket) return { reconnect: false, message: '购买后才能参与聊天' }
  if (code === LIVE_CLOSE.notFound) return { reconnect: false, message: '直播不存在' }
  return { reconnect: true }
}

/** The socket's URL: the API's origin (the page's own when the app calls its own server) with ws(s). */
export function socketUrl(apiBase: string, path: string, page?: { protocol: string; host: string }): string {
  if (apiBase) return `${apiBase.replace(/^http/, 'ws').replace(/\/+$/, '')}${path}`
  if (!page) throw new Error('socketUrl: no API base and no page location')
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}${path}`
}
