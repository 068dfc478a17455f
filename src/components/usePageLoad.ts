import { useCallback, useEffect, useRef, useState } from 'react'
import { LOAD_TIMEOUT_MS, LOADING_DELAY_MS } from '../lib/constants'
import { createLoadTracker, type LoadSnapshot } from '../lib/loadState'

export interface PageLoad<T> {
  state: LoadSnapshot
  data: T | undefined
  /** Loads again (重试, pull-down refresh); resolves when this attempt settles. */
  reload: () => Promise<void>
}

/** Runs `load` on mount with the page-loading timing of SPEC §2 (lib/loadState.ts). */
export function usePageLoad<T>(load: () => Promise<T>): PageLoad<T> {
  const [state, setState] = useState<LoadSnapshot>({ phase: 'idle' })
  const [data, setData] = useState<T>()
  const loadRef = useRef(load)
  loadRef.current = load
  const trackerRef = useRef(createLoadTracker({ delayMs: LOADING_DELAY_MS, timeoutMs: LOAD_TIMEOUT_MS, onChange: setState }))

  const reload = useCallback(async () => {
    const tracker = trackerRef.current
    const token = tracker.start()
    try {
      const result = await loadRef.current()
      if (tracker.succeed(token)) setData(result)
    } catch (error) {
      tracker.fail(token, error instanceof Error ? error.message : String(error))
    }
  }, [])

  useEffect(() => {
    const tracker = trackerRef.current
    reload()
    return () => tracker.dispose()
  }, [reload])

  return { state, data, reload }
}
