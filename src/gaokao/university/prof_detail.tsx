import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import type { AdmissionLine, EnrollmentPlan } from '@types-contract/edu'
import type { DataSource } from '@types-contract/gaokao'
import { withErrorText } from '@/api/account'
import { getAdmission, getPlanHistory, getUniversity } from '@/api/gaokao'
import { CollectButton } from '@/components/CollectButton'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { cell, defaultProvince, majorHistory, majorTrend, metricViews, ofMajor, planHistory, planMeta } from '@core/admission'
import { decodeParam } from '@/lib/edu'
import { placeLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { DataTable, type Column } from '../components/lines/DataTable'
import { Choices, provinceChoice } from '../components/lines/Choices'
import { TrendCard } from '../components/lines/TrendCard'
import { DataStatus, SourceNote } from '../components/lines/Status'
import { useData, type Data } from '../components/lines/useData'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'

const lineColumns: Column<AdmissionLine>[] = [
  { title: '年份', cell: (l) => String(l.year), flex: 0.8 },
  { title: '科类', cell: (l) => l.track },
  { title: '批次', cell: (l) => l.batch, flex: 1.3, text: true },
  { title: '最低分', cell: (l) => cell(l.min_score), flex: 0.9 },
  { title: '最低位次', cell: (l) => cell(l.min_rank), flex: 1.1 },
  { title: '平均分', cell: (l) => cell(l.avg_score), flex: 0.9 }
]

const planColumns: Column<EnrollmentPlan>[] = [
  { title: '年份', cell: (p) => String(p.year), flex: 0.8 },
  { title: '科类', cell: (p) => p.track },
  { title: '选科要求', cell: (p) => p.subject_requirement || '不限', flex: 1.3 },
  { title: '计划', cell: (p) => String(p.plan_count), flex: 0.7 },
  { title: '学制 · 学费/年', cell: (p) => planMeta(p) || '—', flex: 1.5 }
]

interface HistoryCardProps<R> {
  title: string
  data: Data<{ source: DataSource } | null>
  columns: Column<R>[]
  /** This major's rows of the answer, by year. */
  rows: readonly R[]
  emptyTitle: string
  testId: string
  rowTestId: string
}

/** A card of this major's figures across years (lines or plans): the table and its source. */
function HistoryCard<R extends { year: number; track: string; batch: string }>({ title, data, columns, rows, emptyTitle, testId, rowTestId }: HistoryCardProps<R>) {
  return (
    <View className='gk-card' data-testid={testId}>
      <Text className='gk-card__title'>{title}</Text>
      <DataStatus data={data} isEmpty={() => !rows.length} emptyTitle={emptyTitle} testId={testId}>
        {(a) => (
          <>
            <DataTable columns={columns} rows={rows} keyOf={(r, i) => `${r.year}-${r.track}-${r.batch}-${i}`} testId={`${testId}-table`} rowTestId={rowTestId} />
            <SourceNote source={a.source} testId={`${testId}-source`} />
          </>
        )}
      </DataStatus>
    </View>
  )
}

/** One major of one institution: its lines and plans in a province across years. */
function ProfDetail() {
  const { params } = useRouter()
  const id = Number(params.id)
  const code = decodeParam(params.major_code) ?? ''
  const name = decodeParam(params.major_name) ?? ''
  const [province, setProvince] = useState(() => defaultProvince(userStore.data.province, decodeParam(params.province)))

  const page = usePageLoad(async () => {
    if (!Number.isInteger(id) || id <= 0 || (!code && !name)) throw new Error('专业不存在')
    return withErrorText(getUniversity(id, { quiet: true }), '院校信息加载失败')
  })
  const majorQuery = code ? { major_code: code } : {}
  const lines = useData(() => getAdmission(id, { province, kind: 'major', ...majorQuery }, { quiet: true }), [id, province, code], '分数线加载失败')
  const plans = useData(() => getPlanHistory(id, { province, ...majorQuery }, { quiet: true }), [id, province, code], '招生计划加载失败')

  const history = useMemo(() => majorHistory(ofMajor(lines.data?.lines ?? [], code, name)), [lines.data, code, name])
  const planList = useMemo(() => planHistory(ofMajor(plans.data?.plans ?? [], code, name)), [plans.data, code, name])
  const views = useMemo(() => metricViews((m) => majorTrend(history, m)), [history])
  const u = page.data

  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {u ? (
        <View className='gk-scroll-page' data-testid='prof-detail-page'>
          <View className='gk-hero'>
            <View className='collect-head'>
              <Text className='gk-hero__name' data-testid='prof-detail-name'>
                {name || code}
              </Text>
              {/* A major is kept by its catalogue code: one the plans list without a code cannot be. */}
              {code ? <CollectButton kind='prof' id={code} here={urlOf('university/prof_detail', { id, major_code: code, major_name: name })} /> : null}
            </View>
            <Text className='gk-hero__meta' data-testid='prof-detail-university' onClick={() => navigate(urlOf('university/detail', { id }))}>
              {u.name} · {placeLabel(u.province, u.city)}
              {code ? ` · 专业代码 ${code}` : ''}
            </Text>
          </View>

          <Choices choices={[provinceChoice('prof-province', province, setProvince)]} />

          <HistoryCard
            title='历年录取分数'
            data={lines}
            columns={lineColumns}
            rows={history}
            emptyTitle={`暂无该专业在${province}的录取分数`}
            testId='prof-lines'
            rowTestId='prof-line-row'
          />
          {history.length ? <TrendCard views={views} testId='prof-trend' /> : null}
          <HistoryCard
            title='历年招生计划'
            data={plans}
            columns={planColumns}
            rows={planList}
            emptyTitle={`暂无该专业在${province}的招生计划`}
            testId='prof-plans'
            rowTestId='prof-plan-row'
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ProfDetail)
