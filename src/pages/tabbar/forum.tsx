import { View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { Feed, FeedError, FeedSkeleton, FeedTabs, ForumHeader, HashtagRow, HotList, RefreshFailed, WelcomeCard } from '@/components/forum/HomeParts'
import { PostButton } from '@/components/forum/PostButton'
import { GuideTips } from '@/components/GuideTips'
import { useForumHome } from '@/components/forum/useForumHome'
import { emptyFeedText, isDefaultFeed } from '@/lib/forumView'

/**
 * 首页, the forum's home tab and the H5 entry route: header, the level's feed tabs, hashtags, 热榜
 * (on the default feed), the feed (cursor-paged at reach-bottom 80, pull-to-refresh) and the floating
 * 发布 button (提问 / 发话题 / 发投票). The state is useForumHome's, the parts are components/forum's;
 * none of it imports a store (docs/performance.md).
 */
export default function Forum() {
  const f = useForumHome()
  const { home } = f
  return (
    <PageShell tab='forum' wide>
      <ForumHeader level={home?.level} onLevel={f.openWelcome} />
      {/* From 1280 px: the feed beside 热榜 (forum.scss `fm-home`, CSS only). */}
      <View className='fm-home'>
        {home ? (
          <>
            <FeedTabs tabs={f.tabs} current={f.selection.tab} onPick={f.selectTab} />
            {f.unwelcomed ? <WelcomeCard onOpen={f.openWelcome} onClose={f.dismissWelcome} /> : null}
            {f.refreshFailed ? <RefreshFailed /> : null}
            <HashtagRow hashtags={home.hashtags} current={f.selection.hashtag} onPick={f.pickHashtag} level={home.level} />
            {isDefaultFeed(f.selection) ? <HotList items={home.hot} level={home.level} onOpen={f.openPost} /> : null}
            <Feed list={f.feed} qaTags={home.qa_tags} empty={emptyFeedText(f.selection, home.hashtags, home.tabs)} onOpen={f.openPost} />
          </>
        ) : f.homeError ? (
          <FeedError message={f.homeError} onRetry={f.retryHome} />
        ) : (
          <FeedSkeleton />
        )}
      </View>
      <PostButton />
      {home ? <GuideTips sets={['index']} /> : null}
    </PageShell>
  )
}
