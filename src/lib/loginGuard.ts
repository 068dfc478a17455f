/**
 * The login guard's rules (SPEC §5: pages needing login open the phone login page). Pure: the
 * navigation helper (components/nav.ts) and PageShell's guard for directly opened URLs use it.
 */
import { ENTRY_ROUTE, routeByPage, routeBySpec, TABS, type RouteDef } from '../routes'

export const PHONE_LOGIN_SPEC = 'personal/loginWithPhone'
export const ONE_PRESS_LOGIN_SPEC = 'personal/quicklogin/quicklogin'
export const PERSONAL_TAB_SPEC = 'pages/tabbar/personal'

/** The route a url ('/personal/edite?x=1', 'personal/edite') opens, if any. */
export function routeOfUrl(url: string): RouteDef | undefined {
  return routeByPage(url.replace(/^\//, '').split('?')[0])
}

export function needsLoginUrl(url: string): boolean {
  return routeOfUrl(url)?.needsLogin ?? false
}

/** The phone login page, remembering where to go afterwards. */
export function loginUrlFor(target: string): string {
  const target_ = target.startsWith('/') ? target : `/${target}`
  return `/${routeBySpec(PHONE_LOGIN_SPEC).page}?redirect=${encodeURIComponent(target_)}`
}

/** Where a navigation to `url` actually goes: the login page when the target needs login and nobody is logged in. */
export function guardedUrl(url: string, loggedIn: boolean): string {
  return !loggedIn && needsLoginUrl(url) ? loginUrlFor(url) : url
}

export function isTabUrl(url: string): boolean {
  const route = routeOfUrl(url)
  return route !== undefined && TABS.some((t) => t.route === route)
}

/**
 * The redirect parameter as the login page receives it (maybe still URI-encoded once more),
 * checked: only a known route of this app, never the login pages themselves; else undefined.
 */
export function parseRedirect(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined
  let url = raw
  for (let i = 0; i < 3 && /^%(25)*2F/i.test(url); i++) {
    try {
      url = decodeURIComponent(url)
    } catch {
      return undefined
    }
  }
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  const route = routeOfUrl(url)
  if (!route) return undefined
  if (route.specPath === PHONE_LOGIN_SPEC || route.specPath === ONE_PRESS_LOGIN_SPEC) return undefined
  return url
}

/** Where a successful login goes: the checked redirect, else the 我的 tab. */
export function afterLoginTarget(raw: string | undefined | null): { url: string; tab: boolean } {
  const url = parseRedirect(raw)
  if (url) return { url, tab: isTabUrl(url) }
  return { url: `/${routeBySpec(PERSONAL_TAB_SPEC).page}`, tab: true }
}

export const HOME_URL = `/${ENTRY_ROUTE.page}`
