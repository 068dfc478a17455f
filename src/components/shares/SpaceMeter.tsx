import { Text, View } from '@tarojs/components'
import type { CloudQuota } from '@types-contract/cloud'
import { quotaView } from '@/lib/cloudView'

/**
 * 已用 x / y (空间已满 when full) over the bar, red when full: the databank tab's card and the
 * library's top. `block` names the stylesheet's classes (`${block}__text`, `__bar`, `__used`),
 * each drawn by the space-meter mixin (components/styles/_spaceMeter.scss).
 */
export function SpaceMeter({ quota, block, testId }: { quota: CloudQuota; block: 'db-space' | 'cl-space'; testId: string }) {
  const view = quotaView(quota)
  return (
    <>
      <View className={`${block}__text`}>
        <Text data-testid={`${testId}-text`}>{view.text}</Text>
        {view.full ? <Text>空间已满</Text> : null}
      </View>
      <View className={`${block}__bar`}>
        <View className={`${block}__used${view.full ? ` ${block}__used--full` : ''}`} style={{ width: `${Math.round(view.ratio * 1000) / 10}%` }} />
      </View>
    </>
  )
}
