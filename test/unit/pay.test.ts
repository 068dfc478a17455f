/**
 * The pure payment rules (src/payments: methodChoice, afterPayment, failureMessages; core/payments:
 * plans, groupBuy, activationCode) checked against the spec's words and numbers, and the
 * providers' signing helpers against their rules.
 */
import { createCipheriv, createSign, generateKeyPairSync } from 'crypto'
import { GAOKAO_PLANS, JIASHU_PLANS, NO_PLANS } from '../../brands'
import { alipayTimestamp, rawMember, signContent, verifyNotificationParams } from '../../server/payments/alipay'
import { decryptResource } from '../../server/payments/wechatpay'
import { addYears } from '../../server/payments/vip'
import { newOrderNumber } from '../../server/payments/service'
import { productMatches } from '../../server/payments/apple'
import { hashCode } from '../../server/payments/activation'
import { normalizeActivationCode } from '../../core/payments/activationCode'
import { groupDiscountFen, groupPriceFen, groupRemainingMs } from '../../core/payments/groupBuy'
import { fenToYuanString, findPlan, isPlanCode, planPriceFen } from '../../core/payments/plans'
import { afterPayment, GROUP_ACTION_DELAY_MS, REDIRECT_DELAY_MS } from '../../src/payments/afterPayment'
import { payFailureMessage } from '../../src/payments/failureMessages'
import { choosePayMethod, PAY_METHOD_INVALID, PAY_METHOD_MISSING, PAY_METHOD_REQUIRED } from '../../src/payments/methodChoice'
import { loginRefusedMessage, wxErrCode } from '../../src/lib/wxErrors'
import { SPEC as spec } from './support/spec'

describe('pay method (SPEC §4, §5)', () => {
  test('the spec names the three messages', () => {
    expect(spec).toContain("otherwise '支付方式选择错误' or '请选择支付方式'; missing method '没有选择支付方式'")
    expect(spec).toContain('none chosen: warn and default to wxpay on the native path, reject on web paths')
  })
  test('only wxpay and alipay', () => {
    for (const path of ['native', 'web'] as const) {
      expect(choosePayMethod('wxpay', path)).toEqual({ ok: true, method: 'wxpay' })
      expect(choosePayMethod('alipay', path)).toEqual({ ok: true, method: 'alipay' })
      expect(choosePayMethod('applepay', path)).toEqual({ ok: false, message: PAY_METHOD_INVALID })
      expect(choosePayMethod('WXPAY', path)).toEqual({ ok: false, message: PAY_METHOD_INVALID })
    }
    expect(PAY_METHOD_INVALID).toBe('支付方式选择错误')
  })
  test('none chosen: native warns and pays with wxpay; web refuses', () => {
    for (const none of [undefined, null, '']) {
      expect(choosePayMethod(none, 'native')).toEqual({ ok: true, method: 'wxpay', warning: '没有选择支付方式' })
      expect(choosePayMethod(none, 'web')).toEqual({ ok: false, message: '请选择支付方式' })
    }
    expect([PAY_METHOD_MISSING, PAY_METHOD_REQUIRED]).toEqual(['没有选择支付方式', '请选择支付方式'])
  })
})

describe('after payment (SPEC §4, §9)', () => {
  test("the delays are the spec's", () => {
    expect(spec).toContain('Post-payment delays: 2000 ms before group actions, 600 ms before redirects')
    expect([GROUP_ACTION_DELAY_MS, REDIRECT_DELAY_MS]).toEqual([2000, 600])
  })
  test('membership: group flag → create after 2 s; task id → join after 2 s; else 开通成功 and home after 600 ms', () => {
    expect(afterPayment({ orderType: 'vip', groupBuy: true, groupTaskId: 5 })).toEqual({
      kind: 'group_create',
      delayMs: 2000,
      taskType: 'VIP',
      navigateTo: 'gaokao/application/vipGroupBuying'
    })
    expect(afterPayment({ orderType: 'vip', groupTaskId: 5 })).toEqual({
      kind: 'group_join',
      delayMs: 2000,
      taskId: 5,
      navigateTo: 'gaokao/application/vipGroupBuying',
      onFailure: { dialog: 'server_detail', navigateTo: 'gaokao/application/vipGroupBuying' }
    })
    expect(afterPayment({ orderType: 'vip', groupTaskId: 0 })).toMatchObject({ kind: 'group_join', taskId: 0 })
    expect(afterPayment({ orderType: 'vip' })).toEqual({ kind: 'vip_done', dialog: '开通成功', refresh: 'vip', delayMs: 600, switchTab: 'pages/tabbar/forum' })
  })
  test('print, shop, live and study-resource orders go to their own pages after 600 ms; xkw refreshes xkw_vip_info', () => {
    expect(afterPayment({ orderType: 'print' })).toEqual({
      kind: 'redirect',
      dialog: '支付成功！',
      refresh: null,
      delayMs: 600,
      redirectTo: 'cloud/print/printOrderList'
    })
    expect(afterPayment({ orderType: 'shop' })).toEqual({
      kind: 'redirect',
      dialog: '购买成功',
      refresh: null,
      delayMs: 600,
      redirectTo: 'market/bookMall/goodsOrderList'
    })
    expect(afterPayment({ orderType: 'live', liveId: 'a b' })).toMatchObject({ dialog: '支付成功！', redirectTo: 'live/liveItem?liveId=a%20b' })
    expect(afterPayment({ orderType: 'xkw' })).toEqual({
      kind: 'redirect',
      dialog: '购买成功',
      refresh: 'xkw_vip_info',
      delayMs: 600,
      redirectTo: 'study/xkw/paymentCheck'
    })
  })
  test('failures: -12006 says nothing, -8 未安装微信, else 购买失败 (membership) or 支付失败', () => {
    expect(payFailureMessage('vip', -12006)).toBeNull()
    expect(payFailureMessage('print', -8)).toBe('未安装微信')
    expect(payFailureMessage('vip')).toBe('购买失败')
    expect(payFailureMessage('shop', -1)).toBe('支付失败')
    expect(loginRefusedMessage({ errCode: -12006 })).toBeNull()
    expect(loginRefusedMessage({ errMsg: 'login:fail -12006' })).toBeNull()
    expect(loginRefusedMessage({ errMsg: 'login:fail auth deny' })).toBe('请点击允许')
    expect(wxErrCode({ errMsg: 'requestPayment:fail -8' })).toBe(-8)
  })
})

describe('plans in fen (SPEC §3)', () => {
  test("the spec's prices become integer fen", () => {
    expect(GAOKAO_PLANS.map(planPriceFen)).toEqual([16800, 29800, 39800])
    expect(JIASHU_PLANS.map(planPriceFen)).toEqual([39900, 49900, 59900])
    expect(findPlan(JIASHU_PLANS, 'v1002')).toEqual({ code: 'v1002', year: 2, price: 499, save: 200 })
    expect(findPlan(GAOKAO_PLANS, 'v1002')).toBeNull()
    expect(findPlan(NO_PLANS, 'v2001')).toBeNull()
    expect(fenToYuanString(16800)).toBe('168.00')
    expect(fenToYuanString(1)).toBe('0.01')
    expect(['v2001', 'v1003'].map(isPlanCode)).toEqual([true, true])
    expect(['print', 'v200', 'v20011', 'V2001'].map(isPlanCode)).toEqual([false, false, false, false])
  })
})

describe('group-buy arithmetic', () => {
  test('20 percent back, rounded down to the fen; countdown from the server time', () => {
    expect(groupDiscountFen(16800)).toBe(3360)
    expect(groupDiscountFen(29999)).toBe(5999)
    expect(groupPriceFen(29999)).toBe(24000)
    expect(groupRemainingMs('2025-06-02T08:00:00.000Z', '2025-06-02T07:59:00.000Z')).toBe(60_000)
    expect(groupRemainingMs('2025-06-02T08:00:00.000Z', '2025-06-02T09:00:00.000Z')).toBe(0)
  })
})

describe('server helpers', () => {
  test('membership years are calendar years; 29 February lands on 1 March', () => {
    expect(new Date(addYears(Date.UTC(2025, 5, 1), 1)).toISOString()).toBe('2026-06-01T00:00:00.000Z')
    expect(new Date(addYears(Date.UTC(2028, 1, 29), 1)).toISOString()).toBe('2029-03-01T00:00:00.000Z')
  })
  test('order numbers: P, China-time stamp, 10 random digits', () => {
    const no = newOrderNumber(Date.UTC(2025, 5, 1, 16, 30, 5))
    expect(no).toMatch(/^P20250602003005\d{10}$/)
    expect(no.length).toBeLessThanOrEqual(32)
  })
  test('WeChat resources: AES-256-GCM with the APIv3 key and the associated data; a changed byte fails', () => {
    const key = 'abcdefghijklmnopqrstuvwxyz123456'
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from('0123456789ab'))
    cipher.setAAD(Buffer.from('transaction'))
    const data = Buffer.concat([cipher.update('{"a":1}'), cipher.final(), cipher.getAuthTag()])
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: 'transaction', nonce: '0123456789ab' }
    expect(decryptResource(key, resource)).toBe('{"a":1}')
    expect(() => decryptResource(key, { ...resource, associated_data: 'other' })).toThrow('resource does not decrypt')
    data[0] ^= 1
    expect(() => decryptResource(key, { ...resource, ciphertext: data.toString('base64') })).toThrow('resource does not decrypt')
  })
  test('Alipay: sorted, empty values left out; notifications verified without sign and sign_type', () => {
    expect(signContent({ b: '2', a: '1', c: '', sign: 'x', sign_type: 'RSA2' })).toBe('a=1&b=2&sign_type=RSA2')
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const params: Record<string, string> = { out_trade_no: 'P1', total_amount: '1.00', trade_status: 'TRADE_SUCCESS' }
    params.sign = createSign('RSA-SHA256')
      .update(signContent(params, ['sign', 'sign_type']))
      .sign(privateKey, 'base64')
    params.sign_type = 'RSA2'
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expect(verifyNotificationParams(pem, params)).toBe(true)
    expect(verifyNotificationParams(pem, { ...params, total_amount: '100.00' })).toBe(false)
    expect(verifyNotificationParams(pem, { ...params, sign_type: 'RSA' })).toBe(false)
    expect(alipayTimestamp(Date.UTC(2025, 5, 1, 20, 0, 0))).toBe('2025-06-02 04:00:00')
  })
  test('Alipay answers are signed over the exact member text, braces inside strings included', () => {
    const text = '{"x_response":{"msg":"a}b{","n":{"k":"\\"}"}},"sign":"s"}'
    expect(rawMember(text, 'x_response')).toBe('{"msg":"a}b{","n":{"k":"\\"}"}}')
    expect(rawMember(text, 'y_response')).toBeNull()
  })
  test('Apple product ids and activation codes', () => {
    expect(productMatches('com.example.app.v2001', 'v2001')).toBe(true)
    expect(productMatches('v2001', 'v2001')).toBe(true)
    expect(productMatches('com.example.app.v20011', 'v2001')).toBe(false)
    expect(normalizeActivationCode(' abcd-efgh ')).toBe('ABCDEFGH')
    expect(hashCode('abcd-efgh')).toBe(hashCode('ABCDEFGH'))
  })
})
