/**
 * Finding things on the H5 pages by test id, and screenshots taken once a page has settled.
 * Pages behind the current one stay in the DOM, hidden: only visible elements count.
 */
import type { Page } from 'playwright-core'
import { shot, type E2eContext } from './browser'

/** The locators of a test file, on the test's page (`ctx.page`) unless another page is given. */
export function pageHelpers(ctx: E2eContext) {
  const byTestId = (id: string, p: Page = ctx.page) => p.locator(`[data-testid="${id}"]:visible`).first()
  const all = (id: string, p: Page = ctx.page) => p.locator(`[data-testid="${id}"]:visible`)
  /** Taro's H5 <Input> carries the data-testid on its host; the real <input> is inside (or is it). */
  const field = (id: string, p: Page = ctx.page) => p.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  /** A page of the app by its route: '/pages/tabbar/application'. */
  const open = (hashPath: string, p: Page = ctx.page) => p.goto(`${ctx.server.url}/h5/#${hashPath}`)
  return { byTestId, all, field, open }
}

/** A screenshot once the page-switch animation has finished. */
export async function settledShot(p: Page, name: string, settleMs = 500): Promise<void> {
  await p.waitForTimeout(settleMs)
  await shot(p, name)
}
