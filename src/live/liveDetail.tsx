import { Image, Text, View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { PayMethodPicker } from '@/components/PayMethodPicker'
import { priceText, timeLine } from '@/lib/liveView'
import { DemoTag, StateTag } from './components/liveParts'
import { useLiveDetail } from './components/useLiveDetail'
import './components/live.scss'

/**
 * 直播详情 (live/liveDetail?id=): the cover, title, state, time, host, price and description, and
 * the button at the bottom: 进入直播间 (观看回放 after the end), or for a paid session without a
 * ticket the pay methods and 购买. State in components/useLiveDetail.ts, rules in lib/liveView.ts.
 */
export default function LiveDetail() {
  const d = useLiveDetail()
  const s = d.load.data
  return (
    <PageShell>
      <LoadView state={d.load.state} onRetry={d.load.reload} />
      {s && d.action ? (
        <View className='lv-detail' data-testid='live-detail' data-id={String(s.id)}>
          <View className='lv-detail__cover'>
            {s.cover_url ? (
              <Image className='lv-detail__image' src={s.cover_url} mode='aspectFill' imgProps={{ alt: '' }} />
            ) : (
              <View className='lv-detail__image lv-card__image--blank' />
            )}
            <StateTag session={s} />
            {s.is_demo ? <DemoTag /> : null}
          </View>
          <View className='lv-detail__card'>
            <Text className='lv-detail__title'>{s.title}</Text>
            <View className='lv-detail__row'>
              <Text className='lv-detail__label'>主讲</Text>
              <Text>{s.host}</Text>
            </View>
            {s.institution_name ? (
              <View className='lv-detail__row'>
                <Text className='lv-detail__label'>院校</Text>
                <Text>{s.institution_name}</Text>
              </View>
            ) : null}
            {s.group_title ? (
              <View className='lv-detail__row'>
                <Text className='lv-detail__label'>系列</Text>
                <Text>{s.group_title}</Text>
              </View>
            ) : null}
            <View className='lv-detail__row'>
              <Text className='lv-detail__label'>时间</Text>
              <Text>{timeLine(s)}</Text>
            </View>
            <View className='lv-detail__row'>
              <Text className='lv-detail__label'>价格</Text>
              <Text className={s.price_fen ? 'lv-card__price--paid' : ''} data-testid='live-price'>
                {priceText(s.price_fen)}
                {s.price_fen && s.has_ticket ? '（已购买）' : ''}
              </Text>
            </View>
          </View>
          <View className='lv-detail__card'>
            <Text className='lv-detail__subtitle'>直播介绍</Text>
            <Text className='lv-detail__text'>{s.description}</Text>
          </View>
          <View className='lv-detail__bar'>
            {d.action.kind === 'buy' ? <PayMethodPicker value={d.method} onChange={d.setMethod} /> : null}
            {d.error ? <Text className='lv-detail__error'>{d.error}</Text> : null}
            <Text
              className={`lv-detail__button${d.action.kind === 'none' || d.busy ? ' lv-detail__button--off' : ''}${d.action.kind === 'buy' ? ' lv-detail__button--buy' : ''}`}
              data-testid='live-action'
              data-kind={d.action.kind}
              onClick={d.act}
            >
              {d.busy ? '请稍候…' : d.action.label}
            </Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
