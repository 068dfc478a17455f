/**
 * The kinds of order the app pays for and the app page each returns to (SPEC §4, §8, §9). Shared:
 * the server answers ORDER_RETURN_ROUTES and PAY_RETURN_ROUTE as the return address of a
 * mobile-web payment; the app reads an order_type's kind to route on after paying.
 */
import { isCloudPlanCode } from '../cloudPlans'
import { isPlanCode } from './plans'

/** Order types the app pays for; 'vip' is every membership plan, 'cloud' every space plan. */
export const PAID_ORDER_TYPES = ['vip', 'print', 'shop', 'live', 'xkw', 'cloud'] as const
export type PaidOrderType = (typeof PAID_ORDER_TYPES)[number]

/** Where the provider sends a mobile-web payment back to (it polls the order, then routes on). */
export const PAY_RETURN_ROUTE = 'pages/return/index'

/** Each order type's own page: where its payment returns to. */
export const ORDER_RETURN_ROUTES: Record<PaidOrderType, string> = {
  vip: 'pages/vip/index',
  print: 'cloud/print/printOrderList',
  shop: 'market/bookMall/goodsOrderList',
  live: 'live/liveItem',
  xkw: 'study/xkw/paymentCheck',
  cloud: 'cloud/priceTable'
}

/** Which order kind an order_type is: a plan code is a membership, a space plan's code cloud space. */
export function paidOrderTypeOf(orderType: string): PaidOrderType | null {
  if (isPlanCode(orderType)) return 'vip'
  if (isCloudPlanCode(orderType)) return 'cloud'
  return (PAID_ORDER_TYPES as readonly string[]).includes(orderType) ? (orderType as PaidOrderType) : null
}
