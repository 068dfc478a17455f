/**
 * The error catalogue of SPEC §8 as one table: status + body + context → UI actions.
 * Pure; api/errorEffects.ts performs the actions with Taro.
 */
import type { BAD_PARAMS as BAD_PARAMS_CODE } from '@types-contract/application'
export type UiAction =
  | { kind: 'hideLoading' }
  | { kind: 'stopPullDown' }
  | { kind: 'toast'; text: string }
  | { kind: 'dialog'; title: string; content?: string }
  | { kind: 'logout' }
  | { kind: 'oneKeyLogin' }
  /** SPEC §8: index stat BAD_PARAMS → '请先完善高考信息' and the gaokao setting page. */
  | { kind: 'completeGaokaoInfo' }

export interface ErrorContext {
  /** bilibili-hosted users are not logged out on 401. */
  bilibiliHosted: boolean
  /** The user is on the phone login page already: a 401 stays quiet. */
  onPhoneLoginPage: boolean
}

export interface FailedResponse {
  /** HTTP status; undefined for a network failure (no response). */
  status?: number
  body?: unknown
}

type Row = (body: { detail?: string; code?: string }, ctx: ErrorContext) => UiAction[]

const hideLoading: UiAction = { kind: 'hideLoading' }

export const LOGIN_FIRST_TEXT = '请先登录...'

/** The server's code for incomplete gaokao info (types/application.ts BAD_PARAMS). */
const BAD_PARAMS: typeof BAD_PARAMS_CODE = 'BAD_PARAMS'

const CATALOGUE: Record<number, Row> = {
  400: ({ detail, code }) => [
    hideLoading,
    ...(detail ? [{ kind: 'toast', text: detail } as const] : []),
    ...(code === BAD_PARAMS ? [{ kind: 'completeGaokaoInfo' } as const] : [])
  ],
  401: ({ code }, ctx) => [
    hideLoading,
    { kind: 'stopPullDown' },
    ...(ctx.bilibiliHosted ? [] : [{ kind: 'logout' } as const]),
    ...(code === 'token_not_valid' || ctx.onPhoneLoginPage ? [] : [{ kind: 'toast', text: LOGIN_FIRST_TEXT } as const, { kind: 'oneKeyLogin' } as const])
  ],
  403: () => [{ kind: 'dialog', title: '没有权限', content: '请稍后再试' }],
  404: () => [{ kind: 'toast', text: '暂无数据' }],
  422: () => [hideLoading],
  429: () => [{ kind: 'dialog', title: '请求过于频繁', content: '歇一会吧' }],
  500: () => [{ kind: 'dialog', title: '请求失败', content: '服务器内部错误，请联系我们' }]
}

const OTHER: Row = () => [{ kind: 'dialog', title: '未知错误，请联系我们' }]

function errorFields(body: unknown): { detail?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {}
  const { detail, code } = body as Record<string, unknown>
  return {
    detail: typeof detail === 'string' && detail !== '' ? detail : undefined,
    code: typeof code === 'string' ? code : undefined
  }
}

/** The UI actions for a failed call; 2xx never reaches here, network failures are ignored. */
export function errorActions(response: FailedResponse, ctx: ErrorContext): UiAction[] {
  if (response.status === undefined || response.status === 0) return []
  const row = CATALOGUE[response.status] ?? OTHER
  return row(errorFields(response.body), ctx)
}
