/**
 * What the app does after a payment, per order type (SPEC §4, §8, §9). Pure: runAfterPayment.ts
 * carries out the returned plan (wait, call, dialog, navigate).
 */
import { ORDER_RETURN_ROUTES, type PaidOrderType } from '@core/payments/orderKinds'

/** Wait before creating or joining a group after paying: the payment notification lands first. */
export const GROUP_ACTION_DELAY_MS = 2000
/** Wait before leaving the pay page, so the success message is seen. */
export const REDIRECT_DELAY_MS = 600

export const HOME_TAB_ROUTE = 'pages/tabbar/forum'
export const GROUP_BUY_ROUTE = 'gaokao/application/vipGroupBuying'

export const VIP_SUCCESS_DIALOG = '开通成功'
export const PAY_SUCCESS_DIALOG = '支付成功！'
export const BUY_SUCCESS_DIALOG = '购买成功'

export interface PaidContext {
  orderType: PaidOrderType
  /** The user chose to start a group (vipGroupBuying). */
  groupBuy?: boolean
  /** The user is buying to join this group. */
  groupTaskId?: number | null
  /** live: the live room, for its page's query. */
  liveId?: number | string
}

export type AfterPayment =
  /** Wait, create a VIP group task, open the group-buy page. */
  | { kind: 'group_create'; delayMs: number; taskType: 'VIP'; navigateTo: string }
  /** Wait, join the group; failure: dialog with the server's detail, then the group-buy page. */
  | { kind: 'group_join'; delayMs: number; taskId: number; navigateTo: string; onFailure: { dialog: 'server_detail'; navigateTo: string } }
  /** Dialog, refresh membership, switch to the home tab after the delay. */
  | { kind: 'vip_done'; dialog: string; refresh: 'vip'; delayMs: number; switchTab: string }
  /** Dialog, optional refresh, then reload or redirect to the order type's page. */
  | { kind: 'redirect'; dialog: string; refresh: 'xkw_vip_info' | null; delayMs: number; redirectTo: string }

export function afterPayment(ctx: PaidContext): AfterPayment {
  if (ctx.orderType === 'vip') {
    if (ctx.groupBuy) return { kind: 'group_create', delayMs: GROUP_ACTION_DELAY_MS, taskType: 'VIP', navigateTo: GROUP_BUY_ROUTE }
    if (ctx.groupTaskId != null) {
      return {
        kind: 'group_join',
        delayMs: GROUP_ACTION_DELAY_MS,
        taskId: ctx.groupTaskId,
        navigateTo: GROUP_BUY_ROUTE,
        onFailure: { dialog: 'server_detail', navigateTo: GROUP_BUY_ROUTE }
      }
    }
    return { kind: 'vip_done', dialog: VIP_SUCCESS_DIALOG, refresh: 'vip', delayMs: REDIRECT_DELAY_MS, switchTab: HOME_TAB_ROUTE }
  }
  const route = ORDER_RETURN_ROUTES[ctx.orderType]
  const redirectTo = ctx.orderType === 'live' && ctx.liveId != null ? `${route}?liveId=${encodeURIComponent(String(ctx.liveId))}` : route
  return {
    kind: 'redirect',
    // Goods, download rights and cloud space are bought; print and live orders are paid.
    dialog: ctx.orderType === 'shop' || ctx.orderType === 'xkw' || ctx.orderType === 'cloud' ? BUY_SUCCESS_DIALOG : PAY_SUCCESS_DIALOG,
    refresh: ctx.orderType === 'xkw' ? 'xkw_vip_info' : null,
    delayMs: REDIRECT_DELAY_MS,
    redirectTo
  }
}
