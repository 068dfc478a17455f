import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'

/**
 * How many times the page has shown again after its first show (coming back from a page opened from
 * it). The page counts, so a part mounted later (a tab picked after the page showed) still hears of
 * the next return, which its own useDidShow would not tell apart from a first show.
 */
export function usePageShows(): number {
  const [shows, setShows] = useState(0)
  const first = useRef(true)
  useDidShow(() => {
    if (first.current) first.current = false
    else setShows((n) => n + 1)
  })
  return shows
}

/** Calls `refresh` whenever `shows` (usePageShows) changes after this part mounted. */
export function useRefreshOnShow(shows: number, refresh: () => unknown): void {
  const seen = useRef(shows)
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  useEffect(() => {
    if (shows === seen.current) return
    seen.current = shows
    refreshRef.current()
  }, [shows])
}
