import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type ReactNode } from 'react'
import { PLATFORM } from '../env'
import { TAB_BAR_HEIGHT_PX } from '../lib/constants'
import { loginUrlFor, routeOfUrl } from '../lib/loginGuard'
import type { TabId } from '../routes'
import { themeStore, userStore } from '../stores'
import { TabBar } from './TabBar'
import './PageShell.scss'

interface Props {
  /** Set on the five tab pages: on H5 the app's own 64px tab bar is drawn under the content. */
  tab?: TabId
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
 * Every page's root: carries the theme's CSS variables and, on H5 tab pages, the tab bar.
 * Login guard for pages opened directly (a URL, a share, a reload): a needsLogin page opened
 * while logged out shows nothing and is replaced by the phone login page, which comes back here.
 * It checks once, when the page opens; a logout on an open page is the 401 catalogue's business.
 */
export const PageShell = observer(function PageShell({ tab, children }: Props) {
  const [blockedAt] = useState(() => {
    const url = currentUrl()
    return routeOfUrl(url)?.needsLogin && !userStore.isLoggedIn ? url : undefined
  })
  useEffect(() => {
    if (blockedAt) Taro.redirectTo({ url: loginUrlFor(blockedAt) }).catch(() => undefined)
  }, [blockedAt])
  const withTabBar = tab !== undefined && PLATFORM === 'h5'
  return (
    <View className='page-shell' style={{ ...themeStore.vars, paddingBottom: withTabBar ? `${TAB_BAR_HEIGHT_PX}px` : undefined }}>
      {blockedAt ? null : children}
      {withTabBar && <TabBar current={tab} />}
    </View>
  )
})
