/**
 * Print orders (types/print.ts PRINT_PATHS.orders), one function each, through request.ts:
 * submit, list by status, one order, cancel, accept (确认收货), the address
 * change and the courier's tracking. Paying goes through src/payments (order_type 'print'). The
 * pages that show the server's own refusal (print_started, print_order_paid …) pass `quiet`.
 */
import type { Paginated } from '@types-contract/api'
import { PRINT_PATHS, type PrintOrder, type PrintOrderStatus, type PrintOrderSubmit, type PrintTracking } from '@types-contract/print'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const orderUrl = (id: number, rest = '') => `${PRINT_PATHS.orders}${id}/${rest}`

/** 201: the submitted order (待付款); its files stay locked in the queue until it is paid or cancelled. */
export const submitPrintOrder = (input: PrintOrderSubmit, o: Extra = {}) => request<PrintOrder>(PRINT_PATHS.orders, { method: 'POST', data: input, ...o })

/** My orders, newest first; `status` undefined: all of them. */
export const fetchPrintOrders = (status: PrintOrderStatus | undefined, page: number, o: Extra = {}) =>
  request<Paginated<PrintOrder>>(PRINT_PATHS.orders, { query: { status, page }, ...o })

export const fetchPrintOrder = (id: number, o: Extra = {}) => request<PrintOrder>(orderUrl(id), o)

/** Submitted: cancelled and its files unlocked; paid: cancelled and refunded in full; from printing on: 422 print_started. */
export const cancelPrintOrder = (id: number, reason: string, o: Extra = {}) => request<PrintOrder>(orderUrl(id, 'cancel/'), { method: 'POST', data: { reason }, ...o })

/** 确认收货: shipped → received. */
export const acceptPrintOrder = (id: number, o: Extra = {}) => request<PrintOrder>(orderUrl(id, 'accept/'), { method: 'POST', ...o })

/** Ships a submitted or paid order to another of my addresses. */
export const changePrintOrderAddress = (id: number, addressId: number, o: Extra = {}) =>
  request<PrintOrder>(orderUrl(id, 'address/'), { method: 'POST', data: { address_id: addressId }, ...o })

/** The courier's timeline of a shipped order, newest first. */
export const fetchPrintTracking = (id: number, o: Extra = {}) => request<PrintTracking>(orderUrl(id, 'tracking/'), o)
