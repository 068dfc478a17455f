import { Button, Text, View } from '@tarojs/components'
import { HAS_SHARE_SHEET, copyText } from '@/platform/share'
import './CollectButton.scss'
import './ShareButton.scss'

/**
 * 分享 in a detail page's hero, beside 收藏 (docs/links.md). Mini-program: WeChat's share sheet (the
 * page answers with its card, platform/shareCard.ts). H5: copies the share link text
 * (core/shareLink.ts), which the app detects when a friend pastes it or opens the app.
 */
export function ShareButton({ linkText, testId }: { linkText: string; testId: string }) {
  if (HAS_SHARE_SHEET) {
    return (
      <Button className='collect-btn share-btn' openType='share' data-testid={testId}>
        分享
      </Button>
    )
  }
  return (
    <View
      className='collect-btn share-btn'
      role='button'
      data-testid={testId}
      onClick={() => void copyText(linkText, '分享口令已复制，发给同学即可打开', '复制失败，请稍后再试')}
    >
      <Text>分享</Text>
    </View>
  )
}
