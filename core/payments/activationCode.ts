/**
 * Membership activation codes: the one format the server makes them in
 * (server/payments/activation.ts) and the page (personal/activateVIP) checks them against. 16 of
 * ACTIVATION_ALPHABET's letters (no 0/O, 1/I: codes are typed from print), typed with any spaces,
 * dashes and case.
 */

export const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const ACTIVATION_LENGTH = 16

/** Spaces, dashes and case do not matter when typing a code. */
export function normalizeActivationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '')
}

/** XXXX-XXXX-XXXX-XXXX */
export const groupActivationCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-')

export type ActivationCheck = { ok: true; code: string } | { ok: false; message: string }

/** Checks a typed activation code before sending it: clear Chinese for what is wrong. */
export function checkActivationCode(input: string): ActivationCheck {
  const code = normalizeActivationCode(input)
  if (!code) return { ok: false, message: '请输入激活码' }
  const bad = [...code].filter((c) => !ACTIVATION_ALPHABET.includes(c))
  if (bad.length) {
    const confusable = bad.some((c) => '01OI'.includes(c))
    return { ok: false, message: confusable ? '激活码中没有数字 0、1 和字母 O、I，请检查后重新输入' : '激活码只包含字母和数字，请检查后重新输入' }
  }
  if (code.length !== ACTIVATION_LENGTH) return { ok: false, message: `激活码为 ${ACTIVATION_LENGTH} 位，当前 ${code.length} 位，请检查后重新输入` }
  return { ok: true, code: groupActivationCode(code) }
}
