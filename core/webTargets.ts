/**
 * Where the web view pages (pages/webview/pc, index, index_without_nav) and the payment return page
 * (pages/return/index) may send a user: the allow-list and the parsing of their parameters (SPEC §2:
 * "receive an encoded optionData or redirect_params"; return takes redirectTo). No open redirect:
 * anything that is not an allow-listed https page or a known page of this app is refused.
 *
 * Parameters (our decision; the spec names them only):
 *  - optionData: URI-encoded JSON `{ "url": "...", "title"?: "..." }` (a bare encoded url is read too);
 *  - redirect_params: a URI-encoded url or in-app path ('/gaokao/university/detail?id=1');
 *  - redirectTo (return page): an in-app path, with or without its leading '/', maybe encoded.
 * Pure string work, no URL class: the mini-program's JS runtime has none.
 */

export type WebTarget =
  /** An allow-listed https page, shown in the web view. */
  | { kind: 'web'; url: string; title: string }
  /** A page of this app ('/forum/…?id=1'): the web view page hands over to it. */
  | { kind: 'page'; url: string }
  /** Anything else: the error page says why, nothing is opened. */
  | { kind: 'refused'; reason: WebRefusal }

export type WebRefusal = 'missing' | 'malformed' | 'not_allowed'

export const REFUSAL_TEXT: Record<WebRefusal, string> = {
  missing: '缺少要打开的链接',
  malformed: '链接格式不正确',
  not_allowed: '该链接不在允许打开的范围内'
}

/** Hosts of WeChat official-account articles: the wxMediaPlatform page and shared articles open them. */
export const WECHAT_ARTICLE_HOST = 'mp.weixin.qq.com'

/** The allow-list: exact hosts (lower case, no port) whose https pages a web view may show. */
export function webAllowList(officialSite: string): string[] {
  const host = httpsHostOf(officialSite)
  return [WECHAT_ARTICLE_HOST, ...(host ? [host] : [])]
}

/**
 * The host of an https url, lower case, or null when `url` is not a plain https url: no user info
 * ('https://a.com@evil.com'), no backslash, no whitespace or control character, a port only digits.
 */
export function httpsHostOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(url)) return null
  const m = /^https:\/\/([^/?#]*)(?:[/?#]|$)/i.exec(url)
  if (!m) return null
  const authority = m[1]
  if (authority.includes('@')) return null
  const hm = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/i.exec(authority)
  return hm ? hm[1].toLowerCase() : null
}

/** True when `url` is an https page on an allow-listed host (exactly that host: no subdomain, no look-alike). */
export function isAllowedWebUrl(url: string, allow: readonly string[]): boolean {
  const host = httpsHostOf(url)
  return host !== null && allow.includes(host)
}

/** Decodes a parameter that may have been URI-encoded more than once (a link passed through several pages). */
export function decodeParam(raw: string): string | null {
  let value = raw
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(value); i++) {
    try {
      value = decodeURIComponent(value)
    } catch {
      return null
    }
  }
  return value
}

/** The in-app path of `raw` ('pages/vip/index', '/pages/vip/index?x=1'), checked by `isAppPage`, or null. */
export function appPathOf(raw: string, isAppPage: (path: string) => boolean): string | null {
  const decoded = decodeParam(raw.trim())
  if (!decoded) return null
  // Absolute urls, protocol-relative '//host' and 'javascript:' are never in-app paths.
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded) || decoded.startsWith('//') || decoded.includes('\\')) return null
  const path = decoded.startsWith('/') ? decoded : `/${decoded}`
  return isAppPage(path.split('?')[0].split('#')[0]) ? path : null
}

export interface TargetRules {
  /** webAllowList(...) */
  allow: readonly string[]
  /** True for a page path of this app ('/gaokao/university/detail'). */
  isAppPage: (path: string) => boolean
}

function targetOfUrl(raw: string, title: string, rules: TargetRules): WebTarget {
  const url = raw.trim()
  if (url === '') return { kind: 'refused', reason: 'missing' }
  if (/^https?:/i.test(url)) {
    if (httpsHostOf(url) === null) return { kind: 'refused', reason: /^https:/i.test(url) ? 'malformed' : 'not_allowed' }
    return isAllowedWebUrl(url, rules.allow) ? { kind: 'web', url, title } : { kind: 'refused', reason: 'not_allowed' }
  }
  const page = appPathOf(url, rules.isAppPage)
  return page ? { kind: 'page', url: page } : { kind: 'refused', reason: 'not_allowed' }
}

/** What a web view page opens, from its query (`optionData` first, else `redirect_params`). */
export function webTargetOf(params: { optionData?: string; redirect_params?: string }, rules: TargetRules): WebTarget {
  if (params.optionData) {
    const text = decodeParam(params.optionData)
    if (text === null) return { kind: 'refused', reason: 'malformed' }
    if (!text.trim().startsWith('{')) return targetOfUrl(text, '', rules)
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      return { kind: 'refused', reason: 'malformed' }
    }
    const { url, title } = (data ?? {}) as { url?: unknown; title?: unknown }
    if (typeof url !== 'string') return { kind: 'refused', reason: url === undefined ? 'missing' : 'malformed' }
    return targetOfUrl(url, typeof title === 'string' ? title.slice(0, 40) : '', rules)
  }
  if (params.redirect_params) {
    const text = decodeParam(params.redirect_params)
    return text === null ? { kind: 'refused', reason: 'malformed' } : targetOfUrl(text, '', rules)
  }
  return { kind: 'refused', reason: 'missing' }
}

/** The optionData value that opens `url` in a web view (what a link to pages/webview/index carries). */
export function optionDataOf(url: string, title?: string): string {
  return encodeURIComponent(JSON.stringify(title ? { url, title } : { url }))
}
