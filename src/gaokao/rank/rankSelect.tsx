import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { RANKING_KIND_LABEL, decodeParam, rankSelection } from '@/lib/edu'
import { urlOf } from '@/routes'
import { useProvinces } from '../components/Filters'
import { useRankingSeries } from '../components/Rankings'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

interface Option {
  value: string
  label: string
}

function Choices({ title, options, value, onPick, testId }: { title: string; options: Option[]; value: string; onPick: (v: string) => void; testId: string }) {
  return (
    <View className='gk-card' data-testid={testId}>
      <Text className='gk-card__title'>{title}</Text>
      <View className='gk-options'>
        {options.map((o) => (
          <View key={o.value || 'all'} className={`gk-option${o.value === value ? ' gk-option--on' : ''}`} data-testid='select-option' onClick={() => onPick(o.value)}>
            <Text>{o.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** Choose the list (series), its year and a province, then open those entries (replacing this page). */
export default function RankingSelect() {
  const { params } = useRouter()
  const openedId = Number(params.id)
  const openedProvince = decodeParam(params.province) ?? ''
  const { state, data, reload } = useRankingSeries()
  const provinces = useProvinces()
  const [picked, setPicked] = useState<{ key?: string; year?: number }>({})
  const [province, setProvince] = useState(openedProvince)
  const series = data?.series ?? []
  const choice = rankSelection(series, openedId, picked)

  const go = (id: number, p: string) => Taro.redirectTo({ url: urlOf('rank/rankList', { id, ...(p ? { province: p } : {}) }) }).catch(() => undefined)

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {data && !choice ? <EmptyState title='暂无榜单' hint='榜单数据导入后即可查看' testId='rank-empty' /> : null}
      {choice ? (
        <View className='gk-page' data-testid='rank-select-page'>
          <ScrollView scrollY className='gk-list'>
            <View className='gk-scroll-page'>
              <Choices
                title='榜单'
                testId='rank-select-series'
                value={choice.series.key}
                options={series.map((s) => ({ value: s.key, label: `${s.name}${s.subject ? ` · ${s.subject}` : ''}（${RANKING_KIND_LABEL[s.kind]}）` }))}
                onPick={(key) => setPicked({ key })}
              />
              <Choices
                title='年份'
                testId='rank-select-year'
                value={String(choice.year)}
                options={choice.series.years.map((y) => ({ value: String(y.year), label: `${y.year}年` }))}
                onPick={(v) => setPicked({ key: choice.series.key, year: Number(v) })}
              />
              <Choices
                title='院校所在省份'
                testId='rank-select-province'
                value={province}
                options={[{ value: '', label: '全国' }, ...provinces.map((p) => ({ value: p, label: p }))]}
                onPick={setProvince}
              />
              <Text className='gk-source'>{data?.source}</Text>
            </View>
          </ScrollView>
          <View className='edu-footbar'>
            {Number.isInteger(openedId) && openedId > 0 ? (
              <View className='gk-btn gk-btn--ghost' data-testid='rank-select-cancel' onClick={() => go(openedId, openedProvince)}>
                取消
              </View>
            ) : null}
            <View className='gk-btn' data-testid='rank-select-confirm' onClick={() => go(choice.id, province)}>
              查看榜单
            </View>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
