import { Image, Text, View } from '@tarojs/components'
import Taro, { usePageScroll, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { InvitedUser } from '@types-contract/application'
import { getInvitedUsers } from '@/api/application'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND } from '@/env'
import { relativeTime } from '@/lib/relativeTime'
import { designToPx } from '@/lib/virtualWindow'
import { urlOf } from '@/routes'
import { ListFoot, WindowRows, listStatus, useScreen } from '../components/PagedList'
import { usePagedList } from '@/components/usePagedList'
import './parts/content.scss'

const ROW_DESIGN_PX = 128
/** Height of the count bar (.ac-invitees-top) above the first row. */
const TOP_DESIGN_PX = 88
const userKey = (u: InvitedUser) => u.user_id

/**
 * 邀请记录: the page scrolls (the platform's pull-to-refresh), the next page comes at the
 * reach-bottom distance, and only a window of rows is drawn, as on 高考资讯.
 */
export default function InviteList() {
  const list = usePagedList((page) => getInvitedUsers(page, { quiet: true }), [], userKey)
  const screen = useScreen()
  const rowPx = designToPx(ROW_DESIGN_PX, screen.width)
  const topPx = designToPx(TOP_DESIGN_PX, screen.width)
  const [scrollTop, setScrollTop] = useState(0)
  const [now, setNow] = useState(() => Date.now())

  usePageScroll(({ scrollTop: top }) => setScrollTop(Math.floor(Math.max(0, top - topPx) / rowPx) * rowPx))
  useReachBottom(() => list.loadMore())
  usePullDownRefresh(async () => {
    setNow(Date.now())
    const ok = await list.refresh()
    Taro.stopPullDownRefresh()
    if (!ok) Taro.showToast({ title: '刷新失败，请稍后再试', icon: 'none' }).catch(() => undefined)
  })

  const status = listStatus({ list, emptyTitle: '还没有邀请记录', emptyHint: '把邀请码分享给好友，好友注册后填写即可', testId: 'invitees' })
  return (
    <PageShell>
      <View data-testid='invite-list-page'>
        <View className='gk-top edu-sticky ac-invitees-top'>
          <Text className='gk-count' data-testid='invitees-count'>
            {list.state.loaded ? `共邀请 ${list.state.count} 位好友` : '邀请记录'}
          </Text>
        </View>
        {status ? (
          <View className='ac-invitees-status'>
            {status}
            {list.state.error ? null : (
              <View className='gk-btn' data-testid='invitees-invite' onClick={() => navigate(urlOf('application/invite'))}>
                去邀请好友
              </View>
            )}
          </View>
        ) : (
          <>
            <WindowRows
              items={list.state.items}
              rowPx={rowPx}
              scrollTop={scrollTop}
              viewportHeight={screen.height}
              keyOf={userKey}
              rowTestId='invitee'
              renderRow={(u) => (
                <View className='ac-invitee'>
                  <Image className='ac-invitee__avatar' src={u.avatarUrl || BRAND.defaultAvatar} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
                  <Text className='ac-row__name'>{u.username || `用户${u.user_id}`}</Text>
                  <Text className='ac-row__side'>{relativeTime(u.invited_at, now)}</Text>
                </View>
              )}
            />
            <ListFoot list={list} />
          </>
        )}
      </View>
    </PageShell>
  )
}
