/**
 * The console's only caller of fetch. Every request is signed as the app signs it (core/sign.ts:
 * X-Ts and X-Sign over the exact method, body text and path with query) and carries the staff
 * member's token. A non-2xx answer becomes react-admin's HttpError with the server's Chinese
 * `detail` as its message, so the notification shows what the server said.
 */
import { HttpError } from 'react-admin'
import { nextTimestamp, signRequest } from '../../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../../types/api'
import { API_PREFIX, SIGN_KEYS } from '../env'
import { session } from './session'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type Query = Record<string, string | number | boolean | null | undefined>

/** The query string of the defined values, in the order given. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  return params.toString()
}

/** The server's error body: `{detail, code}` (server/errors.ts). */
interface ErrorBody {
  detail?: string
  code?: string
}

const FALLBACK: Record<number, string> = {
  401: '登录已失效，请重新登录',
  403: '没有权限',
  404: '内容不存在',
  500: '服务器出错了，请稍后再试'
}

/** `as: 'text'` answers the body as text (a CSV), not parsed as JSON. */
export async function api<T>(method: Method, path: string, options: { query?: Query; body?: unknown; as?: 'json' | 'text' } = {}): Promise<T> {
  const qs = queryString(options.query)
  const pathAndQuery = `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`
  const body = method !== 'GET' && options.body !== undefined ? JSON.stringify(options.body) : ''
  const ts = nextTimestamp()
  const token = session.token()
  const headers: Record<string, string> = {
    [SIGN_HEADER_TS]: ts,
    [SIGN_HEADER_SIGN]: signRequest(SIGN_KEYS, ts, method, body, pathAndQuery),
    PlatformName: 'admin',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'Content-Type': 'application/json' } : {})
  }
  let response: Response
  try {
    response = await fetch(pathAndQuery, { method, headers, ...(body ? { body } : {}) })
  } catch {
    throw new HttpError('网络连接失败，请检查网络后重试', 0)
  }
  if (response.ok && options.as === 'text') return (await response.text()) as T
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (response.ok) return data as T
  const detail = (data as ErrorBody | null)?.detail
  throw new HttpError(detail || FALLBACK[response.status] || `请求失败（${response.status}）`, response.status, data)
}
