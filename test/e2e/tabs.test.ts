/**
 * The H5 app as a person uses it: the real server serving the real H5 build, Debian chromium
 * at 390×844. Screens of every tab are saved to test-output/screenshots.
 */
import { TABS } from '../../src/routes'
import { PHONE, shot, shotOnFailure, useServerAndBrowser } from './support/browser'

jest.setTimeout(120_000)

const ctx = useServerAndBrowser()

const tabBar = () => ctx.page.locator('[data-testid="tabbar"]:visible')
const tab = (id: string) => ctx.page.locator(`[data-testid="tab-${id}"]:visible`)

test('/ redirects to /h5/, which opens the forum tab with the five-tab bar', async () => {
  const res = await fetch(`${ctx.server.url}/`, { redirect: 'manual' })
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe('/h5/')

  await shotOnFailure(ctx.page, 'entry', async () => {
    await ctx.page.goto(`${ctx.server.url}/`)
    await tabBar().waitFor()
    expect(new URL(ctx.page.url()).pathname).toBe('/h5/')
    await ctx.page.locator('[data-testid="forum-header"]').waitFor()
    await expect(tabBar().locator('[role="tab"]').allInnerTexts()).resolves.toEqual(['首页', '共享空间', '填志愿', '学习', '我的'])
    const box = await tabBar().boundingBox()
    expect(box?.height).toBe(64)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height)
    await expect(tab('forum').getAttribute('aria-selected')).resolves.toBe('true')
    await expect(tab('forum').evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(0, 90, 255)')
    await expect(tab('personal').evaluate((el) => getComputedStyle(el).color)).resolves.not.toBe('rgb(0, 90, 255)')
  })
})

const FIRST_SCREEN: Record<string, string> = {
  forum: '[data-testid="forum-feed"]',
  databank: '[data-testid="databank-login"]',
  application: '[data-testid="application-setting-card"]',
  newStudy: '[data-testid="study-subjects"]',
  personal: '[data-testid="profile"]'
}

test('each tab opens by tapping the tab bar; a screenshot of each is saved', async () => {
  await ctx.page.goto(`${ctx.server.url}/h5/`)
  await tabBar().waitFor()
  for (const t of TABS) {
    await shotOnFailure(ctx.page, `tab-${t.id}`, async () => {
      await tab(t.id).click()
      await ctx.page.waitForFunction((p) => location.hash.includes(p), t.route.page)
      await ctx.page.locator(`${FIRST_SCREEN[t.id]}:visible`).waitFor()
      await expect(tab(t.id).getAttribute('aria-selected')).resolves.toBe('true')
      await shot(ctx.page, `tab-${t.id}`)
    })
  }
})

test('the pink theme is chosen on 我的 and survives a reload', async () => {
  await shotOnFailure(ctx.page, 'theme', async () => {
    await ctx.page.goto(`${ctx.server.url}/h5/#/pages/tabbar/personal`)
    const primary = () =>
      ctx.page
        .locator('.page-shell:visible')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--nutui-color-primary').trim())
    await ctx.page.locator('[data-testid="profile"]:visible').waitFor()
    await expect(primary()).resolves.toBe('#005aff')
    await ctx.page.locator('[data-testid="theme-pink"]:visible').click()
    await expect(primary()).resolves.toBe('#cc2b64')
    await shot(ctx.page, 'theme-pink')
    await ctx.page.reload()
    await ctx.page.locator('[data-testid="profile"]:visible').waitFor()
    await expect(primary()).resolves.toBe('#cc2b64')
  })
})

test('a page chunk that fails to load shows "Loading chunk ... failed" and 重试 recovers', async () => {
  await shotOnFailure(ctx.page, 'chunk-failure', async () => {
    await ctx.page.goto(`${ctx.server.url}/h5/`)
    await tabBar().waitFor()
    // The app's own lazy chunks (runtime, link layer) load first: blocked, they would render the tab bar again and again.
    await ctx.page.waitForLoadState('networkidle')
    let block = true
    await ctx.page.route('**/h5/js/*.js', (route) => (block ? route.abort() : route.continue()))
    await tab('databank').click()
    const failure = ctx.page.getByText(/Loading chunk .* failed/)
    await failure.waitFor()
    await shot(ctx.page, 'chunk-failure')
    block = false
    await ctx.page.locator('[data-testid="retry"]:visible').click()
    await ctx.page.locator('[data-testid="databank-login"]:visible').waitFor()
  })
})
