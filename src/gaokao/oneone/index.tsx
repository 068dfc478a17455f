import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { ConsultService } from '@types-contract/edu'
import { listConsultServices } from '@/api/edu'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { pagedQuery, priceLabel } from '@/lib/edu'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { Pills } from '../components/Detail'
import { ListFoot, listStatus } from '../components/PagedList'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

const serviceKey = (s: ConsultService) => s.id

/** 一对一服务: the consultation services on offer, as cards (a short list: no windowing). */
export default function ConsultServices() {
  const list = usePagedList((page) => listConsultServices(pagedQuery({}, page), { quiet: true }), [], serviceKey)
  useReachBottom(() => list.loadMore())

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='oneone-page'>
        {listStatus({ list, emptyTitle: '暂无一对一服务', emptyHint: '服务上架后会在这里展示', testId: 'oneone' }) ?? (
          <>
            {list.state.items.map((s) => (
              <View key={s.id} className='edu-series' data-testid='oneone-item' onClick={() => navigate(urlOf('gaokao/oneone/oneoneDetail', { id: s.id }))}>
                <View className='edu-bar'>
                  <Text className='edu-series__name'>{s.title}</Text>
                  <Text className='edu-price edu-price--small'>{priceLabel(s.price)}</Text>
                </View>
                <Text className='edu-series__text'>
                  {s.expert_name} · {s.expert_title} · {s.duration_minutes} 分钟
                </Text>
                <Text className='edu-paragraph'>{s.summary}</Text>
                {s.tags.length ? <Pills items={s.tags} /> : null}
              </View>
            ))}
            <ListFoot list={list} source={sourceLabel(list.last?.source ?? undefined)} sourceTestId='oneone-source' />
          </>
        )}
      </View>
    </PageShell>
  )
}
