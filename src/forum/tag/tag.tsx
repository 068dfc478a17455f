import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { ForumLevel } from '@types-contract/forum'
import { Feed } from '@/components/forum/HomeParts'
import { GuideTips } from '@/components/GuideTips'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { tagModeOf } from '@/lib/circleView'
import { CircleHeader, ComposeBar, HashtagHeader, TopicSquare } from './parts/TagParts'
import { useCirclePage, useHashtagPage, useTopicSquare } from './useTagPages'

/** 话题广场: the level's circles (加入 / 已加入) and popular hashtags. */
function Square({ level }: { level?: ForumLevel }) {
  const s = useTopicSquare(level)
  const data = s.load.data
  return (
    <View className='tg-page'>
      <LoadView state={s.load.state} onRetry={s.load.reload} />
      {data ? (
        <TopicSquare
          level={data.level}
          circles={s.circles}
          hashtags={s.hashtags}
          joining={s.joining}
          onOpenCircle={s.openCircle}
          onJoin={s.join}
          onOpenHashtag={s.openHashtag}
        />
      ) : null}
    </View>
  )
}

/** A circle: its head with 加入 / 退出, its feed, 在圈子里发帖. */
function CirclePage({ circle: ref }: { circle: string }) {
  const c = useCirclePage(ref)
  return (
    <View className='tg-page tg-page--circle' data-testid='circle-page'>
      <LoadView state={c.load.state} onRetry={c.load.reload} />
      {c.circle ? (
        <>
          <CircleHeader circle={c.circle} busy={c.busy} onToggle={c.toggleJoin} />
          <Feed list={c.feed} qaTags={c.qaTags} empty={{ title: '圈子里还没有帖子', hint: '加入圈子，发第一篇帖子吧' }} onOpen={c.openPost} />
          <ComposeBar onCompose={c.compose} />
          <GuideTips sets={['circle']} />
        </>
      ) : null}
    </View>
  )
}

/** A hashtag: #word, N 篇帖子, its posts. */
function HashtagPosts({ name, level }: { name: string; level?: ForumLevel }) {
  const h = useHashtagPage(name, level)
  const head = h.load.data
  return (
    <View className='tg-page' data-testid='hashtag-page'>
      <LoadView state={h.load.state} onRetry={h.load.reload} />
      {head ? (
        <>
          <HashtagHeader head={head} />
          <Feed list={h.feed} qaTags={h.qaTags} empty={{ title: '还没有带这个话题的帖子', hint: '发帖时输入 # 加上这个话题吧' }} onOpen={h.openPost} />
        </>
      ) : null}
    </View>
  )
}

/**
 * 话题 (forum/tag/tag), three pages by query (lib/circleView.ts tagModeOf): none = 话题广场;
 * ?circle=<slug> = a circle; ?name=<word> = a hashtag (?level= for whose level). State in
 * useTagPages.ts, parts in parts/TagParts.tsx.
 */
export default function TagPage() {
  const { params } = useRouter()
  const mode = tagModeOf(params)
  return (
    <PageShell>
      {mode.kind === 'circle' ? (
        <CirclePage circle={mode.circle} />
      ) : mode.kind === 'hashtag' ? (
        <HashtagPosts name={mode.name} level={mode.level} />
      ) : (
        <Square level={mode.level} />
      )}
    </PageShell>
  )
}
