/**
 * Orders and the pay calls of SPEC §7 (docs/payments.md), on the caller's own orders only:
 *
 *   POST /api/user/order_new/           PaymentOrderBody → CreateOrderResponse  (WeChat Pay)
 *   POST /api/user/order/alipay/create/ PaymentOrderBody → CreateOrderResponse  (Alipay)
 *   POST /api/user/h5pay/message/       { out_order_number } → OrderStateResponse
 *   GET  /api/user/wxpay/sign/          ?out_order_number → WxpaySignResponse
 *   POST /api/user/pay/apple/verify/    AppleVerifyBody → AppleVerifyResponse
 *   POST /api/user/vip/activate/        { code } → ActivateVipResponse
 *
 * Without merchant keys the sandbox stands in for WeChat Pay and Alipay (same answer shapes).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { PAY_PATHS, type PayMethod } from '../../../types/payments'
import {
  ActivateVipBody,
  ActivateVipResponse,
  AppleVerifyBody,
  AppleVerifyResponse,
  CreateOrderResponse,
  OrderQuery,
  OrderStateResponse,
  PaymentOrderBody,
  WxpaySignResponse
} from '../../../types/schemas/payments'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { redeemCode } from '../../payments/activation'
import { verifyApplePurchase } from '../../payments/apple'

export const orderRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { payments } = api
  const created = { body: PaymentOrderBody, response: { 200: CreateOrderResponse } }
  const createFor = (method: PayMethod) => async (request: FastifyRequest<{ Body: PaymentOrderBody }>) =>
    payments.createOrder(userIdOf(request), method, request.body, request.ip)

  api.post(rel(PAY_PATHS.orderNew), { schema: created }, createFor('wxpay'))
  api.post(rel(PAY_PATHS.alipayCreate), { schema: created }, createFor('alipay'))

  api.post(rel(PAY_PATHS.h5payMessage), { schema: { body: OrderQuery, response: { 200: OrderStateResponse } } }, async (request) =>
    payments.orderState(userIdOf(request), request.body.out_order_number)
  )

  api.get(rel(PAY_PATHS.wxpaySign), { schema: { querystring: OrderQuery, response: { 200: WxpaySignResponse } } }, async (request) =>
    payments.signJsapiAgain(userIdOf(request), request.query.out_order_number)
  )

  api.post(rel(PAY_PATHS.appleVerify), { schema: { body: AppleVerifyBody, response: { 200: AppleVerifyResponse } } }, async (request) =>
    verifyApplePurchase({ db: api.database.db, clock: api.accounts.clock, payments, config: api.config.payments }, userIdOf(request), request.body)
  )

  api.post(rel(PAY_PATHS.activateVip), { schema: { body: ActivateVipBody, response: { 200: ActivateVipResponse } } }, async (request) =>
    redeemCode(api.database.db, api.config.payments.brandId, userIdOf(request), request.body.code, api.accounts.clock())
  )
}
