/**
 * Builds the app config (pages, subPackages, preloadRule, tabBar) from routes.ts. Pure, so a unit
 * test checks the derivation; src/app.config.ts only calls it.
 */
import { PRIMARY_BLUE, REACH_BOTTOM_DISTANCE, TAB_UNSELECTED_GREY } from './lib/constants'
import { tabIconFile } from './lib/tabIcons'
import { ENTRY_ROUTE, MAIN_ROOT, ROUTES, SUBPACKAGE_ROOTS, TABS, type RouteDef } from './routes'

export interface DerivedAppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  preloadRule: Record<string, { network: 'all'; packages: string[] }>
  tabBar: {
    custom: boolean
    color: string
    selectedColor: string
    backgroundColor: string
    borderStyle: 'white'
    list: { pagePath: string; text: string; iconPath?: string; selectedIconPath?: string }[]
  }
  window: Record<string, string | number | boolean>
  lazyCodeLoading: 'requiredComponents'
  /** WeChat refuses getLocation/chooseLocation unless declared here (周边大学 uses both). */
  requiredPrivateInfos: ('getLocation' | 'chooseLocation')[]
  permission: Record<string, { desc: string }>
}

const inRoot = (route: RouteDef) => route.page.slice(route.root.length + 1)

/**
 * The H5 tab bar is the app's own component (Taro's built-in H5 bar cannot be 64px high), so
 * `custom` is true there; the mini-program keeps WeChat's native bar, which the platform sizes, with
 * the PNG icons (the blue theme's selected ones; platform/tabBarTheme.ts swaps them for another theme).
 */
export function deriveAppConfig(taroEnv: string | undefined): DerivedAppConfig {
  const main = ROUTES.filter((r) => r.root === MAIN_ROOT)
  return {
    pages: [ENTRY_ROUTE, ...main.filter((r) => r !== ENTRY_ROUTE)].map((r) => r.page),
    subPackages: SUBPACKAGE_ROOTS.map((root) => ({
      root,
      pages: ROUTES.filter((r) => r.root === root).map(inRoot)
    })),
    preloadRule: Object.fromEntries(ROUTES.filter((r) => r.preload.length > 0).map((r) => [r.page, { network: 'all' as const, packages: [...r.preload] }])),
    tabBar: {
      custom: taroEnv === 'h5',
      color: TAB_UNSELECTED_GREY,
      selectedColor: PRIMARY_BLUE,
      backgroundColor: '#ffffff',
      borderStyle: 'white',
      // Icons only where the native bar draws them: on H5 Taro would inline the PNGs into the entry script.
      list: TABS.map((t) => ({
        pagePath: t.route.page,
        text: t.label,
        ...(taroEnv === 'h5' ? {} : { iconPath: tabIconFile(t.id, 'normal'), selectedIconPath: tabIconFile(t.id, 'blue') })
      }))
    },
    window: {
      backgroundTextStyle: 'dark',
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTitleText: ENTRY_ROUTE.title,
      navigationBarTextStyle: 'black',
      onReachBottomDistance: REACH_BOTTOM_DISTANCE
    },
    lazyCodeLoading: 'requiredComponents',
    requiredPrivateInfos: ['getLocation', 'chooseLocation'],
    permission: { 'scope.userLocation': { desc: '用于查找你附近的大学' } }
  }
}
