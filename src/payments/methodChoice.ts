/**
 * Which pay method a payment uses (SPEC §4, §5). Pure (no Taro import): startPayment calls it
 * before creating an order.
 *
 *  - Only 'wxpay' and 'alipay' exist; anything else is '支付方式选择错误'.
 *  - None chosen on the native path (mini-program, native app): warn '没有选择支付方式' and pay
 *    with wxpay, the method every native build has.
 *  - None chosen on a web path (in-app web view, mobile web, desktop QR): refuse with
 *    '请选择支付方式' — a web page cannot assume a wallet.
 */
import { PAY_METHODS, type PayMethod } from '@types-contract/payments'

export const PAY_METHOD_INVALID = '支付方式选择错误'
export const PAY_METHOD_REQUIRED = '请选择支付方式'
export const PAY_METHOD_MISSING = '没有选择支付方式'

/** The method used when none was chosen on the native path. */
export const DEFAULT_NATIVE_PAY_METHOD: PayMethod = 'wxpay'

export type PayPath = 'native' | 'web'

export type PayMethodChoice = { ok: true; method: PayMethod; warning?: string } | { ok: false; message: string }

export function isPayMethod(value: unknown): value is PayMethod {
  return typeof value === 'string' && (PAY_METHODS as readonly string[]).includes(value)
}

export function choosePayMethod(chosen: string | null | undefined, path: PayPath): PayMethodChoice {
  if (chosen === undefined || chosen === null || chosen === '') {
    return path === 'native' ? { ok: true, method: DEFAULT_NATIVE_PAY_METHOD, warning: PAY_METHOD_MISSING } : { ok: false, message: PAY_METHOD_REQUIRED }
  }
  return isPayMethod(chosen) ? { ok: true, method: chosen } : { ok: false, message: PAY_METHOD_INVALID }
}
