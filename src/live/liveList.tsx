import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { LIVE_TABS, type LiveGroup, type LiveSessionCard, type LiveTab } from '@types-contract/live'
import { fetchLiveGroups, fetchLiveSessions } from '@/api/live'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { LIVE_TAB_NAMES } from '@/lib/liveView'
import { urlOf } from '@/routes'
import { SessionCard } from './components/liveParts'
import './components/live.scss'

const keyOf = (s: LiveSessionCard) => s.id

/**
 * 直播 (live/liveList): the tabs 直播中 / 预告 / 回放, the groups as chips (a group shows its
 * sessions in every state), the universities' sessions one tap away, and the sessions paged at
 * reach-bottom. A session opens its page (liveDetail).
 */
export default function LiveList() {
  const [tab, setTab] = useState<LiveTab>('live')
  const [group, setGroup] = useState<number | undefined>()
  const [groups, setGroups] = useState<LiveGroup[]>([])
  useEffect(() => {
    fetchLiveGroups({ quiet: true })
      .then(setGroups)
      .catch(() => undefined)
  }, [])
  const list = usePagedList<LiveSessionCard>((page) => fetchLiveSessions(group ? { group } : { tab }, page), [tab, group], keyOf)
  useReachBottom(() => list.loadMore())
  const { state } = list
  return (
    <PageShell>
      <View className='lv-page' data-testid='live-list'>
        <View className='lv-tabs'>
          {LIVE_TABS.map((t) => (
            <Text
              key={t}
              className={`lv-tab${!group && tab === t ? ' lv-tab--on' : ''}`}
              data-testid={`live-tab-${t}`}
              onClick={() => {
                setGroup(undefined)
                setTab(t)
              }}
            >
              {LIVE_TAB_NAMES[t]}
            </Text>
          ))}
        </View>
        <View className='lv-chips'>
          <Text className='lv-chip lv-chip--univ' data-testid='live-univ-link' onClick={() => navigate(urlOf('live/liveUniv'))}>
            高校直播
          </Text>
          {groups.map((g) => (
            <Text key={g.id} className={`lv-chip${group === g.id ? ' lv-chip--on' : ''}`} onClick={() => setGroup(group === g.id ? undefined : g.id)}>
              {g.title}
            </Text>
          ))}
        </View>
        <View className='lv-list' data-testid='live-sessions' data-loaded={String(state.loaded && !state.loading)}>
          {state.items.map((s) => (
            <SessionCard key={s.id} session={s} onOpen={() => navigate(urlOf('live/liveDetail', { id: s.id }))} />
          ))}
        </View>
        <PagedStatus list={list} testId='live' emptyTitle={group ? '这个系列还没有直播' : `暂无${LIVE_TAB_NAMES[tab]}的直播`} emptyHint='看看其他分类吧' />
      </View>
    </PageShell>
  )
}
