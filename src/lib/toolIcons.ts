/**
 * The tool grids' icons (填志愿, 学习 and 我的 tabs, issue 25): line drawings on a 24-unit grid, stroked
 * in white to sit on the theme's colour square (tabs.scss). Each becomes a base64 SVG data URI
 * for an `Image`: one source that the H5 <img> and the mini-program's image component both draw,
 * with no file to ship and nothing that depends on the DOM. A few hundred bytes each, and only the
 * tabs that show them import this module (not the forum tab, the H5 entry route).
 */

const PATHS = {
  recommend: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1.2" fill="#fff"/>',
  ai: '<path d="M10 3.5l1.7 4.8 4.8 1.7-4.8 1.7L10 16.5l-1.7-4.8L3.5 10l4.8-1.7z"/><path d="M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z"/>',
  form: '<rect x="5" y="4" width="14" height="17" rx="2"/><path d="M9 4V3h6v1"/><path d="M9 10h6M9 14h6M9 18h3"/>',
  helper: '<circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.7 2.7L16.5 9.5"/>',
  university: '<path d="M3 9.5L12 4l9 5.5"/><path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8"/><path d="M3 20.5h18"/>',
  scoreTable:
    '<path d="M4 20V4"/><path d="M4 20h16"/><rect x="7" y="12" width="3" height="5"/><rect x="12" y="8" width="3" height="9"/><rect x="17" y="5" width="2.5" height="12"/>',
  video: '<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="M10 9v6l5-3z" fill="#fff"/>',
  library: '<path d="M4 19V5a1 1 0 0 1 1-1h4v16H5a1 1 0 0 1-1-1z"/><path d="M9 4h4v16H9"/><path d="M15 5.5l3.6-1 3 14.4-3.6 1z"/>',
  write: '<path d="M4 20l1-4.5L16 4.5l3.5 3.5L8.5 19z"/><path d="M13.5 7l3.5 3.5"/><path d="M13 20h7"/>',
  checkin: '<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/><path d="M9 15l2 2 4-4"/>',
  majors: '<path d="M12 7c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V5.5C17 5 14 5.5 12 7z"/><path d="M12 7v13.5"/>',
  rankings: '<path d="M8 4h8v5a4 4 0 0 1-8 0z"/><path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4"/><path d="M12 13v4M8.5 20.5h7M10 17h4v3.5h-4z"/>',
  news: '<rect x="3.5" y="4" width="14" height="16" rx="1.5"/><path d="M17.5 8H20v10.5a1.5 1.5 0 0 1-3 0"/><path d="M7 8h7M7 12h7M7 16h4"/>',
  warning: '<path d="M12 3.5L21.5 20h-19z"/><path d="M12 10v4.5"/><circle cx="12" cy="17.3" r=".6" fill="#fff"/>',
  consult: '<path d="M4 5h16v11H10l-4 3.5V16H4z"/><path d="M8 9.5h8M8 12.5h5"/>',
  scoreLine: '<path d="M3.5 20.5h17"/><path d="M4 16l5-5 4 3 7-8"/><path d="M16 6h4v4"/>',
  nearby: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  record: '<rect x="4" y="3.5" width="16" height="17" rx="2"/><path d="M8 8h8M8 12h8"/><path d="M8 16.5l2 1.5 3.5-3.5"/>',
  strongBase: '<circle cx="12" cy="9" r="5.5"/><path d="M9 13.8L7.5 21l4.5-2.5 4.5 2.5-1.5-7.2"/>',
  international: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z"/>',
  service:
    '<path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2"/><rect x="3.5" y="13" width="4" height="6" rx="1.5"/><rect x="16.5" y="13" width="4" height="6" rx="1.5"/><path d="M18.5 19c0 1.5-2 2.5-5 2.5"/>',
  tasks: '<rect x="4" y="4" width="16" height="16" rx="3"/><path d="M8.5 12.5l2.5 2.5 4.5-5"/>',
  wear: '<path d="M9 4l-5 3 1.5 4L8 10v10h8V10l2.5 1L20 7l-5-3c0 1.7-1.3 3-3 3s-3-1.3-3-3z"/>',
  medal: '<path d="M8 3l2.5 6M16 3l-2.5 6"/><circle cx="12" cy="15" r="6"/><path d="M12 12.2l.9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z"/>',
  certificate:
    '<rect x="3" y="4" width="18" height="13" rx="1.5"/><path d="M7 8.5h10M7 12h6"/><circle cx="16.5" cy="15.5" r="2.5"/><path d="M15.3 17.8L14.5 21l2-1 2 1-.8-3.2"/>',
  favorite: '<path d="M12 20s-7.5-4.5-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.5-7.5 10-7.5 10z"/>',
  wallet: '<path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3"/><rect x="4" y="8" width="16" height="11" rx="2"/><path d="M20 11.5h-3.5a2 2 0 0 0 0 4H20"/>',
  orders: '<path d="M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z"/><path d="M9 8.5h6M9 12h6M9 15.5h3"/>',
  topics: '<path d="M9.5 4L7.5 20M16.5 4l-2 16M4.5 9h16M3.5 15h16"/>',
  message: '<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3.5 7l8.5 6.5L20.5 7"/>',
  cloud: '<path d="M7 18.5h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 9.6 4.5 4.5 0 0 0 7 18.5z"/>',
  print: '<path d="M7 9V4h10v5"/><rect x="3.5" y="9" width="17" height="8" rx="2"/><path d="M7 14h10v6H7z"/>',
  bookshop: '<path d="M5 4.5h10.5a2 2 0 0 1 2 2V20H7a2 2 0 0 1-2-2z"/><path d="M5 18a2 2 0 0 1 2-2h10.5"/><path d="M9 8.5h5"/>',
  bag: '<path d="M5 8h14l-1 12.5H6z"/><path d="M9 10.5V7a3 3 0 0 1 6 0v3.5"/>',
  quiz: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6"/><circle cx="12" cy="17" r=".6" fill="#fff"/>',
  invite:
    '<rect x="3.5" y="8.5" width="17" height="4" rx="1"/><path d="M5 12.5V20h14v-7.5"/><path d="M12 8.5V20"/><path d="M12 8.5C10.5 5 7 4.5 7 6.8c0 1.7 2.8 1.7 5 1.7zM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-2.8 1.7-5 1.7z"/>'
} as const

export type ToolIconName = keyof typeof PATHS

export const TOOL_ICON_NAMES = Object.keys(PATHS) as ToolIconName[]

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of an ASCII string: the mini-program has no btoa, and the icons are ASCII. */
export function asciiBase64(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)]
    const n = (a << 16) | ((b || 0) << 8) | (c || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < text.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < text.length ? B64[n & 63] : '=')
  }
  return out
}

/** The icon as a whole SVG document. */
export function toolIconSvg(name: ToolIconName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${PATHS[name]}</svg>`
}

const cache = new Map<ToolIconName, string>()

/** The icon as an `Image` src. */
export function toolIconSrc(name: ToolIconName): string {
  let src = cache.get(name)
  if (!src) {
    src = `data:image/svg+xml;base64,${asciiBase64(toolIconSvg(name))}`
    cache.set(name, src)
  }
  return src
}
