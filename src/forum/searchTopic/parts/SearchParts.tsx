import { Image, Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PostSummary } from '@types-contract/forum'
import { SEARCH_LIMITS, SEARCH_TYPE_LABELS, SEARCH_TYPES, type SearchTag, type SearchType, type SearchUser } from '@types-contract/forumSearch'
import type { TabConfigItem } from '@types-contract/user'
import { mediaUrl } from '@/api/forum'
import { AvatarFrame } from '@/components/AvatarFrame'
import { EmptyState } from '@/components/EmptyState'
import { FeedCard, SkeletonCard, type CardMark } from '@/components/forum/FeedCard'
import { RetryButton } from '@/components/RetryButton'
import type { CursorList } from '@/components/useCursorList'
import { BRAND } from '@/env'
import { countText } from '@/lib/countText'
import { hashtagText } from '@/lib/forumView'
import { highlightExcerpt, highlightSegments } from '@/lib/searchHighlight'
import './search.scss'

/**
 * `text` with the searched words marked: nested Text elements (the hits styled), to sit inside a
 * Text; never HTML. `excerpt`: a long body, shown from a little before its first hit.
 */
export function marked(text: string, query: string, excerpt = false): ReactNode {
  const segments = excerpt ? highlightExcerpt(text, query) : highlightSegments(text, query)
  return segments.map((s, i) =>
    s.hit ? (
      <Text key={i} className='st-hit' data-testid='search-hit'>
        {s.text}
      </Text>
    ) : (
      <Text key={i}>{s.text}</Text>
    )
  )
}

interface BarProps {
  text: string
  problem: string | undefined
  onInput: (text: string) => void
  onSearch: () => void
  onClear: () => void
  onCancel: () => void
}

/** The box (focused on arrival; the keyboard's 搜索 searches), × to empty it, 取消 to go back. */
export function SearchBar({ text, problem, onInput, onSearch, onClear, onCancel }: BarProps) {
  return (
    <View className='st-bar'>
      <View className='st-bar__row'>
        <View className='st-bar__box'>
          <View className='st-bar__lens' />
          <Input
            className='st-bar__input'
            data-testid='search-input'
            value={text}
            focus
            confirmType='search'
            placeholder='搜索帖子、话题、用户'
            placeholderStyle='color:#aaa'
            maxlength={SEARCH_LIMITS.qMax + 10}
            onInput={(e) => onInput(e.detail.value)}
            onConfirm={onSearch}
          />
          {text ? (
            <Text className='st-bar__clear' data-testid='search-clear' onClick={onClear}>
              ×
            </Text>
          ) : null}
        </View>
        <Text className='st-bar__go' data-testid='search-submit' onClick={onSearch}>
          搜索
        </Text>
        <Text className='st-bar__cancel' data-testid='search-cancel' onClick={onCancel}>
          取消
        </Text>
      </View>
      {problem ? (
        <Text className='st-bar__problem' data-testid='search-problem'>
          {problem}
        </Text>
      ) : null}
    </View>
  )
}

/** Before searching: the device's last words (清空 after a confirmation) and hashtags to try. */
export function SearchStart({
  history,
  suggestions,
  onPick,
  onClearHistory
}: {
  history: readonly string[]
  suggestions: readonly string[]
  onPick: (words: string) => void
  onClearHistory: () => void
}) {
  return (
    <View className='st-start'>
      {history.length > 0 ? (
        <View className='st-block' data-testid='search-history'>
          <View className='st-block__head'>
            <Text className='st-block__title'>搜索历史</Text>
            <Text className='st-block__action' data-testid='search-history-clear' onClick={onClearHistory}>
              清空
            </Text>
          </View>
          <View className='st-chips'>
            {history.map((words) => (
              <Text key={words} className='st-chip' data-testid='search-history-item' onClick={() => onPick(words)}>
                {words}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      {suggestions.length > 0 ? (
        <View className='st-block' data-testid='search-suggestions'>
          <View className='st-block__head'>
            <Text className='st-block__title'>热门话题</Text>
          </View>
          <View className='st-chips'>
            {suggestions.map((tag) => (
              <Text key={tag} className='st-chip st-chip--tag' data-testid='search-suggestion' onClick={() => onPick(tag)}>
                {hashtagText(tag)}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  )
}

/** 帖子 / 话题 / 用户 */
export function TypeTabs({ current, onPick }: { current: SearchType; onPick: (type: SearchType) => void }) {
  return (
    <View className='st-tabs' role='tablist'>
      {SEARCH_TYPES.map((type) => (
        <View
          key={type}
          className={`st-tab${type === current ? ' st-tab--on' : ''}`}
          data-testid={`search-tab-${type}`}
          role='tab'
          aria-selected={type === current}
          onClick={() => onPick(type)}
        >
          <Text>{SEARCH_TYPE_LABELS[type]}</Text>
        </View>
      ))}
    </View>
  )
}

/** A result list's states around its rows: skeletons, the error with 重试, 没有找到…, loading more, the end. */
function ListFoot({ list, q, type }: { list: CursorList<unknown>; q: string; type: SearchType }) {
  const { phase } = list
  if (phase === 'loading') return <SkeletonCard />
  if (phase === 'error')
    return (
      <View className='st-note' data-testid='search-error'>
        <Text>{list.state.error}</Text>
        <RetryButton onClick={list.retry} />
      </View>
    )
  if (phase === 'empty') return <EmptyState testId='search-empty' title={`没有找到“${q}”相关的${SEARCH_TYPE_LABELS[type]}`} hint='换个词试试' />
  if (phase === 'loadingMore') return <Text className='st-note'>加载中…</Text>
  if (phase === 'moreError')
    return (
      <Text className='st-note st-note--link' onClick={list.retry}>
        {list.state.error}，点击重试
      </Text>
    )
  if (phase === 'end') return <Text className='st-note'>没有更多了</Text>
  return null
}

export function PostResults({
  list,
  q,
  qaTags,
  onOpen
}: {
  list: CursorList<PostSummary>
  q: string
  qaTags: readonly TabConfigItem[]
  onOpen: (post: PostSummary) => void
}) {
  const now = Date.now()
  const mark: CardMark = (text, excerpt) => marked(text, q, excerpt)
  return (
    <View className='st-results' data-testid='search-posts'>
      {list.state.items.map((post) => (
        <FeedCard key={post.id} post={post} qaTags={qaTags} now={now} mark={mark} onOpen={() => onOpen(post)} />
      ))}
      <ListFoot list={list as CursorList<unknown>} q={q} type='posts' />
    </View>
  )
}

export function TagResults({ list, q, onOpen }: { list: CursorList<SearchTag>; q: string; onOpen: (tag: string) => void }) {
  return (
    <View className='st-results st-results--rows' data-testid='search-tags'>
      {list.state.items.map((tag) => (
        <View key={tag.tag} className='st-row' data-testid='search-tag' data-tag={tag.tag} onClick={() => onOpen(tag.tag)}>
          <Text className='st-row__sharp'>#</Text>
          <View className='st-row__main'>
            <Text className='st-row__name'>{marked(tag.tag, q)}</Text>
            <Text className='st-row__sub'>{tag.post_count > 0 ? `${countText(tag.post_count)} 篇帖子` : '还没有帖子，来发第一篇'}</Text>
          </View>
          {tag.configured ? <Text className='st-row__badge'>推荐</Text> : null}
        </View>
      ))}
      <ListFoot list={list as CursorList<unknown>} q={q} type='tags' />
    </View>
  )
}

export function UserResults({ list, q, onOpen }: { list: CursorList<SearchUser>; q: string; onOpen: (userId: number) => void }) {
  return (
    <View className='st-results st-results--rows' data-testid='search-users'>
      {list.state.items.map((user) => (
        <View key={user.user_id} className='st-row' data-testid='search-user' data-user-id={String(user.user_id)} onClick={() => onOpen(user.user_id)}>
          <AvatarFrame pendant={user.pendant}>
            <Image className='st-row__avatar' src={mediaUrl(user.avatar_url) || BRAND.defaultAvatar} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          </AvatarFrame>
          <View className='st-row__main'>
            <View className='st-row__line'>
              <Text className='st-row__name' data-testid='search-user-name'>
                {marked(user.username, q)}
              </Text>
              {user.medals[0] ? <Text className='st-row__medal'>{user.medals[0]}</Text> : null}
              {user.is_demo ? <Text className='st-row__demo'>示例数据</Text> : null}
            </View>
            <Text className='st-row__sub'>
              {user.identity_label} · {countText(user.follower_num)} 粉丝
            </Text>
          </View>
          {user.followed ? <Text className='st-row__badge'>{user.follows_me ? '互相关注' : '已关注'}</Text> : null}
        </View>
      ))}
      <ListFoot list={list as CursorList<unknown>} q={q} type='users' />
    </View>
  )
}
