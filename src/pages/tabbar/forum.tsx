import { Text, View } from '@tarojs/components'
import { fetchFeed } from '@/api/forum'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { BRAND } from '@/env'
import './tabs.scss'

export default function Forum() {
  const { state, data, reload } = usePageLoad(fetchFeed)
  return (
    <PageShell tab='forum'>
      <View className='tab-header' data-testid='forum-header'>
        <Text className='tab-header__title'>{BRAND.appName}</Text>
        <Text className='tab-header__subtitle'>问答 · 话题 · 圈子</Text>
      </View>
      <LoadView state={state} onRetry={reload} />
      {state.phase === 'done' && data?.length === 0 && <EmptyState testId='forum-empty' title='暂无帖子' hint='新的问答和话题会显示在这里' />}
      {state.phase === 'done' &&
        data?.map((post) => (
          <View key={post.id} className='tab-card'>
            <Text>{post.title}</Text>
          </View>
        ))}
    </PageShell>
  )
}
