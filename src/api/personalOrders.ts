/** 我的订单 (types/personalOrders.ts ORDER_LIST_PATHS) through request.ts. */
import type { Paginated } from '@types-contract/api'
import { ORDER_LIST_PATHS, type OrderListItem, type OrderListKind, type OrderState } from '@types-contract/personalOrders'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** My orders of every kind, newest first; `kind` / `state` undefined: all. */
export const fetchOrderList = (kind: OrderListKind | undefined, state: OrderState | undefined, page: number, o: Extra = {}) =>
  request<Paginated<OrderListItem>>(ORDER_LIST_PATHS.orders, { query: { kind, state, page }, ...o })
