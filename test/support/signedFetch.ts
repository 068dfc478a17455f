/**
 * Signed HTTP calls to a real server process (the app's signature with the development keys), for
 * tests that start one: e2e set-up beside the page, fault runs, backups.
 */
import { DEV_SIGN_KEYS, nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../types/api'

/** A signed call to `baseUrl` + `path` as a visitor, or with `token` (and any further `headers`); the raw answer. */
export function signedFetch(baseUrl: string, method: string, path: string, body?: object, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  const json = body === undefined ? '' : JSON.stringify(body)
  const ts = nextTimestamp()
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...headers,
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
