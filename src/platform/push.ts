/**
 * Push on this install (docs/runtime.md). Push notifications come through the HTML5+ runtime
 * (`window.plus`) of the native app shell that hosts the H5 build: it gives the push client id
 * (getui) and the click on a notification. A plain browser and the mini-program have no push client
 * (the mini-program's notices are WeChat subscription messages, which open their page themselves),
 * so there nothing is bound and no click arrives.
 */
import Taro from '@tarojs/taro'
import type { PushPlatform } from '@types-contract/push'

interface PlusRuntime {
  push: {
    getClientInfo(): { clientid?: string }
    addEventListener(type: 'click', listener: (message: { payload?: unknown }) => void, capture?: boolean): void
  }
  runtime: { openURL(url: string): void }
}

/** Calls `ready` with the HTML5+ runtime once it is there; never in a plain browser or the mini-program. */
function withPlus(ready: (plus: PlusRuntime) => void): void {
  if (process.env.TARO_ENV !== 'h5') return
  const current = (window as { plus?: PlusRuntime }).plus
  if (current) ready(current)
  else document.addEventListener('plusready', () => ready((window as unknown as { plus: PlusRuntime }).plus), { once: true })
}

/** This install's push client id and platform, when it has one. */
export function onPushClient(ready: (client: { clientid: string; platform: PushPlatform }) => void): void {
  withPlus((plus) => {
    const clientid = plus.push.getClientInfo().clientid
    if (clientid) ready({ clientid, platform: 'app' })
  })
}

/** Calls `listener` with the raw payload of each notification the user taps. */
export function onPushClick(listener: (payload: unknown) => void): void {
  withPlus((plus) => plus.push.addEventListener('click', (message) => listener(message.payload ?? message), false))
}

/**
 * Opens an http(s) address outside the app: the shell's system browser, a new browser tab on H5;
 * the mini-program cannot leave WeChat, so the address goes to the clipboard with a hint.
 */
export function openInSystemBrowser(url: string): void {
  if (process.env.TARO_ENV === 'h5') {
    const plus = (window as { plus?: PlusRuntime }).plus
    if (plus) plus.runtime.openURL(url)
    else window.open(url, '_blank', 'noopener')
    return
  }
  Taro.setClipboardData({ data: url })
    .then(() => Taro.showToast({ title: '链接已复制，请在浏览器中打开', icon: 'none' }))
    .catch(() => undefined)
}
