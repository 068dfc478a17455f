/**
 * Orders and the sandbox provider (server/routes/pay/; docs/payments.md): VIP orders
 * priced by the brand's plans in fen, the sandbox answering in WeChat's and Alipay's shapes, its
 * confirm page paying through the common notification path, a paid order granting exactly once
 * (repeated notification, forged notification, wrong amount), membership extending from the later
 * of now and the current end, and the order-type registry with a test order type.
 */
import { createHmac } from 'crypto'
import { DELETE_CONFIRM_TEXT, USER_PATHS } from '../../types/user'
import { PAY_PATHS, type CreateOrderResponse, type OrderStateResponse } from '../../types/payments'
import { orderTypes, type OrderType } from '../../server/payments/orderTypes'
import { SandboxProvider } from '../../server/payments/sandbox'
import { addYears } from '../../server/payments/vip'
import { derivedSecret } from '../../server/services/accounts'
import { accountsApp, type AccountsApp } from './support/accounts'
import { buyVip, confirmSandbox, createOrder, orderRow, vipOf } from './support/pay'

/** A test-only order type: priced from the body, fulfilment counted. */
const fulfilled: string[] = []
const testType: OrderType = {
  kind: 'testitem',
  claims: (orderType) => orderType === 'testitem',
  price: async (body) => ({ item: String(body.print_order_id ?? 'x'), subject: '测试商品', totalFee: 1234, details: { note: 'kept' } }),
  fulfil: async (_tx, order) => {
    fulfilled.push(order.outOrderNumber)
    return { done: true }
  },
  returnRoute: () => 'print/printOrderList',
  orderTypeOf: () => 'testitem'
}
orderTypes.register(testType)

let t: AccountsApp
let a: string
let b: string
beforeAll(async () => {
  t = await accountsApp()
  a = (await t.login('13700000001')).access
  b = (await t.login('13700000002')).access
})
afterAll(() => t.close())

test('login required; bad input is a 400 in Chinese; unknown plans and order types are refused', async () => {
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001' })).statusCode).toBe(401)
  const bad = await t.post(PAY_PATHS.orderNew, { trade_type: 'CASH', order_type: 'v2001' }, a)
  expect(bad.statusCode).toBe(400)
  expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { trade_type: expect.any(String) } })
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001', price: 1 }, a)).statusCode).toBe(400)
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001', return_url: 'https://evil.example/' }, a)).statusCode).toBe(400)
  const noPlan = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v1001' }, a)
  expect(noPlan.statusCode).toBe(400)
  expect(noPlan.json().detail).toBe('会员套餐不存在')
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'lesson' }, a)).json().detail).toBe('订单类型不存在')
  const jsapiAli = await t.post(PAY_PATHS.alipayCreate, { trade_type: 'JSAPI', order_type: 'v2001', jscode: 'c' }, a)
  expect(jsapiAli.statusCode).toBe(400)
  expect(jsapiAli.json().detail).toBe('支付方式选择错误')
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'JSAPI', order_type: 'v2001' }, a)).json().fields).toEqual({ jscode: '缺少 jscode' })
})

test('VIP orders are priced by the brand plans in fen; a different total_fee from the app is refused', async () => {
  const prices: Record<string, number> = { v2001: 16800, v2002: 29800, v2003: 39800 }
  for (const [plan, fen] of Object.entries(prices)) {
    const { order } = await createOrder(t, a, { order_type: plan })
    expect(order).toMatchObject({ order_type: plan, total_fee: fen, status: 'pending', provider: 'sandbox', return_route: 'pages/vip/index' })
    expect(order.out_order_number).toMatch(/^P\d{24}$/)
  }
  const wrong = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001', total_fee: 100 }, a)
  expect(wrong.statusCode).toBe(422)
  expect(wrong.json().detail).toBe('订单金额有误，请刷新后重试')
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001', total_fee: 16800 }, a)).statusCode).toBe(200)
})

test('the sandbox answers in the shape of the chosen provider and trade type', async () => {
  const jsapi = await createOrder(t, a, { order_type: 'v2001', trade_type: 'JSAPI', jscode: 'code-1' })
  expect(Object.keys(jsapi.data).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
  expect(jsapi.data).toMatchObject({ signType: 'RSA', package: `prepay_id=${jsapi.order.prepay_id}`, timeStamp: String(Math.floor(t.clock.now / 1000)) })
  const sign = await t.get(`${PAY_PATHS.wxpaySign}?out_order_number=${jsapi.order.out_order_number}`, a)
  expect(sign.statusCode).toBe(200)
  expect(sign.json().data.package).toBe(`prepay_id=${jsapi.order.prepay_id}`)
  expect((await t.get(`${PAY_PATHS.wxpaySign}?out_order_number=${jsapi.order.out_order_number}`, b)).statusCode).toBe(404)

  const mweb = await createOrder(t, a, { order_type: 'v2001', trade_type: 'MWEB' })
  expect((mweb.data as { mweb_url: string }).mweb_url).toBe(mweb.sandbox_url)
  expect(((await createOrder(t, a, { order_type: 'v2001', trade_type: 'NATIVE' })).data as { code_url: string }).code_url).toMatch(
    /^\/api\/pay\/sandbox\/P\d{24}\/\?t=[0-9a-f]{64}$/
  )
  const app = await createOrder(t, a, { order_type: 'v2001', trade_type: 'APP' }, PAY_PATHS.alipayCreate)
  expect(new URLSearchParams((app.data as { order_string: string }).order_string).get('total_amount')).toBe('168.00')
  const form = await createOrder(t, a, { order_type: 'v2001', trade_type: 'MWEB' }, PAY_PATHS.alipayCreate)
  expect((form.data as { form: string }).form).toContain(`action="/api/pay/sandbox/${form.order.out_order_number}/"`)
  expect((await createOrder(t, a, { order_type: 'v2001', trade_type: 'NATIVE' }, PAY_PATHS.alipayCreate)).data).toEqual({
    qr_code: expect.stringContaining('/api/pay/sandbox/')
  })
})

test('the confirm page needs the order token; confirming pays, grants one year from now and returns to the app', async () => {
  const created = await createOrder(t, b, { order_type: 'v2001' })
  const no = created.order.out_order_number
  expect((await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/${no}/?t=${'0'.repeat(64)}` })).statusCode).toBe(404)
  const page = await t.app.inject({ method: 'GET', url: new URL(created.sandbox_url!, 'http://x').pathname + new URL(created.sandbox_url!, 'http://x').search })
  expect(page.body).toContain('¥168.00')
  expect((await vipOf(t, b)).tianbao_vip).toBe(false)
  const state = await t.post(PAY_PATHS.h5payMessage, { out_order_number: no }, b)
  expect((state.json() as OrderStateResponse).paid).toBe(false)

  const confirmed = await confirmSandbox(t, created)
  expect(confirmed.statusCode).toBe(303)
  expect(confirmed.headers.location).toBe(`/h5/#/pages/return/index?redirectTo=${encodeURIComponent('pages/vip/index')}&out_order_number=${no}`)
  const vip = await vipOf(t, b)
  expect(vip).toEqual({
    tianbao_vip: true,
    vip_price: 168,
    vip_date_start: new Date(t.clock.now).toISOString(),
    vip_date_end: new Date(addYears(t.clock.now, 1)).toISOString()
  })
  expect((await t.post(PAY_PATHS.h5payMessage, { out_order_number: no }, b)).json() as OrderStateResponse).toMatchObject({ paid: true, order: { status: 'paid' } })
  // Paying it again is refused; the page says it is paid.
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001', out_order_number: no }, b)).json().detail).toBe('订单已支付，请勿重复支付')
  expect(await confirmSandbox(t, created).catch((e: Error) => e.message)).toContain('sandbox page 200')
})

test('a repeated notification grants once; a forged or wrong-amount one is refused and grants nothing', async () => {
  const created = await createOrder(t, a, { order_type: 'v2002' })
  const no = created.order.out_order_number
  // Signed with the sandbox's key, as its confirm page does.
  const sandbox = new SandboxProvider(derivedSecret(t.config, 'pay-sandbox'), '', () => t.clock.now)
  const genuine = sandbox.notification(no, 29800)
  const notify = (n: { headers: Record<string, unknown>; rawBody: string }) =>
    t.app.inject({
      method: 'POST',
      url: PAY_PATHS.notify('sandbox'),
      headers: { ...(n.headers as Record<string, string>), 'content-type': 'application/json' },
      payload: n.rawBody
    })

  const forged = { ...genuine, headers: { ...genuine.headers, 'x-sandbox-signature': 'f'.repeat(64) } }
  expect((await notify(forged)).statusCode).toBe(400)
  const wrongAmount = sandbox.notification(no, 1)
  const refused = await notify(wrongAmount)
  expect(refused.statusCode).toBe(400)
  expect(refused.json()).toEqual({ code: 'FAIL', message: '失败' })
  expect((await orderRow(t, no)).status).toBe('pending')
  expect((await vipOf(t, a)).tianbao_vip).toBe(false)

  expect((await notify(genuine)).statusCode).toBe(204)
  const once = await vipOf(t, a)
  expect(once.vip_date_end).toBe(new Date(addYears(t.clock.now, 2)).toISOString())
  expect((await notify(genuine)).statusCode).toBe(204)
  expect((await notify(sandbox.notification(no, 29800))).statusCode).toBe(204)
  expect(await vipOf(t, a)).toEqual(once)
  // Not a payment of ours at all; genuinely signed nonsense.
  expect((await notify(sandbox.notification('P000000000000000000000000', 100))).statusCode).toBe(400)
  const ts = String(t.clock.now)
  for (const rawBody of ['null', '"text"', '{"event_type":"TRANSACTION.SUCCESS"}']) {
    const signature = createHmac('sha256', derivedSecret(t.config, 'pay-sandbox')).update(`${ts}\n${rawBody}`).digest('hex')
    expect((await notify({ rawBody, headers: { 'x-sandbox-timestamp': ts, 'x-sandbox-signature': signature } })).statusCode).toBe(400)
  }
})

test('an order paid after its account was deleted is recorded as paid, granting nothing and failing nothing', async () => {
  const gone = (await t.login('13700000009')).access
  const created = await createOrder(t, gone, { order_type: 'v2001' })
  expect((await t.get(`${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(DELETE_CONFIRM_TEXT)}`, gone)).statusCode).toBe(200)
  expect((await confirmSandbox(t, created)).statusCode).toBe(303)
  expect(await orderRow(t, created.order.out_order_number)).toMatchObject({ status: 'paid', userId: null, grant: { skipped: 'account deleted' } })
})

test('a second plan extends from the current end, not from now', async () => {
  const before = await vipOf(t, a)
  t.clock.now += 30 * 86_400_000
  await buyVip(t, a, 'v2001')
  const after = await vipOf(t, a)
  expect(after.vip_date_start).toBe(before.vip_date_start)
  expect(after.vip_date_end).toBe(new Date(addYears(Date.parse(before.vip_date_end!), 1)).toISOString())
})

test('the order-type registry: a test order type is priced, paid and fulfilled once through the same path', async () => {
  const created = await createOrder(t, a, { order_type: 'testitem', print_order_id: 77 }, PAY_PATHS.alipayCreate)
  expect(created.order).toMatchObject({ order_type: 'testitem', total_fee: 1234, subject: '测试商品', return_route: 'print/printOrderList' })
  const row = await orderRow(t, created.order.out_order_number)
  expect(row).toMatchObject({ kind: 'testitem', item: '77', method: 'alipay', details: { note: 'kept' } })
  await confirmSandbox(t, created)
  await confirmSandbox(t, created).catch(() => undefined)
  expect(fulfilled).toEqual([created.order.out_order_number])
  expect((await orderRow(t, created.order.out_order_number)).grant).toEqual({ done: true })
  expect(() => orderTypes.register(testType)).toThrow(/registered twice/)
})

test('another user cannot see or pay my order', async () => {
  const created: CreateOrderResponse = await createOrder(t, a, { order_type: 'v2001' })
  expect((await t.post(PAY_PATHS.h5payMessage, { out_order_number: created.order.out_order_number }, b)).statusCode).toBe(404)
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001', out_order_number: created.order.out_order_number }, b)).statusCode).toBe(404)
})
