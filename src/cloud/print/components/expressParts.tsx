import { Text, View } from '@tarojs/components'
import type { PrintTracking } from '@types-contract/print'
import { chinaFormat } from '@core/chinaTime'
import { copyText } from '@/platform/share'
import './order.scss'

/** The courier, its state and the tracking number with 复制. */
export function ExpressHead({ tracking }: { tracking: PrintTracking }) {
  const { express } = tracking
  return (
    <View className='po-card' data-testid='express-head'>
      <View className='po-line'>
        <Text className='po-card__title' data-testid='express-company'>
          {express.company_name}
        </Text>
        <Text className='po-order__status' data-testid='express-state'>
          {tracking.state_name}
        </Text>
      </View>
      <View className='po-express__no'>
        <Text>运单号</Text>
        <Text data-testid='express-no'>{express.tracking_no}</Text>
        <Text className='po-copy' data-testid='express-copy' onClick={() => void copyText(express.tracking_no, '运单号已复制', '复制失败')}>
          复制
        </Text>
      </View>
    </View>
  )
}

/** The courier's events, newest first (as the server answers them), the newest marked. */
export function ExpressTimeline({ events }: { events: PrintTracking['events'] }) {
  return (
    <View className='po-card'>
      <Text className='po-card__title'>物流进度</Text>
      <View className='po-timeline' data-testid='express-timeline'>
        {events.map((e, i) => (
          <View key={`${e.time}-${i}`} className={`po-event${i === 0 ? ' po-event--latest' : ''}`} data-testid='express-event'>
            <View className='po-event__dot' />
            <Text className='po-event__text'>{e.text}</Text>
            <Text className='po-event__time'>{chinaFormat(e.time, 'YYYY-MM-DD HH:mm')}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
