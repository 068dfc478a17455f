/**
 * The operator console (/admin/, docs/admin.md) in e2e: its build made when stale (seconds, esbuild),
 * a desktop page (1280×800) of its own browser context kept for the whole file (the staff member
 * signs in once: a second SMS code within a minute is refused), signing in by phone code as staff do,
 * and screenshots taken once the console has settled.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { ensureBuild } from '../../../scripts/lib/ensureBuild'
import { shot, type E2eContext } from './browser'
import { smsCodeFor } from './login'

export const DESKTOP = { width: 1280, height: 800 }

/** Builds dist/admin when missing or stale (the server registers /admin/ only when it is built: call before the server starts). */
export function ensureAdminBuild(): void {
  ensureBuild({ platform: 'admin' }, () => undefined)
}

export interface ConsoleSession {
  context: BrowserContext
  page: Page
}

/** A desktop page on the console's login screen, in a context of its own. */
export async function openConsole(ctx: E2eContext): Promise<ConsoleSession> {
  const context = await ctx.browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' })
  const page = await context.newPage()
  await page.goto(`${ctx.server.url}/admin/`)
  return { context, page }
}

/** On the console's login screen: signs `phone` in with the code the console SMS provider logged. */
export async function signIn(ctx: E2eContext, page: Page, phone: string): Promise<void> {
  const login = page.getByTestId('admin-login')
  await login.waitFor({ timeout: 30_000 })
  await page.getByTestId('admin-login-phone').fill(phone)
  const from = ctx.server.output().length
  await page.getByTestId('admin-login-send').click()
  const code = await smsCodeFor(ctx, phone, from)
  await page.getByTestId('admin-login-code').fill(code)
  await page.getByTestId('admin-login-submit').click()
}

/**
 * Opens a console route ('/print-orders') as a fresh page load and waits until its data has loaded:
 * a hash change alone would keep the list react-admin cached before the test changed the data.
 */
export async function openRoute(page: Page, route: string): Promise<void> {
  const base = page.url().split('#')[0].split('?')[0]
  await page.goto(`${base}?at=${Date.now()}#${route}`)
  await settled(page)
}

/** No request in flight and react-admin's loading bar gone. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page
    .locator('.MuiLinearProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined)
  await page.waitForTimeout(300)
}

/** A review screenshot of the console as it is now, once settled. */
export async function consoleShot(page: Page, name: string): Promise<string | null> {
  await settled(page)
  return shot(page, name)
}

/** A row of the list on screen that contains `text`. */
export const rowWith = (page: Page, text: string) => page.locator('tbody tr', { hasText: text })

/** Picks `option` in the list filter labelled `label` (react-admin's SelectInput, a MUI select). */
export async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).first().click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await settled(page)
}
