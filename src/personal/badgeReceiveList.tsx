import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { MedalReceipt } from '@types-contract/personalMedals'
import { fetchReceivedMedals } from '@/api/medals'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { chinaFormat } from '@core/chinaTime'
import { MEDAL_KIND_LABELS } from '@/lib/medalView'
import { urlOf } from '@/routes'
import { PagedStatus } from '@/components/PagedStatus'
import { MedalBadge } from './medal/MedalParts'

const keyOf = (r: MedalReceipt) => r.key

/**
 * 领取记录 (personal/badgeReceiveList): the medals I received, newest first, with the time each
 * came and where it came from (论坛 / 认证), paged at reach-bottom; a row opens the medal's page.
 */
export default function BadgeReceiveList() {
  const list = usePagedList<MedalReceipt>((page) => fetchReceivedMedals(page, { quiet: true }), [], keyOf)
  useReachBottom(() => list.loadMore())
  return (
    <PageShell>
      <View className='md-page md-page--list' data-testid='medal-receipts'>
        {list.state.items.map((r) => (
          <View key={r.key} className='md-row' data-testid='medal-receipt' data-key={r.key} onClick={() => navigate(urlOf('personal/medalDetail', { key: r.key }))}>
            <MedalBadge medalKey={r.key} name={r.name} held />
            <View className='md-row__text'>
              <Text className='md-row__name'>{r.name}</Text>
              <Text className='md-row__time'>{chinaFormat(r.awarded_at, 'YYYY-MM-DD HH:mm')} 获得</Text>
            </View>
            <Text className='md-row__kind'>{MEDAL_KIND_LABELS[r.kind]}</Text>
          </View>
        ))}
        <PagedStatus list={list} testId='medal-receipts' emptyTitle='还没有领取记录' emptyHint='在论坛回答问题、获得点赞或通过认证即可获得勋章' />
      </View>
    </PageShell>
  )
}
