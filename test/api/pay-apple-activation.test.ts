/**
 * Apple in-app purchase verification (POST /api/user/pay/apple/verify/) against a fixture
 * verifyReceipt endpoint on 127.0.0.1, and membership activation codes (POST /api/user/vip/activate/):
 * each transaction and each code grants once.
 */
import { APPLE_VERIFY_TIMEOUT_MS } from '../../src/lib/constants'
import { APPLE_UPSTREAM_TIMEOUT_MS } from '../../server/payments/apple'
import { createCodes } from '../../server/payments/activation'
import { addYears } from '../../server/payments/vip'
import { PAY_PATHS, type ActivateVipResponse, type AppleVerifyResponse } from '../../types/payments'
import { accountsApp, type AccountsApp } from './support/accounts'
import { vipOf } from './support/pay'
import { fixtureServer, type Fixture } from './support/payKeys'

let t: AccountsApp
let apple: Fixture
let appleAnswer: object = {}
let a: string
let b: string
beforeAll(async () => {
  apple = await fixtureServer(() => ({ status: 200, body: JSON.stringify(appleAnswer) }))
  t = await accountsApp({ env: { APPLE_VERIFY_URL: `${apple.url}/verifyReceipt`, APPLE_SHARED_SECRET: 'shared-secret' } })
  a = (await t.login('13700000401')).access
  b = (await t.login('13700000402')).access
})
afterAll(async () => {
  await t.close()
  await apple.close()
})

const verifyReceipt = (access: string, body: object) => t.post(PAY_PATHS.appleVerify, body, access)

test('the server gives Apple less time than the app gives the server', () => {
  expect(APPLE_VERIFY_TIMEOUT_MS).toBe(15000)
  expect(APPLE_UPSTREAM_TIMEOUT_MS).toBeLessThan(APPLE_VERIFY_TIMEOUT_MS)
})

test('a verified purchase grants the plan once per transaction; the receipt is sent with the shared secret', async () => {
  appleAnswer = { status: 0, receipt: { in_app: [{ product_id: 'com.example.gaokao.v2002', transaction_id: '1000000123' }] } }
  const first = await verifyReceipt(a, { receipt: 'BASE64RECEIPT', order_type: 'v2002' })
  expect(first.statusCode).toBe(200)
  expect(first.json() as AppleVerifyResponse).toMatchObject({ granted: true, order: { order_type: 'v2002', total_fee: 29800, status: 'paid', provider: 'apple' } })
  expect(JSON.parse(apple.requests.at(-1)!.body)).toEqual({ 'receipt-data': 'BASE64RECEIPT', 'exclude-old-transactions': true, password: 'shared-secret' })
  const vip = await vipOf(t, a)
  expect(vip.vip_date_end).toBe(new Date(addYears(t.clock.now, 2)).toISOString())

  const again = await verifyReceipt(a, { receipt: 'BASE64RECEIPT', order_type: 'v2002' })
  expect((again.json() as AppleVerifyResponse).granted).toBe(false)
  expect(await vipOf(t, a)).toEqual(vip)
  const stolen = await verifyReceipt(b, { receipt: 'BASE64RECEIPT', order_type: 'v2002' })
  expect(stolen.statusCode).toBe(422)
  expect(stolen.json().detail).toBe('该购买凭证已被其他账号使用')
})

test('an invalid receipt, another product, or an unreachable Apple grant nothing', async () => {
  appleAnswer = { status: 21002 }
  expect((await verifyReceipt(b, { receipt: 'x', order_type: 'v2001' })).json()).toEqual({ code: 'business_rule', detail: '购买凭证无效' })
  appleAnswer = { status: 0, receipt: { in_app: [{ product_id: 'com.example.gaokao.v2003', transaction_id: '1000000999' }] } }
  expect((await verifyReceipt(b, { receipt: 'x', order_type: 'v2001' })).json().detail).toBe('购买凭证中没有该商品')
  expect((await verifyReceipt(b, { receipt: 'x', order_type: 'nothing' })).statusCode).toBe(400)
  expect((await verifyReceipt(b, { order_type: 'v2001' })).statusCode).toBe(400)
  await apple.close()
  const down = await verifyReceipt(b, { receipt: 'x', order_type: 'v2003' })
  expect(down.statusCode).toBe(503)
  expect(down.json().detail).toBe('苹果支付验证暂不可用，请稍后再试')
  expect((await vipOf(t, b)).tianbao_vip).toBe(false)
  apple = await fixtureServer(() => ({ status: 200, body: JSON.stringify(appleAnswer) }))
})

test('an activation code grants its plan once; case, spaces and dashes do not matter; unknown codes are refused', async () => {
  const [code, other] = await createCodes(t.database.db, 'bdgaokao', 'v2001', 2, '测试', t.clock.now)
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
  expect(code).not.toBe(other)
  const user = (await t.login('13700000403')).access
  const res = await t.post(PAY_PATHS.activateVip, { code: code.toLowerCase().replace(/-/g, ' ') }, user)
  expect(res.statusCode).toBe(200)
  expect(res.json() as ActivateVipResponse).toEqual({
    plan: 'v2001',
    vip_date_start: new Date(t.clock.now).toISOString(),
    vip_date_end: new Date(addYears(t.clock.now, 1)).toISOString()
  })
  expect((await vipOf(t, user)).tianbao_vip).toBe(true)
  const twice = await t.post(PAY_PATHS.activateVip, { code }, b)
  expect(twice.statusCode).toBe(422)
  expect(twice.json().detail).toBe('该激活码已被使用')
  expect((await t.post(PAY_PATHS.activateVip, { code: 'AAAA-BBBB-CCCC-DDDD' }, b)).json().detail).toBe('激活码无效，请检查后重新输入')
  expect((await t.post(PAY_PATHS.activateVip, { code: other })).statusCode).toBe(401)
  await expect(createCodes(t.database.db, 'bdgaokao', 'v1001', 1, '', t.clock.now)).rejects.toThrow('没有会员套餐 v1001')
})

test('without APPLE_VERIFY_URL Apple payments are refused', async () => {
  const plain = await accountsApp()
  try {
    const user = (await plain.login('13700000404')).access
    const res = await plain.post(PAY_PATHS.appleVerify, { receipt: 'x', order_type: 'v2001' }, user)
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe('暂不支持苹果支付')
  } finally {
    await plain.close()
  }
})
