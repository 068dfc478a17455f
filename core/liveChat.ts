/**
 * The chat's rules (docs/live.md "Chat"), shared by the server (which enforces them) and the app
 * (which checks before sending): a message's text, the client frames and the per-user rate limit.
 */
import { LIVE_LIMITS, type LiveChatErrorCode, type LiveClientFrame } from '../types/live'

export type TextCheck = { ok: true; text: string } | { ok: false; code: Extract<LiveChatErrorCode, 'empty' | 'too_long'>; detail: string }

/** Trimmed; control characters (but line breaks) removed; 1 to LIVE_LIMITS.textMax characters. */
export function checkChatText(raw: string): TextCheck {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const text = raw.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim()
  if (text === '') return { ok: false, code: 'empty', detail: '消息不能为空' }
  if ([...text].length > LIVE_LIMITS.textMax) return { ok: false, code: 'too_long', detail: `消息最多 ${LIVE_LIMITS.textMax} 个字` }
  return { ok: true, text }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A client frame from the socket's text, or null when it is not one of the protocol's. */
export function parseClientFrame(raw: string): LiveClientFrame | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isObject(value)) return null
  if (value.type === 'auth') {
    if (typeof value.token !== 'string' || value.token.length > 4096) return null
    if (value.after !== undefined && !(Number.isSafeInteger(value.after) && (value.after as number) >= 0)) return null
    return { type: 'auth', token: value.token, ...(value.after !== undefined ? { after: value.after as number } : {}) }
  }
  if (value.type === 'send') {
    const { client_id: clientId, text } = value
    if (typeof clientId !== 'string' || !/^[A-Za-z0-9_-]+$/.test(clientId) || clientId.length > LIVE_LIMITS.clientIdMax) return null
    if (typeof text !== 'string' || text.length > LIVE_LIMITS.textMax * 4) return null
    return { type: 'send', client_id: clientId, text }
  }
  return null
}

export const RATE_LIMIT_DETAIL = `发言太快了，请 ${LIVE_LIMITS.rateWindowMs / 1000} 秒后再试`

/**
 * A sliding window: `sent` holds the times of the user's stored messages; a send is allowed while
 * fewer than `count` fall within the last `windowMs`. Returns the times to keep (the window's).
 */
export function rateCheck(
  sent: readonly number[],
  now: number,
  count: number = LIVE_LIMITS.rateCount,
  windowMs: number = LIVE_LIMITS.rateWindowMs
): { allowed: boolean; kept: number[] } {
  const kept = sent.filter((t) => now - t < windowMs)
  return { allowed: kept.length < count, kept }
}
