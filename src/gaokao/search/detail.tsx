import { Text, View } from '@tarojs/components'
import { CollectButton } from '@/components/CollectButton'
import { ShareButton } from '@/components/ShareButton'
import { BRAND } from '@/env'
import { majorCard } from '@/lib/shareCards'
import { useShareCard } from '@/platform/shareCard'
import { itemLinkText } from '@core/shareLink'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { durationLabel, percentLabel, salaryLabel } from '@/lib/edu'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { Card, Kv, Pills, useMajorFromRoute } from '../components/Detail'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** One major: overview, courses, employment facts where imported, institutions offering it. */
export default function MajorDetailPage() {
  const { state, data: m, reload } = useMajorFromRoute('专业信息加载失败')
  const job = m?.employment
  useShareCard(m ? majorCard(m) : null, urlOf('search/detail'))

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {m ? (
        <View className='gk-scroll-page' data-testid='major-detail-page'>
          <View className='gk-hero'>
            <View className='collect-head'>
              <Text className='gk-hero__name' data-testid='major-detail-name'>
                {m.name}
              </Text>
              <View className='collect-head__actions'>
                <ShareButton linkText={itemLinkText({ kind: 'major', id: m.code, name: m.name, appName: BRAND.appName })} testId='major-share' />
                <CollectButton kind='prof' id={m.code} here={urlOf('search/detail', { code: m.code })} />
              </View>
            </View>
            <Text className='gk-hero__meta'>{[m.code, m.level, m.category, m.subcategory].filter(Boolean).join(' · ')}</Text>
          </View>

          <Card title='专业概况' testId='major-overview'>
            <Kv k='专业代码' v={m.code} testId='major-detail-code' />
            <Kv k='层次' v={m.level} />
            <Kv k={m.level === '专科' ? '专业大类' : '学科门类'} v={m.category} />
            <Kv k='专业类' v={m.subcategory} />
            <Kv k='学制' v={durationLabel(m.duration)} />
            <Kv k='授予学位' v={m.degree} />
            <Kv k='开设院校' v={m.institution_count ? `${m.institution_count} 所` : '暂无招生计划数据'} testId='major-detail-institutions' />
          </Card>

          <Card title='专业介绍' empty={!m.description && '暂无介绍'}>
            <Text className='edu-paragraph'>{m.description}</Text>
          </Card>

          <Card title='主干课程' testId='major-courses' empty={!m.courses.length && '暂无课程信息'}>
            <Pills items={m.courses} />
          </Card>

          <Card title='就业情况' testId='major-employment' empty={!job && '暂无就业数据'}>
            {job ? (
              <>
                <View className='edu-kpis'>
                  <View className='edu-kpi'>
                    <Text className='edu-kpi__value'>{percentLabel(job.employment_rate) || '—'}</Text>
                    <Text className='edu-kpi__label'>就业率</Text>
                  </View>
                  <View className='edu-kpi'>
                    <Text className='edu-kpi__value'>{salaryLabel(job.average_salary) || '—'}</Text>
                    <Text className='edu-kpi__label'>平均月薪</Text>
                  </View>
                </View>
                {job.directions.length ? <Pills items={job.directions} /> : null}
              </>
            ) : null}
          </Card>

          <View className='gk-actions'>
            <View className='gk-btn' data-testid='major-positions-link' onClick={() => navigate(urlOf('search/position', { code: m.code }))}>
              就业岗位与方向
            </View>
            <View className='gk-btn gk-btn--ghost' data-testid='major-civil-link' onClick={() => navigate(urlOf('university/functionary', { major: m.name }))}>
              考公岗位
            </View>
          </View>
          <Text className='gk-source' data-testid='major-detail-source'>
            {sourceLabel(m.source)}
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}
