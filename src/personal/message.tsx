import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { MESSAGE_TYPE_LABELS } from '@types-contract/forumPeople'
import { PageShell } from '@/components/PageShell'
import { messageTypeOf } from '@/lib/peopleView'
import { MessageRow, MessageTabs } from './components/MessageParts'
import { ListStatus } from './components/PeopleParts'
import { useMessages } from './components/useMessages'
import './components/people.scss'

/**
 * 消息 (?type=replies|likes|follows|system): tabs with unread dots, the type's messages newest first
 * (a tap opens the post or the person), 全部已读 and 清空 (confirmed). State in useMessages.
 */
export default function MessagePage() {
  const { params } = useRouter()
  const m = useMessages(messageTypeOf(params.type))
  const empty = m.list.phase === 'empty'
  return (
    <PageShell>
      <View className='pp-page' data-testid='messages-page'>
        <MessageTabs type={m.type} counts={m.counts} onPick={m.pick} />
        <View className='pp-toolbar'>
          <Text className={m.counts?.total ? '' : 'pp-toolbar__item--off'} data-testid='msg-read-all' onClick={m.readAll}>
            全部已读
          </Text>
          <Text className={empty ? 'pp-toolbar__item--off' : ''} data-testid='msg-clean' onClick={() => !empty && m.clean()}>
            清空
          </Text>
        </View>
        <View data-testid='msg-list'>
          {m.list.state.items.map((message) => (
            <MessageRow key={message.id} message={message} onOpen={() => m.open(message)} />
          ))}
        </View>
        <ListStatus list={m.list} testId='msg-list' emptyTitle={`暂无${MESSAGE_TYPE_LABELS[m.type]}消息`} />
      </View>
    </PageShell>
  )
}
