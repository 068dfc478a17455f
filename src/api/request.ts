/**
 * The request layer: the only caller of Taro.request (DESIGN.md). It builds the exact URL and
 * body text, signs exactly those (core/sign.ts), sends them, treats any 2xx as success and
 * runs the error catalogue (api/errorCatalogue.ts) for everything else.
 */
import Taro from '@tarojs/taro'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '@types-contract/api'
import { API_BASE_URL, API_PREFIX, BRAND, PLATFORM, SIGN_KEYS } from '../env'
import { APP_VERSION, REQUEST_TIMEOUT_MS, SOFT_VERSION, WGT_VERSION } from '../lib/constants'
import { createFingerprint } from '../lib/fingerprint'
import { buildQuery, type Query } from '../lib/query'
import { DEV_SIGN_KEYS, nextTimestamp, signRequest } from '@core/sign'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { userStore } from '../stores'
import { errorActions } from './errorCatalogue'
import { errorContext, runUiActions } from './errorEffects'

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

export function baseHeaders(): Record<string, string> {
  const token = userStore.activeToken()
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

  let response: Taro.request.SuccessCallbackResult<string | TaroGeneral.IAnyObject | ArrayBuffer>
  try {
    response = await Taro.request({
      url: `${API_BASE_URL}${pathAndQuery}`,
      method,
      header,
      ...(body ? { data: body } : {}),
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      dataType: 'json'
    })
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String((error as { errMsg?: string })?.errMsg ?? error))
  }

  if (response.statusCode >= 200 && response.statusCode < 300) return response.data as T
  if (!options.quiet) runUiActions(errorActions({ status: response.statusCode, body: response.data }, errorContext()))
  throw new ApiError(response.statusCode, response.data)
}

/**
 * PUTs raw bytes to a presigned upload URL (getCosPresign → PUT, SPEC §7). Unsigned: the URL
 * carries its own signature. A relative URL ('/api/storage/...') is on the API origin.
 */
export async function putBytes(url: string, bytes: ArrayBuffer, contentType: string): Promise<void> {
  const absolute = /^https?:\/\//.test(url) ? url : `${API_BASE_URL}${url}`
  let response: Taro.request.SuccessCallbackResult<string | TaroGeneral.IAnyObject | ArrayBuffer>
  try {
    response = await Taro.request({
      url: absolute,
      method: 'PUT',
      header: { 'Content-Type': contentType },
      data: bytes,
      timeout: REQUEST_TIMEOUT_MS,
      dataType: '其他'
    })
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String((error as { errMsg?: string })?.errMsg ?? error))
  }
  if (response.statusCode < 200 || response.statusCode >= 300) throw new ApiError(response.statusCode, response.data)
}
