/**
 * The phone and SMS-code checks of the login forms. The contract only bounds their length, so a
 * bad value is answered with these sentences (what the app shows) instead of a pattern error.
 */
import { MOBILE_RE, SMS_CODE_RE } from '../../core/phone'
import { fieldError } from '../errors'

/** The bare pattern, not isMobile (which trims): the number is stored exactly as sent. */
export function checkPhone(phone: string): void {
  if (!MOBILE_RE.test(phone)) throw fieldError('phone', '请输入正确的手机号')
}

export function checkCode(code: string): void {
  if (!SMS_CODE_RE.test(code)) throw fieldError('code', '验证码应为 6 位数字')
}
