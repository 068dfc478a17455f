/**
 * The mini-program's native tab bar in the chosen colour theme: the selected label colour and the
 * selected icons (PNGs of scripts/gen-tabbar-icons.ts). app.config gives the blue ones; a pink
 * theme sets its own when a tab page shows. The calls fail harmlessly where no tab bar is up.
 * H5 draws its own tab bar in the theme's CSS colour, so this is a no-op there (decided at build time).
 */
import Taro from '@tarojs/taro'
import { tabIconFile } from '../lib/tabIcons'
import { TABS } from '../routes'
import { themeVars, type ThemeName } from '../theme/themes'

/** Runs a tab bar call, ignoring its failure: thrown (a base library without the call) or rejected (no tab bar up). */
function attempt(call: () => unknown): void {
  try {
    Promise.resolve(call()).catch(() => undefined)
  } catch {
    // The call does not exist here: the tab bar keeps app.config's colours.
  }
}

export function applyTabBarTheme(name: ThemeName): void {
  if (process.env.TARO_ENV !== 'weapp') return
  attempt(() => Taro.setTabBarStyle({ selectedColor: themeVars(name)['--app-primary'] }))
  TABS.forEach((tab, index) => attempt(() => Taro.setTabBarItem({ index, selectedIconPath: `/${tabIconFile(tab.id, name)}` })))
}
