/**
 * Mall orders (types/mallOrders.ts MALL_ORDER_PATHS), one function each, through request.ts:
 * submit, list by status, counts, one order, cancel, receive (确认收货), the courier's tracking and
 * the after-sale request. Paying goes through src/payments (order_type 'shop'). The pages that show
 * the server's own refusal (库存不足, 订单已发货 …) pass `quiet`.
 */
import type { Paginated } from '@types-contract/api'
import {
  MALL_ORDER_PATHS,
  type ShopAfterSale,
  type ShopAfterSaleRequest,
  type ShopOrder,
  type ShopOrderCounts,
  type ShopOrderFilter,
  type ShopOrderSubmit,
  type ShopTracking
} from '@types-contract/mallOrders'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const orderUrl = (id: number, rest = '') => `${MALL_ORDER_PATHS.orders}${id}/${rest}`

/** 201: the order (待付款), its stock taken and its coupon held for the pay window. */
export const submitShopOrder = (input: ShopOrderSubmit, o: Extra = {}) => request<ShopOrder>(MALL_ORDER_PATHS.submit, { method: 'POST', data: input, ...o })

/** My orders, newest first; `status` undefined: all of them; 'after_sale': those with an after-sale request. */
export const fetchShopOrders = (status: ShopOrderFilter | undefined, page: number, o: Extra = {}) =>
  request<Paginated<ShopOrder>>(MALL_ORDER_PATHS.orders, { query: { status, page }, ...o })

/** The tabs' badges. */
export const fetchShopOrderCounts = (o: Extra = {}) => request<ShopOrderCounts>(MALL_ORDER_PATHS.orderCounts, o)

export const fetchShopOrder = (id: number, o: Extra = {}) => request<ShopOrder>(orderUrl(id), o)

/** Unpaid: cancelled, stock and coupon back; paid: also refunded in full; shipped: 422. */
export const cancelShopOrder = (id: number, reason: string, o: Extra = {}) => request<ShopOrder>(orderUrl(id, 'cancel/'), { method: 'POST', data: { reason }, ...o })

/** 确认收货: shipped → received. */
export const receiveShopOrder = (id: number, o: Extra = {}) => request<ShopOrder>(orderUrl(id, 'receive/'), { method: 'POST', ...o })

/** The courier's timeline of a shipped order, newest first. */
export const fetchShopTracking = (id: number, o: Extra = {}) => request<ShopTracking>(orderUrl(id, 'tracking/'), o)

/** 201: the request, waiting for staff. */
export const requestAfterSale = (id: number, input: ShopAfterSaleRequest, o: Extra = {}) =>
  request<ShopAfterSale>(orderUrl(id, 'after-sale/'), { method: 'POST', data: input, ...o })
