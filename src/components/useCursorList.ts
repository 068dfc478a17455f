import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { errorText } from '@/api/errorText'
import {
  cursorFailed,
  cursorLoaded,
  cursorPhase,
  cursorStarted,
  emptyCursor,
  nextCursor,
  type CursorAnswer,
  type CursorPhase,
  type CursorRequest,
  type CursorState
} from '@/lib/cursorList'

export interface CursorList<T> {
  state: CursorState<T>
  /** What to show: skeletons, an error with 重试, empty, rows with more / loading more / a failed next page / the end. */
  phase: CursorPhase
  /** The next page, when there is one and nothing is loading (reach-bottom). */
  loadMore: () => void
  /** After a failure: the page that failed (the first, or the next). */
  retry: () => void
  /** The first page again, keeping what is shown until it answers (pull-to-refresh); false on failure. */
  refresh: () => Promise<boolean>
  /** Edits the rows in place (a new answer, a like), without a request. */
  setItems: (update: (items: T[]) => T[]) => void
}

export interface CursorListOptions<T> {
  /** A row's identity: a next page skips rows already shown. */
  keyOf: (item: T) => string | number
  /** While false nothing is fetched and the list reads 'loading' (it waits for what its query needs). */
  enabled?: boolean
}

/**
 * A keyset-paginated list (lib/cursorList.ts transitions) that starts over whenever `deps` change
 * (or `enabled` turns true). `fetchPage(undefined)` is the first page, `fetchPage(cursor)` the next.
 * Answers of a superseded query or refresh are dropped. The forum's feed and answers use it; it
 * imports no store, so the home tab (the H5 entry route) can.
 */
export function useCursorList<T>(
  fetchPage: (cursor: string | undefined) => Promise<CursorAnswer<T>>,
  deps: DependencyList,
  options: CursorListOptions<T>
): CursorList<T> {
  const enabled = options.enabled ?? true
  const [state, setState] = useState<CursorState<T>>(emptyCursor)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const keyRef = useRef(options.keyOf)
  keyRef.current = options.keyOf
  const stateRef = useRef(state)
  stateRef.current = state
  const generation = useRef(0)

  const load = useCallback(async (request: CursorRequest, cursor: string | undefined): Promise<boolean> => {
    const gen = generation.current
    setState((s) => cursorStarted(s, request))
    try {
      const answer = await fetchRef.current(cursor)
      if (gen === generation.current) setState((s) => cursorLoaded(s, request, answer, keyRef.current))
      return true
    } catch (e) {
      if (gen === generation.current) setState((s) => cursorFailed(s, request, errorText(e, '加载失败，请稍后再试')))
      return false
    }
  }, [])

  useEffect(() => {
    generation.current += 1
    setState(emptyCursor<T>())
    if (enabled) load('first', undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the query; load is stable
  }, [enabled, ...deps])

  const loadMore = useCallback(() => {
    const cursor = nextCursor(stateRef.current)
    if (cursor !== null) load('more', cursor)
  }, [load])

  const retry = useCallback(() => {
    const s = stateRef.current
    if (s.pending) return
    if (!s.loaded) load('first', undefined)
    else if (s.error && s.next !== null) load('more', s.next)
  }, [load])

  const refresh = useCallback(() => {
    generation.current += 1
    return load('refresh', undefined)
  }, [load])

  const setItems = useCallback((update: (items: T[]) => T[]) => setState((s) => ({ ...s, items: update(s.items) })), [])

  return { state, phase: cursorPhase(state), loadMore, retry, refresh, setItems }
}
