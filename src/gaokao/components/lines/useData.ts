import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { errorText } from '@/api/account'

export interface Data<T> {
  data: T | undefined
  loading: boolean
  /** The Chinese message of the last failure. */
  error: string | null
  reload: () => void
}

/**
 * One answer that depends on the page's choices (a tab's lines for a province): loads again when
 * `deps` change and drops answers of superseded choices; 重试 (reload) keeps what is shown. The page-level load (200 ms delay, 60 s
 * timeout) is usePageLoad's; this is for the parts below it.
 */
export function useData<T>(load: () => Promise<T>, deps: DependencyList, fallback = '加载失败，请稍后再试'): Data<T> {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  const generation = useRef(0)

  const run = useCallback(async () => {
    const gen = ++generation.current
    setLoading(true)
    setError(null)
    try {
      const result = await loadRef.current()
      if (gen === generation.current) setData(result)
    } catch (e) {
      if (gen === generation.current) setError(errorText(e, fallback))
    } finally {
      if (gen === generation.current) setLoading(false)
    }
  }, [fallback])

  // New choices show 加载中 rather than the previous choices' figures.
  useEffect(() => {
    setData(undefined)
    run()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the choices; run reads them anew each render
  }, deps)

  return { data, loading, error, reload: run }
}
