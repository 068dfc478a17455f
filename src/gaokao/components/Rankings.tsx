/**
 * Ranking lists grouped into yearly series: the loader, the series card and the catalogue of
 * one kind (rank/wonderful, university, profession, rankSelect).
 * Kept in one module on purpose: the H5 build splits every module shared by a different set of
 * pages into its own async chunk (splitChunks minSize 0), and each chunk adds an entry to the
 * chunk map in the app's entry script, whose size budget is tight.
 */
import { Text, View } from '@tarojs/components'
import type { RankingKind } from '@types-contract/edu'
import { withErrorText } from '@/api/account'
import { getRankingLists } from '@/api/edu'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { RANKING_KIND_LABEL, rankingSeries, type RankingSeries } from '@/lib/edu'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** The ranking lists (of one kind, or all), grouped into yearly series, and their source line. */
export function useRankingSeries(kind?: RankingKind) {
  return usePageLoad(async () => {
    const { results } = await withErrorText(getRankingLists(kind, { quiet: true }), '榜单加载失败')
    return { series: rankingSeries(results), source: sourceLabel(results[0]?.source) }
  })
}

const openList = (id: number) => navigate(urlOf('rank/rankList', { id }))

/** A ranking series: name, publisher and subject; the card opens its newest year, a year chip that year. */
export function SeriesCard({ series }: { series: RankingSeries }) {
  const newest = series.years[0]
  return (
    <View className='edu-series' data-testid='rank-series' onClick={() => openList(newest.id)}>
      <Text className='edu-series__name'>{series.name}</Text>
      <Text className='edu-series__text'>{[series.publisher, series.subject].filter(Boolean).join(' · ')}</Text>
      <View className='gk-chips' style={{ flexWrap: 'wrap' }}>
        {series.years.map((y) => (
          <Text
            key={y.id}
            className={`gk-chip${y === newest ? ' gk-chip--on' : ''}`}
            data-testid='rank-series-year'
            onClick={(e) => {
              e.stopPropagation()
              openList(y.id)
            }}
          >
            {y.year}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** The ranking series of one kind (rank/university, rank/profession). */
export function RankingCatalog({ kind }: { kind: RankingKind }) {
  const { state, data, reload } = useRankingSeries(kind)
  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {data ? (
        <View className='gk-scroll-page' data-testid={`rank-${kind}-page`}>
          {data.series.length ? (
            data.series.map((s) => <SeriesCard key={s.key} series={s} />)
          ) : (
            <EmptyState title={`暂无${RANKING_KIND_LABEL[kind]}`} hint='榜单数据导入后即可查看' testId='rank-empty' />
          )}
          <Text className='gk-source' data-testid='rank-source'>
            {data.source}
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}
