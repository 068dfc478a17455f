import { OfficialAccount, Text, View, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/components/PageShell'
import { BRAND } from '@/env'
import { copyText } from '@/platform/share'
import { isAllowedWebUrl, WECHAT_ARTICLE_HOST } from '@core/webTargets'
import '../webview/webview.scss'

/**
 * 公众号 (docs/links.md): with ?url= of a WeChat article (mp.weixin.qq.com only) the article in the
 * web view; otherwise the brand's official account: on the mini-program WeChat's follow card
 * (OfficialAccount), everywhere its name with 复制名称, to search in WeChat.
 */
export default function WxMediaPlatform() {
  const { params } = useRouter()
  const url = params.url ? decodeURIComponent(params.url) : ''
  if (url && isAllowedWebUrl(url, [WECHAT_ARTICLE_HOST])) return <WebView src={url} />
  return (
    <PageShell>
      <View className='wv-page' data-testid='wx-media-page'>
        {process.env.TARO_ENV === 'weapp' ? <OfficialAccount /> : null}
        <Text className='wv-title'>关注{BRAND.appName}公众号</Text>
        <Text className='wv-wait'>高考资讯、志愿填报提醒和活动通知，第一时间送达</Text>
        <Text className='wv-wait'>在微信中搜索公众号「{BRAND.appName}」即可关注</Text>
        <View className='wv-btn' data-testid='wx-media-copy' onClick={() => void copyText(BRAND.appName, '公众号名称已复制', '复制失败，请手动搜索')}>
          复制公众号名称
        </View>
      </View>
    </PageShell>
  )
}
