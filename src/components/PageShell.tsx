import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { PLATFORM } from '../env'
import { TAB_BAR_HEIGHT_PX } from '../lib/constants'
import type { TabId } from '../routes'
import { themeStore } from '../stores'
import { TabBar } from './TabBar'
import './PageShell.scss'

interface Props {
  /** Set on the five tab pages: on H5 the app's own 64px tab bar is drawn under the content. */
  tab?: TabId
  children: ReactNode
}

/** Every page's root: carries the theme's CSS variables and, on H5 tab pages, the tab bar. */
export const PageShell = observer(function PageShell({ tab, children }: Props) {
  const withTabBar = tab !== undefined && PLATFORM === 'h5'
  return (
    <View
      className='page-shell'
      style={{ ...themeStore.vars, paddingBottom: withTabBar ? `${TAB_BAR_HEIGHT_PX}px` : undefined }}
    >
      {children}
      {withTabBar && <TabBar current={tab} />}
    </View>
  )
})
