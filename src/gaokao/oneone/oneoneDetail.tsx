import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { getConsultService } from '@/api/edu'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { BRAND } from '@/env'
import { priceLabel } from '@/lib/edu'
import { Card, Kv, Paragraphs, Pills, useRecordFromRoute } from '../components/Detail'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/**
 * One consultation service. Buying it online comes with the payment issue: until then the buy
 * button is shown disabled as 即将开放 and the brand's support line takes bookings.
 */
export default function ConsultServiceDetail() {
  const { state, data: s, reload } = useRecordFromRoute(getConsultService, '服务不存在', '服务详情加载失败')
  const call = () => Taro.makePhoneCall({ phoneNumber: BRAND.supportPhone }).catch(() => undefined)

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {s ? (
        <View className='gk-scroll-page' data-testid='oneone-detail-page'>
          <View className='gk-hero'>
            <Text className='gk-hero__name' data-testid='oneone-detail-title'>
              {s.title}
            </Text>
            <Text className='gk-hero__meta'>
              {s.expert_name} · {s.expert_title}
            </Text>
          </View>
          <Card title='服务信息'>
            <Kv k='服务时长' v={`${s.duration_minutes} 分钟`} />
            <Kv k='价格' v={priceLabel(s.price)} testId='oneone-detail-price' />
          </Card>
          {s.tags.length ? <Pills items={s.tags} /> : null}
          <Paragraphs items={[s.summary, ...s.paragraphs].filter(Boolean)} testId='oneone-detail-body' />
          <View className='edu-pad-bottom' />
          <View className='edu-buybar'>
            <View className='edu-buybar__row'>
              <Text className='edu-price'>{priceLabel(s.price)}</Text>
              <View className='gk-btn gk-btn--disabled' data-testid='oneone-buy' aria-disabled>
                即将开放
              </View>
            </View>
            <Text className='edu-buybar__note' data-testid='oneone-contact' onClick={call}>
              在线购买即将开放，预约请致电客服 {BRAND.supportPhone}
            </Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
