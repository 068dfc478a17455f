/**
 * Paying on H5 with the sandbox provider, as a user does: the membership page's plan and method,
 * 开通, the sandbox's confirm page (standing in for the provider's cashier), 确认支付, and back to
 * pages/return/index. Also: activation codes made with the operator's command on a stopped server.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { ROOT, startServer } from '../../support/realServer'
import { PAY_PATHS, type CreateOrderResponse } from '../../../types/payments'
import { okJson, pageToken, signedFetch } from './api'
import type { E2eContext } from './browser'
import { settledShot } from './page'

const byTestId = (p: Page, id: string) => p.locator(`[data-testid="${id}"]:visible`).first()

/**
 * On pages/vip/index (open, logged in): picks `plan` and `method`, presses 开通, confirms on the
 * sandbox page and waits for the return page to say so. `shots` prefixes screenshots.
 */
export async function buyOnVipPage(p: Page, plan: string, method: 'wxpay' | 'alipay', shots?: string): Promise<string> {
  await byTestId(p, 'vip-plans').waitFor({ timeout: 30_000 })
  await p.locator(`[data-testid="vip-plan"][data-code="${plan}"]:visible`).click()
  await byTestId(p, `pay-method-${method}`).click()
  if (shots) await settledShot(p, `${shots}-chosen`, 200)
  await byTestId(p, 'vip-buy').click()
  return confirmOnSandbox(p, method, shots)
}

/**
 * After a page's buy button was pressed on mobile web: waits for the sandbox's confirm page (the
 * provider's cashier), presses 确认支付 and waits for pages/return/index. Answers the order number.
 */
export async function confirmOnSandbox(p: Page, method: 'wxpay' | 'alipay', shots?: string): Promise<string> {
  await p.waitForURL(/\/api\/pay\/sandbox\/P\d{24}\//, { timeout: 30_000 })
  const no = p.url().match(/sandbox\/(P\d{24})\//)![1]
  await p.getByText(method === 'alipay' ? '模拟支付（支付宝）' : '模拟支付（微信支付）').waitFor()
  if (shots) await settledShot(p, `${shots}-sandbox`, 100)
  await p.getByRole('button', { name: '确认支付' }).click()
  await p.waitForURL(new RegExp(`#/pages/return/index\\?.*out_order_number=${no}`), { timeout: 30_000 })
  return no
}

/** A signed call as the user logged in on page `p` (its session cookie). */
export async function callAsUser(ctx: E2eContext, p: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
  return signedFetch(ctx.server.url, method, path, body, await pageToken(p))
}

/**
 * Pays an order of `body` (order_type and its fields) through the sandbox over HTTP: the order made
 * with `token`, then the sandbox confirm page's own form post. For what a test sets up (a member, a
 * paid order), not for the pay flow under test. Answers the order number.
 */
export async function payBySandbox(ctx: E2eContext, token: string, body: object): Promise<string> {
  const created = await okJson<CreateOrderResponse>(await signedFetch(ctx.server.url, 'POST', PAY_PATHS.orderNew, { trade_type: 'MWEB', ...body }, token), 'order')
  const url = new URL(created.sandbox_url!, ctx.server.url)
  const confirmed = await fetch(new URL(url.pathname, ctx.server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `t=${url.searchParams.get('t')}`,
    redirect: 'manual'
  })
  if (confirmed.status !== 303) throw new Error(`sandbox confirm: ${confirmed.status} ${await confirmed.text()}`)
  return created.order.out_order_number
}

/** Activation codes of `plan` made with server/payments/createCodes.ts while the server is stopped (call in beforeAll). */
export async function restartWithCodes(ctx: E2eContext, plan: string, count: number): Promise<string[]> {
  const { dataDir } = ctx.server
  await ctx.server.stop()
  const run = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'server', 'payments', 'createCodes.ts'), '--plan', plan, '--count', String(count), '--note', 'e2e'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir }
    }
  )
  if (run.status !== 0) throw new Error(`createCodes failed (${run.status}):\n${run.stdout}\n${run.stderr}`)
  ctx.server = await startServer({ DATA_DIR: dataDir })
  return run.stdout.trim().split('\n')
}
