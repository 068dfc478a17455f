/**
 * 'App内打开' (SPEC §2, §9): try the brand's deep link; if the page is still showing after 500 ms
 * (no app took over), go to the official site instead. Pure: the browser parts come in as `env`.
 */
export const OPEN_IN_APP_FALLBACK_MS = 500

export interface OpenInAppEnv {
  /** Sends the browser to a url (the deep link, then maybe the site). */
  go: (url: string) => void
  later: (run: () => void, ms: number) => void
  /** True once the page was hidden: the app opened, so no fallback. */
  hidden: () => boolean
}

export function openInApp(links: { deepLink: string; officialSite: string }, env: OpenInAppEnv): void {
  env.go(links.deepLink)
  env.later(() => {
    if (!env.hidden()) env.go(links.officialSite)
  }, OPEN_IN_APP_FALLBACK_MS)
}
