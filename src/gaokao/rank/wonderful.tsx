import { Text, View } from '@tarojs/components'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { RANKING_KIND_LABEL } from '@/lib/edu'
import { urlOf } from '@/routes'
import { SeriesCard, useRankingSeries } from '../components/Rankings'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** 精选榜单: the way into the university and major rankings, and every series' latest list. */
export default function WonderfulRankings() {
  const { state, data, reload } = useRankingSeries()
  const count = (kind: 'university' | 'profession') => data?.series.filter((s) => s.kind === kind).length ?? 0

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='rank-wonderful-page'>
        <View className='edu-entries'>
          <View className='edu-entry' data-testid='rank-entry-university' onClick={() => navigate(urlOf('rank/university'))}>
            <Text className='edu-entry__title'>{RANKING_KIND_LABEL.university}</Text>
            <Text className='edu-entry__text'>{data ? `${count('university')} 个榜单` : '综合实力排名'}</Text>
          </View>
          <View className='edu-entry edu-entry--alt' data-testid='rank-entry-profession' onClick={() => navigate(urlOf('rank/profession'))}>
            <Text className='edu-entry__title'>{RANKING_KIND_LABEL.profession}</Text>
            <Text className='edu-entry__text'>{data ? `${count('profession')} 个榜单` : '按专业看院校'}</Text>
          </View>
        </View>
        <LoadView state={state} onRetry={reload} />
        {data ? (
          <>
            <Text className='edu-section-title'>全部榜单</Text>
            {data.series.length ? (
              data.series.map((s) => <SeriesCard key={s.key} series={s} />)
            ) : (
              <EmptyState title='暂无榜单' hint='榜单数据导入后即可查看' testId='rank-empty' />
            )}
            <Text className='gk-source' data-testid='rank-source'>
              {data.source}
            </Text>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
