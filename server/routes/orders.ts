/**
 * Orders and the pay calls of SPEC §7 (docs/payments.md). All need login and act on the caller's
 * own orders only.
 *
 *   POST /api/user/order_new/           PaymentOrderBody → CreateOrderResponse  (WeChat Pay)
 *   POST /api/user/order/alipay/create/ PaymentOrderBody → CreateOrderResponse  (Alipay)
 *   POST /api/user/h5pay/message/       { out_order_number } → OrderStateResponse
 *   GET  /api/user/wxpay/sign/          ?out_order_number → { data: JSAPI params, order }
 *   POST /api/user/pay/apple/verify/    AppleVerifyBody → AppleVerifyResponse
 *   POST /api/user/vip/activate/        { code } → ActivateVipResponse
 *
 * Without merchant keys the sandbox stands in for WeChat Pay and Alipay (same answer shapes).
 */
import type { FastifyPluginAsync } from 'fastify'
import { PAY_PATHS, TRADE_TYPES, type ActivateVipBody, type ActivateVipResponse, type AppleVerifyBody, type AppleVerifyResponse, type CreateOrderResponse, type OrderQuery, type OrderStateResponse, type PaymentOrderBody, type PayMethod, type WxJsapiPayData, type OrderSummary } from '../../types/payments'
import { obj, rel } from '../lib/schemas'
import { redeemCode } from '../payments/activation'
import { verifyApplePurchase } from '../payments/apple'

const idValue = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', minLength: 1, maxLength: 64 }] }
const liveOption = obj({ id: idValue, option: { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 1, maxLength: 64 }] } })
const orderNumber = { type: 'string', pattern: '^P\\d{24}$' }
/** A plan code or a registered order type. */
const orderType = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }

const paymentOrderSchema = obj(
  {
    trade_type: { type: 'string', enum: [...TRADE_TYPES] },
    order_type: orderType,
    jscode: { type: 'string', minLength: 1, maxLength: 128 },
    total_fee: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    out_order_number: orderNumber,
    print_order_id: idValue,
    shop_order_id: idValue,
    live_order_option: liveOption,
    xkw_order_option: { type: 'object', maxProperties: 20, additionalProperties: { anyOf: [{ type: 'string', maxLength: 256 }, { type: 'number' }] } },
    // Only back into our own H5 app: a return address elsewhere would be an open redirect.
    return_url: { type: 'string', maxLength: 512, pattern: '^/h5/' }
  },
  ['trade_type', 'order_type']
)

const summarySchema = obj(
  {
    out_order_number: { type: 'string' },
    order_type: { type: 'string' },
    subject: { type: 'string' },
    total_fee: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'paid', 'refunded'] },
    provider: { type: 'string' },
    trade_type: { type: 'string' },
    prepay_id: { type: 'string' },
    return_route: { type: 'string' }
  },
  ['out_order_number', 'order_type', 'subject', 'total_fee', 'status', 'provider', 'trade_type', 'return_route']
)
/** Every provider's pay data is a flat object of strings. */
const payDataSchema = { type: 'object', additionalProperties: { type: 'string' } }
const createdSchema = obj({ data: payDataSchema, order: summarySchema, sandbox_url: { type: 'string' } }, ['data', 'order'])
const stateSchema = obj({ order: summarySchema, paid: { type: 'boolean' } })
const orderQuerySchema = obj({ out_order_number: orderNumber })

export const orderRoutes: FastifyPluginAsync = async (api) => {
  const { payments } = api
  const auth = { preHandler: api.authenticate }
  const me = (request: { user: { id: number } | null }) => request.user!.id

  const createFor = (method: PayMethod) => async (request: { user: { id: number } | null; body: PaymentOrderBody; ip: string }): Promise<CreateOrderResponse> =>
    payments.createOrder(me(request), method, request.body, request.ip)

  api.post<{ Body: PaymentOrderBody }>(rel(PAY_PATHS.orderNew), { ...auth, schema: { body: paymentOrderSchema, response: { 200: createdSchema } } }, createFor('wxpay'))
  api.post<{ Body: PaymentOrderBody }>(rel(PAY_PATHS.alipayCreate), { ...auth, schema: { body: paymentOrderSchema, response: { 200: createdSchema } } }, createFor('alipay'))

  api.post<{ Body: OrderQuery }>(
    rel(PAY_PATHS.h5payMessage),
    { ...auth, schema: { body: orderQuerySchema, response: { 200: stateSchema } } },
    async (request): Promise<OrderStateResponse> => payments.orderState(me(request), request.body.out_order_number)
  )

  api.get<{ Querystring: OrderQuery }>(
    rel(PAY_PATHS.wxpaySign),
    { ...auth, schema: { querystring: orderQuerySchema, response: { 200: obj({ data: payDataSchema, order: summarySchema }) } } },
    async (request): Promise<{ data: WxJsapiPayData; order: OrderSummary }> => payments.signJsapiAgain(me(request), request.query.out_order_number)
  )

  api.post<{ Body: AppleVerifyBody }>(
    rel(PAY_PATHS.appleVerify),
    {
      ...auth,
      schema: {
        body: obj({ receipt: { type: 'string', minLength: 1, maxLength: 200_000 }, order_type: orderType, live_order_option: liveOption }, ['receipt', 'order_type']),
        response: { 200: obj({ order: summarySchema, granted: { type: 'boolean' } }) }
      }
    },
    async (request): Promise<AppleVerifyResponse> =>
      verifyApplePurchase({ db: api.database.db, clock: api.accounts.clock, payments, config: api.config.payments }, me(request), request.body)
  )

  api.post<{ Body: ActivateVipBody }>(
    rel(PAY_PATHS.activateVip),
    {
      ...auth,
      schema: {
        body: obj({ code: { type: 'string', minLength: 1, maxLength: 64 } }),
        response: { 200: obj({ plan: { type: 'string' }, vip_date_start: { type: 'string' }, vip_date_end: { type: 'string' } }) }
      }
    },
    async (request): Promise<ActivateVipResponse> => redeemCode(api.database.db, api.config.payments.brandId, me(request), request.body.code, api.accounts.clock())
  )
}
