/**
 * Runs the real dist/weapp bundle in node and renders a page through a small Page shim.
 *
 * miniprogram-simulate renders custom components only, and its JS template compiler does not
 * handle the <import>/<wxs> that Taro's base.wxml relies on. So instead of rendering WXML, this
 * shim plays the mini-program host: it supplies `wx`, App, Page, Component and getApp, runs
 * app.js, then a page's onLoad/onShow/onReady with an instance whose setData applies Taro's
 * path updates. What a page renders is then Taro's data tree (root.cn...), whose text nodes
 * (`v`) are what the WXML templates would print.
 */
import { join } from 'node:path'

type Options = Record<string, unknown> & {
  data?: Record<string, unknown>
  onLaunch?: (this: unknown, o: unknown) => void
  onLoad?: (this: unknown, q: unknown) => void
  onShow?: (this: unknown) => void
  onReady?: (this: unknown) => void
}

interface Host {
  app?: Options
  appInstance?: object
  page?: Options
  pageInstance?: object
}

const SYSTEM_INFO = {
  platform: 'devtools',
  windowWidth: 390,
  windowHeight: 844,
  screenWidth: 390,
  screenHeight: 844,
  pixelRatio: 2,
  statusBarHeight: 20,
  SDKVersion: '3.0.0',
  system: 'iOS 16',
  model: 'iPhone',
  language: 'zh_CN',
  version: '8.0.0',
  safeArea: { top: 20, bottom: 844, left: 0, right: 390, width: 390, height: 824 }
}

/** Applies one setData key ('root.cn.[0].v' or 'root.cn[0].v') to a plain object. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
  let node = target as Record<string, unknown>
  for (let i = 0; i < parts.length - 1; i++) {
    if (node[parts[i]] == null) node[parts[i]] = /^\d+$/.test(parts[i + 1]) ? [] : {}
    node = node[parts[i]] as Record<string, unknown>
  }
  node[parts[parts.length - 1]] = value
}

/** Installs the host globals and runs app.js once; returns the host record. */
export function bootApp(weappDir: string): Host {
  const host: Host = {}
  const storage = new Map<string, unknown>()
  const known: Record<string, unknown> = {
    getSystemInfoSync: () => SYSTEM_INFO,
    getWindowInfo: () => SYSTEM_INFO,
    getDeviceInfo: () => SYSTEM_INFO,
    getAppBaseInfo: () => SYSTEM_INFO,
    getSystemSetting: () => ({}),
    getAppAuthorizeSetting: () => ({}),
    getStorageSync: (k: string) => storage.get(k) ?? '',
    setStorageSync: (k: string, v: unknown) => storage.set(k, v),
    removeStorageSync: (k: string) => storage.delete(k),
    getMenuButtonBoundingClientRect: () => ({ top: 24, bottom: 56, left: 300, right: 380, width: 80, height: 32 }),
    canIUse: () => true,
    nextTick: (fn: () => void) => setTimeout(fn, 0),
    getLaunchOptionsSync: () => ({ path: 'pages/tabbar/forum', query: {} }),
    getEnterOptionsSync: () => ({ path: 'pages/tabbar/forum', query: {} }),
    // No network here: a request fails at once, as offline, so a page shows its error state instead of waiting forever.
    request: (options: { fail?: (e: { errMsg: string }) => void; complete?: () => void }) => {
      setTimeout(() => {
        options.fail?.({ errMsg: 'request:fail 网络不可用' })
        options.complete?.()
      }, 0)
      return { abort: () => undefined }
    }
  }
  const g = globalThis as Record<string, unknown>
  // Any other wx API is a no-op: the tab pages must render without the network or a device.
  g.wx = new Proxy(known, {
    get: (t, k: string) => (k in t ? t[k] : k === 'webpackJsonp' ? undefined : () => undefined),
    set: (t, k: string, v) => ((t[k] = v), true)
  })
  g.App = (o: Options) => (host.app = o)
  g.Page = (o: Options) => (host.page = o)
  g.Component = () => undefined
  g.Behavior = (o: unknown) => o
  g.getApp = () => host.appInstance
  g.getCurrentPages = () => (host.pageInstance ? [host.pageInstance] : [])
  g.requirePlugin = () => ({})
  require(join(weappDir, 'app.js'))
  if (!host.app) throw new Error('app.js did not call App()')
  host.appInstance = Object.create(host.app)
  host.app.onLaunch?.call(host.appInstance, { path: 'pages/tabbar/forum', query: {} })
  return host
}

/** The text nodes (`v`) of a rendered data tree, in order. */
function textsOf(tree: unknown): string[] {
  const texts: string[] = []
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return
    const v = (n as { v?: unknown }).v
    if (typeof v === 'string' && v.trim()) texts.push(v)
    for (const child of Object.values(n)) walk(child)
  }
  walk(tree)
  return texts
}

/**
 * Loads and mounts one page; resolves with the text nodes of its rendered tree once `ready` holds
 * for them. React commits and Taro's setData run on timers, late on a loaded machine, so this waits
 * for what the caller expects rather than a fixed time; after `timeoutMs` it resolves with what is
 * there, and the caller's expectations say what is missing.
 */
export async function renderPage(host: Host, weappDir: string, page: string, ready: (texts: string[]) => boolean, timeoutMs = 30_000): Promise<string[]> {
  host.page = undefined
  require(join(weappDir, `${page}.js`))
  const options = host.page as Options | undefined
  if (!options?.onLoad) throw new Error(`${page}.js did not register a Page with onLoad`)
  const data = JSON.parse(JSON.stringify(options.data ?? {})) as Record<string, unknown>
  let settle!: () => void
  const settled = new Promise<void>((resolve) => (settle = resolve))
  const check = () => {
    if (ready(textsOf(data))) settle()
  }
  const instance = Object.assign(Object.create(options) as object, {
    route: page,
    data,
    setData(update: Record<string, unknown>, cb?: () => void) {
      for (const [k, v] of Object.entries(update)) setPath(data, k, v)
      cb?.()
      check()
    },
    selectComponent: () => null
  })
  host.pageInstance = instance
  options.onLoad.call(instance, {})
  options.onShow?.call(instance)
  options.onReady?.call(instance)
  check()
  const timer = setTimeout(settle, timeoutMs)
  await settled
  clearTimeout(timer)
  return textsOf(data)
}
