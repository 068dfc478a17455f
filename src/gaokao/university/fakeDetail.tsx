import { Text, View } from '@tarojs/components'
import { getFakeUniversity } from '@/api/edu'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { placeLabel, sourceLabel } from '@core/gaokao'
import { Card, FakeGuide, Kv, useRecordFromRoute } from '../components/Detail'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

export default function FakeDetailPage() {
  const { state, data: f, reload } = useRecordFromRoute(getFakeUniversity, '记录不存在', '加载失败，请稍后再试')

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {f ? (
        <View className='gk-scroll-page' data-testid='fake-detail-page'>
          <View className='gk-card'>
            <Text className='edu-article-title' data-testid='fake-detail-name'>
              {f.name}
            </Text>
            <Text className='edu-warn' data-testid='fake-detail-warning'>
              该机构未列入教育部公布的全国高等学校名单，不具备招生资格，所发文凭国家不予承认。请勿报考。
            </Text>
          </View>
          <Card title='基本情况'>
            <Kv k='自称所在地' v={placeLabel(f.province, f.city)} />
            <Kv k='情况说明' v={f.note} />
          </Card>
          <FakeGuide tips={f.tips} />
          <Text className='gk-source' data-testid='fake-detail-source'>
            {sourceLabel(f.source)}
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}
