/**
 * Writes a page's state into its own address, so a reload (H5) opens the page as it was left:
 *  - H5: the hash route is replaced in place (`history.replaceState`, keeping the router's history
 *    state): no navigation, no new history entry; Taro's router finds pages by path on the way
 *    back, so the page stack is untouched;
 *  - mini-program: a page has no address bar to reload from; nothing to do.
 * `url` is a page URL as routes.ts urlOf builds it ('/forum/…/page?a=1').
 */
export function replacePageUrl(url: string): void {
  if (process.env.TARO_ENV !== 'h5') return
  const hash = `#${url}`
  if (window.location.hash === hash) return
  window.history.replaceState(window.history.state, '', hash)
}
