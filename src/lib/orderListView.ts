/**
 * How 我的订单 (personal/order/orderList) shows the orders of every kind: its kind tabs and state
 * filters, the lines of a row, and the page a row opens. Pure: the page only renders these.
 */
import { chinaFormat } from '@core/chinaTime'
import { ORDER_KIND_NAMES, ORDER_STATE_NAMES, type OrderListItem, type OrderListKind, type OrderState } from '@types-contract/personalOrders'
import { routeByPage, urlOf } from '../routes'
import { moneyText } from './printOrderView'

export interface Choice<T> {
  /** undefined: 全部. */
  value: T | undefined
  label: string
}

const TAB_KINDS: readonly OrderListKind[] = ['vip', 'print', 'shop', 'live', 'cloud', 'xkw']

/** 全部 会员 打印 商城 直播 云空间 资料 */
export const ORDER_KIND_TABS: readonly Choice<OrderListKind>[] = [
  { value: undefined, label: '全部' },
  ...TAB_KINDS.map((k) => ({ value: k, label: ORDER_KIND_NAMES[k] }))
]

/** 全部 待付款 已支付 已退款 已关闭 */
export const ORDER_STATE_FILTERS: readonly Choice<OrderState>[] = [
  { value: undefined, label: '全部' },
  ...(['unpaid', 'paid', 'refunded', 'closed'] as const).map((s) => ({ value: s, label: ORDER_STATE_NAMES[s] }))
]

/** The kind a page's `?kind=` asks for; anything else is 全部. */
export function kindOfQuery(raw: string | undefined): OrderListKind | undefined {
  return TAB_KINDS.find((k) => k === raw)
}

/** Where an order's route is no built page, its row opens 自助服务: help and the support contact for questions about it. */
export const ORDER_PAGE_FALLBACK = 'personal/service/selfService'

/** The page a row opens: its own (the server's detail_route, with its query) when built, else ORDER_PAGE_FALLBACK. */
export function orderDetailUrl(order: Pick<OrderListItem, 'detail_route'>): string {
  const route = routeByPage(order.detail_route)
  const query = order.detail_route.split('?')[1]
  return route?.built ? `/${route.page}${query ? `?${query}` : ''}` : urlOf(ORDER_PAGE_FALLBACK)
}

/** The lines of a row. */
export function orderRowView(order: OrderListItem) {
  return {
    kind: order.kind_name,
    title: order.title,
    state: order.state_name,
    amount: moneyText(order.total_fen),
    /** A partial refund of a paid order (a filled group-buy), or the full refund. */
    refund: order.refunded_fen > 0 ? `已退款 ${moneyText(order.refunded_fen)}` : null,
    time: chinaFormat(order.created_at, 'YYYY-MM-DD HH:mm')
  }
}
