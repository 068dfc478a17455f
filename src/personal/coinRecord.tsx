import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { CoinChange } from '@types-contract/personalTasks'
import { refreshUser } from '@/api/account'
import { fetchCoinChanges } from '@/api/personalTasks'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { chinaFormat } from '@core/chinaTime'
import { coinDelta } from '@/lib/taskCentreView'
import { userStore } from '@/stores'
import { PagedStatus } from '@/components/PagedStatus'
import './components/coinRecord.scss'

const keyOf = (c: CoinChange) => c.id

/** 金币记录: my coins now, then every change newest first (earned in colour, spent in grey) with the balance after it, paged at reach-bottom. */
function CoinRecordPage() {
  const list = usePagedList<CoinChange>((page) => fetchCoinChanges(page, { quiet: true }), [], keyOf)
  useReachBottom(() => list.loadMore())
  useDidShow(() => void refreshUser())
  return (
    <PageShell>
      <View className='cr-page' data-testid='coin-record'>
        <View className='cr-head'>
          <Text className='cr-head__label'>当前金币</Text>
          <Text className='cr-head__num'>{userStore.data.num_coins}</Text>
        </View>
        <View className='cr-list' data-loaded={String(list.state.loaded && !list.state.loading)}>
          {list.state.items.map((change) => {
            const delta = coinDelta(change.delta)
            return (
              <View key={change.id} className='cr-row' data-testid='coin-row' data-reason={change.reason}>
                <View className='cr-row__main'>
                  <Text className='cr-row__title'>{change.title}</Text>
                  <Text className='cr-row__time'>{chinaFormat(change.created_at, 'YYYY-MM-DD HH:mm')}</Text>
                </View>
                <View className='cr-row__side'>
                  <Text className={`cr-row__delta${delta.earned ? ' cr-row__delta--earned' : ''}`} data-testid='coin-delta'>
                    {delta.text}
                  </Text>
                  <Text className='cr-row__balance'>余额 {change.balance_after}</Text>
                </View>
              </View>
            )
          })}
          <PagedStatus list={list} testId='coin-record' emptyTitle='还没有金币记录' emptyHint='签到和完成任务都能获得金币' />
        </View>
      </View>
    </PageShell>
  )
}

export default observer(CoinRecordPage)
