import { Text, View, WebView } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { BRAND } from '@/env'
import { guardedUrl, HOME_URL, isTabUrl } from '@/lib/loginGuard'
import { appTargetRules } from '@/lib/linkTargets'
import { userStore } from '@/stores'
import { REFUSAL_TEXT, webTargetOf } from '@core/webTargets'
import './webview.scss'

/**
 * The three web view pages (docs/links.md): the target comes from optionData or redirect_params and
 * is checked against the allow-list (core/webTargets.ts). An allowed https page shows in the web view
 * (pc on H5: the browser opens it itself, a desktop site rarely allows a frame); an in-app path
 * replaces this page; anything else shows the error page and opens nothing.
 *  - index: the web view under the navigation bar, titled by optionData's title;
 *  - index_without_nav: the same without touching the title (the opened page names itself);
 *  - pc: a desktop page.
 */
export function WebTarget({ mode }: { mode: 'index' | 'bare' | 'pc' }) {
  const { params } = useRouter()
  const target = useMemo(() => webTargetOf(params, appTargetRules(BRAND.openInApp.officialSite)), [params])

  useEffect(() => {
    if (target.kind === 'page') {
      const url = target.url
      ;(isTabUrl(url) ? Taro.switchTab({ url: url.split('?')[0] }) : Taro.redirectTo({ url: guardedUrl(url, userStore.isLoggedIn) })).catch(() => undefined)
    } else if (target.kind === 'web') {
      if (mode === 'index' && target.title) Taro.setNavigationBarTitle({ title: target.title }).catch(() => undefined)
      if (mode === 'pc' && process.env.TARO_ENV === 'h5') window.location.assign(target.url)
    }
  }, [target, mode])

  if (target.kind === 'web' && !(mode === 'pc' && process.env.TARO_ENV === 'h5')) {
    return <WebView src={target.url} data-testid='webview-frame' />
  }
  return (
    <PageShell>
      <View className='wv-page' data-testid='webview-page' data-kind={target.kind}>
        {target.kind === 'refused' ? (
          <EmptyState title='无法打开此链接' hint={REFUSAL_TEXT[target.reason]} testId='webview-refused'>
            <View className='wv-btn' data-testid='webview-home' onClick={() => void Taro.switchTab({ url: HOME_URL }).catch(() => undefined)}>
              返回首页
            </View>
          </EmptyState>
        ) : (
          <Text className='wv-wait' data-testid='webview-opening'>
            正在打开…
          </Text>
        )}
      </View>
    </PageShell>
  )
}
