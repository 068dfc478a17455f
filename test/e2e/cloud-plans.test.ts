/**
 * Cloud space plans on H5 (cloud/priceTable, issue 20) against the real server with the sandbox
 * provider: the page lists the plans to anyone and asks for a login to buy; a user buys 200 GB with
 * WeChat Pay and 50 GB with Alipay through the sandbox's confirm page and pages/return/index, comes
 * back to the page and sees the space shown rise each time.
 */
import { CLOUD_PATHS, type CloudQuota } from '../../types/cloud'
import { DEFAULT_CLOUD_SPACE } from '../../types/user'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { dismissModal, pageHelpers, settledShot as shot } from './support/page'
import { callAsUser, confirmOnSandbox } from './support/payments'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)
const GB = 1024 ** 3

async function quota(): Promise<CloudQuota> {
  const res = await callAsUser(ctx, ctx.page, 'GET', CLOUD_PATHS.quota)
  expect(res.status).toBe(200)
  return (await res.json()) as CloudQuota
}

/** On cloud/priceTable: picks the plan and the method, buys, pays on the sandbox page, and waits to be back with the space raised to `maxText`. */
async function buy(code: string, method: 'wxpay' | 'alipay', maxText: string): Promise<void> {
  const p = ctx.page
  await p.locator(`[data-testid="plan-card"][data-code="${code}"]:visible`).click()
  await byTestId(`pay-method-${method}`).click()
  await byTestId('plan-buy').click()
  await confirmOnSandbox(p, method)
  await p.getByText('购买成功').first().waitFor({ timeout: 30_000 })
  await p.waitForURL(/#\/cloud\/priceTable/, { timeout: 30_000 })
  await byTestId('plan-quota-text').filter({ hasText: maxText }).waitFor({ timeout: 30_000 })
  await dismissModal(p)
}

test('buys space on cloud/priceTable through the sandbox: the space shown rises', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'cloud-plans', async () => {
    // Anyone sees the plans; buying asks for a login, which comes back here.
    await open('/cloud/priceTable')
    await byTestId('price-table').waitFor({ timeout: 30_000 })
    const cards = await all('plan-card').allInnerTexts()
    expect(cards.map((t) => t.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/\+50 GB .*¥19\.9/),
      expect.stringMatching(/推荐 \+200 GB .*¥59\.9/),
      expect.stringMatching(/\+500 GB .*¥129/)
    ])
    await byTestId('plan-login').waitFor()
    await shot(p, 'cloud-price-table-guest')
    await byTestId('plan-buy').click()
    await loginWithPhone(ctx, '13700009201')
    await p.waitForURL(/#\/cloud\/priceTable/, { timeout: 30_000 })
    await expect(byTestId('plan-quota-text').innerText()).resolves.toBe('已用 0 B / 10 GB')

    // A web path with no method chosen is refused: 请选择支付方式.
    await byTestId('plan-buy').click()
    await p.getByText('请选择支付方式').first().waitFor()

    await p.locator('[data-testid="plan-card"][data-code="space_200g"]:visible').click()
    await expect(byTestId('plan-after').innerText()).resolves.toBe('购买后共 210 GB')
    await byTestId('pay-method-wxpay').click()
    await p.getByText('请选择支付方式').first().waitFor({ state: 'hidden' })
    await byTestId('plan-quota').scrollIntoViewIfNeeded()
    await shot(p, 'cloud-price-table')

    await buy('space_200g', 'wxpay', '/ 210 GB')
    expect(await quota()).toEqual({ used: 0, max: DEFAULT_CLOUD_SPACE + 200 * GB })
    await buy('space_50g', 'alipay', '/ 260 GB')
    expect(await quota()).toEqual({ used: 0, max: DEFAULT_CLOUD_SPACE + 250 * GB })
    await shot(p, 'cloud-price-table-paid')
  })
})
