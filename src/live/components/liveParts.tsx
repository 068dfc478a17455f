import { Image, Text, View } from '@tarojs/components'
import type { LiveSessionCard as Card } from '@types-contract/live'
import { priceText, stateName, timeLine } from '@/lib/liveView'

export const DemoTag = () => <Text className='lv-demo-tag'>示例数据</Text>

export const StateTag = ({ session }: { session: Pick<Card, 'state'> }) => (
  <Text className={`lv-state lv-state--${session.state}`} data-testid='live-state'>
    {stateName(session)}
  </Text>
)

/** A session in a list: cover with its state, title, host, time and price. */
export function SessionCard({ session, onOpen }: { session: Card; onOpen: () => void }) {
  return (
    <View className='lv-card' data-testid='live-card' data-id={String(session.id)} onClick={onOpen}>
      <View className='lv-card__cover'>
        {session.cover_url ? (
          <Image className='lv-card__image' src={session.cover_url} mode='aspectFill' imgProps={{ alt: '' }} />
        ) : (
          <View className='lv-card__image lv-card__image--blank' />
        )}
        <StateTag session={session} />
        {session.is_demo ? <DemoTag /> : null}
      </View>
      <View className='lv-card__body'>
        <Text className='lv-card__title'>{session.title}</Text>
        <Text className='lv-card__line'>{session.institution_name ?? session.host}</Text>
        <View className='lv-card__foot'>
          <Text className='lv-card__time'>{timeLine(session)}</Text>
          <Text className={`lv-card__price${session.price_fen ? ' lv-card__price--paid' : ''}`}>{priceText(session.price_fen)}</Text>
        </View>
      </View>
    </View>
  )
}
