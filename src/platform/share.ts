/**
 * Sharing a page:
 *  - mini-program: WeChat's share sheet. A page whose route says `share` (src/routes.ts, page config
 *    enableShareAppMessage) answers useShareAppMessage with a title and its path; a
 *    `Button openType='share'` opens the sheet (HAS_SHARE_SHEET).
 *  - H5: a browser has no share sheet, so the page's link goes to the clipboard (h5LinkTo + copyText).
 * The condition is decided at build time, so the bundler keeps one branch.
 */
import Taro from '@tarojs/taro'
import { hashLink } from '@/lib/pageLink'

/** The mini-program shares through its own sheet; H5 copies a link instead. */
export const HAS_SHARE_SHEET = process.env.TARO_ENV === 'weapp'

/** The H5 link of an app page ('/forum/…?id=1'): this document's address (origin and path, '…/h5/') with the page's hash route. */
export function h5LinkTo(path: string): string {
  return hashLink(`${window.location.origin}${window.location.pathname}`, path)
}

/**
 * H5: the last text this app put on the clipboard. The share link detector (components/LinkLayer.tsx)
 * does not offer a family's own shared link back to the one who just shared it.
 */
export const OWN_COPY_KEY = 'link-layer:own-copy'

/** Puts `text` on the clipboard and toasts `done`; on failure toasts `failed`. True when copied. */
export async function copyText(text: string, done: string, failed: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    if (process.env.TARO_ENV === 'h5') localStorage.setItem(OWN_COPY_KEY, text.trim())
    await Taro.showToast({ title: done, icon: 'none' }).catch(() => undefined)
    return true
  } catch {
    await Taro.showToast({ title: failed, icon: 'none' }).catch(() => undefined)
    return false
  }
}
