/**
 * Request signature shared by the app and the server (DESIGN.md, "Contract and conventions").
 * message = ts + "\n" + METHOD + "\n" + body + "\n" + pathAndQuery
 * key     = keys[Number(ts) % 5], sign = lowercase hex HMAC-SHA256.
 * It deters casual tampering and replay; it is not authentication (the keys ship in the client).
 */
import HmacSHA256 from 'crypto-js/hmac-sha256'
import Hex from 'crypto-js/enc-hex'

/**
 * Development defaults, used when SIGN_KEYS is not set at build and serve time.
 * Production deployments set SIGN_KEYS to five comma-separated keys of their own.
 */
export const DEV_SIGN_KEYS: readonly string[] = [
  'dev-sign-key-0-gaokao',
  'dev-sign-key-1-gaokao',
  'dev-sign-key-2-gaokao',
  'dev-sign-key-3-gaokao',
  'dev-sign-key-4-gaokao'
]

/** Parses "k0,k1,k2,k3,k4"; anything other than five non-empty keys is an error. */
export function parseSignKeys(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [...DEV_SIGN_KEYS]
  const keys = raw.split(',').map((k) => k.trim())
  if (keys.length !== 5 || keys.some((k) => k === '')) {
    throw new Error('SIGN_KEYS 必须是 5 个以逗号分隔的非空密钥')
  }
  return keys
}

let lastTs = 0

/**
 * The X-Ts value for the next request: Date.now(), but strictly increasing within this process,
 * so two identical requests sent in the same millisecond never carry the same signature (the
 * server would reject the second as a replay).
 */
export function nextTimestamp(now: number = Date.now()): string {
  lastTs = Math.max(now, lastTs + 1)
  return String(lastTs)
}

export function signMessage(ts: string, method: string, body: string, pathAndQuery: string): string {
  return `${ts}\n${method.toUpperCase()}\n${body}\n${pathAndQuery}`
}

/** The key a timestamp signs with: one of the five, by the timestamp. */
export const signKeyOf = (keys: readonly string[], ts: string): string => keys[Number(ts) % keys.length]

export function signRequest(keys: readonly string[], ts: string, method: string, body: string, pathAndQuery: string): string {
  return HmacSHA256(signMessage(ts, method, body, pathAndQuery), signKeyOf(keys, ts)).toString(Hex)
}
