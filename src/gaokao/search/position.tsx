import { Text, View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { Card, Pills, useMajorFromRoute } from '../components/Detail'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** Where a major leads: typical positions and directions, and the civil-service positions open to it. */
export default function MajorPositions() {
  const { state, data: m, reload } = useMajorFromRoute('就业信息加载失败')
  const job = m?.employment

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {m ? (
        <View className='gk-scroll-page' data-testid='major-position-page'>
          <View className='gk-hero'>
            <Text className='gk-hero__name' data-testid='major-position-name'>
              {m.name}
            </Text>
            <Text className='gk-hero__meta'>就业岗位与方向</Text>
          </View>
          <Card title='典型岗位' testId='major-positions' empty={!job?.positions.length && '暂无岗位数据'}>
            <Pills items={job?.positions ?? []} />
          </Card>
          <Card title='就业方向' testId='major-directions' empty={!job?.directions.length && '暂无就业方向数据'}>
            <Pills items={job?.directions ?? []} />
          </Card>
          <View className='gk-btn gk-btn--ghost' data-testid='major-civil-link' onClick={() => navigate(urlOf('university/functionary', { major: m.name }))}>
            查看面向本专业的考公岗位
          </View>
          <Text className='gk-source'>{sourceLabel(m.source)}</Text>
        </View>
      ) : null}
    </PageShell>
  )
}
