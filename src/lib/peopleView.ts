/**
 * What the people and messages pages show, as pure rules (unit-tested): the follow button of a
 * person, what a message says, where tapping a message goes, the messages page's tab.
 */
import { MESSAGE_TYPES, type MessageType } from '@types-contract/forumPeople'

/** The follow button: 互相关注 / 已关注 (tap unfollows), 回关 (they follow you) or 关注. */
export function followLabel(person: { followed: boolean; follows_me: boolean }): string {
  if (person.followed) return person.follows_me ? '互相关注' : '已关注'
  return person.follows_me ? '回关' : '关注'
}

/** A name to show: theirs, else 用户<id>. */
export const nameOf = (who: { user_id: number; username: string }) => who.username || `用户${who.user_id}`

interface MessageLike {
  type: MessageType
  actor: { user_id: number } | null
  post: { id: number; title: string } | null
  text: string
}

/** The line under the actor's name: what they did. */
export function messageAction(message: MessageLike): string {
  switch (message.type) {
    case 'replies':
      return '回复了你'
    case 'likes':
      return '赞了你的帖子'
    case 'follows':
      return '关注了你'
    default:
      return '系统通知'
  }
}

/**
 * Where a tap on a message goes: the post it is about, else the person who did it, else nowhere. A
 * system notice opens its post or nothing (its actor, when it has one, is not what it is about).
 */
export function messageTarget(message: MessageLike): { post: number } | { person: number } | null {
  if (message.type !== 'follows' && message.post) return { post: message.post.id }
  if (message.type === 'system') return null
  if (message.actor) return { person: message.actor.user_id }
  return null
}

/** The messages page's type from ?type= (anything else: 回复). */
export function messageTypeOf(param: string | undefined): MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(param ?? '') ? (param as MessageType) : 'replies'
}

/** The follow page's list from ?tab= (anything else: 关注). */
export function followSideOf(param: string | undefined): 'following' | 'followers' {
  return param === 'followers' ? 'followers' : 'following'
}
