import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import type { BatchLine, BatchLineResponse } from '@types-contract/edu'
import type { Track } from '@types-contract/gaokao'
import { getBatchLines } from '@/api/gaokao'
import { PageShell } from '@/components/PageShell'
import { batchRows, cell, defaultProvince, distinct, metricViews, pickOption } from '@core/admission'
import { mainBatchTrend, trendSourcesNote } from '@/lib/batchTrendView'
import { decodeParam } from '@/lib/edu'
import { batchTableSource, tableProvenance } from '@/lib/tableSource'
import { userStore } from '@/stores'
import { DataTable, type Column } from '../components/lines/DataTable'
import { Choices, provinceChoice, trackChoice, yearChoice } from '../components/lines/Choices'
import { TrendCard } from '../components/lines/TrendCard'
import { DataStatus, SourceNote } from '../components/lines/Status'
import { useData } from '../components/lines/useData'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'

const columns: Column<BatchLine>[] = [
  { title: '批次', cell: (l) => l.batch, flex: 2, text: true },
  { title: '分数线', cell: (l) => cell(l.score) },
  { title: '对应位次', cell: (l) => cell(l.rank), flex: 1.2 }
]

function BatchContent({ answer, onProvince }: { answer: BatchLineResponse; onProvince: (p: string) => void }) {
  const [want, setWant] = useState<{ year?: number; track?: Track }>({})
  const year = pickOption(answer.years, want.year)
  // Tracks change with the reform year, so the ones offered are those of the chosen year.
  const tracks = distinct(answer.lines.filter((l) => l.year === year).map((l) => l.track))
  const track = pickOption(tracks, want.track)
  const rows = batchRows(answer.lines, track, year)
  const source = batchTableSource(answer, year, track)
  const provenance = tableProvenance(source)
  const views = useMemo(() => metricViews((m) => mainBatchTrend(answer.lines, track, m)), [answer.lines, track])
  const trendSources = trendSourcesNote(answer.sources, track)
  return (
    <>
      <Choices
        choices={[
          provinceChoice('scoreline-province', answer.province, onProvince),
          yearChoice('scoreline-year', answer.years, year, (y) => setWant((w) => ({ ...w, year: y }))),
          trackChoice('scoreline-track', tracks, track, (t) => setWant((w) => ({ ...w, track: t })))
        ]}
      />
      <DataTable columns={columns} rows={rows} keyOf={(l) => `${l.batch}-${l.track}`} testId='scoreline-table' rowTestId='scoreline-row' />
      <SourceNote source={source} testId='scoreline-source' />
      {provenance ? (
        <Text className='gk-source' data-testid='scoreline-provenance'>
          {provenance}
        </Text>
      ) : null}
      <TrendCard views={views} title={`${answer.province}${track ?? ''}历年批次线`} nested testId='scoreline-trend' />
      {trendSources ? (
        <Text className='ln-note' data-testid='scoreline-trend-sources'>
          {trendSources}
        </Text>
      ) : null}
    </>
  )
}

/** 分数线: a province's batch control lines by year and track, with their trend. */
function ScoreLine() {
  const { params } = useRouter()
  const [province, setProvince] = useState(() => defaultProvince(userStore.data.province, decodeParam(params.province)))
  const answer = useData(() => getBatchLines({ province }, { quiet: true }), [province], '分数线加载失败')
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='scoreline-page'>
        <View className='gk-card'>
          <Text className='gk-card__title'>{province}高考批次线</Text>
          <DataStatus
            data={answer}
            isEmpty={(a) => !a.lines.length}
            emptyTitle={`暂无${province}的批次线`}
            emptyHint='可切换省份查看'
            emptyAction={<Choices choices={[provinceChoice('scoreline-province', province, setProvince)]} />}
            testId='scoreline'
          >
            {(a) => <BatchContent answer={a} onProvince={setProvince} />}
          </DataStatus>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ScoreLine)
