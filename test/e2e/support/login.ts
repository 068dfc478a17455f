/**
 * Logging in on H5 the way a user does: the phone login page, 获取验证码, the code the console SMS
 * provider wrote to the server's log, the agreement, 登录.
 */
import { CONSOLE_SMS_PATTERN, USER_PATHS, type LoginResponse, type UpdateUserBody } from '../../../types/user'
import { okJson, pageToken, signedFetch } from './api'
import type { E2eContext } from './browser'
import { pageHelpers } from './page'

/** The six-digit code the console SMS provider logged for `phone` after `from` (offset into the log). */
export async function smsCodeFor(ctx: E2eContext, phone: string, from: number): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const log = ctx.server.output().slice(from)
    for (const line of log.split('\n')) {
      const m = line.match(CONSOLE_SMS_PATTERN)
      if (m && m[1] === phone) return m[2]
    }
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the server log:\n${log.slice(-2000)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** On the phone login page (already open): logs `phone` in. */
export async function loginWithPhone(ctx: E2eContext, phone: string): Promise<void> {
  const { byTestId, field } = pageHelpers(ctx)
  await byTestId('login-page').waitFor()
  await field('login-phone').fill(phone)
  const from = ctx.server.output().length
  await byTestId('login-send-code').click()
  const code = await smsCodeFor(ctx, phone, from)
  await ctx.page
    .getByText(/\d+s后重新获取/)
    .first()
    .waitFor()
  await field('login-code').fill(code)
  // The box itself: the row's centre can fall on the agreement link, which opens the policy page.
  await byTestId('login-agree').locator('.acct-agree__box').click()
  await byTestId('login-submit').click()
}

/**
 * A signed POST as the user logged in on the test's page (its session cookie), for what a test
 * sets up rather than tests (a password, gaokao info the page under test does not edit).
 */
export async function postAsPageUser(ctx: E2eContext, path: string, body: object): Promise<Response> {
  return signedFetch(ctx.server.url, 'POST', path, body, await pageToken(ctx.page))
}

/**
 * On the phone login page (already open): logs in with a password (set before through
 * USER_PATHS.setPassword). A second login of the same phone within a minute cannot get a new SMS code.
 */
export async function loginWithPassword(ctx: E2eContext, phone: string, password: string): Promise<void> {
  const { byTestId, field } = pageHelpers(ctx)
  await byTestId('login-page').waitFor()
  await byTestId('login-mode').click()
  await field('login-phone').fill(phone)
  await field('login-password').fill(password)
  // The box itself: the row's centre can fall on the agreement link, which opens the policy page.
  await byTestId('login-agree').locator('.acct-agree__box').click()
  await byTestId('login-submit').click()
}

/** Sets a password for the user logged in on the page. */
export async function setPasswordOfPageUser(ctx: E2eContext, password: string): Promise<void> {
  const res = await postAsPageUser(ctx, USER_PATHS.setPassword, { password })
  if (res.status !== 200) throw new Error(`set password: ${res.status} ${await res.text()}`)
}

/** The page user's gaokao info, set through the API (for tests of pages other than the setting page). */
export async function setGaokaoInfoOfPageUser(ctx: E2eContext, body: UpdateUserBody): Promise<void> {
  const res = await postAsPageUser(ctx, USER_PATHS.update, body)
  if (res.status !== 200) throw new Error(`setting gaokao info failed: ${res.status} ${await res.text()}`)
}

/**
 * Gives the page's user gaokao info through the API and opens its recommendations on `band` once a
 * card of it shows. The tab refreshes the user first (the stored copy predates the info set through
 * the API), so the tab is opened and reloaded before 填志愿.
 */
export async function openRecommendBand(ctx: E2eContext, info: UpdateUserBody & { province: string }, band: string): Promise<void> {
  const { byTestId, open } = pageHelpers(ctx)
  await setGaokaoInfoOfPageUser(ctx, info)
  await open('/pages/tabbar/application')
  await ctx.page.reload()
  await ctx.page.locator('[data-testid="application-info"]:visible', { hasText: info.province }).waitFor({ timeout: 30_000 })
  await byTestId('application-recommend').click()
  await byTestId(`band-tab-${band}`).click()
  await ctx.page.locator(`[data-testid="unit-card"][data-band="${band}"]:visible`).first().waitFor({ timeout: 30_000 })
}

/**
 * Signed calls for what a test sets up through the API: `call` with a token (the parsed 2xx
 * answer), `apiLogin` a token for `phone` through the SMS code login (the code from the server's log).
 */
export function apiCalls(ctx: E2eContext) {
  const call = async <T>(token: string, method: string, path: string, body?: object): Promise<T> =>
    okJson<T>(await signedFetch(ctx.server.url, method, path, body, token), `${method} ${path}`)
  const apiLogin = async (phone: string): Promise<string> => {
    const from = ctx.server.output().length
    await call('', 'GET', `${USER_PATHS.sendCode}?phone=${phone}`)
    const code = await smsCodeFor(ctx, phone, from)
    return (await call<LoginResponse>('', 'POST', USER_PATHS.codeLogin, { phone, code })).access
  }
  return { call, apiLogin }
}
