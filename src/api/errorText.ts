/**
 * The Chinese text of a failed call (ApiError's detail, a 429, a 5xx, no network). Imports no store,
 * so the forum's first screen uses it too; api/account.ts re-exports it for the other pages.
 */
import { ApiError } from './request'

/** The Chinese text of a failed call, for a form's error line. */
export function errorText(error: unknown, fallback = '操作失败，请稍后再试'): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown; fields?: Record<string, unknown> } | null
    if (error.status === 429) return typeof body?.detail === 'string' && body.detail ? body.detail : '请求过于频繁，歇一会吧'
    if (body && typeof body.detail === 'string' && body.detail) return body.detail
    if (error.status >= 500) return '服务器内部错误，请联系我们'
    return fallback
  }
  if (error instanceof Error && error.name === 'NetworkError') return '网络不可用，请检查网络后重试'
  return fallback
}

/**
 * `call`'s answer; a failure becomes an Error carrying errorText, which is what a page's load
 * (usePageLoad) shows.
 */
export async function withErrorText<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call
  } catch (e) {
    throw new Error(errorText(e, fallback))
  }
}
