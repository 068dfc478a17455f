import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import '@/pages/webview/webview.scss'

const MALL = urlOf('bookMall/goodsPreview')

/**
 * 正在跳转 (docs/links.md): the old connector to a partner's art-supplies shop. No partner is
 * configured, so old links and menu entries are not dead ends: the page replaces itself with this
 * app's own mall (图书商城) at once.
 */
export default function RedirectToYishu() {
  useEffect(() => {
    Taro.redirectTo({ url: MALL }).catch(() => undefined)
  }, [])
  return (
    <PageShell>
      <View className='wv-page' data-testid='redirect-yishu'>
        <Text className='wv-wait'>正在前往图书商城…</Text>
      </View>
    </PageShell>
  )
}
