/**
 * The payment calls (types/payments.ts PAY_PATHS, docs/payments.md), one function each, all
 * through request.ts (signed; errors are ApiError with the server's Chinese `detail`). The pay
 * modules pass `quiet` and show their own messages ('购买失败' / '支付失败' / the server's detail).
 */
import {
  PAY_PATHS,
  type ActivateVipResponse,
  type AppleVerifyBody,
  type AppleVerifyResponse,
  type CreateOrderResponse,
  type GroupFetchResponse,
  type GroupTaskResponse,
  type OrderStateResponse,
  type OrderSummary,
  type PaymentOrderBody,
  type PayMethod,
  type WxJsapiPayData
} from '@types-contract/payments'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** SPEC §9: the app waits 15 s for Apple's receipt check. */
export const APPLE_VERIFY_TIMEOUT_MS = 15_000

/** order_new (WeChat Pay or the sandbox imitating it). */
export const createWxOrder = (body: PaymentOrderBody, o: Extra = {}) => request<CreateOrderResponse>(PAY_PATHS.orderNew, { method: 'POST', data: body, ...o })

/** order/alipay/create (Alipay or the sandbox imitating it). */
export const createAlipayOrder = (body: PaymentOrderBody, o: Extra = {}) => request<CreateOrderResponse>(PAY_PATHS.alipayCreate, { method: 'POST', data: body, ...o })

export const createOrder = (method: PayMethod, body: PaymentOrderBody, o: Extra = {}) => (method === 'alipay' ? createAlipayOrder(body, o) : createWxOrder(body, o))

/** h5pay/message: how an order stands (the server asks the provider while it is pending). */
export const orderState = (outOrderNumber: string, o: Extra = {}) =>
  request<OrderStateResponse>(PAY_PATHS.h5payMessage, { method: 'POST', data: { out_order_number: outOrderNumber }, ...o })

/** wxpay/sign: fresh JSAPI pay params for an unpaid mini-program order (retry without a new order). */
export const signWxpay = (outOrderNumber: string, o: Extra = {}) =>
  request<{ data: WxJsapiPayData; order: OrderSummary }>(PAY_PATHS.wxpaySign, { query: { out_order_number: outOrderNumber }, ...o })

export const verifyApple = (body: AppleVerifyBody, o: Extra = {}) =>
  request<AppleVerifyResponse>(PAY_PATHS.appleVerify, { method: 'POST', data: body, timeout: APPLE_VERIFY_TIMEOUT_MS, ...o })

export const createGroupTask = (o: Extra = {}) => request<GroupTaskResponse>(PAY_PATHS.groupCreate, { method: 'POST', data: { task_type: 'VIP' }, ...o })

export const joinGroupTask = (taskId: number, o: Extra = {}) => request<GroupTaskResponse>(PAY_PATHS.groupJoin, { query: { task_id: taskId }, ...o })

export const fetchGroupTasks = (taskId?: number | null, o: Extra = {}) =>
  request<GroupFetchResponse>(PAY_PATHS.groupFetch, { ...(taskId ? { query: { task_id: taskId } } : {}), ...o })

/** Leave an open group: a full refund of the caller's order. */
export const leaveGroupTask = (taskId: number, o: Extra = {}) => request<GroupTaskResponse>(PAY_PATHS.groupRefund, { method: 'POST', data: { task_id: taskId }, ...o })

export const activateVip = (code: string, o: Extra = {}) => request<ActivateVipResponse>(PAY_PATHS.activateVip, { method: 'POST', data: { code }, ...o })
