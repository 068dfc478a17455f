import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ReactNode } from 'react'
import { LEARN_MORE } from '@core/permissions'
import { urlOf } from '../routes'
import { themeStore } from '../stores'
import { navigate } from './nav'
import './VipLock.scss'

export const VIP_PAGE_SPEC = 'pages/vip/index'

interface Props {
  /** true: the children are shown blurred under the 了解更多 overlay; false: as they are. */
  locked: boolean
  children: ReactNode
  /** Over the blur: what membership unlocks. */
  title?: string
  /** A second line, such as how much is hidden ('还有 36 所院校'). */
  count?: string
  testId?: string
}

/** The 了解更多 modal of a non-VIP (spec §6); its confirm button opens the membership page. */
export async function showLearnMore(): Promise<void> {
  const { confirm } = await Taro.showModal({
    title: LEARN_MORE.title,
    content: LEARN_MORE.content,
    confirmText: '去开通',
    cancelText: '再看看',
    confirmColor: themeStore.vars['--app-primary']
  })
  if (confirm) navigate(urlOf(VIP_PAGE_SPEC))
}

/**
 * The non-VIP content blur (spec §4): the children drawn blurred and out of reach of taps, with
 * the 了解更多 button over them. Visual only: data a non-VIP must not have should not be sent to
 * the app at all, so callers pass placeholder or preview children where it matters.
 */
export function VipLock({ locked, children, title = '开通会员，解锁全部功能', count, testId = 'vip-lock' }: Props) {
  if (!locked) return <>{children}</>
  return (
    <View className='vip-lock' data-testid={testId}>
      <View className='vip-lock__content' aria-hidden>
        {children}
      </View>
      <View className='vip-lock__overlay'>
        <Text className='vip-lock__badge'>VIP</Text>
        <Text className='vip-lock__title'>{title}</Text>
        {count ? <Text className='vip-lock__count'>{count}</Text> : null}
        <View className='vip-lock__button' role='button' data-testid={`${testId}-more`} onClick={() => void showLearnMore()}>
          <Text>了解更多</Text>
        </View>
      </View>
    </View>
  )
}
