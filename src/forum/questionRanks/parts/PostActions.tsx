import { Button, Text, View } from '@tarojs/components'
import { countText } from '@/lib/countText'
import { HAS_SHARE_SHEET } from '@/platform/share'
import type { FavoriteControl } from '../useFavorite'
import './postActions.scss'

interface PillProps {
  label: string
  /** Shown after the label (k/w, lib/countText.ts), test id `<testId>-count`; none: a label alone. */
  count?: number
  on?: boolean
  busy?: boolean
  testId: string
  onClick: () => void
}

/** One action of a post page's action row (赞, 收藏, 分享): a rounded button, filled when on. */
export function ActionPill({ label, count, on = false, busy = false, testId, onClick }: PillProps) {
  return (
    <View className={`pa-pill${on ? ' pa-pill--on' : ''}${busy ? ' pa-pill--busy' : ''}`} data-testid={testId} role='button' aria-pressed={on} onClick={onClick}>
      <Text>{label}</Text>
      {count !== undefined ? <Text data-testid={`${testId}-count`}>{countText(count)}</Text> : null}
    </View>
  )
}

/** 收藏 N / 已收藏 N (useFavorite). */
export function FavoritePill({ control, testId }: { control: FavoriteControl; testId: string }) {
  return (
    <ActionPill label={control.favorited ? '已收藏' : '收藏'} count={control.count} on={control.favorited} busy={control.busy} testId={testId} onClick={control.toggle} />
  )
}

/**
 * 分享: on the mini-program a share button (WeChat's sheet; the page answers useShareAppMessage, see
 * usePostShare), on H5 a tap that copies the post's link (platform/share.ts).
 */
export function SharePill({ onCopy, testId }: { onCopy: () => void; testId: string }) {
  if (HAS_SHARE_SHEET) {
    return (
      <Button className='pa-pill pa-pill--button' openType='share' data-testid={testId}>
        分享
      </Button>
    )
  }
  return <ActionPill label='分享' testId={testId} onClick={onCopy} />
}
