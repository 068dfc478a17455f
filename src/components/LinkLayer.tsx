/**
 * H5's layer over every page, loaded lazily by linkLayer.ts: the floating 'App内打开' button, and
 * the share link text detector (core/shareLink.ts). A text is detected when pasted in the app
 * (outside a text field) and when the app shows (first load, back to the tab) if the browser lets the page read the
 * clipboard without asking; a detected link is offered once, and 打开 opens the shared item.
 */
import Taro from '@tarojs/taro'
import { createRoot } from 'react-dom/client'
import { parseLinkText } from '@core/shareLink'
import { linkPromptText, linkTargetPath } from '@/lib/linkTargets'
import { OWN_COPY_KEY } from '@/platform/share'
import { OpenInApp } from './OpenInApp'

const OFFERED_KEY = 'link-layer:offered'

async function offer(text: string): Promise<void> {
  const link = parseLinkText(text)
  // A text this app copied itself (its user shared it) is not offered back.
  if (!link || localStorage.getItem(OWN_COPY_KEY) === text.trim()) return
  const key = JSON.stringify(link)
  // The same clipboard is offered once per tab session: showing the app again does not nag.
  if (sessionStorage.getItem(OFFERED_KEY) === key) return
  sessionStorage.setItem(OFFERED_KEY, key)
  // The theme's primary sits on the document root (platform/themeRoot.ts).
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--app-primary').trim() || undefined
  const { confirm } = await Taro.showModal({ title: '打开分享', content: linkPromptText(link), confirmText: '打开', cancelText: '取消', confirmColor: primary })
  if (confirm) await Taro.navigateTo({ url: linkTargetPath(link) }).catch(() => undefined)
}

/** Reads the clipboard only when already permitted: showing the app never pops a permission prompt. */
async function readClipboard(): Promise<void> {
  try {
    const status = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })
    if (status.state !== 'granted') return
    await offer(await navigator.clipboard.readText())
  } catch {
    // No Permissions API or no clipboard (an in-app browser): pasting still works.
  }
}

export function startLinkLayer(): void {
  const host = document.createElement('div')
  host.className = 'link-layer'
  document.body.appendChild(host)
  createRoot(host).render(<OpenInApp />)
  document.addEventListener('paste', (e) => {
    // Pasted into a field (a share space's 口令 box, a post): the page handles it.
    if (e.target instanceof Element && e.target.closest('input, textarea, [contenteditable]')) return
    void offer(e.clipboardData?.getData('text/plain') ?? '')
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void readClipboard()
  })
  void readClipboard()
}
