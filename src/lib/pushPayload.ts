/**
 * What a push click does (SPEC §3 push payload, §4; docs/runtime.md). Pure: the caller opens the
 * answer. A click with a url opens it (in the system browser when sys_browser is set); without a
 * usable url it opens the messages page. `action` is the sender's label and never routes.
 */
import { appPathOf } from '@core/webTargets'
import type { PushPayload } from '@types-contract/push'

export type PushOpen =
  /** An http(s) address in the system browser (sys_browser). */
  | { kind: 'browser'; url: string }
  /** An http(s) address in the app's web view, which applies its own allow-list. */
  | { kind: 'web'; url: string }
  /** A page of this app ('/forum/detail?id=1'). */
  | { kind: 'page'; path: string }
  | { kind: 'messages' }

/**
 * The payload of a push as the push service hands it over: an object, a JSON text, or either
 * wrapped in `{ payload }` (getui's click message). Anything unreadable is an empty payload.
 */
export function readPushPayload(raw: unknown): PushPayload {
  let value = raw
  for (let depth = 0; depth < 3; depth++) {
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown
      } catch {
        return {}
      }
    } else if (value && typeof value === 'object' && 'payload' in value && !('url' in value)) {
      value = (value as { payload: unknown }).payload
    } else break
  }
  if (!value || typeof value !== 'object') return {}
  const v = value as Record<string, unknown>
  return {
    ...(typeof v.url === 'string' ? { url: v.url } : {}),
    ...(typeof v.sys_browser === 'boolean' || typeof v.sys_browser === 'number' || typeof v.sys_browser === 'string' ? { sys_browser: v.sys_browser } : {}),
    ...(typeof v.action === 'string' ? { action: v.action } : {})
  }
}

/** sys_browser as senders write it: true, 1, '1', 'true'. */
export function wantsSystemBrowser(flag: PushPayload['sys_browser']): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true'
}

/**
 * Where a click goes. `isAppPage` answers whether a path without its query is a page of this app;
 * an address that is neither http(s) nor a known page ('javascript:…', '//host', a typo) opens the
 * messages page, where the message itself is.
 */
export function pushOpen(payload: PushPayload, isAppPage: (path: string) => boolean): PushOpen {
  const url = (payload.url ?? '').trim()
  // eslint-disable-next-line no-control-regex -- a control character or whitespace inside a url is never sent on purpose
  if (!url || /[\s\u0000-\u001f\\]/.test(url)) return { kind: 'messages' }
  if (/^https?:\/\/[^/?#\s]+/i.test(url)) return wantsSystemBrowser(payload.sys_browser) ? { kind: 'browser', url } : { kind: 'web', url }
  // An app page as the web views read one (core/webTargets.ts appPathOf: encoded or not, never a scheme).
  const path = appPathOf(url, (p) => isAppPage(p.slice(1)))
  return path ? { kind: 'page', path } : { kind: 'messages' }
}
