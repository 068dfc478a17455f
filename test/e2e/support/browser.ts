/**
 * Playwright (playwright-core) driving Debian's chromium, headless, as a phone-sized viewport.
 * Screenshots go to test-output/screenshots (not in CI: REVIEW_SHOTS); a failing test always saves one (shotOnFailure).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { ROOT, startServer, type RunningServer } from '../../support/realServer'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SHOTS_DIR = join(ROOT, 'test-output', 'screenshots')
export const PHONE = { width: 390, height: 844 }

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`找不到 Chromium (${CHROMIUM})：apt-get install chromium`)
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
  })
}

/**
 * Screenshots for people to look at are taken where people look (a developer's run), not in CI
 * (CI=true, .ci/run), where some 300 of them cost CPU that the suite's time needs; E2E_SHOTS=1
 * takes them there too. A failing test's screenshot is taken everywhere.
 */
export const REVIEW_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1'

async function saveShot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS_DIR, { recursive: true })
  const path = join(SHOTS_DIR, `${name}.png`)
  await page.screenshot({ path })
  return path
}

/** A screenshot for review, in test-output/screenshots (its path), or null where review shots are off. */
export async function shot(page: Page, name: string): Promise<string | null> {
  return REVIEW_SHOTS ? saveShot(page, name) : null
}

/** Runs a browser step and saves a screenshot named after it when it throws. */
export async function shotOnFailure<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (err) {
    await saveShot(page, `FAILED-${name}`).catch(() => undefined)
    throw err
  }
}

export interface E2eContext {
  server: RunningServer
  browser: Browser
  /** A fresh phone-sized page for the current test. */
  page: Page
}

/**
 * Registers the jest hooks every e2e file needs: one real server and one browser per file,
 * a fresh page per test. Read the fields inside tests (they are set by the hooks). The server's
 * DATA_DIR (a copy of the demo template, kept across restarts within the file) goes at the end.
 */
export function useServerAndBrowser(options: { env?: Record<string, string>; bypassCSP?: boolean } = {}): E2eContext {
  const ctx = {} as E2eContext
  beforeAll(async () => {
    // Side by side; whichever starts is kept, so afterAll stops it when the other failed.
    const [server, browser] = await Promise.allSettled([startServer(options.env), launch()])
    if (server.status === 'fulfilled') ctx.server = server.value
    if (browser.status === 'fulfilled') ctx.browser = browser.value
    for (const started of [server, browser]) if (started.status === 'rejected') throw started.reason
  })
  afterAll(async () => {
    await ctx.browser?.close()
    await ctx.server?.stop()
    if (ctx.server) rmSync(ctx.server.dataDir, { recursive: true, force: true })
  })
  beforeEach(async () => {
    ctx.page = await ctx.browser.newPage({ viewport: PHONE, locale: 'zh-CN', bypassCSP: options.bypassCSP })
  })
  afterEach(async () => {
    await ctx.page?.close()
  })
  return ctx
}
