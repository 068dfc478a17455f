import { Image, Text, View } from '@tarojs/components'
import { MESSAGE_TYPE_LABELS, MESSAGE_TYPES, type MessageCounts, type MessageItem, type MessageType } from '@types-contract/forumPeople'
import { AvatarFrame } from '@/components/AvatarFrame'
import { messageAction, nameOf } from '@/lib/peopleView'
import { relativeTime } from '@/lib/relativeTime'
import { avatarSrc } from './PeopleParts'
import './people.scss'

interface TabsProps {
  type: MessageType
  counts: MessageCounts | null
  onPick: (type: MessageType) => void
}

/** 回复 / 赞 / 关注 / 系统, each with a red dot while it has unread messages. */
export function MessageTabs({ type, counts, onPick }: TabsProps) {
  return (
    <View className='pp-tabs' role='tablist' data-testid='msg-tabs'>
      {MESSAGE_TYPES.map((t) => (
        <View
          key={t}
          className={`pp-tab${t === type ? ' pp-tab--on' : ''}`}
          role='tab'
          aria-selected={t === type}
          data-testid={`msg-tab-${t}`}
          onClick={() => t !== type && onPick(t)}
        >
          <Text>{MESSAGE_TYPE_LABELS[t]}</Text>
          {counts && counts[t] > 0 ? <View className='pp-dot' data-testid='msg-tab-dot' /> : null}
        </View>
      ))}
    </View>
  )
}

/**
 * A message: who (a system notice: 系统), what they did and when (the list reading of relative
 * time), what they wrote, the post it is about; a dot while unread. All of it rendered as text. A
 * system notice shows no person (even when one caused it: an asker's news) and links its post, when
 * there is one to see, as 相关帖子.
 */
export function MessageRow({ message, onOpen }: { message: MessageItem; onOpen: () => void }) {
  const system = message.type === 'system'
  const actor = system ? null : message.actor
  return (
    <View className='pp-msg' data-testid='msg-item' data-type={message.type} data-read={String(message.read)} onClick={onOpen}>
      {actor ? (
        <AvatarFrame pendant={actor.pendant}>
          <Image className='pp-avatar' src={avatarSrc(actor.avatar_url)} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
        </AvatarFrame>
      ) : (
        <View className='pp-msg__system'>系统</View>
      )}
      <View className='pp-msg__main'>
        <View className='pp-msg__head'>
          {actor ? (
            <Text className='pp-name' data-testid='msg-actor'>
              {nameOf(actor)}
            </Text>
          ) : null}
          <Text className='pp-msg__action'>{messageAction(message)}</Text>
          {message.read ? null : <View className='pp-dot' data-testid='msg-unread' />}
          <Text className='pp-msg__time'>{relativeTime(message.created_at)}</Text>
        </View>
        {message.text ? (
          <Text className='pp-msg__text' data-testid='msg-text'>
            {message.text}
          </Text>
        ) : null}
        {message.post ? (
          <Text className={`pp-msg__post${system ? ' pp-msg__post--link' : ''}`} data-testid='msg-post'>
            {system ? `相关帖子：${message.post.title}` : message.post.title}
          </Text>
        ) : null}
      </View>
    </View>
  )
}
