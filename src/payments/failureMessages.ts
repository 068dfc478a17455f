/**
 * What a failed payment says (SPEC §5, §9). Pure: the pay flows and the return page read it.
 */
import type { PaidOrderType } from '@core/payments/orderKinds'
import { WX_IGNORED_ERROR_CODE, WX_NOT_INSTALLED_CODE } from '../lib/wxErrors'

export const VIP_FAILURE = '购买失败'
export const PAY_FAILURE = '支付失败'
export const WECHAT_NOT_INSTALLED = '未安装微信'

/**
 * The message for a failed payment, or null when none is shown: the user closing WeChat's pay
 * sheet (-12006) is not an error; -8 means WeChat is missing; a membership '购买失败', anything
 * else '支付失败'.
 */
export function payFailureMessage(orderType: PaidOrderType, wxErrCode?: number): string | null {
  if (wxErrCode === WX_IGNORED_ERROR_CODE) return null
  if (wxErrCode === WX_NOT_INSTALLED_CODE) return WECHAT_NOT_INSTALLED
  return orderType === 'vip' ? VIP_FAILURE : PAY_FAILURE
}

/** The server's Chinese detail of a failed call, if it sent one. */
export function detailOf(error: unknown): string | undefined {
  const body = (error as { body?: { detail?: unknown } } | null)?.body
  return typeof body?.detail === 'string' && body.detail ? body.detail : undefined
}
