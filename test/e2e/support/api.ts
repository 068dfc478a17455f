/**
 * Signed calls to the real server from an e2e test, for what a test sets up or checks beside the
 * page (the page itself goes through the app's request layer).
 */
import type { Cookie, Page } from 'playwright-core'
export { okJson, signedFetch } from '../../support/signedFetch'

/** The token in a session cookie (the app's cookie session, src/platform/session.ts). */
export function tokenOfCookies(cookies: readonly Cookie[]): string | undefined {
  const session = cookies.find((c) => c.name === 'session')
  return session ? (JSON.parse(decodeURIComponent(session.value)) as { token: string }).token : undefined
}

/** The token of the user logged in on page `p`. */
export async function pageToken(p: Page): Promise<string> {
  const token = tokenOfCookies(await p.context().cookies())
  if (!token) throw new Error('not logged in on the page')
  return token
}
