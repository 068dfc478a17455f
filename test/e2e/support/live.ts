/**
 * Live e2e helpers: a user logged in through the API (send_code, the code from the server's log,
 * code login) given to a browser context as the app's session cookie, and the demo's always-live
 * room (seed/demoLive.ts).
 */
import type { BrowserContext } from 'playwright-core'
import { LIVE_PATHS, type LiveSessionCard } from '../../../types/live'
import type { Paginated } from '../../../types/api'
import { USER_PATHS, type LoginResponse } from '../../../types/user'
import { okJson, signedFetch } from './api'
import type { E2eContext } from './browser'
import { smsCodeFor } from './login'

/** Logs `phone` in through the API and gives `context` the session cookie the H5 app reads; the token. */
export async function loginContext(ctx: E2eContext, context: BrowserContext, phone: string): Promise<string> {
  const from = ctx.server.output().length
  await okJson(await signedFetch(ctx.server.url, 'GET', `${USER_PATHS.sendCode}?phone=${phone}`), 'send_code')
  const code = await smsCodeFor(ctx, phone, from)
  const login = await okJson<LoginResponse>(await signedFetch(ctx.server.url, 'POST', USER_PATHS.codeLogin, { phone, code }), 'login')
  const session = encodeURIComponent(JSON.stringify({ token: login.access, expiresAt: Date.now() + 7 * 24 * 3_600_000 }))
  await context.addCookies([{ name: 'session', value: session, url: ctx.server.url }])
  return login.access
}

/** The demo's 24 小时自习直播间: live for a year after the seed. */
export async function alwaysLiveRoom(ctx: E2eContext): Promise<LiveSessionCard> {
  const page = await okJson<Paginated<LiveSessionCard>>(await signedFetch(ctx.server.url, 'GET', `${LIVE_PATHS.sessions}?tab=live&page_size=50`), 'live sessions')
  const room = page.results.find((s) => s.title === '24 小时自习直播间')
  if (!room) throw new Error(`the demo's always-live room is missing: ${JSON.stringify(page.results.map((s) => s.title))}`)
  return room
}
