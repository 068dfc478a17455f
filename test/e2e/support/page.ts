/**
 * Finding things on the H5 pages by test id, and screenshots taken once a page has settled.
 * Pages behind the current one stay in the DOM, hidden: only visible elements count.
 */
import type { BrowserContext, Locator, Page, Request } from 'playwright-core'
import { PHONE, shot, type E2eContext } from './browser'

/** The locators of a test file, on the test's page (`ctx.page`) unless another page is given. */
export function pageHelpers(ctx: E2eContext) {
  const byTestId = (id: string, p: Page = ctx.page) => p.locator(`[data-testid="${id}"]:visible`).first()
  const all = (id: string, p: Page = ctx.page) => p.locator(`[data-testid="${id}"]:visible`)
  /** Taro's H5 <Input> carries the data-testid on its host; the real <input> is inside (or is it). */
  const field = (id: string, p: Page = ctx.page) => p.locator(`input[data-testid="${id}"]:visible, [data-testid="${id}"]:visible input`).first()
  /** A page of the app by its route: '/pages/tabbar/application', once the page before it has loaded. */
  const open = async (hashPath: string, p: Page = ctx.page) => {
    await routerSettled(p)
    return p.goto(`${ctx.server.url}/h5/#${hashPath}`)
  }
  /** The browser's back, once the page on the screen has settled (going back mid-animation can leave Taro H5 blank). */
  const back = async (p: Page = ctx.page) => {
    await routerSettled(p)
    await p.goBack()
  }
  return { byTestId, all, field, open, back }
}

/**
 * Waits (at most 10 s, then goes on) until the page the address names is on the screen. Taro's H5
 * router loads a page's chunk before it hides the page below: a second navigation while a chunk
 * loads hides whichever page finished first, so the page opened next can vanish under the late one.
 */
export async function routerSettled(p: Page): Promise<void> {
  if (!p.url().includes('/h5/#/')) return
  await p
    .waitForFunction(
      () => {
        const path = location.hash.slice(1).split('?')[0]
        return [...document.querySelectorAll('.taro_page.taro_page_stationed')].some((el) => el.id.split('?')[0] === path)
      },
      undefined,
      { timeout: 10_000 }
    )
    .catch(() => undefined)
}

/**
 * Waits until `locator` matches exactly `n` elements (at most 30 s), then passes; else fails with the
 * last count. A page may render its list more than once while it loads (a frame, then the answer, then
 * the answer again after the account refreshes): one count() can fall between two of them.
 */
export async function expectCount(locator: Locator, n: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let count = await locator.count()
  while (count !== n && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    count = await locator.count()
  }
  expect(count).toBe(n)
}

/**
 * Replaces the test's page with one of a touch-enabled phone context (touch drags need it); the
 * context is closed with the page's browser at the end of the file, or by `closeTouchContexts`.
 */
const touchContexts: BrowserContext[] = []
export async function touchPage(ctx: E2eContext): Promise<Page> {
  await ctx.page.close()
  const context = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN', hasTouch: true })
  touchContexts.push(context)
  ctx.page = await context.newPage()
  return ctx.page
}
export async function closeTouchContexts(): Promise<void> {
  await Promise.all(touchContexts.splice(0).map((c) => c.close()))
}

/** Confirms the open Taro modal (showModal) on H5. */
export async function confirmModal(p: Page): Promise<void> {
  await p.locator('.taro-model__confirm:visible').click()
}

/**
 * Closes a dialog left over from the page before a tab switch, if Taro H5 still shows it (whether
 * it survives the switch depends on timing); a clean-up, not a check.
 */
export async function dismissModal(p: Page): Promise<void> {
  const confirm = p.locator('.taro-model__confirm:visible')
  if (await confirm.count()) await confirm.click().catch(() => undefined)
}

/**
 * A screenshot once the page-switch animation has finished. The wait is kept where no screenshot is
 * taken (CI): the steps after it rely on the settled page (a CI run without it failed two files).
 */
export async function settledShot(p: Page, name: string, settleMs = 500): Promise<void> {
  await p.waitForTimeout(settleMs)
  await shot(p, name)
}

/** A finger dragging down from the top of the page, as the platform's pull-to-refresh expects. */
export async function pullDown(p: Page): Promise<void> {
  const cdp = await p.context().newCDPSession(p)
  const x = PHONE.width / 2
  let y = 200
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 0; i < 15; i++) {
    y += 20
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    await p.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/**
 * Pulls down until the page sends a request `matches` accepts, as a person pulls again when a pull
 * did not take (on a busy machine a gesture can land while the list is still settling): at most
 * three pulls, each given 8 s.
 */
export async function pullToRefetch(p: Page, matches: (request: Request) => boolean): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const sent = p.waitForRequest(matches, { timeout: 8_000 }).then(
      () => true,
      () => false
    )
    await pullDown(p)
    if (await sent) return
    if (attempt === 3) throw new Error('three pulls sent no request')
  }
}
