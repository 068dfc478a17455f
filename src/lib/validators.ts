/**
 * The generic validators of SPEC §5: mobile number, six-digit SMS code, Chinese resident ID
 * card (GB 11643-1999 with its check digit), email and url. Pure; each answers the Chinese
 * message a form shows under the field, or null when the value is valid. The mobile pattern
 * itself is core/phone.ts, which the server reads too.
 */
import { isMobile, SMS_CODE_RE } from '@core/phone'

export type Validator = (value: string) => string | null

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i

export function isCode(value: string): boolean {
  return SMS_CODE_RE.test(value.trim())
}

/** GB 11643 weights for the first 17 digits; the sum modulo 11 indexes CHECK_CHARS. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK_CHARS = '10X98765432'

/** The check character of the first 17 digits of an ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]
  return ID_CHECK_CHARS[sum % 11]
}

function validDate(yyyymmdd: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4))
  const m = Number(yyyymmdd.slice(4, 6))
  const d = Number(yyyymmdd.slice(6, 8))
  if (y < 1800 || m < 1 || m > 12 || d < 1) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** 18 characters: 17 digits (region, valid birth date, sequence) and the check digit (0-9 or X). */
export function isIdCard(value: string): boolean {
  const v = value.trim().toUpperCase()
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false
  if (!validDate(v.slice(6, 14))) return false
  return idCardCheckChar(v.slice(0, 17)) === v[17]
}

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim())
}

export function isUrl(value: string): boolean {
  return URL_RE.test(value.trim())
}

function rule(test: (v: string) => boolean, empty: string, wrong: string): Validator {
  return (value) => {
    if (value.trim() === '') return empty
    return test(value) ? null : wrong
  }
}

export const validateMobile = rule(isMobile, '请输入手机号', '请输入正确的手机号')
export const validateCode = rule(isCode, '请输入验证码', '请输入6位数字验证码')
export const validateIdCard = rule(isIdCard, '请输入身份证号', '请输入正确的身份证号')
export const validateEmail = rule(isEmail, '请输入邮箱', '请输入正确的邮箱地址')
export const validateUrl = rule(isUrl, '请输入网址', '请输入正确的网址')
