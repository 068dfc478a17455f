/**
 * The app side of payments (src/payments, core/payments/activationCode): which flow each platform
 * uses, what a mobile-web payment remembers across the provider's page, what the return page says,
 * the group-buy page's countdown and buttons, activation code checks, plan views, membership ends
 * in China time (core/chinaTime), and the desktop QR code (the qrcode library's matrix, decoded
 * back with qrcode-reader, a dev dependency of miniprogram-automator: rows and columns the right
 * way round).
 */
import { GAOKAO_PLANS, JIASHU_PLANS, NO_PLANS } from '../../brands'
import { chinaDate } from '../../core/chinaTime'
import { ACTIVATION_ALPHABET, checkActivationCode } from '../../core/payments/activationCode'
import { paidOrderTypeOf } from '../../core/payments/orderKinds'
import { GROUP_BUY_ROUTE } from '../../src/payments/afterPayment'
import { methodsFor, payFlowFor, payPathOf, TRADE_TYPE_OF } from '../../src/payments/flowChoice'
import { countdownText, groupActionFor, groupNeedText, groupSharePath, parseTaskId, serverNowAt } from '../../src/payments/groupBuyView'
import { choosePayMethod, PAY_METHOD_MISSING, PAY_METHOD_REQUIRED } from '../../src/payments/methodChoice'
import { findPending, forgetPending, PENDING_MAX, PENDING_MAX_AGE_MS, rememberPending } from '../../src/payments/pending'
import { planViews } from '../../src/payments/planViews'
import { QR_FRAME_PX, qrMatrix } from '../../src/payments/qr'
import { returnView } from '../../src/payments/returnView'
import type { GroupTaskView } from '../../types/payments'
import { SPEC as spec } from './support/spec'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40 miniProgram'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

describe('pay flow per platform', () => {
  test('weapp, in-app web view, mobile web, desktop', () => {
    expect(payFlowFor({ platform: 'weapp' })).toBe('weapp')
    expect(payFlowFor({ platform: 'h5', userAgent: ANDROID_WECHAT })).toBe('webview')
    expect(payFlowFor({ platform: 'h5', userAgent: DESKTOP, wxjsEnvironment: 'miniprogram', viewportWidth: 1200 })).toBe('webview')
    expect(payFlowFor({ platform: 'h5', userAgent: IPHONE, viewportWidth: 1024 })).toBe('mobile')
    expect(payFlowFor({ platform: 'h5', userAgent: DESKTOP, viewportWidth: 1280 })).toBe('desktop')
    // A narrow desktop window (or a headless phone-sized test browser) pays like a phone.
    expect(payFlowFor({ platform: 'h5', userAgent: DESKTOP, viewportWidth: 390 })).toBe('mobile')
  })

  test('trade types, method paths and methods: the mini-program is the native path and has no Alipay', () => {
    expect(TRADE_TYPE_OF).toEqual({ weapp: 'JSAPI', webview: 'MWEB', mobile: 'MWEB', desktop: 'NATIVE' })
    expect(payPathOf('weapp')).toBe('native')
    for (const k of ['webview', 'mobile', 'desktop'] as const) {
      expect(payPathOf(k)).toBe('web')
      expect(methodsFor(k)).toEqual(['wxpay', 'alipay'])
      expect(choosePayMethod(null, payPathOf(k))).toEqual({ ok: false, message: PAY_METHOD_REQUIRED })
    }
    expect(methodsFor('weapp')).toEqual(['wxpay'])
    expect(choosePayMethod(undefined, payPathOf('weapp'))).toEqual({ ok: true, method: 'wxpay', warning: PAY_METHOD_MISSING })
  })

  test('order kinds: plan codes are memberships', () => {
    expect(paidOrderTypeOf('v2001')).toBe('vip')
    expect(paidOrderTypeOf('v1003')).toBe('vip')
    expect(paidOrderTypeOf('print')).toBe('print')
    expect(paidOrderTypeOf('xkw')).toBe('xkw')
    expect(paidOrderTypeOf('test_widget')).toBeNull()
  })
})

describe('what a mobile-web payment remembers', () => {
  const entry = (no: string, createdAt: number) => ({ out_order_number: no, order_type: 'v2001', groupBuy: true, createdAt })

  test('found by order number, replaced, forgotten, dropped when old, at most ten', () => {
    const now = 1_000_000_000
    let list = rememberPending(undefined, entry('P1', now), now)
    list = rememberPending(list, { ...entry('P2', now), groupBuy: false, groupTaskId: 7 }, now)
    expect(findPending(list, 'P1', now)).toMatchObject({ groupBuy: true })
    expect(findPending(list, 'P2', now)).toMatchObject({ groupTaskId: 7 })
    expect(findPending(list, 'P3', now)).toBeNull()
    expect(findPending(list, 'P1', now + PENDING_MAX_AGE_MS)).toBeNull()
    list = rememberPending(list, entry('P1', now + 5), now + 5)
    expect(list.map((p) => p.out_order_number)).toEqual(['P2', 'P1'])
    expect(forgetPending(list, 'P2').map((p) => p.out_order_number)).toEqual(['P1'])
    expect(rememberPending(list, entry('P9', now + PENDING_MAX_AGE_MS + 10), now + PENDING_MAX_AGE_MS + 10).map((p) => p.out_order_number)).toEqual(['P9'])
    for (let i = 0; i < 15; i++) list = rememberPending(list, entry(`Q${i}`, now), now)
    expect(list).toHaveLength(PENDING_MAX)
    expect(list[list.length - 1].out_order_number).toBe('Q14')
    // Garbage in storage is ignored.
    expect(findPending('x' as unknown as [], 'P1', now)).toBeNull()
  })
})

describe('the return page', () => {
  const order = (order_type: string, status: 'pending' | 'paid' | 'refunded') => ({ order: { order_type, status }, paid: status !== 'pending' })

  test('paid, checking, pending, refunded, failed — in Chinese', () => {
    expect(returnView(order('v2001', 'paid'), { polling: false })).toMatchObject({ status: 'paid', title: '开通成功' })
    expect(returnView(order('print', 'paid'), { polling: true })).toMatchObject({ status: 'paid', title: '支付成功' })
    expect(returnView(order('v2001', 'pending'), { polling: true })).toMatchObject({ status: 'checking', title: '正在确认支付结果' })
    expect(returnView(order('v2001', 'pending'), { polling: false })).toMatchObject({ status: 'pending', title: '购买失败或尚未完成' })
    expect(returnView(order('shop', 'pending'), { polling: false })).toMatchObject({ status: 'pending', title: '支付失败或尚未完成' })
    expect(returnView(order('v2001', 'refunded'), { polling: false })).toMatchObject({ status: 'refunded', title: '订单已退款' })
    expect(returnView(null, { polling: true })).toMatchObject({ status: 'checking' })
    expect(returnView(null, { polling: false, error: '订单不存在' })).toEqual({ status: 'failed', title: '查询失败', text: '订单不存在' })
  })
})

describe('group-buy page', () => {
  const task = (over: Partial<GroupTaskView>): GroupTaskView => ({
    task_id: 3,
    task_type: 'VIP',
    status: 'open',
    size: 2,
    members: [{ username: 'a', avatarUrl: null, is_creator: true }],
    created_at: '2026-06-01T00:00:00.000Z',
    expires_at: '2026-06-02T00:00:00.000Z',
    is_member: false,
    plan: 'v2001',
    ...over
  })

  test('countdowns run on the server clock', () => {
    expect(countdownText(0)).toBe('00:00:00')
    expect(countdownText(-5)).toBe('00:00:00')
    expect(countdownText(86_399_999)).toBe('23:59:59')
    expect(countdownText(90_061_000)).toBe('1天 01:01:01')
    // The phone's clock is a day off; only the time passed on it counts.
    expect(serverNowAt('2026-06-01T12:00:00.000Z', 5_000, 65_000)).toBe('2026-06-01T12:01:00.000Z')
    expect(serverNowAt('2026-06-01T12:00:00.000Z', 5_000, 4_000)).toBe('2026-06-01T12:00:00.000Z')
  })

  test('join, share or nothing', () => {
    expect(groupActionFor(task({}), 1000)).toBe('join')
    expect(groupActionFor(task({ is_member: true }), 1000)).toBe('share')
    expect(groupActionFor(task({}), 0)).toBeNull()
    expect(groupActionFor(task({ status: 'filled' }), 1000)).toBeNull()
    expect(groupActionFor(task({ members: [task({}).members[0], { username: 'b', avatarUrl: null, is_creator: false }] }), 1000)).toBeNull()
    expect(groupNeedText(task({}))).toBe('还差 1 人成团')
    expect(groupNeedText(task({ members: [] }))).toBe('还差 2 人成团')
  })

  test('share path and task ids', () => {
    expect(groupSharePath(GROUP_BUY_ROUTE, 12)).toBe('/gaokao/application/vipGroupBuying?task_id=12')
    expect(parseTaskId('12')).toBe(12)
    expect(parseTaskId(12)).toBe(12)
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc']) expect(parseTaskId(bad)).toBeNull()
  })
})

describe('membership page', () => {
  test('plans with prices per brand, 立省 only where a saving is given', () => {
    expect(planViews(GAOKAO_PLANS).map((p) => [p.code, p.name, p.priceText, p.saveText, p.totalFee])).toEqual([
      ['v2001', '1年会员', '¥168', null, 16800],
      ['v2002', '2年会员', '¥298', null, 29800],
      ['v2003', '3年会员', '¥398', null, 39800]
    ])
    expect(planViews(JIASHU_PLANS).map((p) => p.saveText)).toEqual([null, '立省 ¥200', '立省 ¥400'])
    expect(planViews(NO_PLANS)).toEqual([])
  })

  test('membership ends in China time', () => {
    expect(chinaDate('2027-03-01T16:30:00.000Z')).toBe('2027-03-02')
    expect(chinaDate('2027-03-01T15:59:59.000Z')).toBe('2027-03-01')
    expect(chinaDate(null)).toBe('')
    expect(chinaDate('nonsense')).toBe('')
  })

  test("the 我的 tab and the VIP page show one end date: China's, not the UTC date of the ISO text", () => {
    // Midnight in China (the 26th) is 16:00 UTC on the 25th: slicing the ISO text loses a day.
    const end = '2029-11-25T16:00:00.000Z'
    expect(end.slice(0, 10)).toBe('2029-11-25')
    expect(chinaDate(end)).toBe('2029-11-26')
    expect(chinaDate(new Date(end))).toBe('2029-11-26')
  })

  test('activation codes are checked as typed', () => {
    expect(checkActivationCode(' abcd efgh-jklm npqr ')).toEqual({ ok: true, code: 'ABCD-EFGH-JKLM-NPQR' })
    expect(checkActivationCode('')).toEqual({ ok: false, message: '请输入激活码' })
    expect(checkActivationCode('ABCD-EFGH-JKLM-NPQ0')).toMatchObject({ ok: false, message: expect.stringContaining('没有数字 0、1 和字母 O、I') })
    expect(checkActivationCode('ABCD-EFGH-JKLM-NPQ!')).toMatchObject({ ok: false, message: '激活码只包含字母和数字，请检查后重新输入' })
    expect(checkActivationCode('ABCD-EFGH')).toMatchObject({ ok: false, message: '激活码为 16 位，当前 8 位，请检查后重新输入' })
    // What the server makes is what the page accepts, as it was made.
    const made = require('../../server/payments/activation').newCode() as string
    expect(made).toMatch(new RegExp(`^[${ACTIVATION_ALPHABET}]{4}(-[${ACTIVATION_ALPHABET}]{4}){3}$`))
    expect(checkActivationCode(made)).toEqual({ ok: true, code: made })
  })
})

describe('desktop QR code', () => {
  test('the spec frame is 210×210', () => {
    expect(spec).toContain('Alipay QR frame 210x210 px')
    expect(QR_FRAME_PX).toBe(210)
  })

  function decode(text: string): Promise<string> {
    const m = qrMatrix(text)!
    const scale = 4
    const quiet = 4
    const size = (m.length + quiet * 2) * scale
    const data = new Uint8ClampedArray(size * size * 4)
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const mx = Math.floor(x / scale) - quiet
        const my = Math.floor(y / scale) - quiet
        const dark = mx >= 0 && my >= 0 && mx < m.length && my < m.length && m[my][mx]
        const o = (y * size + x) * 4
        data[o] = data[o + 1] = data[o + 2] = dark ? 0 : 255
        data[o + 3] = 255
      }
    }

    const QrCode = require('qrcode-reader') as new () => { callback: (err: unknown, v: { result: string }) => void; decode: (img: object) => void }
    return new Promise((resolve, reject) => {
      const qr = new QrCode()
      qr.callback = (err, value) => (err ? reject(err) : resolve(value.result))
      qr.decode({ width: size, height: size, data })
    })
  }

  test.each([
    ['a short text', 'hi'],
    ['a WeChat code_url', 'weixin://wxpay/bizpayurl?pr=abc1234'],
    ['the sandbox confirm page', `http://127.0.0.1:39999/api/pay/sandbox/P2026112523125537325665851/?t=${'ab12'.repeat(16)}`],
    ['a long Alipay qr_code', `https://qr.alipay.com/bax0${'x'.repeat(300)}`]
  ])('%s decodes back to the text', async (_name, text) => {
    const size = qrMatrix(text)!.length
    // A QR code of version v is 4v + 17 modules wide.
    expect((size - 17) % 4).toBe(0)
    await expect(decode(text)).resolves.toBe(text)
  })

  test('more than any version holds: null (the dialog shows the link instead)', () => {
    expect(qrMatrix('x'.repeat(3000))).toBeNull()
  })
})
