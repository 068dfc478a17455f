import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState, type ReactNode } from 'react'
import { PLATFORM } from '@/env'
import { TAB_BAR_HEIGHT_PX } from '@/lib/constants'
import { loginUrlFor, routeOfUrl } from '@/lib/loginGuard'
import { platformSession } from '@/platform/session'
import type { TabId } from '@/routes'
import { NavBar } from './NavBar'
import { TabBar } from './TabBar'
import './PageShell.scss'

export interface PageShellProps {
  /** Set on the five tab pages: on H5 the app's own 64px tab bar is drawn under the content. */
  tab?: TabId
  /**
   * A two-pane page: from 1280 px wide the page column widens (1200 px, 1440 px from 1536 px) so the
   * page can set its panes side by side (styles/_layout.scss `two-pane`). Below 1280 px it changes nothing.
   */
  wide?: boolean
  children: ReactNode
}

/** The current page as a url with its query ('/personal/edite?a=1'). */
function currentUrl(): string {
  const router = Taro.getCurrentInstance().router
  const path = (router?.path ?? '').split('?')[0]
  const params = Object.entries(router?.params ?? {}).filter(([k, v]) => v !== undefined && k !== '$taroTimestamp' && k !== 'stamp')
  const qs = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')
  return `${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`
}

/**
 * Every page's root, with the theme's variables given (the mini-program) or inherited from the
 * document root (H5); on H5 the tab bar on tab pages, the navigation bar (route title, back) on the others.
 * Login guard for pages opened directly (a URL, a share, a reload): a needsLogin page opened
 * without a live session shows nothing and is replaced by the phone login page, which comes back
 * here. It asks the session adapter, which the user store itself reads, so the shell needs no
 * store; it checks once, when the page opens; a logout on an open page is the 401 catalogue's business.
 */
export function PageShellView({ tab, wide, children, themeVars }: PageShellProps & { themeVars?: Record<string, string> }) {
  const [{ route, blockedAt }] = useState(() => {
    const url = currentUrl()
    const route = routeOfUrl(url)
    return { route, blockedAt: route?.needsLogin && !platformSession().load(Date.now()) ? url : undefined }
  })
  useEffect(() => {
    if (blockedAt) Taro.redirectTo({ url: loginUrlFor(blockedAt) }).catch(() => undefined)
  }, [blockedAt])
  const withTabBar = tab !== undefined && PLATFORM === 'h5'
  const withNavBar = route !== undefined && tab === undefined && PLATFORM === 'h5'
  const className = ['page-shell', wide && 'page-shell--wide', withNavBar && 'page-shell--nav'].filter(Boolean).join(' ')
  return (
    <View className={className} style={{ ...themeVars, paddingBottom: withTabBar ? `${TAB_BAR_HEIGHT_PX}px` : undefined }}>
      {withNavBar ? <NavBar title={route.title} /> : null}
      {blockedAt ? null : children}
      {withTabBar && <TabBar current={tab} />}
    </View>
  )
}
