/**
 * The mainland mobile number (spec §5: 11 digits starting 13-19) and the SMS code in one place: the app's forms,
 * the server's schemas and its providers read the same pattern, so they cannot disagree.
 */

/** JSON Schema `pattern` text of a mobile number. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$'
export const MOBILE_RE = new RegExp(MOBILE_PATTERN)

export function isMobile(value: string): boolean {
  return MOBILE_RE.test(value.trim())
}

/** The six-digit SMS verification code (spec §5), checked alike by the app's forms and the server. */
export const SMS_CODE_RE = /^\d{6}$/

/** 13800138000 → 138****8000; anything that is not 11 digits (already masked, empty) is kept. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}
