import type { VipPlan } from './plans'

export type ThemeName = 'blue' | 'pink'

/** Everything that differs between brand variants; injected into the app at build time. */
export interface Brand {
  id: string
  /**
   * WeChat mini-program app id. The ids in this folder are placeholders (wx + 16 hex digits
   * spelling the brand) until the real ids are registered; a release build replaces them.
   */
  appId: string
  /** Chinese app name shown in the header and the H5 page title. */
  appName: string
  supportPhone: string
  /** Avatar shown before the user sets one: a bundled data URI. */
  defaultAvatar: string
  /** Theme the app starts with before the user picks one. */
  theme: ThemeName
  vipPlans: readonly VipPlan[]
  /** Web builds offer 'App内打开': try the deep link, fall back to the official site. */
  openInApp: { deepLink: string; officialSite: string }
  /** The app runs embedded in the bilibili video platform: a 401 does not log the user out. */
  bilibiliHosted: boolean
}
