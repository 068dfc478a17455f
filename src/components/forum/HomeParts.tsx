import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { ForumLevel, HotItem, PostSummary } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import { BRAND } from '@/env'
import { countText } from '@/lib/countText'
import { hashtagText } from '@/lib/forumView'
import { urlOf } from '@/routes'
import { EmptyState } from '../EmptyState'
import { RetryButton } from '../RetryButton'
import type { CursorList } from '../useCursorList'
import { FeedCard, SkeletonCard } from './FeedCard'
import './forum.scss'

const LEVEL_LABELS: Record<ForumLevel, string> = { middle_school: '高中', university: '大学' }
/** Hot-list entries shown before 展开. */
const HOT_FOLDED = 5
const SKELETONS = [1, 2, 3]

/**
 * The header; the level's pill opens the welcome page, where the level and interests are chosen; the
 * search box opens the search page (forum/searchTopic, which suggests the level's hashtags).
 */
export function ForumHeader({ level, onLevel }: { level: ForumLevel | undefined; onLevel: () => void }) {
  return (
    <View className='fm-header' data-testid='forum-header'>
      <View className='fm-header__row'>
        <Text className='fm-header__title'>{BRAND.appName}</Text>
        {level ? (
          <View className='fm-header__level' data-testid='forum-level' role='button' onClick={onLevel}>
            <Text>{LEVEL_LABELS[level]}版</Text>
          </View>
        ) : null}
        <View
          className='fm-header__search'
          data-testid='forum-search'
          role='search'
          onClick={() => Taro.navigateTo({ url: urlOf('forum/searchTopic/searchTopic', level ? { level } : undefined) }).catch(() => undefined)}
        >
          <View className='fm-header__lens' />
          <Text className='fm-header__hint'>搜索帖子、话题、用户</Text>
        </View>
      </View>
      <Text className='fm-header__subtitle'>问答 · 话题 · 圈子</Text>
    </View>
  )
}

/** For a reader who has not chosen yet: a card that invites to the welcome page, or away with ×. */
export function WelcomeCard({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  return (
    <View className='fm-welcome' data-testid='forum-welcome-card' onClick={onOpen}>
      <View className='fm-welcome__text'>
        <Text className='fm-welcome__title'>第一次来？</Text>
        <Text className='fm-welcome__hint'>选择年级和感兴趣的话题，首页先给你看这些</Text>
      </View>
      <Text className='fm-welcome__go'>去选择</Text>
      <View
        className='fm-welcome__close'
        data-testid='forum-welcome-close'
        role='button'
        aria-label='关闭'
        onClick={(e) => {
          e.stopPropagation()
          onClose()
        }}
      >
        <Text>×</Text>
      </View>
    </View>
  )
}

/** The level's feed tabs, side by side; scrolls sideways when they do not fit. */
export function FeedTabs({ tabs, current, onPick }: { tabs: readonly TabConfigItem[]; current: string; onPick: (key: string) => void }) {
  return (
    <View className='fm-tabs'>
      <ScrollView scrollX className='fm-tabs__scroll' enhanced showScrollbar={false}>
        <View className='fm-tabs__row' data-testid='forum-tabs' role='tablist'>
          {tabs.map((tab) => (
            <View
              key={tab.key}
              className={`fm-tab${tab.key === current ? ' fm-tab--on' : ''}`}
              data-testid={`forum-tab-${tab.key}`}
              role='tab'
              aria-selected={tab.key === current}
              onClick={() => onPick(tab.key)}
            >
              <Text>{tab.label}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  )
}

/** The hashtag config as chips: a tap narrows the feed to it, a second tap widens it again. */
export function HashtagRow({
  hashtags,
  current,
  onPick,
  level
}: {
  hashtags: readonly TabConfigItem[]
  current: string | undefined
  onPick: (key: string) => void
  /** Given: a trailing 更多话题 › opens 话题广场 (forum/tag/tag) of this level. Taro, not nav.ts: no store here. */
  level?: ForumLevel
}) {
  if (hashtags.length === 0) return null
  return (
    <ScrollView scrollX className='fm-hashtags' enhanced showScrollbar={false}>
      <View className='fm-hashtags__row' data-testid='forum-hashtags'>
        {hashtags.map((tag) => (
          <View
            key={tag.key}
            className={`fm-chip${tag.key === current ? ' fm-chip--on' : ''}`}
            data-testid={`forum-hashtag-${tag.key}`}
            role='button'
            aria-pressed={tag.key === current}
            onClick={() => onPick(tag.key)}
          >
            <Text>{hashtagText(tag.label)}</Text>
          </View>
        ))}
        {level ? (
          <View
            className='fm-chip fm-chip--more'
            data-testid='forum-hashtags-more'
            onClick={() => Taro.navigateTo({ url: urlOf('forum/tag/tag', { level }) }).catch(() => undefined)}
          >
            <Text>更多话题 ›</Text>
          </View>
        ) : null}
      </View>
    </ScrollView>
  )
}

/** 热榜: the level's week, the first entries, the rest behind 展开; 排行榜 › opens the level's rank lists. */
export function HotList({ items, level, onOpen }: { items: readonly HotItem[]; level: ForumLevel; onOpen: (id: number) => void }) {
  const [open, setOpen] = useState(false)
  if (items.length === 0) return null
  const shown = open ? items : items.slice(0, HOT_FOLDED)
  return (
    <View className='fm-hot' data-testid='forum-hot'>
      <View className='fm-hot__head'>
        <Text className='fm-hot__title'>热榜</Text>
        <Text className='fm-hot__sub'>本周最多回答与点赞</Text>
        <Text
          className='fm-hot__more'
          data-testid='forum-hot-ranks'
          onClick={() => Taro.navigateTo({ url: urlOf('forum/questionRanks/index', { level }) }).catch(() => undefined)}
        >
          排行榜 ›
        </Text>
      </View>
      {shown.map((item, i) => (
        <View key={item.id} className='fm-hot__row' data-testid='forum-hot-item' data-post-id={String(item.id)} onClick={() => onOpen(item.id)}>
          <Text className={`fm-hot__rank${i < 3 ? ' fm-hot__rank--top' : ''}`}>{i + 1}</Text>
          <Text className='fm-hot__text'>{item.title}</Text>
          <Text className='fm-hot__heat'>{countText(item.heat)}热度</Text>
        </View>
      ))}
      {items.length > HOT_FOLDED ? (
        <View className='fm-hot__toggle' data-testid='forum-hot-toggle' onClick={() => setOpen(!open)}>
          <Text>{open ? '收起' : `展开全部 ${items.length} 条`}</Text>
        </View>
      ) : null}
    </View>
  )
}

/** A pull-to-refresh that did not get through: what is shown stays. */
export function RefreshFailed() {
  return (
    <View className='fm-notice' data-testid='forum-refresh-failed'>
      <Text>刷新失败，请稍后再试</Text>
    </View>
  )
}

export function FeedSkeleton() {
  return (
    <View>
      {SKELETONS.map((n) => (
        <SkeletonCard key={n} />
      ))}
    </View>
  )
}

export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <View className='fm-error' data-testid='forum-error'>
      <Text>{message}</Text>
      <RetryButton onClick={onRetry} />
    </View>
  )
}

interface FeedProps {
  list: CursorList<PostSummary>
  qaTags: readonly TabConfigItem[]
  empty: { title: string; hint: string }
  onOpen: (id: number) => void
}

/** The feed in every state: skeletons, the first page's error, empty, cards with what comes next underneath. */
export function Feed({ list, qaTags, empty, onOpen }: FeedProps) {
  const { phase } = list
  if (phase === 'loading') return <FeedSkeleton />
  if (phase === 'error') return <FeedError message={list.state.error ?? '加载失败'} onRetry={list.retry} />
  if (phase === 'empty') return <EmptyState testId='forum-empty' title={empty.title} hint={empty.hint} />
  const now = Date.now()
  return (
    <View className='fm-feed' data-testid='forum-feed'>
      {list.state.items.map((post) => (
        <FeedCard key={post.id} post={post} qaTags={qaTags} now={now} onOpen={onOpen} />
      ))}
      <View className='fm-foot'>
        {phase === 'loadingMore' ? <Text data-testid='forum-feed-loading'>加载中…</Text> : null}
        {phase === 'moreError' ? (
          <View className='fm-foot__retry' data-testid='forum-feed-retry' onClick={list.retry}>
            <Text>{list.state.error}，点击重试</Text>
          </View>
        ) : null}
        {phase === 'end' ? <Text data-testid='forum-feed-end'>没有更多了</Text> : null}
        {phase === 'more' ? <Text>上滑加载更多</Text> : null}
      </View>
    </View>
  )
}
