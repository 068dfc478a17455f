/**
 * The unread badge of the 我的 tab (spec §2: tab index 4), one function for both platforms:
 *  - H5: the app's own tab bar (components/TabBar.tsx) listens to lib/unreadBadge.ts;
 *  - mini-program: WeChat's native tab bar, through Taro.setTabBarBadge / removeTabBarBadge (which
 *    fail harmlessly while no tab page is up; the next refresh on a tab page sets it again).
 * The condition is decided at build time, so the H5 bundle carries neither Taro call.
 */
import Taro from '@tarojs/taro'
import { badgeText, setUnreadTotal } from '../lib/unreadBadge'

/** Spec §2: pages/tabbar/personal (我的) is the fifth tab. */
const PERSONAL_TAB_INDEX = 4

export function showUnreadBadge(count: number): void {
  setUnreadTotal(count)
  if (process.env.TARO_ENV !== 'weapp') return
  const text = badgeText(count)
  const done = text ? Taro.setTabBarBadge({ index: PERSONAL_TAB_INDEX, text }) : Taro.removeTabBarBadge({ index: PERSONAL_TAB_INDEX })
  Promise.resolve(done).catch(() => undefined)
}
