/**
 * Navigation that respects the login guard: every in-app navigateTo goes through navigate(),
 * which sends a logged-out user to the phone login page (with ?redirect=) when the target route
 * has needsLogin (routes.ts). PageShell guards pages opened directly by URL the same way.
 */
import Taro from '@tarojs/taro'
import { afterLoginTarget, guardedUrl, isTabUrl, parseRedirect } from '../lib/loginGuard'
import { userStore } from '../stores'

function ignore(result: Promise<unknown>): void {
  result.catch(() => undefined)
}

/** Opens `url` ('/personal/edite?x=1'); tabs by switchTab, protected pages via login when needed. */
export function navigate(url: string): void {
  if (isTabUrl(url)) {
    ignore(Taro.switchTab({ url: url.split('?')[0] }))
    return
  }
  ignore(Taro.navigateTo({ url: guardedUrl(url, userStore.isLoggedIn) }))
}

/** After a login: the checked redirect target (replacing the login page), else back, else 我的. */
export function leaveLoginPage(redirect: string | undefined): void {
  const target = parseRedirect(redirect)
  if (target) {
    ignore(isTabUrl(target) ? Taro.switchTab({ url: target.split('?')[0] }) : Taro.redirectTo({ url: target }))
  } else if (Taro.getCurrentPages().length > 1) {
    ignore(Taro.navigateBack())
  } else {
    ignore(Taro.switchTab({ url: afterLoginTarget(undefined).url }))
  }
}

/** Back when there is a page behind, else the given tab (a page opened directly by URL). */
export function goBackOr(url: string): void {
  if (Taro.getCurrentPages().length > 1) ignore(Taro.navigateBack())
  else ignore(isTabUrl(url) ? Taro.switchTab({ url }) : Taro.redirectTo({ url }))
}
