/**
 * Signed calls to the real server from an e2e test, for what a test sets up or checks beside the
 * page (the page itself goes through the app's request layer).
 */
import type { Cookie, Page } from 'playwright-core'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../../types/api'
import { DEV_SIGN_KEYS, nextTimestamp, signRequest } from '../../../core/sign'

/** The token in a session cookie (the app's cookie session, src/platform/session.ts). */
export function tokenOfCookies(cookies: readonly Cookie[]): string | undefined {
  const session = cookies.find((c) => c.name === 'session')
  return session ? (JSON.parse(decodeURIComponent(session.value)) as { token: string }).token : undefined
}

/** The token of the user logged in on page `p`. */
export async function pageToken(p: Page): Promise<string> {
  const token = tokenOfCookies(await p.context().cookies())
  if (!token) throw new Error('not logged in on the page')
  return token
}

/** A signed call to `baseUrl` + `path` as a visitor, or with `token`; the raw answer. */
export function signedFetch(baseUrl: string, method: string, path: string, body?: object, token?: string): Promise<Response> {
  const json = body === undefined ? '' : JSON.stringify(body)
  const ts = nextTimestamp()
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      [SIGN_HEADER_TS]: ts,
      [SIGN_HEADER_SIGN]: signRequest(DEV_SIGN_KEYS, ts, method, json, path)
    },
    ...(json ? { body: json } : {})
  })
}

/** The parsed body of a 2xx answer; anything else throws with the status and body. */
export async function okJson<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
