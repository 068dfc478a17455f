/**
 * The wallet and 我的订单 on H5 against the real server (issue 22; docs/personal.md "Wallet",
 * "Orders"), as one flow: a friend binds the user's invite code (¥2.00 in the wallet), staff grant
 * a special reward that the user claims on the 特别奖励 tab, the 收支明细 show both, the withdrawal
 * sheet refuses amounts outside the limits in Chinese and sends a valid one (审核中, the balance
 * down, the pending line on the card); then a membership bought through the sandbox appears in
 * 我的订单 as 已支付 and opens the membership page. Screens at 390×844: wallet-*, orders-*.
 */
import type { Page } from 'playwright-core'
import { DEMO_PHONE } from '../../server/seed/demo'
import { INVITE_PATHS } from '../../types/application'
import { PAY_PATHS, type CreateOrderResponse } from '../../types/payments'
import { WALLET_PATHS, type SpecialReward, type WalletSummary } from '../../types/personalWallet'
import { USER_PATHS } from '../../types/user'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { apiCalls, loginWithPhone } from './support/login'
import { dismissModal, expectCount, pageHelpers, settledShot as shot } from './support/page'
import { buyOnVipPage } from './support/payments'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, field, open } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
const USER = '13700009401'
const FRIEND = '13700009402'

// The demo account is staff here: it grants the special reward.

/** The wallet's list on `tab`, loaded. */
async function walletTab(p: Page, tab: string): Promise<void> {
  await p.locator(`[data-testid="wallet-tab"][data-tab="${tab}"]:visible`).click()
  await p.locator(`[data-testid="wallet-list"][data-tab="${tab}"][data-loaded="true"]:visible`).waitFor({ timeout: 30_000 })
}

/** Waits until the balance card shows `yuan` (the summary is read again after the list that changed). */
const balanceShows = (p: Page, yuan: string) =>
  p.locator('[data-testid="wallet-balance"]:visible', { hasText: new RegExp(`^${yuan.replace('.', '\\.')}$`) }).waitFor({ timeout: 15_000 })

test('invitation and special reward into the wallet, a withdrawal within the limits, and a paid membership in 我的订单', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'personal-wallet', async () => {
    await open('/personal/walletRecord')
    await loginWithPhone(ctx, USER)
    await byTestId('wallet-card').waitFor({ timeout: 30_000 })
    await balanceShows(p, '0.00')
    const token = await pageToken(p)
    const { invite_code } = await call<WalletSummary>(token, 'GET', WALLET_PATHS.wallet)

    // A friend binds the code; staff grant a reward (it waits on the 特别奖励 tab with a badge).
    await call(await apiLogin(FRIEND), 'POST', INVITE_PATHS.bind, { code: invite_code })
    const userId = (await call<{ user_id: number }>(token, 'POST', USER_PATHS.dataCore, {})).user_id
    await call<SpecialReward>(await apiLogin(DEMO_PHONE), 'POST', WALLET_PATHS.staffSpecialRewards, { user_id: userId, title: '高考加油奖', amount_fen: 8888 })
    await p.reload()
    await balanceShows(p, '2.00')
    await expect(byTestId('wallet-tabs').innerText()).resolves.toMatch(/特别奖励\s*1/)

    await walletTab(p, 'rewards')
    const reward = all('wallet-reward').first()
    await expect(reward.innerText()).resolves.toMatch(/高考加油奖[\s\S]*长期有效[\s\S]*¥88\.88/)
    await reward.locator('[data-testid="wallet-reward-claim"]').click()
    await p.locator('[data-testid="wallet-reward"][data-status="claimed"]:visible').waitFor({ timeout: 15_000 })
    await balanceShows(p, '90.88')
    await expect(all('wallet-reward').first().innerText()).resolves.toContain('已领取')

    await walletTab(p, 'records')
    const records = await all('wallet-record').allInnerTexts()
    expect(records.map((r) => r.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/特别奖励 .* \+¥88\.88 余额 ¥90\.88/),
      expect.stringMatching(/邀请奖励 .* \+¥2\.00 余额 ¥2\.00/)
    ])
    // After the toast of the claim has gone.
    await shot(p, 'wallet-records', 1800)

    await walletTab(p, 'invite')
    await expect(byTestId('wallet-invite-code').innerText()).resolves.toBe(invite_code)
    await expectCount(all('wallet-invitee'), 1)
    await shot(p, 'wallet-invite')

    // 提现: amounts outside the limits are refused in Chinese before sending; ¥50 goes through.
    await byTestId('wallet-withdraw').click()
    await byTestId('withdraw-sheet').waitFor()
    await expect(byTestId('withdraw-allowance').innerText()).resolves.toContain('本次最多可提现 ¥90.88，本月还可提现 ¥500.00')
    await expect(byTestId('withdraw-rules').innerText()).resolves.toContain('单次提现 ¥10.00 - ¥200.00，每天最多申请 1 次')
    for (const [typed, error] of [
      ['5', '单次提现金额不能低于 ¥10.00'],
      ['300', '单次提现金额不能超过 ¥200.00'],
      ['95', '余额不足'],
      ['1.234', '请输入正确的金额，最多两位小数']
    ]) {
      await field('withdraw-amount').fill(typed)
      await byTestId('withdraw-submit').click()
      await expect(byTestId('withdraw-error').innerText()).resolves.toBe(error)
    }
    await field('withdraw-amount').fill('9.99')
    await byTestId('withdraw-submit').click()
    await shot(p, 'wallet-withdraw-sheet')
    await field('withdraw-amount').fill('50')
    await byTestId('withdraw-submit').click()
    await byTestId('withdraw-sheet').waitFor({ state: 'detached', timeout: 15_000 })
    await p.locator('[data-testid="wallet-list"][data-tab="withdrawals"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    await expect(all('wallet-withdrawal').first().innerText()).resolves.toMatch(/提现到微信零钱[\s\S]*¥50\.00[\s\S]*审核中/)
    await balanceShows(p, '40.88')
    await expect(byTestId('wallet-pending').innerText()).resolves.toContain('提现审核中：¥50.00')
    await shot(p, 'wallet', 1800)

    // A second request the same day: the sheet says why at once.
    await byTestId('wallet-withdraw').click()
    await expect(byTestId('withdraw-allowance').innerText()).resolves.toContain('你有一笔提现正在审核，处理完成后才能再次申请')
    await p.locator('.wl-sheet__close:visible').click()

    // 我的订单: empty, then a membership paid through the sandbox shows as 已支付 and opens its page.
    await open('/personal/order/orderList')
    await byTestId('orders-empty').waitFor({ timeout: 30_000 })
    await shot(p, 'orders-empty')
    await open('/pages/vip/index')
    await buyOnVipPage(p, 'v2001', 'wxpay')
    await p.waitForURL(/#\/pages\/vip\/index/, { timeout: 30_000 })
    await dismissModal(p)
    // A cloud-space order left unpaid (its payment not finished): 待付款.
    await call<CreateOrderResponse>(token, 'POST', PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'space_50g' })
    await open('/personal/order/orderList')
    const row = p.locator('[data-testid="order-row"][data-kind="vip"][data-state="paid"]:visible').first()
    await row.waitFor({ timeout: 30_000 })
    await expect(row.innerText()).resolves.toMatch(/会员[\s\S]*已支付[\s\S]*会员服务 1 年[\s\S]*¥168\.00/)
    await expect(all('order-row').first().innerText()).resolves.toMatch(/云空间[\s\S]*待付款[\s\S]*¥19\.90/)
    await shot(p, 'orders')
    // 待付款 holds the cloud order only.
    await p.locator('[data-testid="order-state"][data-state="unpaid"]:visible').click()
    // The list starts over (the membership row goes), then loads the filtered page.
    await p.locator('[data-testid="order-row"][data-kind="vip"]:visible').waitFor({ state: 'detached', timeout: 30_000 })
    await p.locator('[data-testid="orders"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    await expectCount(all('order-row'), 1)
    await expect(all('order-row').first().getAttribute('data-kind')).resolves.toBe('cloud')
    await p.locator('[data-testid="order-state"][data-state="all"]:visible').click()
    // Other kinds hold none of it.
    await p.locator('[data-testid="order-kind"][data-kind="print"]:visible').click()
    await byTestId('orders-empty').waitFor({ timeout: 30_000 })
    await p.locator('[data-testid="order-kind"][data-kind="vip"]:visible').click()
    await row.waitFor({ timeout: 30_000 })
    await row.click()
    await p.waitForURL(/#\/pages\/vip\/index/, { timeout: 15_000 })
    await byTestId('vip-plans').waitFor({ timeout: 30_000 })
  })
})
