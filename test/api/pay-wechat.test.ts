/**
 * WeChat Pay v3 (server/payments/wechatpay.ts) against a fixture API on 127.0.0.1 with keys and a
 * platform certificate made here: every request carries a valid WECHATPAY2-SHA256-RSA2048
 * signature, answers are accepted only with the platform's signature, JSAPI/APP pay data are signed
 * as the mini-program and SDK check them, H5 and Native answer mweb_url and code_url, and
 * notifications (AES-256-GCM resource, platform signature) grant once, while forged, replayed-stale
 * or wrong-amount ones grant nothing. A late notification is made up for by the h5pay/message query.
 */
import { createCipheriv, createSign, createVerify, randomBytes } from 'crypto'
import { certificateSerial } from '../../server/payments/wechatpay'
import { PAY_PATHS, type CreateOrderResponse, type WxAppPayData, type WxJsapiPayData } from '../../types/payments'
import { accountsApp, type AccountsApp } from './support/accounts'
import { REFUND_RETRY_MS } from '../../server/payments/service'
import { createOrder, fakeIntervalTimers, fireSweepTimer, orderRow, refundsOf, vipOf } from './support/pay'
import { fixtureServer, rsaPair, selfSignedCert, tempDir, writeFile, type Fixture } from './support/payKeys'

const MCH_ID = '1900000109'
const APP_ID = 'wx1234567890abcdef'
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz123456'
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'

const dir = tempDir('wxpay-')
const merchant = rsaPair()
const platform = selfSignedCert(dir, 'platform')
const impostor = selfSignedCert(dir, 'impostor')
let t: AccountsApp
let api: Fixture
let access: string
/** What the fixture answers next for a path (tests change it). */
const answers: Record<string, { status: number; body: object; badSignature?: boolean }> = {}

const sign = (key: string, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64')
const verify = (key: string, message: string, signature: string) => createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64')

/** Platform-signed headers for a body, as WeChat sends them. */
function platformHeaders(body: string, key = platform.privateKey, cert = platform.cert, ts = Math.floor(t.clock.now / 1000)): Record<string, string> {
  const nonce = randomBytes(16).toString('hex')
  return {
    'wechatpay-timestamp': String(ts),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': sign(key, `${ts}\n${nonce}\n${body}\n`),
    'wechatpay-serial': certificateSerial(cert)
  }
}

beforeAll(async () => {
  api = await fixtureServer((req) => {
    const key = `${req.method} ${req.url.split('?')[0]}`
    const answer = answers[key] ?? { status: 404, body: { code: 'NOT_FOUND', message: '不存在' } }
    const body = JSON.stringify(answer.body)
    return { status: answer.status, headers: platformHeaders(body, answer.badSignature ? impostor.privateKey : platform.privateKey), body }
  })
  fakeIntervalTimers()
  t = await accountsApp({
    env: {
      PAY_SANDBOX: 'false',
      PUBLIC_URL: 'https://pay.example.com',
      WXPAY_MCH_ID: MCH_ID,
      WXPAY_APP_ID: APP_ID,
      WXPAY_SERIAL_NO: SERIAL,
      WXPAY_PRIVATE_KEY_FILE: writeFile(dir, 'apiclient_key.pem', merchant.privateKey),
      WXPAY_API_V3_KEY: API_V3_KEY,
      WXPAY_PLATFORM_CERT_FILE: platform.certFile,
      WXPAY_API_BASE: api.url
    }
  })
  access = (await t.login('13700000101')).access
})
afterAll(async () => {
  await t.close()
  await api.close()
  jest.useRealTimers()
})

/** Checks the Authorization header of a request the server sent, with the merchant's public key. */
function checkAuthorization(req: Fixture['requests'][number]): void {
  const header = String(req.headers.authorization)
  expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 /)
  const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  expect(fields).toMatchObject({ mchid: MCH_ID, serial_no: SERIAL })
  expect(verify(merchant.publicKey, `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${req.body}\n`, fields.signature)).toBe(true)
}

function encrypt(plain: object): { algorithm: string; ciphertext: string; associated_data: string; nonce: string; original_type: string } {
  const nonce = randomBytes(6).toString('hex')
  const aad = 'transaction'
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce))
  cipher.setAAD(Buffer.from(aad))
  const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: aad, nonce, original_type: 'transaction' }
}

function notification(order: CreateOrderResponse, overrides: { total?: number; mchid?: string } = {}): string {
  return JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date(t.clock.now).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encrypt({
      mchid: overrides.mchid ?? MCH_ID,
      appid: APP_ID,
      out_trade_no: order.order.out_order_number,
      transaction_id: `42000${order.order.out_order_number.slice(-10)}`,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      amount: { total: overrides.total ?? order.order.total_fee, payer_total: order.order.total_fee, currency: 'CNY' }
    })
  })
}

const notify = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: PAY_PATHS.notify('wxpay'), headers: { ...headers, 'content-type': 'application/json' }, payload: body })

test('JSAPI: a signed order request with the payer openid; pay data signed for wx.requestPayment', async () => {
  answers['POST /v3/pay/transactions/jsapi'] = { status: 200, body: { prepay_id: 'wx201410272009395522657a690389285100' } }
  const res = await t.post(PAY_PATHS.orderNew, { trade_type: 'JSAPI', order_type: 'v2001', jscode: 'login-code' }, access)
  expect(res.statusCode).toBe(200)
  const created = res.json() as CreateOrderResponse<WxJsapiPayData>
  const req = api.requests.at(-1)!
  checkAuthorization(req)
  expect(JSON.parse(req.body)).toMatchObject({
    appid: APP_ID,
    mchid: MCH_ID,
    out_trade_no: created.order.out_order_number,
    notify_url: 'https://pay.example.com/api/pay/notify/wxpay/',
    amount: { total: 16800, currency: 'CNY' },
    payer: { openid: expect.stringMatching(/^dev_/) }
  })
  expect(created.order).toMatchObject({ provider: 'wxpay', prepay_id: 'wx201410272009395522657a690389285100' })
  const d = created.data
  expect(d).toMatchObject({
    appId: APP_ID,
    package: 'prepay_id=wx201410272009395522657a690389285100',
    signType: 'RSA',
    timeStamp: String(Math.floor(t.clock.now / 1000))
  })
  expect(verify(merchant.publicKey, `${d.appId}\n${d.timeStamp}\n${d.nonceStr}\n${d.package}\n`, d.paySign)).toBe(true)
  expect(created.sandbox_url).toBeUndefined()

  // wxpay/sign: the same prepay_id, signed again.
  const again = (await t.get(`${PAY_PATHS.wxpaySign}?out_order_number=${created.order.out_order_number}`, access)).json() as { data: WxJsapiPayData }
  expect(again.data.package).toBe(d.package)
  expect(verify(merchant.publicKey, `${APP_ID}\n${again.data.timeStamp}\n${again.data.nonceStr}\n${again.data.package}\n`, again.data.paySign)).toBe(true)
})

test('APP, H5 and Native answer the SDK parameters, mweb_url with the return address, and code_url', async () => {
  answers['POST /v3/pay/transactions/app'] = { status: 200, body: { prepay_id: 'wx_app_prepay' } }
  const app = (await createOrder(t, access, { trade_type: 'APP', order_type: 'v2002' })) as CreateOrderResponse<WxAppPayData>
  expect(app.data).toMatchObject({ appid: APP_ID, partnerid: MCH_ID, prepayid: 'wx_app_prepay', package: 'Sign=WXPay' })
  expect(verify(merchant.publicKey, `${APP_ID}\n${app.data.timestamp}\n${app.data.noncestr}\nwx_app_prepay\n`, app.data.sign)).toBe(true)

  answers['POST /v3/pay/transactions/h5'] = { status: 200, body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2' } }
  const h5 = await createOrder(t, access, { trade_type: 'MWEB', order_type: 'v2001', return_url: '/h5/#/pages/return/index?redirectTo=pages%2Fvip%2Findex' })
  expect(JSON.parse(api.requests.at(-1)!.body).scene_info).toEqual({ payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } })
  expect(h5.data).toEqual({
    mweb_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2&redirect_url=${encodeURIComponent('https://pay.example.com/h5/#/pages/return/index?redirectTo=pages%2Fvip%2Findex')}`
  })

  answers['POST /v3/pay/transactions/native'] = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } }
  expect((await createOrder(t, access, { trade_type: 'NATIVE', order_type: 'v2003' })).data).toEqual({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' })
})

test('an answer without the platform signature, or an error answer, fails the order with a Chinese 503', async () => {
  answers['POST /v3/pay/transactions/native'] = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=forged' }, badSignature: true }
  const forged = await t.post(PAY_PATHS.orderNew, { trade_type: 'NATIVE', order_type: 'v2001' }, access)
  expect(forged.statusCode).toBe(503)
  expect(forged.json()).toEqual({ code: 'service_unavailable', detail: '微信支付应答签名无效' })
  answers['POST /v3/pay/transactions/native'] = { status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } }
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'NATIVE', order_type: 'v2001' }, access)).json().detail).toBe('微信支付下单失败：参数错误')
})

test('notifications: verified and decrypted, granted once; forged, stale, foreign or wrong-amount ones grant nothing', async () => {
  answers['POST /v3/pay/transactions/native'] = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=ok' } }
  const user = (await t.login('13700000102')).access
  const created = await createOrder(t, user, { trade_type: 'NATIVE', order_type: 'v2001' })
  const body = notification(created)

  const refused = async (payload: string, headers: Record<string, string>) => {
    const res = await notify(payload, headers)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'FAIL', message: '失败' })
  }
  await refused(body, platformHeaders(body, impostor.privateKey)) // signed by someone else
  await refused(body, platformHeaders(body, impostor.privateKey, impostor.cert)) // someone else's certificate
  await refused(body, platformHeaders(body, platform.privateKey, platform.cert, Math.floor(t.clock.now / 1000) - 600)) // stale
  await refused(body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '), platformHeaders(body)) // changed after signing
  // Genuinely signed, but paid 1 fen, or for another merchant.
  for (const overrides of [{ total: 1 }, { mchid: '1900000999' }]) {
    const text = notification(created, overrides)
    await refused(text, platformHeaders(text))
  }
  expect((await orderRow(t, created.order.out_order_number)).status).toBe('pending')
  expect((await vipOf(t, user)).tianbao_vip).toBe(false)

  const ok = await notify(body, platformHeaders(body))
  expect(ok.statusCode).toBe(204)
  const vip = await vipOf(t, user)
  expect(vip.tianbao_vip).toBe(true)
  expect((await notify(body, platformHeaders(body))).statusCode).toBe(204)
  expect(await vipOf(t, user)).toEqual(vip)
  expect(await orderRow(t, created.order.out_order_number)).toMatchObject({ status: 'paid', providerTradeNo: `42000${created.order.out_order_number.slice(-10)}` })
})

test('h5pay/message asks WeChat about a pending order and settles it when paid', async () => {
  answers['POST /v3/pay/transactions/native'] = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=q' } }
  const user = (await t.login('13700000103')).access
  const created = await createOrder(t, user, { trade_type: 'NATIVE', order_type: 'v2001' })
  const path = `GET /v3/pay/transactions/out-trade-no/${created.order.out_order_number}`
  answers[path] = {
    status: 200,
    body: {
      mchid: MCH_ID,
      appid: APP_ID,
      out_trade_no: created.order.out_order_number,
      transaction_id: '4200000001',
      trade_state: 'NOTPAY',
      amount: { total: 16800, currency: 'CNY' }
    }
  }
  expect((await t.post(PAY_PATHS.h5payMessage, { out_order_number: created.order.out_order_number }, user)).json().paid).toBe(false)
  checkAuthorization(api.requests.at(-1)!)
  expect(api.requests.at(-1)!.url).toBe(`/v3/pay/transactions/out-trade-no/${created.order.out_order_number}?mchid=${MCH_ID}`)
  answers[path] = { status: 200, body: { ...answers[path].body, trade_state: 'SUCCESS' } }
  expect((await t.post(PAY_PATHS.h5payMessage, { out_order_number: created.order.out_order_number }, user)).json()).toMatchObject({
    paid: true,
    order: { status: 'paid' }
  })
  expect((await vipOf(t, user)).tianbao_vip).toBe(true)
})

test("refunds go to WeChat signed; one WeChat does not accept stays pending and is sent again by the timer's sweep", async () => {
  answers['POST /v3/pay/transactions/native'] = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=r' } }
  const user = (await t.login('13700000104')).access
  const created = await createOrder(t, user, { trade_type: 'NATIVE', order_type: 'v2001' })
  const body = notification(created)
  expect((await notify(body, platformHeaders(body))).statusCode).toBe(204)
  const { task } = (await t.post(PAY_PATHS.groupCreate, { task_type: 'VIP' }, user)).json() as { task: { task_id: number } }

  answers['POST /v3/refund/domestic/refunds'] = { status: 500, body: { code: 'SYSTEM_ERROR', message: '系统繁忙' } }
  expect((await t.post(PAY_PATHS.groupRefund, { task_id: task.task_id }, user)).statusCode).toBe(200)
  const sent = api.requests.filter((r) => r.url === '/v3/refund/domestic/refunds')
  expect(sent).toHaveLength(1)
  checkAuthorization(sent[0])
  expect(JSON.parse(sent[0].body)).toEqual({
    out_trade_no: created.order.out_order_number,
    out_refund_no: `${created.order.out_order_number}GL`,
    reason: '退出拼团退款',
    amount: { refund: 16800, total: 16800, currency: 'CNY' }
  })
  expect(await refundsOf(t, created.order.out_order_number)).toMatchObject([{ status: 'pending', attempts: 1, lastError: '微信支付退款失败：系统繁忙' }])
  // The membership is taken back at once; the money follows when WeChat accepts.
  expect((await vipOf(t, user)).tianbao_vip).toBe(false)

  answers['POST /v3/refund/domestic/refunds'] = { status: 200, body: { refund_id: '50000000382019052709732678859', status: 'PROCESSING' } }
  // Requests do not wait on refunds they did not cause; the timer retries once the wait is over.
  await t.get(PAY_PATHS.groupFetch, user)
  expect(api.requests.filter((r) => r.url === '/v3/refund/domestic/refunds')).toHaveLength(1)
  t.clock.now += REFUND_RETRY_MS
  await fireSweepTimer(async () => (await refundsOf(t, created.order.out_order_number))[0].status === 'succeeded')
  expect(api.requests.filter((r) => r.url === '/v3/refund/domestic/refunds')).toHaveLength(2)
  expect(await refundsOf(t, created.order.out_order_number)).toMatchObject([{ status: 'succeeded', attempts: 2, lastError: null }])
})
