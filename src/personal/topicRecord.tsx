import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FeedCard } from '@/components/forum/FeedCard'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { configStore } from '@/stores'
import { openListedPost } from './components/openListedPost'
import { ListStatus } from './components/PeopleParts'
import { useTopicRecord } from './components/useTopicRecord'
import './components/people.scss'

/**
 * 我的话题 (login): my questions, topics and votes, newest first, as the forum's cards; a post waiting
 * for review reads 审核中 and one staff hid 已隐藏 (only I see it; it opens nothing). 发布 leads to the
 * composer. State in components/useTopicRecord.ts.
 */
function TopicRecordPage() {
  const posts = useTopicRecord()
  const now = Date.now()
  return (
    <PageShell>
      <View className='pp-page' data-testid='topic-record-page'>
        <View className='pp-toolbar'>
          <Text className='pp-link' data-testid='topic-record-post' onClick={() => navigate(urlOf('personal/postTopic'))}>
            ＋ 发布话题
          </Text>
        </View>
        <View className='pp-posts' data-testid='topic-record-posts'>
          {posts.state.items.map((post) => (
            <FeedCard key={post.id} post={post} qaTags={configStore.qaTagConfig} now={now} onOpen={() => openListedPost(post)} />
          ))}
          <ListStatus list={posts} testId='topic-record' emptyTitle='还没有发过帖子' emptyHint='你发布的提问、话题和投票都会出现在这里' />
        </View>
      </View>
    </PageShell>
  )
}

export default observer(TopicRecordPage)
