import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { fetchLiveRoom } from '@/api/live'
import { withErrorText } from '@/api/errorText'
import { EmptyState } from '@/components/EmptyState'
import { GuideTips } from '@/components/GuideTips'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { liveIdOf, stateName } from '@/lib/liveView'
import { urlOf } from '@/routes'
import { ChatPanel } from './components/ChatPanel'
import { LivePlayer } from './components/LivePlayer'
import { DemoTag } from './components/liveParts'
import { useLiveChat } from './components/useLiveChat'
import './components/live.scss'

/**
 * 直播间 (live/liveItem?liveId=): the player on top (the session's stream; a note before the
 * start) and the chat below (components/useLiveChat.ts). A paid room without a ticket says so and
 * links to the session's page to buy; a missing or malformed liveId says the link is wrong.
 */
export default function LiveItem() {
  const { params } = useRouter()
  const id = liveIdOf(params.liveId)
  const load = usePageLoad(() => (id ? withErrorText(fetchLiveRoom(id, { quiet: true }), '直播间加载失败') : Promise.resolve(null)))
  const room = load.data
  const chat = useLiveChat(room ? room.chat_path : null)
  if (!id) {
    return (
      <PageShell>
        <EmptyState title='直播间链接有误' hint='没有找到要进入的直播，请从直播列表重新进入' testId='live-bad-id'>
          <Text className='lv-link' onClick={() => navigate(urlOf('live/liveList'))}>
            去看直播
          </Text>
        </EmptyState>
      </PageShell>
    )
  }
  return (
    <PageShell>
      <LoadView state={load.state} onRetry={load.reload} />
      {load.state.phase === 'failed' ? (
        <View className='lv-room__refused'>
          <Text className='lv-link' onClick={() => navigate(urlOf('live/liveDetail', { id }))}>
            查看直播详情
          </Text>
        </View>
      ) : null}
      {room ? (
        <View className='lv-room' data-testid='live-room' data-id={String(room.session.id)}>
          <LivePlayer stream={room.stream} note={room.session.state === 'upcoming' ? '直播尚未开始，请稍后再来' : '直播已结束'} />
          <View className='lv-room__head'>
            <Text className='lv-room__title'>{room.session.title}</Text>
            <Text className={`lv-state lv-state--${room.session.state} lv-state--inline`}>{stateName(room.session)}</Text>
            {room.session.is_demo ? <DemoTag /> : null}
          </View>
          <ChatPanel chat={chat} />
          <GuideTips sets={['chatView']} />
        </View>
      ) : null}
    </PageShell>
  )
}
