import { Text, View } from '@tarojs/components'
import { getCivilPosition } from '@/api/edu'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { civilMajorsLabel } from '@/lib/edu'
import { placeLabel, sourceLabel } from '@core/gaokao'
import { Card, Kv, useRecordFromRoute } from '../components/Detail'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

export default function CivilPositionDetail() {
  const { state, data: p, reload } = useRecordFromRoute(getCivilPosition, '岗位不存在', '岗位信息加载失败')

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {p ? (
        <View className='gk-scroll-page' data-testid='civil-detail-page'>
          <View className='gk-hero'>
            <Text className='gk-hero__name' data-testid='civil-detail-title'>
              {p.title}
            </Text>
            <Text className='gk-hero__meta'>{p.department}</Text>
          </View>
          <Card title='岗位信息'>
            <Kv k='考试类型' v={`${p.exam} · ${p.year}年`} />
            <Kv k='工作地点' v={placeLabel(p.province, p.city)} />
            <Kv k='学历要求' v={p.education} />
            <Kv k='招录人数' v={`${p.count} 人`} />
            <Kv k='专业要求' v={civilMajorsLabel(p.majors)} testId='civil-detail-majors' />
          </Card>
          <Card title='报考条件' testId='civil-detail-requirements' empty={!p.requirements.length && '以当年招考公告为准'}>
            {p.requirements.map((r, i) => (
              <Text key={i} className='edu-guide__tip'>
                {i + 1}. {r}
              </Text>
            ))}
          </Card>
          <Text className='gk-source' data-testid='civil-detail-source'>
            {sourceLabel(p.source)}
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}
