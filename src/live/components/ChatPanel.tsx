import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { CONNECTION_LABELS } from '@/lib/liveChat'
import type { LiveChat } from './useLiveChat'

const OUTBOX_LABELS = { pending: '发送中…', waiting: '稍后自动重发', failed: '发送失败' } as const

/**
 * The room's chat: the connection state, the messages (text, never HTML; the user's own on the
 * right), the user's unacknowledged messages under them with their state, and the input bar.
 */
export function ChatPanel({ chat }: { chat: LiveChat }) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState('')
  const submit = () => {
    const why = chat.send(text)
    setProblem(why)
    if (!why) setText('')
  }
  const lastId = chat.messages.length ? chat.messages[chat.messages.length - 1].id : 0
  return (
    <View className='lv-chat'>
      <View className={`lv-chat__state lv-chat__state--${chat.state}`} data-testid='chat-state' data-state={chat.state}>
        <Text>{chat.state === 'refused' ? chat.refusal : CONNECTION_LABELS[chat.state]}</Text>
      </View>
      <ScrollView className='lv-chat__list' scrollY scrollIntoView={`lv-msg-${lastId}`} scrollWithAnimation>
        <View data-testid='chat-messages'>
          {chat.messages.length === 0 && chat.outbox.length === 0 ? <Text className='lv-chat__empty'>还没有人发言，来说第一句吧</Text> : null}
          {chat.messages.map((m) => (
            <View key={m.id} id={`lv-msg-${m.id}`} className={`lv-msg${m.user_id === chat.me ? ' lv-msg--mine' : ''}`} data-testid='chat-message' data-id={String(m.id)}>
              <Text className='lv-msg__name'>{m.user_name}</Text>
              <Text className='lv-msg__text'>{m.text}</Text>
            </View>
          ))}
          {chat.outbox.map((m) => (
            <View key={m.client_id} className={`lv-msg lv-msg--mine lv-msg--${m.status}`} data-testid='chat-outbox' data-status={m.status}>
              <Text className='lv-msg__text'>{m.text}</Text>
              <Text className='lv-msg__status'>
                {OUTBOX_LABELS[m.status]}
                {m.detail ? `：${m.detail}` : ''}
              </Text>
              {m.status === 'failed' ? (
                <Text className='lv-msg__discard' onClick={() => chat.discard(m.client_id)}>
                  删除
                </Text>
              ) : null}
            </View>
          ))}
        </View>
      </ScrollView>
      <View className='lv-chat__bar'>
        <Input
          className='lv-chat__input'
          data-testid='chat-input'
          value={text}
          placeholder={chat.state === 'refused' ? '暂时无法发言' : '说点什么…'}
          disabled={chat.state === 'refused'}
          confirmType='send'
          maxlength={200}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={submit}
        />
        <Text
          className={`lv-chat__send${chat.state === 'refused' ? ' lv-chat__send--off' : ''}`}
          data-testid='chat-send'
          onClick={chat.state === 'refused' ? undefined : submit}
        >
          发送
        </Text>
      </View>
      {problem ? <Text className='lv-chat__problem'>{problem}</Text> : null}
    </View>
  )
}
