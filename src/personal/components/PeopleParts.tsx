import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PersonItem } from '@types-contract/forumPeople'
import { mediaUrl } from '@/api/forum'
import { AvatarFrame } from '@/components/AvatarFrame'
import { EmptyState } from '@/components/EmptyState'
import { RetryButton } from '@/components/RetryButton'
import type { CursorList } from '@/components/useCursorList'
import { BRAND } from '@/env'
import { followLabel, nameOf } from '@/lib/peopleView'
import './people.scss'

/** An avatar URL as the server sent it, or the brand's default. */
export const avatarSrc = (url: string) => mediaUrl(url) || BRAND.defaultAvatar

interface StatusProps {
  list: Pick<CursorList<unknown>, 'phase' | 'retry'> & { state: { error: string | null } }
  emptyTitle: string
  emptyHint?: string
  testId: string
}

/** A cursor list's states around its rows: loading, the error with 重试, empty, loading more, the end. */
export function ListStatus({ list, emptyTitle, emptyHint, testId }: StatusProps) {
  const { phase } = list
  if (phase === 'loading' || phase === 'loadingMore') return <Text className='pp-note'>加载中…</Text>
  if (phase === 'error')
    return (
      <View className='pp-note' data-testid={`${testId}-error`}>
        <Text>{list.state.error}</Text>
        <RetryButton onClick={list.retry} />
      </View>
    )
  if (phase === 'empty') return <EmptyState testId={`${testId}-empty`} title={emptyTitle} hint={emptyHint} />
  if (phase === 'moreError')
    return (
      <Text className='pp-note pp-link' onClick={list.retry}>
        {list.state.error}，点击重试
      </Text>
    )
  if (phase === 'end') return <Text className='pp-note'>没有更多了</Text>
  return null
}

interface RowProps {
  who: { user_id: number; username: string; avatar_url: string; pendant: string | null }
  sub?: string
  medals?: readonly string[]
  demo?: boolean
  testId: string
  onOpen: () => void
  /** The button on the right. */
  children?: ReactNode
}

/** A person in a list: avatar, name (medals, 示例数据), a line under it, a button on the right. */
export function PersonRow({ who, sub, medals = [], demo, testId, onOpen, children }: RowProps) {
  return (
    <View className='pp-row' data-testid={testId} data-user-id={String(who.user_id)} onClick={onOpen}>
      <AvatarFrame pendant={who.pendant}>
        <Image className='pp-avatar' src={avatarSrc(who.avatar_url)} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
      </AvatarFrame>
      <View className='pp-row__main'>
        <View className='pp-row__name'>
          <Text className='pp-name' data-testid='person-name'>
            {nameOf(who)}
          </Text>
          {medals.slice(0, 2).map((medal) => (
            <Text key={medal} className='pp-medal'>
              {medal}
            </Text>
          ))}
          {demo ? <Text className='pp-demo'>示例数据</Text> : null}
        </View>
        {sub ? <Text className='pp-row__sub'>{sub}</Text> : null}
      </View>
      {children ? (
        <View className='pp-row__action' onClick={(e) => e.stopPropagation()}>
          {children}
        </View>
      ) : null}
    </View>
  )
}

interface ButtonProps {
  label: string
  /** Filled (an action to take) or outlined (a state that a tap undoes). */
  primary: boolean
  busy?: boolean
  testId: string
  onClick: () => void
}

export function SmallButton({ label, primary, busy, testId, onClick }: ButtonProps) {
  return (
    <View className={`pp-btn${primary ? ' pp-btn--primary' : ''}${busy ? ' pp-btn--busy' : ''}`} data-testid={testId} role='button' onClick={onClick}>
      <Text>{label}</Text>
    </View>
  )
}

/** A follow list's row: 关注 / 回关 filled, 已关注 / 互相关注 outlined (tap unfollows). */
export function FollowRow({ person, busy, onOpen, onToggle, isMe }: { person: PersonItem; busy: boolean; onOpen: () => void; onToggle: () => void; isMe: boolean }) {
  return (
    <PersonRow who={person} sub={person.identity_label} medals={person.medals} demo={person.is_demo} testId='follow-row' onOpen={onOpen}>
      {isMe ? null : <SmallButton label={followLabel(person)} primary={!person.followed} busy={busy} testId='follow-button' onClick={onToggle} />}
    </PersonRow>
  )
}
