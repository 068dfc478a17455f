import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { LiveSessionCard } from '@types-contract/live'
import { fetchUnivSessions } from '@/api/live'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { urlOf } from '@/routes'
import { SessionCard } from './components/liveParts'
import './components/live.scss'

const keyOf = (s: LiveSessionCard) => s.id

/** 高校直播 (live/liveUniv): universities' sessions, live first, then upcoming, then past; paged. */
export default function LiveUniv() {
  const list = usePagedList<LiveSessionCard>((page) => fetchUnivSessions(page), [], keyOf)
  useReachBottom(() => list.loadMore())
  return (
    <PageShell>
      <View className='lv-page' data-testid='live-univ'>
        <View className='lv-list'>
          {list.state.items.map((s) => (
            <SessionCard key={s.id} session={s} onOpen={() => navigate(urlOf('live/liveDetail', { id: s.id }))} />
          ))}
        </View>
        <PagedStatus list={list} testId='live-univ' emptyTitle='暂无高校直播' emptyHint='高校的招生直播会在这里出现' />
      </View>
    </PageShell>
  )
}
