import { Image, Text, View, type ITouchEvent } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ForumAuthor, ForumLevel, PostSummary } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import type { ReactNode } from 'react'
import { mediaUrl } from '@/api/forum'
import { AvatarFrame } from '../AvatarFrame'
import { BRAND } from '@/env'
import { countText } from '@/lib/countText'
import { cardLines, hashtagText, hiddenImages, labelOf } from '@/lib/forumView'
import { relativeTime } from '@/lib/relativeTime'
import { urlOf } from '@/routes'
import './forum.scss'

export const avatarOf = (author: ForumAuthor) => mediaUrl(author.avatar_url) || BRAND.defaultAvatar

/** A tap on an author's avatar or name: their page (peopleInfo), not what the row opens. Taro, not nav.ts: no store here. */
export function openAuthor(event: ITouchEvent, author: ForumAuthor): void {
  event.stopPropagation()
  Taro.navigateTo({ url: urlOf('personal/peopleInfo', { user_id: author.user_id }) }).catch(() => undefined)
}

/** The 示例数据 mark of demo content (like the other demo data of the app). */
export function DemoLabel() {
  return (
    <Text className='fm-demo' data-testid='forum-demo-label'>
      示例数据
    </Text>
  )
}

/** A tap on a hashtag: its page (tag/tag?name=) in the post's level, not what the row opens. */
export function openHashtag(event: ITouchEvent, tag: string, level: ForumLevel): void {
  event.stopPropagation()
  Taro.navigateTo({ url: urlOf('forum/tag/tag', { name: tag, level }) }).catch(() => undefined)
}

/** A tap on a QA tag: the level's questions with that tag (问题筛选), not what the row opens. */
export function openQaTag(event: ITouchEvent, qaTag: string, level: ForumLevel): void {
  event.stopPropagation()
  Taro.navigateTo({ url: urlOf('forum/questionFilterPage/questionFilterDetail', { level, qa_tag: qaTag }) }).catch(() => undefined)
}

/**
 * A post's QA tag (a card shows it; the post page has no labels for it) and hashtags, in one row;
 * nothing when there are none. With the post's `level` a hashtag opens its page and the QA tag 问题筛选.
 */
export function TagRow({
  qaLabel,
  qaTag,
  hashtags,
  level,
  mark
}: {
  qaLabel?: string
  qaTag?: string
  hashtags: readonly string[]
  level?: ForumLevel
  mark?: CardMark
}) {
  if (!qaLabel && hashtags.length === 0) return null
  return (
    <View className='fm-card__tags'>
      {qaLabel ? (
        <Text className='fm-qa' data-testid='forum-card-qa' onClick={level && qaTag ? (e) => openQaTag(e, qaTag, level) : undefined}>
          {qaLabel}
        </Text>
      ) : null}
      {hashtags.map((tag) => (
        <Text key={tag} className='fm-card__tag' data-testid='forum-card-hashtag' onClick={level ? (e) => openHashtag(e, tag, level) : undefined}>
          {mark ? mark(hashtagText(tag), false) : hashtagText(tag)}
        </Text>
      ))}
    </View>
  )
}

/** How a card writes what people typed: the search page marks the searched words (`excerpt`: a body's excerpt). */
export type CardMark = (text: string, excerpt: boolean) => ReactNode

interface CardProps {
  post: PostSummary
  qaTags: readonly TabConfigItem[]
  now: number
  onOpen: (id: number) => void
  mark?: CardMark
}

/**
 * A feed card: a question's title over its excerpt (a topic's excerpt heads alone), up to three
 * thumbnails, the QA tag and hashtags, then who and when (the list reading of relative time), likes
 * and answers written k/w. Every text is a Text: what people typed is shown, never run.
 */
export function FeedCard({ post, qaTags, now, onOpen, mark }: CardProps) {
  const { headline, excerpt } = cardLines(post)
  const hidden = hiddenImages(post)
  const reply = post.kind === 'question' ? '回答' : '评论'
  return (
    <View className='fm-card' data-testid='forum-card' data-post-id={String(post.id)} data-kind={post.kind} onClick={() => onOpen(post.id)}>
      <Text className={`fm-card__headline${post.kind !== 'topic' ? ' fm-card__headline--question' : ''}`} data-testid='forum-card-title'>
        {mark ? mark(headline, post.kind === 'topic') : headline}
      </Text>
      {excerpt ? <Text className='fm-card__excerpt'>{mark ? mark(excerpt, true) : excerpt}</Text> : null}
      {post.images.length > 0 ? (
        <View className='fm-thumbs'>
          {post.images.map((image, i) => (
            <View key={image.url} className='fm-thumb'>
              <Image className='fm-thumb__img' src={mediaUrl(image.thumb_url)} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
              {hidden > 0 && i === post.images.length - 1 ? <Text className='fm-thumb__more'>+{hidden}</Text> : null}
            </View>
          ))}
        </View>
      ) : null}
      <TagRow qaLabel={post.qa_tag ? labelOf(post.qa_tag, qaTags) : undefined} qaTag={post.qa_tag ?? undefined} hashtags={post.hashtags} level={post.level} mark={mark} />
      <View className='fm-card__foot'>
        <AvatarFrame pendant={post.author.pendant}>
          <Image
            className='fm-avatar'
            src={avatarOf(post.author)}
            mode='aspectFill'
            lazyLoad
            imgProps={{ alt: `${post.author.username}的主页` }}
            onClick={(e) => openAuthor(e, post.author)}
          />
        </AvatarFrame>
        <Text className='fm-card__name' data-testid='forum-card-author' onClick={(e) => openAuthor(e, post.author)}>
          {post.author.username}
        </Text>
        {post.author.medals[0] ? <Text className='fm-medal'>{post.author.medals[0]}</Text> : null}
        <Text className='fm-card__time'>{relativeTime(post.created_at, now)}</Text>
        {post.status !== 'published' ? (
          <Text className='fm-held' data-testid='forum-card-status'>
            {post.status === 'held' ? '审核中' : '已隐藏'}
          </Text>
        ) : null}
        {post.is_demo ? <DemoLabel /> : null}
        <View className='fm-card__counts'>
          {post.kind === 'vote' ? null : <Text data-testid='forum-card-likes'>{countText(post.like_count)} 赞</Text>}
          <Text data-testid='forum-card-answers'>
            {post.kind === 'vote' ? `投票 · ${countText(post.voters ?? 0)}人参与` : `${countText(post.answer_count)} ${reply}`}
          </Text>
        </View>
      </View>
    </View>
  )
}

/** A grey card standing in for a post while the feed loads. */
export function SkeletonCard() {
  return (
    <View className='fm-card fm-skeleton' data-testid='forum-skeleton'>
      <View className='fm-skeleton__line fm-skeleton__line--title' />
      <View className='fm-skeleton__line' />
      <View className='fm-skeleton__line fm-skeleton__line--short' />
      <View className='fm-skeleton__foot'>
        <View className='fm-skeleton__dot' />
        <View className='fm-skeleton__line fm-skeleton__line--name' />
      </View>
    </View>
  )
}
