/**
 * WeChat's error codes as the app reads them (SPEC §5, §9), shared by the login and pay adapters:
 * -12006 is never shown, and a refused authorization asks the user to allow it.
 */

/** WeChat's code for a sheet the user closed themselves: never an error worth a message. */
export const WX_IGNORED_ERROR_CODE = -12006
/** WeChat is not installed (app pay). */
export const WX_NOT_INSTALLED_CODE = -8
export const ALLOW_LOGIN_PROMPT = '请点击允许'

/** The numeric code of a WeChat/Taro failure (errCode, errno, code, or a number in errMsg). */
export function wxErrCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const e = error as { errCode?: unknown; errno?: unknown; code?: unknown; errMsg?: unknown }
  const code = e.errCode ?? e.errno ?? e.code
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  const inMsg = typeof e.errMsg === 'string' ? e.errMsg.match(/(-\d+)/) : null
  return inMsg ? Number(inMsg[1]) : undefined
}

/** A refused or failed WeChat authorization (login before paying, too): '请点击允许', or null for -12006. */
export function loginRefusedMessage(error: unknown): string | null {
  return wxErrCode(error) === WX_IGNORED_ERROR_CODE ? null : ALLOW_LOGIN_PROMPT
}
