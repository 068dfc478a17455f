import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import type { SubjectAssessment } from '@types-contract/edu'
import { withErrorText } from '@/api/account'
import { getSubjectAssessment, type AssessmentQuery } from '@/api/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { GRADE_BANDS, gradeBand, gradeSummary, groupByCategory, sortByGrade, type GradeBand } from '@/lib/assessment'
import { decodeParam } from '@/lib/edu'
import { urlOf } from '@/routes'
import { Tabs } from '../components/Filters'
import { SourceNote } from '../components/lines/Status'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'
import '../components/lines/lines.scss'

function Grade({ item }: { item: SubjectAssessment }) {
  return (
    <Text className={`sa-grade sa-grade--${gradeBand(item.grade)}`} data-testid='sa-grade'>
      {item.grade}
    </Text>
  )
}

/** One institution's disciplines by 学科门类; a discipline opens the institutions graded in it. */
function ByInstitution({ items }: { items: SubjectAssessment[] }) {
  return (
    <>
      {groupByCategory(items).map((g) => (
        <View key={g.category} className='gk-card' data-testid='sa-category'>
          <Text className='gk-card__title'>{g.category}</Text>
          {g.items.map((a) => (
            <View
              key={a.discipline_code}
              className='ln-link'
              data-testid='sa-discipline'
              onClick={() => navigate(urlOf('university/subjectassessment', { discipline_code: a.discipline_code }))}
            >
              <Text>
                {a.discipline_code} {a.discipline_name}
              </Text>
              <Grade item={a} />
            </View>
          ))}
        </View>
      ))}
    </>
  )
}

/** The institutions graded in one discipline, best first, filtered by grade band. */
function ByDiscipline({ items }: { items: SubjectAssessment[] }) {
  const [band, setBand] = useState<GradeBand>('all')
  const shown = useMemo(() => sortByGrade(items).filter((a) => band === 'all' || gradeBand(a.grade) === band), [items, band])
  return (
    <View className='gk-card' data-testid='sa-institutions'>
      <Tabs options={Object.keys(GRADE_BANDS) as GradeBand[]} value={band} onChange={setBand} labels={GRADE_BANDS} testId='sa-band' />
      {shown.map((a) => (
        <View
          key={`${a.institution_id ?? a.institution_name}`}
          className='ln-link'
          data-testid='sa-institution'
          onClick={a.institution_id ? () => navigate(urlOf('university/detail', { id: a.institution_id! })) : undefined}
        >
          <Text>{a.institution_name}</Text>
          <Grade item={a} />
        </View>
      ))}
      {!shown.length ? <Text className='gk-empty-small'>该档次暂无院校</Text> : null}
    </View>
  )
}

/** 学科评估: by institution (?institution_id=) or by discipline (?discipline_code=), grades A+ … C-. */
export default function SubjectAssessmentPage() {
  const { params } = useRouter()
  const institutionId = Number(params.institution_id)
  const disciplineCode = decodeParam(params.discipline_code)
  const byDiscipline = !!disciplineCode
  const query: AssessmentQuery | undefined = disciplineCode
    ? { discipline_code: disciplineCode }
    : Number.isInteger(institutionId) && institutionId > 0
      ? { institution_id: institutionId }
      : undefined

  const page = usePageLoad(async () => {
    if (!query) return undefined
    return withErrorText(getSubjectAssessment(query, { quiet: true }), '学科评估加载失败')
  })
  const items = page.data?.results ?? []
  const first = items[0]
  const title = !first ? '' : byDiscipline ? `${first.discipline_code} ${first.discipline_name}` : first.institution_name

  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {page.state.phase === 'done' ? (
        <View className='gk-scroll-page' data-testid='sa-page'>
          {!query ? (
            <EmptyState title='请选择院校' hint='在院校详情页点“学科评估”查看该校各学科的评估结果' testId='sa-none'>
              <Text className='gk-link' onClick={() => navigate(urlOf('university/list/index'))}>
                去搜索大学 ›
              </Text>
            </EmptyState>
          ) : !items.length ? (
            <EmptyState title='暂无学科评估结果' hint='该院校或学科没有参评记录' testId='sa-empty' />
          ) : (
            <>
              <View className='gk-hero'>
                <Text className='gk-hero__name' data-testid='sa-title'>
                  {title}
                </Text>
                <Text className='gk-hero__meta' data-testid='sa-summary'>
                  {byDiscipline ? `${items.length} 所院校参评 · ` : `${items.length} 个学科参评 · `}
                  {gradeSummary(items)}
                </Text>
              </View>
              {byDiscipline ? <ByDiscipline items={items} /> : <ByInstitution items={items} />}
              <SourceNote source={page.data?.source ?? undefined} testId='sa-source' />
            </>
          )}
        </View>
      ) : null}
    </PageShell>
  )
}
