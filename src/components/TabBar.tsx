import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { TAB_BAR_HEIGHT_PX } from '../lib/constants'
import { badgeText, onUnreadTotal, unreadTotal } from '../lib/unreadBadge'
import { TABS, type TabId } from '../routes'
import './TabBar.scss'

/**
 * The H5 bottom tab bar (the mini-program uses WeChat's native one). Test hooks:
 * [data-testid="tabbar"], each tab [data-testid="tab-<id>"], the selected one also has
 * aria-selected="true" and the class tabbar__item--active.
 * A tap selects the tab at once, as a native tab bar does, while the tab's page (maybe a chunk
 * still to fetch on a slow network) opens; a failed switch, or coming back to this page, shows
 * this page's tab again. Each tab's icon is its SVG (src/assets/tabbar/) as a CSS mask in the text
 * colour: grey, or the theme's primary when selected (TabBar.scss). 我的 carries the unread message total as a badge ([data-testid="tab-badge"]),
 * from lib/unreadBadge.ts (no store: this is the entry route).
 */
export function TabBar({ current }: { current: TabId }) {
  const [selected, setSelected] = useState<TabId>(current)
  useDidShow(() => setSelected(current))
  const [unread, setUnread] = useState(unreadTotal)
  useEffect(() => {
    setUnread(unreadTotal())
    return onUnreadTotal(setUnread)
  }, [])
  const badge = badgeText(unread)
  const open = (id: TabId, page: string) => {
    setSelected(id)
    Taro.switchTab({ url: `/${page}` }).catch(() => setSelected(current))
  }
  return (
    <View className='tabbar' data-testid='tabbar' role='tablist' style={{ height: `${TAB_BAR_HEIGHT_PX}px` }}>
      {TABS.map((tab) => {
        const active = tab.id === selected
        return (
          <View
            key={tab.id}
            className={`tabbar__item${active ? ' tabbar__item--active' : ''}`}
            data-testid={`tab-${tab.id}`}
            role='tab'
            aria-selected={active}
            onClick={() => !active && open(tab.id, tab.route.page)}
          >
            <View className={`tabbar__icon tabbar__icon--${tab.id}`} />
            <Text className='tabbar__label'>{tab.label}</Text>
            {tab.id === 'personal' && badge ? (
              <Text className='tabbar__badge' data-testid='tab-badge'>
                {badge}
              </Text>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
