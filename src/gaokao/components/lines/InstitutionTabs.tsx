/**
 * The data tabs of university/detail: 历年分数线, 招生计划 and 开设专业 of one institution in one
 * province. Each loads its own answer; the shaping is lib/admission.ts.
 */
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { AdmissionLine, AdmissionResponse, EnrollmentPlan, PlanResponse } from '@types-contract/edu'
import type { Track } from '@types-contract/gaokao'
import { getAdmission, getPlans } from '@/api/gaokao'
import { navigate } from '@/components/nav'
import {
  admissionTrend,
  cell,
  distinct,
  institutionLines,
  majorLines,
  majorsFromPlans,
  metricViews,
  openMajorMeta,
  pickOption,
  planMeta,
  planRows,
  planTotal,
  yearsOf,
  type OpenMajor
} from '@core/admission'
import { urlOf } from '@/routes'
import { Choices, optionsOf, provinceChoice, trackChoice, yearChoice, type Choice } from './Choices'
import { DataTable, type Column } from './DataTable'
import { TrendCard } from './TrendCard'
import { DataStatus, SourceNote } from './Status'
import { useData } from './useData'

interface TabProps {
  id: number
  province: string
  onProvince: (province: string) => void
}

/** The 全部 option of a sheet. */
const ALL = ''

/** prof_detail of one of the institution's majors. */
export function openMajor(id: number, province: string, major: { code: string; name: string }): void {
  navigate(urlOf('university/prof_detail', { id, province, major_code: major.code, major_name: major.name }))
}

const lineColumns = (withGroups: boolean): Column<AdmissionLine>[] => [
  { title: '年份', cell: (l) => String(l.year), flex: 0.8 },
  { title: '批次', cell: (l) => l.batch, flex: 1.4, text: true },
  ...(withGroups ? [{ title: '专业组', cell: (l: AdmissionLine) => l.group_code || '—', flex: 0.9 }] : []),
  { title: '最低分', cell: (l) => cell(l.min_score), flex: 0.9 },
  { title: '最低位次', cell: (l) => cell(l.min_rank), flex: 1.1 },
  { title: '平均分', cell: (l) => cell(l.avg_score), flex: 0.9 }
]

const majorLineColumns: Column<AdmissionLine>[] = [
  { title: '专业', cell: (l) => l.major_name, flex: 2.4, text: true },
  { title: '最低分', cell: (l) => cell(l.min_score) },
  { title: '最低位次', cell: (l) => cell(l.min_rank), flex: 1.2 }
]

/** 历年分数线: the institution's lines by year and batch, their trend, and one year's major lines. */
export function AdmissionTab({ id, province, onProvince }: TabProps) {
  const answer = useData(() => getAdmission(id, { province }, { quiet: true }), [id, province], '分数线加载失败')
  return (
    <View className='gk-card' data-testid='uni-lines'>
      <Text className='gk-card__title'>历年分数线</Text>
      <DataStatus
        data={answer}
        isEmpty={(a) => !a.lines.length}
        emptyTitle={`暂无${province}的录取分数线`}
        emptyHint='可切换省份查看'
        emptyAction={<Choices choices={[provinceChoice('uni-lines-province', province, onProvince)]} />}
        testId='uni-lines'
      >
        {(a) => <AdmissionContent id={id} answer={a} onProvince={onProvince} />}
      </DataStatus>
    </View>
  )
}

function AdmissionContent({ id, answer, onProvince }: { id: number; answer: AdmissionResponse; onProvince: (p: string) => void }) {
  const [want, setWant] = useState<{ track?: Track; batch?: string; year?: number }>({})
  const { lines, province } = answer
  const track = pickOption(answer.tracks, want.track)
  const batches = distinct(institutionLines(lines, track).map((l) => l.batch))
  const batch = want.batch && batches.includes(want.batch) ? want.batch : undefined
  const rows = institutionLines(lines, track, batch)
  const majorYears = yearsOf(lines.filter((l) => l.kind === 'major' && l.track === track))
  const year = pickOption(majorYears, want.year)
  const majors = majorLines(lines, track, year, batch)
  const views = useMemo(() => metricViews((m) => admissionTrend(lines, track, m, batch)), [lines, track, batch])

  const choices: Choice[] = [
    provinceChoice('uni-lines-province', province, onProvince),
    trackChoice('uni-lines-track', answer.tracks, track, (t) => setWant((w) => ({ ...w, track: t }))),
    ...(batches.length > 1
      ? [
          {
            id: 'uni-lines-batch',
            title: '选择批次',
            display: batch ?? '全部批次',
            value: batch ?? ALL,
            options: [{ value: ALL, label: '全部批次' }, ...optionsOf(batches)],
            onPick: (v: string) => setWant((w) => ({ ...w, batch: v || undefined }))
          }
        ]
      : [])
  ]

  return (
    <>
      <Choices choices={choices} />
      <DataTable
        columns={lineColumns(rows.some((l) => l.kind === 'group'))}
        rows={rows}
        keyOf={(l, i) => `${l.year}-${l.batch}-${l.group_code}-${i}`}
        testId='uni-lines-table'
        rowTestId='uni-line-row'
      />
      <TrendCard views={views} nested testId='uni-lines-trend' />
      {majorYears.length ? (
        <View className='ln-block' data-testid='uni-major-lines'>
          <View className='ln-card-head'>
            <Text className='gk-card__title'>专业分数线</Text>
            <Choices choices={[yearChoice('uni-major-lines-year', majorYears, year, (y) => setWant((w) => ({ ...w, year: y })))]} />
          </View>
          <DataTable
            columns={majorLineColumns}
            rows={majors}
            keyOf={(l, i) => `${l.major_code}-${l.batch}-${i}`}
            onRowClick={(l) => openMajor(id, province, { code: l.major_code, name: l.major_name })}
            testId='uni-major-lines-table'
            rowTestId='uni-major-line-row'
          />
        </View>
      ) : null}
      <SourceNote source={answer.source} testId='uni-lines-source' />
    </>
  )
}

const planColumns: Column<EnrollmentPlan>[] = [
  { title: '专业', cell: (p) => `${p.major_name}${p.group_code ? `（${p.group_code}组）` : ''}`, flex: 2.4, text: true },
  { title: '选科要求', cell: (p) => p.subject_requirement || '不限', flex: 1.3 },
  { title: '计划', cell: (p) => String(p.plan_count), flex: 0.7 },
  { title: '学制 · 学费/年', cell: (p) => planMeta(p) || '—', flex: 1.5 }
]

/** 招生计划: one year and track of the institution's plans in the province. */
export function PlansTab({ id, province, onProvince }: TabProps) {
  // The server answers one year at a time; a year chosen for another province does not carry over.
  const [chosen, setChosen] = useState<{ province: string; year: number }>()
  const year = chosen?.province === province ? chosen.year : undefined
  const answer = useData(() => getPlans(id, { province, year }, { quiet: true }), [id, province, year], '招生计划加载失败')
  return (
    <View className='gk-card' data-testid='uni-plans'>
      <Text className='gk-card__title'>招生计划</Text>
      <DataStatus
        data={answer}
        isEmpty={(a) => !a.plans.length}
        emptyTitle={`暂无${province}的招生计划`}
        emptyHint='可切换省份查看'
        emptyAction={<Choices choices={[provinceChoice('uni-plans-province', province, onProvince)]} />}
        testId='uni-plans'
      >
        {(a) => <PlansContent id={id} answer={a} onProvince={onProvince} onYear={(y) => setChosen({ province, year: y })} />}
      </DataStatus>
    </View>
  )
}

interface PlansProps {
  id: number
  answer: PlanResponse
  onProvince: (p: string) => void
  onYear: (year: number) => void
}

function PlansContent({ id, answer, onProvince, onYear }: PlansProps) {
  const [want, setWant] = useState<Track>()
  const year = answer.plans[0]?.year
  const track = pickOption(answer.tracks, want)
  const rows = planRows(answer.plans, track)
  return (
    <>
      <Choices
        choices={[
          provinceChoice('uni-plans-province', answer.province, onProvince),
          yearChoice('uni-plans-year', answer.years, year, onYear),
          trackChoice('uni-plans-track', answer.tracks, track, setWant)
        ]}
      />
      <Text className='ln-stat' data-testid='uni-plans-total'>
        {year}年{track ?? ''}共 {rows.length} 个专业，计划招生 {planTotal(rows)} 人
      </Text>
      <DataTable
        columns={planColumns}
        rows={rows}
        keyOf={(p, i) => `${p.batch}-${p.group_code}-${p.major_code}-${i}`}
        onRowClick={(p) => openMajor(id, answer.province, { code: p.major_code, name: p.major_name })}
        testId='uni-plans-table'
        rowTestId='uni-plan-row'
      />
      <SourceNote source={answer.source} testId='uni-plans-source' />
    </>
  )
}

/** 开设专业: every major the institution's plans list in the province, newest year. */
export function MajorsTab({ id, province, onProvince }: TabProps) {
  const answer = useData(() => getPlans(id, { province }, { quiet: true }), [id, province], '专业列表加载失败')
  return (
    <View className='gk-card' data-testid='uni-majors'>
      <Text className='gk-card__title'>开设专业</Text>
      <Choices choices={[provinceChoice('uni-majors-province', province, onProvince)]} />
      <DataStatus
        data={answer}
        isEmpty={(a) => !a.plans.length}
        emptyTitle={`暂无${province}的招生专业`}
        emptyHint='开设专业依据各省招生计划，可切换省份查看'
        testId='uni-majors'
      >
        {(a) => <MajorList id={id} province={province} majors={majorsFromPlans(a.plans)} source={a.source} />}
      </DataStatus>
    </View>
  )
}

function MajorList({ id, province, majors, source }: { id: number; province: string; majors: OpenMajor[]; source: PlanResponse['source'] }) {
  return (
    <>
      <Text className='ln-note'>
        依据在{province}的招生计划，共 {majors.length} 个专业
      </Text>
      <View className='ln-majors'>
        {majors.map((m) => (
          <View key={m.code || m.name} className='ln-major' data-testid='uni-major' onClick={() => openMajor(id, province, m)}>
            <View className='ln-major__main'>
              <Text className='ln-major__name'>{m.name}</Text>
              <Text className='ln-major__meta'>{openMajorMeta(m)}</Text>
            </View>
            <Text className='ln-major__count'>
              {m.year}年 {m.planCount} 人 ›
            </Text>
          </View>
        ))}
      </View>
      <SourceNote source={source} testId='uni-majors-source' />
    </>
  )
}
