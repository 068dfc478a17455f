import { Text, View, type ITouchEvent } from '@tarojs/components'
import type { PopularHashtag } from '@types-contract/compose'
import type { Circle, HashtagPage } from '@types-contract/forumCircles'
import { EmptyState } from '@/components/EmptyState'
import { DemoLabel } from '@/components/forum/FeedCard'
import { countText } from '@/lib/countText'
import { memberText, postCountText } from '@/lib/circleView'
import { hashtagText } from '@/lib/forumView'
import './tag.scss'

const LEVEL_NAMES = { middle_school: '高中', university: '大学' } as const

/** A circle's round badge: the first character of its name. */
function CircleBadge({ circle, large }: { circle: Circle; large?: boolean }) {
  return (
    <View className={`tg-badge tg-badge--${circle.id % 5}${large ? ' tg-badge--large' : ''}`}>
      <Text>{[...circle.name][0] ?? '圈'}</Text>
    </View>
  )
}

interface CircleRowProps {
  circle: Circle
  joining: boolean
  onOpen: () => void
  onJoin: () => void
}

/** A circle on 话题广场: badge, name, description, member count, and 加入 / 已加入 (which opens it). */
export function CircleRow({ circle, joining, onOpen, onJoin }: CircleRowProps) {
  const tapButton = (event: ITouchEvent) => {
    event.stopPropagation()
    if (circle.joined) onOpen()
    else onJoin()
  }
  return (
    <View className='tg-circle' data-testid='circle-row' data-slug={circle.slug} onClick={onOpen}>
      <CircleBadge circle={circle} />
      <View className='tg-circle__text'>
        <Text className='tg-circle__name'>{circle.name}</Text>
        <Text className='tg-circle__desc'>{circle.description}</Text>
        <View className='tg-circle__meta'>
          <Text data-testid='circle-row-members'>{memberText(circle.member_count)}</Text>
          {circle.is_demo ? <DemoLabel /> : null}
        </View>
      </View>
      <View
        className={`tg-join${circle.joined ? ' tg-join--on' : ''}${joining ? ' tg-join--busy' : ''}`}
        data-testid='circle-row-join'
        data-joined={String(circle.joined)}
        onClick={tapButton}
      >
        <Text>{circle.joined ? '已加入' : '加入'}</Text>
      </View>
    </View>
  )
}

/** 话题广场's sections: the circles, then the popular hashtags. */
export function TopicSquare({
  level,
  circles,
  hashtags,
  joining,
  onOpenCircle,
  onJoin,
  onOpenHashtag
}: {
  level: keyof typeof LEVEL_NAMES
  circles: readonly Circle[]
  hashtags: readonly PopularHashtag[]
  joining: number | undefined
  onOpenCircle: (circle: Circle) => void
  onJoin: (circle: Circle) => void
  onOpenHashtag: (tag: string) => void
}) {
  return (
    <View className='tg-square' data-testid='topic-square' data-level={level}>
      <View className='tg-section'>
        <View className='tg-section__head'>
          <Text className='tg-section__title'>{LEVEL_NAMES[level]}圈子</Text>
          <Text className='tg-section__sub'>加入感兴趣的圈子，和同路人一起交流</Text>
        </View>
        {circles.length === 0 ? (
          <EmptyState testId='circle-empty' title='这里还没有圈子' hint='过段时间再来看看吧' />
        ) : (
          circles.map((circle) => (
            <CircleRow key={circle.id} circle={circle} joining={joining === circle.id} onOpen={() => onOpenCircle(circle)} onJoin={() => onJoin(circle)} />
          ))
        )}
      </View>
      {hashtags.length > 0 ? (
        <View className='tg-section'>
          <View className='tg-section__head'>
            <Text className='tg-section__title'>热门话题</Text>
            <Text className='tg-section__sub'>最近帖子里用得最多的话题</Text>
          </View>
          <View className='tg-tags' data-testid='square-hashtags'>
            {hashtags.map((h) => (
              <View key={h.tag} className='tg-tag' data-testid='square-hashtag' onClick={() => onOpenHashtag(h.tag)}>
                <Text className='tg-tag__word'>{hashtagText(h.tag)}</Text>
                <Text className='tg-tag__count'>{countText(h.count)}</Text>
              </View>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  )
}

/** A circle's head: badge, name, level, member count, description, 加入 / 退出. */
export function CircleHeader({ circle, busy, onToggle }: { circle: Circle; busy: boolean; onToggle: () => void }) {
  return (
    <View className='tg-head' data-testid='circle-header' data-slug={circle.slug}>
      <View className='tg-head__row'>
        <CircleBadge circle={circle} large />
        <View className='tg-head__text'>
          <Text className='tg-head__name' data-testid='circle-name'>
            {circle.name}
          </Text>
          <View className='tg-head__meta'>
            <Text data-testid='circle-members'>{memberText(circle.member_count)}</Text>
            <Text>· {LEVEL_NAMES[circle.level]}</Text>
            {circle.is_demo ? <DemoLabel /> : null}
          </View>
        </View>
        <View
          className={`tg-join tg-join--head${circle.joined ? ' tg-join--on' : ''}${busy ? ' tg-join--busy' : ''}`}
          data-testid='circle-join'
          data-joined={String(circle.joined)}
          onClick={onToggle}
        >
          <Text>{circle.joined ? '退出' : '加入'}</Text>
        </View>
      </View>
      {circle.description ? <Text className='tg-head__desc'>{circle.description}</Text> : null}
    </View>
  )
}

/** 在圈子里发帖, fixed at the bottom of a circle. */
export function ComposeBar({ onCompose }: { onCompose: () => void }) {
  return (
    <View className='tg-compose'>
      <View className='tg-compose__button' data-testid='circle-compose' onClick={onCompose}>
        <Text>在圈子里发帖</Text>
      </View>
    </View>
  )
}

/** A hashtag's head: #word, N 篇帖子 in the level. */
export function HashtagHeader({ head }: { head: HashtagPage }) {
  return (
    <View className='tg-head' data-testid='hashtag-header' data-tag={head.tag}>
      <Text className='tg-head__tag' data-testid='hashtag-name'>
        {hashtagText(head.tag)}
      </Text>
      <View className='tg-head__meta'>
        <Text data-testid='hashtag-count'>{postCountText(head.post_count)}</Text>
        <Text>· {LEVEL_NAMES[head.level]}</Text>
      </View>
    </View>
  )
}
