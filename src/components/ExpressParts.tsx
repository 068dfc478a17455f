/**
 * A parcel's courier and timeline (print/expressInfo, the mall's bookMall/goodsExpress): both ask
 * the server's one courier interface (server/express) and answer PrintTracking. Moved here from
 * cloud/print so the market package shares it (subpackages never import each other).
 */
import { Text, View } from '@tarojs/components'
import type { PrintTracking } from '@types-contract/print'
import type { PrintOrderAddress } from '@types-contract/print'
import { chinaFormat } from '@core/chinaTime'
import { maskPhone } from '@core/phone'
import { addressLine } from '@/lib/addressForm'
import { copyText } from '@/platform/share'
import './ExpressParts.scss'

/** The courier, its state and the tracking number with 复制. */
export function ExpressHead({ tracking }: { tracking: PrintTracking }) {
  const { express } = tracking
  return (
    <View className='ex-card' data-testid='express-head'>
      <View className='ex-line'>
        <Text className='ex-title' data-testid='express-company'>
          {express.company_name}
        </Text>
        <Text className='ex-state' data-testid='express-state'>
          {tracking.state_name}
        </Text>
      </View>
      <View className='ex-no'>
        <Text>运单号</Text>
        <Text data-testid='express-no'>{express.tracking_no}</Text>
        <Text className='ex-copy' data-testid='express-copy' onClick={() => void copyText(express.tracking_no, '运单号已复制', '复制失败')}>
          复制
        </Text>
      </View>
    </View>
  )
}

/** The courier's events, newest first (as the server answers them), the newest marked. */
export function ExpressTimeline({ events }: { events: PrintTracking['events'] }) {
  return (
    <View className='ex-card'>
      <Text className='ex-title'>物流进度</Text>
      <View className='ex-timeline' data-testid='express-timeline'>
        {events.map((e, i) => (
          <View key={`${e.time}-${i}`} className={`ex-event${i === 0 ? ' ex-event--latest' : ''}`} data-testid='express-event'>
            <View className='ex-event__dot' />
            <Text className='ex-event__text'>{e.text}</Text>
            <Text className='ex-event__time'>{chinaFormat(e.time, 'YYYY-MM-DD HH:mm')}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** Who the parcel goes to: the receiver, the masked phone and the address on one line. */
export function ExpressReceiver({ address }: { address: PrintOrderAddress }) {
  return (
    <View className='ex-card' data-testid='express-address'>
      <Text className='ex-title'>{`收货人 ${address.name} ${maskPhone(address.mobile)}`}</Text>
      <Text className='ex-muted'>{addressLine(address)}</Text>
    </View>
  )
}
