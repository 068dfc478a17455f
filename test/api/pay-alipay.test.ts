/**
 * Alipay (server/payments/alipay.ts) with RSA2 keys made here and a fixture gateway on 127.0.0.1:
 * the app's order_string and the mobile-web form carry valid RSA2 signatures over the sorted
 * parameters, the desktop QR comes from a precreate answer accepted only with Alipay's signature,
 * and notifications (form posts) grant once; forged, foreign or wrong-amount ones grant nothing.
 */
import { createSign, createVerify } from 'crypto'
import { PAY_PATHS, type AlipayAppData, type AlipayFormData, type CreateOrderResponse } from '../../types/payments'
import { accountsApp, type AccountsApp } from './support/accounts'
import { createOrder, orderRow, vipOf } from './support/pay'
import { fixtureServer, rsaPair, tempDir, writeFile, type Fixture } from './support/payKeys'

const APP_ID = '2021000000000001'
const dir = tempDir('alipay-')
const appKeys = rsaPair()
const alipayKeys = rsaPair()
const impostor = rsaPair()
let t: AccountsApp
let gateway: Fixture
let access: string
let nextAnswer: (params: URLSearchParams) => string

/** Alipay's rule: sorted k=v pairs joined by &, without the excluded keys and empty values. */
const content = (params: Record<string, string>, exclude: string[]) =>
  Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
const sign = (key: string, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64')
const verify = (key: string, text: string, signature: string) => createVerify('RSA-SHA256').update(text).verify(key, signature, 'base64')

/** A gateway answer: `{"<method>_response": {...}, "sign": "..."}` signed over the member's exact text. */
function answer(method: string, response: object, key = alipayKeys.privateKey): string {
  const member = JSON.stringify(response)
  return `{"${method.replace(/\./g, '_')}_response":${member},"sign":"${sign(key, member)}"}`
}

beforeAll(async () => {
  gateway = await fixtureServer((req) => ({ status: 200, body: nextAnswer(new URLSearchParams(req.body)) }))
  t = await accountsApp({
    env: {
      PAY_SANDBOX: 'false',
      PUBLIC_URL: 'https://pay.example.com',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY_FILE: writeFile(dir, 'app_private.pem', appKeys.privateKey),
      ALIPAY_PUBLIC_KEY_FILE: writeFile(dir, 'alipay_public.pem', alipayKeys.publicKey),
      ALIPAY_GATEWAY: `${gateway.url}/gateway.do`
    }
  })
  access = (await t.login('13700000201')).access
})
afterAll(async () => {
  await t.close()
  await gateway.close()
})

test('WeChat Pay is not configured and the sandbox is off: order_new is refused in Chinese', async () => {
  const res = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001' }, access)
  expect(res.statusCode).toBe(422)
  expect(res.json().detail).toBe('暂不支持微信支付')
})

test('APP: order_string is the RSA2-signed request for the SDK', async () => {
  const created = (await createOrder(t, access, { trade_type: 'APP', order_type: 'v2003' }, PAY_PATHS.alipayCreate)) as CreateOrderResponse<AlipayAppData>
  const params = Object.fromEntries(new URLSearchParams(created.data.order_string))
  expect(params).toMatchObject({
    app_id: APP_ID,
    method: 'alipay.trade.app.pay',
    charset: 'utf-8',
    sign_type: 'RSA2',
    version: '1.0',
    notify_url: 'https://pay.example.com/api/pay/notify/alipay/'
  })
  // China time of the app's clock (2025-06-01T08:01:01Z after one login).
  expect(new Date(t.clock.now).toISOString()).toBe('2025-06-01T08:01:01.000Z')
  expect(params.timestamp).toBe('2025-06-01 16:01:01')
  expect(JSON.parse(params.biz_content)).toEqual({
    out_trade_no: created.order.out_order_number,
    total_amount: '398.00',
    subject: '会员服务 3 年',
    product_code: 'QUICK_MSECURITY_PAY'
  })
  expect(verify(appKeys.publicKey, content(params, ['sign']), params.sign)).toBe(true)
})

test('MWEB: a form that submits the signed wap.pay request to the gateway, returning to the app', async () => {
  const created = (await createOrder(t, access, { trade_type: 'MWEB', order_type: 'v2001' }, PAY_PATHS.alipayCreate)) as CreateOrderResponse<AlipayFormData>
  const form = created.data.form
  expect(form).toContain(`action="${gateway.url}/gateway.do?charset=utf-8" method="POST"`)
  expect(form).toContain("document.forms['alipaysubmit'].submit()")
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const params = Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], unescape(m[2])]))
  expect(params.method).toBe('alipay.trade.wap.pay')
  expect(params.return_url).toBe(`https://pay.example.com/h5/#/pages/return/index?redirectTo=pages%2Fvip%2Findex&out_order_number=${created.order.out_order_number}`)
  expect(verify(appKeys.publicKey, content(params, ['sign']), params.sign)).toBe(true)
})

test('NATIVE: the QR of a precreate answer signed by Alipay; an unsigned answer is refused', async () => {
  nextAnswer = (p) =>
    answer('alipay.trade.precreate', {
      code: '10000',
      msg: 'Success',
      out_trade_no: JSON.parse(p.get('biz_content')!).out_trade_no,
      qr_code: 'https://qr.alipay.com/bax01'
    })
  const created = await createOrder(t, access, { trade_type: 'NATIVE', order_type: 'v2001' }, PAY_PATHS.alipayCreate)
  expect(created.data).toEqual({ qr_code: 'https://qr.alipay.com/bax01' })
  const sent = Object.fromEntries(new URLSearchParams(gateway.requests.at(-1)!.body))
  expect(sent.method).toBe('alipay.trade.precreate')
  expect(verify(appKeys.publicKey, content(sent, ['sign']), sent.sign)).toBe(true)

  nextAnswer = () => answer('alipay.trade.precreate', { code: '10000', msg: 'Success', qr_code: 'https://qr.alipay.com/forged' }, impostor.privateKey)
  const forged = await t.post(PAY_PATHS.alipayCreate, { trade_type: 'NATIVE', order_type: 'v2001' }, access)
  expect(forged.statusCode).toBe(503)
  expect(forged.json().detail).toBe('支付宝应答签名无效')
})

/** A notification as Alipay posts it: form fields signed (without sign and sign_type) with Alipay's key. */
function notification(outTradeNo: string, fields: Record<string, string> = {}, key = alipayKeys.privateKey): string {
  const params: Record<string, string> = {
    notify_time: '2025-06-01 16:05:00',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2025060122001400000000000001',
    out_trade_no: outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: '168.00',
    ...fields
  }
  params.sign = sign(key, content(params, ['sign', 'sign_type']))
  params.sign_type = 'RSA2'
  return new URLSearchParams(params).toString()
}

test('notifications: RSA2-verified form posts grant once; forged, foreign or wrong-amount ones answer fail', async () => {
  nextAnswer = (p) =>
    answer('alipay.trade.precreate', {
      code: '10000',
      msg: 'Success',
      out_trade_no: JSON.parse(p.get('biz_content')!).out_trade_no,
      qr_code: 'https://qr.alipay.com/bax02'
    })
  const user = (await t.login('13700000202')).access
  const created = await createOrder(t, user, { trade_type: 'NATIVE', order_type: 'v2001' }, PAY_PATHS.alipayCreate)
  const no = created.order.out_order_number
  const post = (payload: string) =>
    t.app.inject({ method: 'POST', url: PAY_PATHS.notify('alipay'), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload })

  for (const forged of [
    notification(no, {}, impostor.privateKey),
    notification(no, { total_amount: '0.01' }),
    notification(no, { app_id: '2021000000000999' }),
    notification(no).replace('168.00', '1.68')
  ]) {
    const res = await post(forged)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('fail')
  }
  expect((await vipOf(t, user)).tianbao_vip).toBe(false)

  const genuine = notification(no)
  expect((await post(genuine)).body).toBe('success')
  const vip = await vipOf(t, user)
  expect(vip.tianbao_vip).toBe(true)
  expect((await post(genuine)).body).toBe('success')
  expect(await vipOf(t, user)).toEqual(vip)
  expect(await orderRow(t, no)).toMatchObject({ status: 'paid', providerTradeNo: '2025060122001400000000000001' })
  // A closed trade is genuine news of no payment: acknowledged, nothing changes.
  expect((await post(notification(no, { trade_status: 'TRADE_CLOSED' }))).body).toBe('success')
})
