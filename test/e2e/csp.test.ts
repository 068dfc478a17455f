/**
 * The Content-Security-Policy the server sends (server/plugins/securityHeaders.ts, docs/server.md
 * "Security headers") against the real builds in Chromium: the H5 entry, the recommendation list, a
 * university's page, the forum, a live room (video and chat socket), the cloud library and its upload page, and the console's login and
 * dashboard render with zero violations. Every
 * violation is caught twice over: a 'securitypolicyviolation' listener installed before any page
 * script (addInitScript) reports it on the console, and Chromium's own "Refused to … because it
 * violates the following Content Security Policy directive" console errors are collected too.
 */
import type { BrowserContext, Page, Response } from 'playwright-core'
import { DEMO_PHONE } from '../../server/seed/demo'
import { USER_PATHS } from '../../types/user'
import { DESKTOP, ensureAdminBuild, signIn } from './support/admin'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { alwaysLiveRoom, loginContext } from './support/live'
import { apiCalls } from './support/login'
import { pageHelpers } from './support/page'

jest.setTimeout(300_000)

// Built before the server starts: the server serves /admin/ only when the build is there.
beforeAll(() => ensureAdminBuild())
const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, open } = pageHelpers(ctx)
const { call } = apiCalls(ctx)

/** What the pages reported, with the page it happened on. */
const violations: string[] = []
const contexts: BrowserContext[] = []
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
})
// What was seen so far, on the failure's report too (a step that times out may be a blocked request).
afterEach(() => {
  if (violations.length) console.log(`CSP violations:\n${violations.join('\n')}`)
})

const CSP_MESSAGE = /Content Security Policy|csp-violation/i

/** A context whose pages report every CSP violation (including a worker's console) into `violations`. */
async function watchedContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await ctx.browser.newContext({ viewport, locale: 'zh-CN' })
  contexts.push(context)
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`)
    })
  })
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`${message.page()?.url() ?? '(worker)'}: ${message.text()}`)
  })
  return context
}

/** The document's policy is really there (a test that sees no violation because no policy was sent proves nothing). */
function expectPolicy(response: Response | null, frameAncestors: string): void {
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'/)
  expect(csp).toContain(`frame-ancestors ${frameAncestors}`)
  expect(csp).not.toContain('unsafe-eval')
}

test('H5: the entry, the recommendations, a university, the forum, a live room and the cloud library render with no CSP violation', async () => {
  const context = await watchedContext(PHONE)
  const p: Page = await context.newPage()
  const token = await loginContext(ctx, context, '13700002950')
  // Gaokao info before the first load: the recommendations open on their list, not on the setting page.
  await call(token, 'POST', USER_PATHS.update, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 })

  await shotOnFailure(p, 'csp-h5', async () => {
    const entry = await p.goto(`${ctx.server.url}/h5/`)
    expectPolicy(entry, "'self'")
    await p.locator('[data-testid="tabbar"]:visible').waitFor({ timeout: 30_000 })

    await open('/gaokao/application/index', p)
    await byTestId('band-tabs', p).waitFor({ timeout: 30_000 })
    await p.locator('[data-testid="unit-card"]:visible').first().waitFor({ timeout: 30_000 })

    await open('/gaokao/university/list/index', p)
    await all('uni-result', p).first().waitFor({ timeout: 30_000 })
    await all('uni-result', p).first().click()
    await byTestId('uni-detail-page', p).waitFor({ timeout: 30_000 })

    await open('/pages/tabbar/forum', p)
    await byTestId('forum-card', p).waitFor({ timeout: 30_000 })

    // A live room: the placeholder video and the chat's WebSocket (connect-src 'self').
    const room = await alwaysLiveRoom(ctx)
    await open(`/live/liveItem?liveId=${room.id}`, p)
    await p.locator('[data-testid="chat-state"][data-state="open"]:visible').waitFor({ timeout: 30_000 })
    await byTestId('live-player', p).waitFor()

    // The cloud library, and its upload page (the file picker and the md5 worker's page).
    await open('/cloud/cloudLibrary', p)
    await byTestId('cloud-library', p).waitFor({ timeout: 30_000 })
    await byTestId('cloud-upload', p).click()
    await byTestId('local-upload', p).waitFor({ timeout: 30_000 })
    await p.waitForLoadState('networkidle')
  })
  expect(violations).toEqual([])
})

test('the console: its login and dashboard render with no CSP violation', async () => {
  const context = await watchedContext(DESKTOP)
  const p = await context.newPage()
  await shotOnFailure(p, 'csp-admin', async () => {
    const entry = await p.goto(`${ctx.server.url}/admin/`)
    expectPolicy(entry, "'none'")
    await signIn(ctx, p, DEMO_PHONE)
    await p.getByTestId('dashboard').waitFor({ timeout: 30_000 })
    await p.waitForLoadState('networkidle')
  })
  expect(violations).toEqual([])
})
