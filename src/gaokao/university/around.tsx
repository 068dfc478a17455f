import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import { placeStore } from '@/stores/place'
import { NearbyList } from '../components/lines/NearbyList'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'

/** 周边大学: institutions near the place chosen on the choose-location page, nearest first. */
function Around() {
  const place = placeStore.place
  const choose = () => navigate(urlOf('choose-location'))
  return (
    <PageShell>
      <View className='gk-page' data-testid='around-page'>
        <View className='gk-top'>
          <View className='nb-place' data-testid='around-place' onClick={choose}>
            <Text className='nb-place__label' data-testid='around-place-label'>
              {place ? `位置：${place.label}` : '尚未选择位置'}
            </Text>
            <Text className='gk-link'>{place ? '更换 ›' : '去选择 ›'}</Text>
          </View>
        </View>
        {place ? (
          <NearbyList point={place} testId='around-list' />
        ) : (
          <EmptyState title='选择一个位置' hint='选好城市后，按距离列出附近的大学' testId='around-empty'>
            <View className='gk-btn ln-empty-btn' data-testid='around-choose' onClick={choose}>
              选择位置
            </View>
          </EmptyState>
        )}
      </View>
    </PageShell>
  )
}

export default observer(Around)
