/**
 * State of a keyset-paginated list (`{results, next_cursor}` pages: the forum's feed and answers) as
 * pure transitions; the hook (components/useCursorList.ts) wires them to React and the API. The
 * offset lists keep lib/pagedList.ts.
 */
export interface CursorAnswer<T> {
  results: T[]
  /** Pass back as `cursor` for the next page; null at the end. */
  next_cursor: string | null
}

/** What is being fetched: the first page of a query, the next page, or the first page again (pull-to-refresh). */
export type CursorRequest = 'first' | 'more' | 'refresh'

export interface CursorState<T> {
  items: T[]
  /** The cursor of the next page; null at the end and before the first page answered. */
  next: string | null
  /** True once the first page of the current query has answered. */
  loaded: boolean
  /** The request in flight, if any. */
  pending: CursorRequest | null
  /** The Chinese message of the failed first or next page (重试 asks for it again); a failed refresh keeps what is shown. */
  error: string | null
}

/** What the list shows. */
export type CursorPhase =
  /** The first page is on its way: skeletons. */
  | 'loading'
  /** The first page failed: the message and 重试. */
  | 'error'
  /** The first page answered with nothing. */
  | 'empty'
  /** Rows, and more to come at reach-bottom. */
  | 'more'
  /** Rows, the next page on its way. */
  | 'loadingMore'
  /** Rows, the next page failed: the message and 重试. */
  | 'moreError'
  /** Rows, and no more. */
  | 'end'

export function emptyCursor<T>(): CursorState<T> {
  return { items: [], next: null, loaded: false, pending: null, error: null }
}

export function cursorStarted<T>(state: CursorState<T>, request: CursorRequest): CursorState<T> {
  return { ...state, pending: request, error: request === 'refresh' ? state.error : null }
}

/**
 * A page answered. The first page (or a refresh) replaces the list; a next page appends, skipping
 * rows already shown (a row the user added meanwhile, say their own answer).
 */
export function cursorLoaded<T>(state: CursorState<T>, request: CursorRequest, answer: CursorAnswer<T>, keyOf: (item: T) => string | number): CursorState<T> {
  let items = answer.results
  if (request === 'more') {
    const seen = new Set(state.items.map(keyOf))
    items = [...state.items, ...answer.results.filter((item) => !seen.has(keyOf(item)))]
  }
  return { items, next: answer.next_cursor, loaded: true, pending: null, error: null }
}

/**
 * A request failed: a first or next page shows the message with 重试; a refresh of a shown list only
 * ends (the caller says so), one before anything was shown counts as the first page.
 */
export function cursorFailed<T>(state: CursorState<T>, request: CursorRequest, error: string): CursorState<T> {
  return request === 'refresh' && state.loaded ? { ...state, pending: null } : { ...state, pending: null, error }
}

/** The cursor to fetch when the user reaches the end, or null when there is nothing to do now. */
export function nextCursor<T>(state: CursorState<T>): string | null {
  if (state.pending || state.error || !state.loaded) return null
  return state.next
}

export function cursorPhase<T>(state: CursorState<T>): CursorPhase {
  if (!state.loaded) return state.error ? 'error' : 'loading'
  if (state.items.length === 0) return 'empty'
  if (state.pending === 'more') return 'loadingMore'
  if (state.error) return 'moreError'
  return state.next === null ? 'end' : 'more'
}
