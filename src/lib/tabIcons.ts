/**
 * The mini-program's tab bar icon files (PNGs drawn by scripts/gen-tabbar-icons.ts from
 * src/assets/tabbar/*.svg), paths from src/ as app.config and Taro.setTabBarItem take them.
 */
import type { ThemeName } from '../theme/themes'

export type TabIconVariant = 'normal' | ThemeName

export const TAB_ICON_VARIANTS: readonly TabIconVariant[] = ['normal', 'blue', 'pink']

/** 'assets/tabbar/png/forum.png' (unselected) or 'assets/tabbar/png/forum-pink.png' (selected, pink theme). */
export function tabIconFile(tab: string, variant: TabIconVariant): string {
  return `assets/tabbar/png/${tab}${variant === 'normal' ? '' : `-${variant}`}.png`
}
