import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { errorText } from '@/api/errorText'
import { emptyPaged, nextPage, pageFailed, pageLoaded, pageStarted, type PageAnswer, type PagedState } from '@/lib/pagedList'

export interface PagedList<T, A extends PageAnswer<T> = PageAnswer<T>> {
  state: PagedState<T>
  /** The latest answer as a whole: what a list sends besides its rows (source, the list's own facts). */
  last: A | undefined
  /** The next page, when there is one and nothing is loading (reach-bottom, 加载更多). */
  loadMore: () => void
  /** After a failure: the page that failed (page 1 when nothing is shown yet). */
  retry: () => void
  /** Page 1 again, keeping what is shown until it answers (pull-to-refresh); false on failure. */
  refresh: () => Promise<boolean>
  /** Changes with every new query, so a scroll view can be remounted at the top. */
  queryKey: number
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]))

/**
 * A server-paginated list (lib/pagedList.ts transitions) that starts over whenever `deps`
 * change. Answers of a superseded query or refresh are dropped. In the render where `deps` have
 * just changed it already shows a fresh, loading list: the old query's rows never appear under
 * the new one (a tab switched, a filter chosen), not even for the frame before the reset runs.
 */
export function usePagedList<T, A extends PageAnswer<T> = PageAnswer<T>>(
  fetchPage: (page: number) => Promise<A>,
  deps: DependencyList,
  keyOf?: (item: T) => string | number
): PagedList<T, A> {
  const [state, setState] = useState<PagedState<T>>(() => ({ ...emptyPaged<T>(), loading: true }))
  const [last, setLast] = useState<A>()
  const [queryKey, setQueryKey] = useState(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const stateRef = useRef(state)
  stateRef.current = state
  const generation = useRef(0)
  const queryDeps = useRef<DependencyList | null>(null)

  const load = useCallback(
    async (page: number): Promise<boolean> => {
      const gen = generation.current
      setState(pageStarted)
      try {
        const answer = await fetchRef.current(page)
        if (gen === generation.current) {
          setState((s) => pageLoaded(s, page, answer, keyOf))
          setLast(answer)
        }
        return true
      } catch (e) {
        if (gen === generation.current) setState((s) => pageFailed(s, page, errorText(e, '加载失败，请稍后再试')))
        return false
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyOf is a module-level function in every caller
    []
  )

  useEffect(() => {
    queryDeps.current = deps
    generation.current += 1
    setState({ ...emptyPaged<T>(), loading: true })
    setLast(undefined)
    setQueryKey((k) => k + 1)
    load(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the query; load is a new function each render
  }, deps)

  const loadMore = useCallback(() => {
    const page = nextPage(stateRef.current)
    if (page !== null) load(page)
  }, [load])

  const retry = useCallback(() => {
    load(stateRef.current.failedPage || 1)
  }, [load])

  const refresh = useCallback(() => {
    generation.current += 1
    return load(1)
  }, [load])

  if (queryDeps.current !== null && !sameDeps(queryDeps.current, deps))
    return { state: { ...emptyPaged<T>(), loading: true }, last: undefined, loadMore, retry, refresh, queryKey }
  return { state, last, loadMore, retry, refresh, queryKey }
}
