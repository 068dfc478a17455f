/**
 * State of a server-paginated list (`{count, results}` pages, spec §7 list shape) as pure
 * transitions, so every list page pages, retries and refreshes the same way. The hook
 * (components/usePagedList.ts) only wires these to React and the API.
 */
export interface PagedState<T> {
  items: T[]
  /** Total on the server (the `count` of the last answer). */
  count: number
  /** Last page that answered. */
  page: number
  loading: boolean
  error: string | null
  /** The page whose request failed (what 重试 asks for again); 0 when none. */
  failedPage: number
  /** True once page 1 of the current query has answered. */
  loaded: boolean
}

export interface PageAnswer<T> {
  count: number
  results: T[]
}

export function emptyPaged<T>(): PagedState<T> {
  return { items: [], count: 0, page: 0, loading: false, error: null, failedPage: 0, loaded: false }
}

/**
 * A request for `page` has started. Items stay while a refresh (page 1 of a loaded list) runs,
 * so pull-to-refresh does not blank the screen; a new query starts from emptyPaged().
 */
export function pageStarted<T>(state: PagedState<T>): PagedState<T> {
  return { ...state, loading: true, error: null }
}

/**
 * `page` answered. Page 1 replaces the list; later pages append, skipping items already shown
 * (rows published between two page requests shift offsets and would repeat otherwise).
 */
export function pageLoaded<T>(state: PagedState<T>, page: number, answer: PageAnswer<T>, keyOf?: (item: T) => string | number): PagedState<T> {
  let items = answer.results
  if (page > 1) {
    const seen = keyOf ? new Set(state.items.map(keyOf)) : undefined
    items = [...state.items, ...(seen ? answer.results.filter((i) => !seen.has(keyOf!(i))) : answer.results)]
  }
  return { items, count: answer.count, page, loading: false, error: null, failedPage: 0, loaded: true }
}

/** `page` failed with a Chinese message; what was shown stays. */
export function pageFailed<T>(state: PagedState<T>, page: number, error: string): PagedState<T> {
  return { ...state, loading: false, error, failedPage: page }
}

export function hasMore<T>(state: PagedState<T>): boolean {
  return state.loaded && state.items.length < state.count
}

/** The page to fetch when the user reaches the end, or null when there is nothing to do now. */
export function nextPage<T>(state: PagedState<T>): number | null {
  if (state.loading || state.error || !hasMore(state)) return null
  return state.page + 1
}
