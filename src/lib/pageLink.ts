/**
 * Links to the app's pages on H5, which routes by the address's hash ('…/h5/#/forum/…?id=1'). Pure:
 * the platform adapter (src/platform/share.ts h5LinkTo) passes the document's own address.
 */

/** `pageBase` (the app's address, '…/h5/', anything after '#' dropped) with `path` ('/forum/…?id=1') as its hash route. */
export function hashLink(pageBase: string, path: string): string {
  return `${pageBase.split('#')[0]}#${path.startsWith('/') ? path : `/${path}`}`
}
