/**
 * The mini-program pay flow (src/payments/weapp.ts) against a stand-in Taro and payment API:
 * Taro.login's jscode goes into the JSAPI order, the server's pay params go to requestPayment
 * unchanged, a refused login says 请点击允许 unless -12006, a failed payment says 未安装微信 (-8),
 * nothing (-12006, the user closed the sheet) or 购买失败, and paying again soon re-signs the same
 * order (wxpay/sign) instead of ordering anew.
 */
import './support/globals'
import { taroMock } from './support/taroMock'
import type { CreateOrderResponse, OrderSummary, WxJsapiPayData } from '../../types/payments'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))
jest.mock('../../src/api/payments', () => ({ createOrder: jest.fn(), orderState: jest.fn(), signWxpay: jest.fn() }))

const api = require('../../src/api/payments') as { createOrder: jest.Mock; orderState: jest.Mock; signWxpay: jest.Mock }

const { payWeapp } = require('../../src/payments/weapp') as typeof import('../../src/payments/weapp')

const mock = taroMock as typeof taroMock & { login?: jest.Mock; requestPayment?: jest.Mock }
const JSAPI: WxJsapiPayData = {
  appId: 'wx0123456789abcdef',
  timeStamp: '1764000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'c2lnbg=='
}
const order = (n: string): OrderSummary => ({
  out_order_number: n,
  order_type: 'v2001',
  subject: '会员服务 1 年',
  total_fee: 16800,
  status: 'pending',
  provider: 'wxpay',
  trade_type: 'JSAPI',
  return_route: 'pages/tabbar/forum'
})
const input = (orderType = 'v2001') => ({
  body: { trade_type: 'JSAPI' as const, order_type: orderType },
  method: 'wxpay' as const,
  request: { orderType, method: 'wxpay' },
  kind: 'vip' as const
})

beforeEach(() => {
  jest.clearAllMocks()
  mock.login = jest.fn().mockResolvedValue({ code: 'js-code', errMsg: 'login:ok' })
  mock.requestPayment = jest.fn().mockResolvedValue({ errMsg: 'requestPayment:ok' })
  api.createOrder.mockResolvedValue({ data: JSAPI, order: order('P1') } satisfies CreateOrderResponse)
  api.orderState.mockResolvedValue({ order: { ...order('P1'), status: 'paid' }, paid: true })
})

test('jscode into the JSAPI order, the server params to requestPayment, then the paid order', async () => {
  await expect(payWeapp(input())).resolves.toEqual({ status: 'paid', order: { ...order('P1'), status: 'paid' } })
  expect(api.createOrder).toHaveBeenCalledWith('wxpay', { trade_type: 'JSAPI', order_type: 'v2001', jscode: 'js-code' }, { quiet: true })
  const { appId: _appId, ...params } = JSAPI
  expect(mock.requestPayment).toHaveBeenCalledWith(params)
})

test('a refused login: 请点击允许, or nothing for -12006; no order is made', async () => {
  mock.login = jest.fn().mockRejectedValue({ errMsg: 'login:fail auth deny' })
  await expect(payWeapp(input())).resolves.toEqual({ status: 'failed', message: '请点击允许' })
  mock.login = jest.fn().mockRejectedValue({ errCode: -12006, errMsg: 'login:fail' })
  await expect(payWeapp(input())).resolves.toEqual({ status: 'cancelled' })
  expect(api.createOrder).not.toHaveBeenCalled()
})

test('a failed payment: -8 未安装微信, -12006 nothing, else 购买失败; paying again re-signs the same order', async () => {
  mock.requestPayment = jest.fn().mockRejectedValue({ errMsg: 'requestPayment:fail -8' })
  await expect(payWeapp(input('v2002'))).resolves.toEqual({ status: 'failed', message: '未安装微信' })
  mock.requestPayment = jest.fn().mockRejectedValue({ errCode: -12006, errMsg: 'requestPayment:fail cancel' })
  api.signWxpay.mockResolvedValue({ data: JSAPI, order: order('P1') })
  await expect(payWeapp(input('v2002'))).resolves.toEqual({ status: 'cancelled' })
  // The second try signed the first order again instead of creating one.
  expect(api.createOrder).toHaveBeenCalledTimes(1)
  expect(api.signWxpay).toHaveBeenCalledWith('P1', { quiet: true })
  mock.requestPayment = jest.fn().mockRejectedValue({ errMsg: 'requestPayment:fail system error' })
  await expect(payWeapp(input('v2002'))).resolves.toEqual({ status: 'failed', message: '购买失败' })
})
