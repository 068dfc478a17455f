/**
 * The request layer: the only caller of Taro.request (DESIGN.md). It builds the exact URL and
 * body text, signs exactly those (core/sign.ts), sends them, treats any 2xx as success and
 * runs the error catalogue (api/errorCatalogue.ts) for everything else.
 *
 * The forum's first screen calls it, so it imports no store (docs/performance.md): the token comes
 * from the session adapter, which the user store writes (and whose notice of an expired session
 * logs the store out), and the catalogue's effects, which touch stores, load on the first failure.
 */
import Taro from '@tarojs/taro'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '@types-contract/api'
import { API_BASE_URL, API_PREFIX, BRAND, PLATFORM, SIGN_KEYS } from '../env'
import { APP_VERSION, REQUEST_TIMEOUT_MS, SOFT_VERSION, WGT_VERSION } from '../lib/constants'
import { createFingerprint } from '../lib/fingerprint'
import { buildQuery, type Query } from '../lib/query'
import { DEV_SIGN_KEYS, nextTimestamp, signRequest } from '@core/sign'
import { platformSession } from '../platform/session'
import { STORAGE_KEYS, storage } from '../platform/storage'
import type { FailedResponse } from './errorCatalogue'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: Method
  /** Sent as the query string (GET and others alike). */
  query?: Query
  /** Sent as JSON text (not for GET). */
  data?: unknown
  timeout?: number
  /** Extra headers. */
  headers?: Record<string, string>
  /** Skip the error catalogue's UI (the caller shows its own). */
  quiet?: boolean
}

/** A non-2xx answer; body is the server's `{detail, code, fields?}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown
  ) {
    super(`HTTP ${status}`)
    this.name = 'ApiError'
  }
}

/** No answer at all (offline, DNS, timeout); the catalogue ignores these. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NetworkError'
  }
}

function fingerprint(): string {
  const saved = storage.get<string>(STORAGE_KEYS.fingerprint)
  if (saved) return saved
  const created = createFingerprint()
  storage.set(STORAGE_KEYS.fingerprint, created)
  return created
}

/**
 * The error catalogue's effects (api/errorEffects.ts), loaded when a call first fails: on H5 a chunk
 * of its own, in the mini-program (no lazy chunks) the module itself.
 */
function loadErrorEffects(): Promise<typeof import('./errorEffects')> {
  return process.env.TARO_ENV === 'h5'
    ? import(/* webpackChunkName: "error-effects" */ './errorEffects')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no lazy chunks: the module loads synchronously there
      Promise.resolve(require('./errorEffects') as typeof import('./errorEffects'))
}

/** Runs the catalogue for a failed call before the caller hears of it; a chunk that cannot load only costs the UI. */
async function runCatalogue(failed: FailedResponse): Promise<void> {
  try {
    const effects = await loadErrorEffects()
    effects.runCatalogue(failed)
  } catch {
    // No effects (the chunk did not arrive): the caller still gets its ApiError.
  }
}

export function baseHeaders(): Record<string, string> {
  const token = platformSession().load(Date.now())
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    AppFingerprint: fingerprint(),
    PlatformName: PLATFORM,
    SoftVersion: SOFT_VERSION,
    AppVersion: String(APP_VERSION),
    WgtVersion: WGT_VERSION,
    AppBrand: BRAND.id
  }
}

/** One HTTP exchange as the request layer sends it. */
interface Exchange {
  url: string
  method: Method
  header: Record<string, string>
  data?: string | ArrayBuffer
  timeout: number
  /** The answer is not read (a raw upload); otherwise it is parsed as JSON. */
  raw?: boolean
}

/**
 * Sends one exchange; resolves with any HTTP answer, rejects only when none came (offline, timeout).
 *  - mini-program: Taro.request;
 *  - H5: the browser's fetch, the way Taro's H5 request wraps it (an AbortController for the
 *    timeout; the JSON body, null when it is not JSON or the status is 204), without the fetch,
 *    AbortController and JSONP code Taro's H5 request bundles for browsers older than the app's
 *    H5 list (package.json browserslist.h5): about 9 KB gzip off the first screen
 *    (docs/performance.md).
 * The condition is decided at build time, so each build carries one branch.
 */
async function send(exchange: Exchange): Promise<{ statusCode: number; data: unknown }> {
  const { url, method, header, data, timeout, raw } = exchange
  if (process.env.TARO_ENV === 'h5') {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeout)
    try {
      const response = await fetch(url, { method, headers: header, body: data, signal: controller.signal })
      return { statusCode: response.status, data: raw || response.status === 204 ? null : await response.json().catch(() => null) }
    } finally {
      clearTimeout(timer)
    }
  } else {
    return Taro.request({ url, method, header, ...(data !== undefined ? { data } : {}), timeout, dataType: raw ? '其他' : 'json' })
  }
}

async function exchange(sent: Exchange): Promise<{ statusCode: number; data: unknown }> {
  try {
    return await send(sent)
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String((error as { errMsg?: string })?.errMsg ?? error))
  }
}

/** Calls `path` (e.g. '/api/health') and resolves with the parsed body of a 2xx answer. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const qs = buildQuery(options.query)
  const pathAndQuery = `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`
  const body = method !== 'GET' && options.data !== undefined ? JSON.stringify(options.data) : ''
  const ts = nextTimestamp()
  const header: Record<string, string> = {
    ...baseHeaders(),
    ...(body ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
    [SIGN_HEADER_TS]: ts,
    [SIGN_HEADER_SIGN]: signRequest(SIGN_KEYS ?? DEV_SIGN_KEYS, ts, method, body, pathAndQuery)
  }

  const response = await exchange({
    url: `${API_BASE_URL}${pathAndQuery}`,
    method,
    header,
    ...(body ? { data: body } : {}),
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS
  })

  if (response.statusCode >= 200 && response.statusCode < 300) return response.data as T
  if (!options.quiet) await runCatalogue({ status: response.statusCode, body: response.data })
  throw new ApiError(response.statusCode, response.data)
}

/**
 * PUTs raw bytes to a presigned upload URL (getCosPresign → PUT, SPEC §7). Unsigned: the URL
 * carries its own signature. A relative URL ('/api/storage/...') is on the API origin.
 */
export async function putBytes(url: string, bytes: ArrayBuffer, contentType: string): Promise<void> {
  const absolute = /^https?:\/\//.test(url) ? url : `${API_BASE_URL}${url}`
  const response = await exchange({ url: absolute, method: 'PUT', header: { 'Content-Type': contentType }, data: bytes, timeout: REQUEST_TIMEOUT_MS, raw: true })
  if (response.statusCode < 200 || response.statusCode >= 300) throw new ApiError(response.statusCode, response.data)
}
