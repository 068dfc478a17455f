/**
 * Payments on H5 against the real server with the sandbox provider (issue 8): a user buys each
 * plan of the default brand from pages/vip/index through the sandbox's confirm page and
 * pages/return/index (wxpay's redirect and Alipay's form), sees 开通成功, the membership's end on
 * the page, and the AI filling's blur gone; a forged notification is refused and grants nothing;
 * two users make a group (the second joins by the shared task id) and it fills; a user leaves an
 * open group and the membership goes back; an activation code is redeemed once.
 */
import type { Page } from 'playwright-core'
import { PAY_PATHS, type CreateOrderResponse, type GroupFetchResponse, type OrderStateResponse } from '../../types/payments'
import { USER_PATHS, type UserCore } from '../../types/user'
import { addYears } from '../../server/payments/vip'
import { applyYearOptions } from '../../src/lib/gaokaoSetting'
import { chinaDate } from '../../core/chinaTime'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { confirmModal, dismissModal, pageHelpers, settledShot as shot } from './support/page'
import { buyOnVipPage, callAsUser, restartWithCodes } from './support/payments'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)
let codes: string[] = []

beforeAll(async () => {
  codes = await restartWithCodes(ctx, 'v2001', 2)
})

const modal = (p: Page) => p.locator('.taro-modal__content:visible, .taro-model__content:visible').first()

async function core(p: Page): Promise<UserCore> {
  const res = await callAsUser(ctx, p, 'POST', USER_PATHS.dataCore, {})
  expect(res.status).toBe(200)
  return (await res.json()) as UserCore
}

/** The membership end a grant of `years` from now shows (either side of a day boundary during the test). */
function endDays(years: number, since: number): string[] {
  return [chinaDate(new Date(addYears(since, years)).toISOString()), chinaDate(new Date(addYears(Date.now(), years)).toISOString())]
}

test('buys each plan through the sandbox: 开通成功, the end date extends, the AI filling is unlocked', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'payments-buy', async () => {
    await open('/pages/vip/index')
    await loginWithPhone(ctx, '13700008001')
    await byTestId('vip-plans').waitFor({ timeout: 30_000 })
    await setGaokaoInfoOfPageUser(ctx, { province: '新疆', apply_year: applyYearOptions(new Date())[0], liberal_science: '理科', score: 420, rank: 30000 })
    await p.reload()
    await byTestId('vip-plans').waitFor({ timeout: 30_000 })
    // The brand's three plans at the spec's prices; not a member yet.
    const plans = await all('vip-plan').allInnerTexts()
    expect(plans.map((t) => t.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/1年会员 ¥168/),
      expect.stringMatching(/2年会员 ¥298/),
      expect.stringMatching(/3年会员 ¥398/)
    ])
    await expect(byTestId('vip-state').innerText()).resolves.toContain('开通后解锁')
    await shot(p, 'vip-plans')

    // Before paying: the AI filling's result is under the blur.
    await byTestId('ai-generate').click()
    await byTestId('ai-lock').waitFor({ timeout: 30_000 })

    // A web path with no method chosen is refused: 请选择支付方式.
    await byTestId('vip-buy').click()
    await p.getByText('请选择支付方式').first().waitFor()

    const since = Date.now()
    // 1 year with WeChat Pay (mweb_url redirect), through the return page back to the VIP page (its redirectTo).
    const first = await buyOnVipPage(p, 'v2001', 'wxpay', 'vip-buy-v2001')
    await expect(modal(p).innerText()).resolves.toContain('开通成功')
    await shot(p, 'vip-paid-dialog')
    await p.waitForURL(/#\/pages\/vip\/index/, { timeout: 15_000 })
    await dismissModal(p)
    expect((await core(p)).vip.tianbao_vip).toBe(true)
    const state = (await (await callAsUser(ctx, p, 'POST', PAY_PATHS.h5payMessage, { out_order_number: first })).json()) as OrderStateResponse
    expect(state).toMatchObject({ paid: true, order: { status: 'paid', order_type: 'v2001', total_fee: 16800, provider: 'sandbox', trade_type: 'MWEB' } })

    await open('/pages/vip/index')
    await expect(byTestId('vip-state').innerText()).resolves.toMatch(new RegExp(`会员有效期至 (${endDays(1, since).join('|')})`))
    // The blur is gone: the AI filling shows its choices with names and 全部加入志愿表.
    await byTestId('ai-generate').click()
    await byTestId('ai-use').waitFor({ timeout: 30_000 })
    expect(await p.locator('[data-testid="ai-lock"]:visible').count()).toBe(0)
    const names = await p.locator('[data-testid="ai-choice"] [data-testid="unit-name"]').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    for (const n of names) expect(n).not.toContain('***')
    await byTestId('vip-plans').scrollIntoViewIfNeeded()
    await shot(p, 'vip-member')

    // 2 years with Alipay (the auto-submitting form), 3 years with WeChat Pay: each extends the end.
    await byTestId('vip-renew').click()
    await buyOnVipPage(p, 'v2002', 'alipay', 'vip-buy-v2002')
    await p.waitForURL(/#\/pages\/vip\/index/, { timeout: 15_000 })
    await dismissModal(p)
    await open('/pages/vip/index')
    await expect(byTestId('vip-state').innerText()).resolves.toMatch(new RegExp(`会员有效期至 (${endDays(3, since).join('|')})`))
    await byTestId('vip-renew').click()
    await buyOnVipPage(p, 'v2003', 'wxpay')
    await p.waitForURL(/#\/pages\/vip\/index/, { timeout: 15_000 })
    await dismissModal(p)
    const after = await core(p)
    expect(after.vip.vip_price).toBe(398)
    expect(endDays(6, since)).toContain(chinaDate(after.vip.vip_date_end))

    // The tab 我的 says so too.
    await open('/pages/tabbar/personal')
    await expect(byTestId('profile-vip').innerText()).resolves.toContain('会员已开通')
  })
})

test('desktop: the QR in a 210×210 frame, paid on another device (the sandbox page), the dialog closes and 开通成功', async () => {
  const desk = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  const p = await desk.newPage()
  try {
    await shotOnFailure(p, 'payments-desktop', async () => {
      await open('/pages/vip/index', p)
      await loginWithPhone({ ...ctx, page: p }, '13700008008')
      await byTestId('vip-plans', p).waitFor({ timeout: 30_000 })
      // A computer's window (logged in on the phone-sized layout, whose agreement box the test knows).
      await p.setViewportSize({ width: 1280, height: 800 })
      await p.reload()
      await byTestId('vip-plans', p).waitFor({ timeout: 30_000 })
      await p.locator('[data-testid="vip-plan"][data-code="v2002"]:visible').click()
      await byTestId('pay-method-alipay', p).click()
      await byTestId('vip-buy', p).click()
      const frame = byTestId('pay-qr-frame', p)
      await frame.waitFor({ timeout: 30_000 })
      const box = (await frame.boundingBox())!
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([212, 212]) // 210 + the 1 px border
      const img = (await byTestId('pay-qr-img', p).boundingBox())!
      expect([Math.round(img.width), Math.round(img.height)]).toEqual([210, 210])
      await expect(byTestId('pay-qr', p).innerText()).resolves.toMatch(/请使用支付宝扫码支付[\s\S]*¥298\.00/)
      await shot(p, 'pay-qr-desktop')
      // The phone that scans it opens the QR's content: the sandbox's confirm page.
      const content = (await frame.getAttribute('data-content'))!
      expect(content).toMatch(new RegExp(`^${ctx.server.url}/api/pay/sandbox/P\\d{24}/\\?t=[0-9a-f]{64}$`))
      const phone = await desk.newPage()
      await phone.goto(content)
      await phone.getByRole('button', { name: '确认支付' }).click()
      await phone.getByText('支付成功').first().waitFor()
      await phone.close()
      // The poll sees it: the dialog closes, 开通成功, the home tab.
      await expect(modal(p).innerText()).resolves.toContain('开通成功')
      expect(await p.locator('[data-testid="pay-qr"]:visible').count()).toBe(0)
      await p.waitForURL(/#\/pages\/tabbar\/forum/, { timeout: 15_000 })
      await dismissModal(p)
      expect((await core(p)).vip.vip_price).toBe(298)
    })
  } finally {
    await desk.close()
  }
})

test('the return page of an unpaid order says so, with 刷新 and 返回', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'payments-return-pending', async () => {
    await open('/pages/vip/index')
    await loginWithPhone(ctx, '13700008002')
    await byTestId('vip-plans').waitFor({ timeout: 30_000 })
    const res = await callAsUser(ctx, p, 'POST', PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001' })
    expect(res.status).toBe(200)
    const created = (await res.json()) as CreateOrderResponse
    await open(`/pages/return/index?redirectTo=${encodeURIComponent('pages/vip/index')}&out_order_number=${created.order.out_order_number}`)
    await p.locator('[data-testid="pay-return"][data-status="pending"]:visible').waitFor({ timeout: 40_000 })
    await expect(byTestId('pay-return-title').innerText()).resolves.toBe('购买失败或尚未完成')
    await byTestId('pay-return-refresh').waitFor()
    await shot(p, 'pay-return-pending')
    await byTestId('pay-return-back').click()
    await byTestId('vip-plans').waitFor()
  })
})

test('a forged notification is refused and grants nothing', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'payments-forged', async () => {
    await open('/pages/vip/index')
    await loginWithPhone(ctx, '13700008003')
    await byTestId('vip-plans').waitFor({ timeout: 30_000 })
    const res = await callAsUser(ctx, p, 'POST', PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2003' })
    const { order } = (await res.json()) as CreateOrderResponse
    const body = JSON.stringify({
      id: 'forged-1',
      event_type: 'TRANSACTION.SUCCESS',
      out_trade_no: order.out_order_number,
      transaction_id: 'forged',
      amount: { total: order.total_fee }
    })
    const notify = (headers: Record<string, string>) =>
      fetch(`${ctx.server.url}${PAY_PATHS.notify('sandbox')}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
    // A made-up signature, and none at all: both refused in the provider's format.
    const forged: Record<string, string>[] = [{ 'x-sandbox-timestamp': String(Date.now()), 'x-sandbox-signature': 'ab'.repeat(32) }, {}]
    for (const headers of forged) {
      const answer = await notify(headers)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ code: 'FAIL', message: '失败' })
    }
    const state = (await (await callAsUser(ctx, p, 'POST', PAY_PATHS.h5payMessage, { out_order_number: order.out_order_number })).json()) as OrderStateResponse
    expect(state).toMatchObject({ paid: false, order: { status: 'pending' } })
    expect((await core(p)).vip).toMatchObject({ tianbao_vip: false, vip_date_end: null })
    expect(ctx.server.output()).toContain('payment notification refused')
    // The page agrees: still not a member.
    await p.reload()
    await expect(byTestId('vip-state').innerText()).resolves.toContain('开通后解锁')
  })
})

test('group-buy with two users: one starts a group, the other joins by its link, it fills', async () => {
  const a = ctx.page
  const other = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  const b = await other.newPage()
  try {
    await shotOnFailure(a, 'payments-group', async () => {
      // A visitor sees the page; 发起拼团 asks for a login on the way to the membership page.
      await open('/gaokao/application/vipGroupBuying')
      await byTestId('group-buy-page').waitFor({ timeout: 30_000 })
      await byTestId('group-rules').waitFor()
      await shot(a, 'group-empty')
      await byTestId('group-start').click()
      await loginWithPhone(ctx, '13700008004')
      await byTestId('vip-group-banner').waitFor({ timeout: 30_000 })
      await expect(byTestId('vip-group-banner').innerText()).resolves.toContain('发起拼团')
      await buyOnVipPage(a, 'v2001', 'wxpay')
      // 2 s after paying the group is created and its page opens with task_id.
      await a.waitForURL(/#\/gaokao\/application\/vipGroupBuying\?task_id=\d+/, { timeout: 30_000 })
      const taskId = Number(a.url().match(/task_id=(\d+)/)![1])
      const mine = byTestId('group-task')
      await expect(mine.innerText()).resolves.toMatch(/拼团中[\s\S]*还差 1 人成团 · 剩余 23:59:\d\d/)
      // The countdown runs.
      const t1 = await byTestId('group-countdown').innerText()
      await a.waitForTimeout(1500)
      expect(await byTestId('group-countdown').innerText()).not.toBe(t1)
      await byTestId('group-share').waitFor()
      await shot(a, 'group-created')

      // The second user opens the shared link (H5: the page with task_id) logged out, sees the group, and joins after logging in.
      await b.goto(`${ctx.server.url}/h5/#/gaokao/application/vipGroupBuying?task_id=${taskId}`)
      await byTestId('group-focus', b).waitFor({ timeout: 30_000 })
      await expect(byTestId('group-focus', b).innerText()).resolves.toContain('好友邀请你拼团')
      await shot(b, 'group-invited')
      await byTestId('group-join', b).click()
      await loginWithPhone({ ...ctx, page: b }, '13700008005')
      await expect(byTestId('vip-group-banner', b).innerText()).resolves.toContain('参加拼团')
      await buyOnVipPage(b, 'v2001', 'alipay')
      await b.waitForURL(new RegExp(`#/gaokao/application/vipGroupBuying\\?task_id=${taskId}`), { timeout: 30_000 })
      await b.locator('[data-testid="group-task"][data-status="filled"]:visible').waitFor({ timeout: 15_000 })
      await expect(byTestId('group-task', b).innerText()).resolves.toContain('已成团')
      await shot(b, 'group-filled')

      // The creator sees it filled; both are members; each order got 20 % back.
      await a.reload()
      await a.locator('[data-testid="group-task"][data-status="filled"]:visible').waitFor({ timeout: 15_000 })
      const fetched = (await (await callAsUser(ctx, a, 'GET', `${PAY_PATHS.groupFetch}?task_id=${taskId}`)).json()) as GroupFetchResponse
      expect(fetched.task).toMatchObject({ status: 'filled', members: [{ is_creator: true }, { is_creator: false }] })
      expect((await core(a)).vip.tianbao_vip).toBe(true)
      expect((await core(b)).vip.tianbao_vip).toBe(true)
    })
  } finally {
    await other.close()
  }
})

test('leaving an open group refunds in full and takes the membership back', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'payments-group-leave', async () => {
    await open('/gaokao/application/vipGroupBuying')
    await byTestId('group-start').click()
    await loginWithPhone(ctx, '13700008006')
    await buyOnVipPage(p, 'v2002', 'wxpay')
    await p.waitForURL(/vipGroupBuying\?task_id=\d+/, { timeout: 30_000 })
    expect((await core(p)).vip.tianbao_vip).toBe(true)
    await byTestId('group-leave').click()
    await expect(modal(p).innerText()).resolves.toContain('全额退款')
    await confirmModal(p)
    await p.locator('[data-testid="group-task"][data-status="cancelled"]:visible').waitFor({ timeout: 15_000 })
    expect((await core(p)).vip.tianbao_vip).toBe(false)
    await shot(p, 'group-left')
  })
})

test('activateVIP: a mistyped code is explained, a real one activates once', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'payments-activate', async () => {
    await open('/personal/activateVIP')
    await loginWithPhone(ctx, '13700008007')
    await byTestId('activate-page').waitFor({ timeout: 30_000 })
    await field('activate-code').fill('ABCD-EFGH-0000')
    await byTestId('activate-submit').click()
    await expect(byTestId('activate-error').innerText()).resolves.toContain('没有数字 0、1 和字母 O、I')
    await field('activate-code').fill('ABCD-EFGH-JKLM-NPQR')
    await byTestId('activate-submit').click()
    await expect(byTestId('activate-error').innerText()).resolves.toBe('激活码无效，请检查后重新输入')
    // Typed in lower case with spaces: still the code.
    await field('activate-code').fill(codes[0].toLowerCase().replace(/-/g, ' '))
    await byTestId('activate-submit').click()
    await byTestId('activate-done').waitFor()
    await expect(byTestId('activate-done').innerText()).resolves.toMatch(/已开通1年会员，有效期至 \d{4}-\d{2}-\d{2}/)
    await shot(p, 'activate-done')
    expect((await core(p)).vip.tianbao_vip).toBe(true)
    await field('activate-code').fill(codes[0])
    await byTestId('activate-submit').click()
    await expect(byTestId('activate-error').innerText()).resolves.toBe('该激活码已被使用')
    await shot(p, 'activate-used')
  })
})
