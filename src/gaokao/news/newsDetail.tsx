import { Text, View } from '@tarojs/components'
import { getNews } from '@/api/edu'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { newsMeta } from '@/lib/edu'
import { sourceLabel } from '@core/gaokao'
import { Paragraphs, useRecordFromRoute } from '../components/Detail'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

export default function NewsDetailPage() {
  const { state, data: n, reload } = useRecordFromRoute(getNews, '资讯不存在', '资讯加载失败')

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {n ? (
        <View className='gk-scroll-page' data-testid='news-detail-page'>
          <View className='gk-card'>
            <Text className='edu-article-title' data-testid='news-detail-title'>
              {n.title}
            </Text>
            <Text className='gk-muted'>{newsMeta(n, 'full')}</Text>
            <Text className='gk-source' data-testid='news-detail-source'>
              {sourceLabel(n.source)}
            </Text>
          </View>
          <Paragraphs items={n.paragraphs} testId='news-detail-body' />
        </View>
      ) : null}
    </PageShell>
  )
}
