/**
 * The H5 app as a person uses it: the real server serving the real H5 build, Debian chromium
 * at 390×844. Screens of every tab are saved to test-output/screenshots.
 */
import type { Browser, Page } from 'playwright-core'
import { TABS } from '../../src/routes'
import { startServer, type RunningServer } from '../support/realServer'
import { launch, PHONE, shot, shotOnFailure } from './support/browser'

jest.setTimeout(120_000)

let server: RunningServer
let browser: Browser
let page: Page

beforeAll(async () => {
  server = await startServer()
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})
beforeEach(async () => {
  page = await browser.newPage({ viewport: PHONE, locale: 'zh-CN' })
})
afterEach(async () => {
  await page.close()
})

const tabBar = () => page.locator('[data-testid="tabbar"]:visible')
const tab = (id: string) => page.locator(`[data-testid="tab-${id}"]:visible`)

test('/ redirects to /h5/, which opens the forum tab with the five-tab bar', async () => {
  const res = await fetch(`${server.url}/`, { redirect: 'manual' })
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe('/h5/')

  await shotOnFailure(page, 'entry', async () => {
    await page.goto(`${server.url}/`)
    await tabBar().waitFor()
    expect(new URL(page.url()).pathname).toBe('/h5/')
    await page.locator('[data-testid="forum-header"]').waitFor()
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
  forum: '[data-testid="forum-empty"]',
  databank: '[data-testid="databank-empty"]',
  application: '[data-testid="application-setting-card"]',
  newStudy: '[data-testid="study-empty"]',
  personal: '[data-testid="profile"]'
}

test('each tab opens by tapping the tab bar; a screenshot of each is saved', async () => {
  await page.goto(`${server.url}/h5/`)
  await tabBar().waitFor()
  for (const t of TABS) {
    await shotOnFailure(page, `tab-${t.id}`, async () => {
      await tab(t.id).click()
      await page.waitForFunction((p) => location.hash.includes(p), t.route.page)
      await page.locator(`${FIRST_SCREEN[t.id]}:visible`).waitFor()
      await expect(tab(t.id).getAttribute('aria-selected')).resolves.toBe('true')
      await shot(page, `tab-${t.id}`)
    })
  }
})

test('a route whose page is not built yet shows the shared 功能建设中 page', async () => {
  await shotOnFailure(page, 'under-construction', async () => {
    await page.goto(`${server.url}/h5/#/gaokao/search/onescoreoneline`)
    const view = page.locator('[data-testid="under-construction"]:visible')
    await view.waitFor()
    await expect(view.innerText()).resolves.toContain('功能建设中')
    await expect(page.title()).resolves.toBe('一分一段表')
    await shot(page, 'under-construction')
    await page.locator('[data-testid="under-construction-home"]:visible').click()
    await page.locator('[data-testid="forum-header"]:visible').waitFor()
  })
})

test('the pink theme is chosen on 我的 and survives a reload', async () => {
  await shotOnFailure(page, 'theme', async () => {
    await page.goto(`${server.url}/h5/#/pages/tabbar/personal`)
    const primary = () =>
      page.locator('.page-shell:visible').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--nutui-color-primary').trim())
    await page.locator('[data-testid="profile"]:visible').waitFor()
    await expect(primary()).resolves.toBe('#005aff')
    await page.locator('[data-testid="theme-pink"]:visible').click()
    await expect(primary()).resolves.toBe('#ff6699')
    await shot(page, 'theme-pink')
    await page.reload()
    await page.locator('[data-testid="profile"]:visible').waitFor()
    await expect(primary()).resolves.toBe('#ff6699')
  })
})

test('a page chunk that fails to load shows "Loading chunk ... failed" and 重试 recovers', async () => {
  await shotOnFailure(page, 'chunk-failure', async () => {
    await page.goto(`${server.url}/h5/`)
    await tabBar().waitFor()
    let block = true
    await page.route('**/h5/js/*.js', (route) => (block ? route.abort() : route.continue()))
    await tab('databank').click()
    const failure = page.getByText(/Loading chunk .* failed/)
    await failure.waitFor()
    await shot(page, 'chunk-failure')
    block = false
    await page.locator('[data-testid="retry"]:visible').click()
    await page.locator('[data-testid="databank-empty"]:visible').waitFor()
  })
})
