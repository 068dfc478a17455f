import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useRef } from 'react'

/**
 * Calls `reload` when the page shows again (back from a page opened from it; not its first show,
 * which loads by itself) and on pull-down refresh, which stops once the reload has settled; then
 * `afterPull` (a failed refresh's toast, say). The page's load is usually usePageLoad's `reload`.
 */
export function useReloadOnShowAndPull(reload: () => Promise<unknown>, afterPull?: () => void): void {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void reload()
    shown.current = true
  })
  usePullDownRefresh(async () => {
    await reload()
    Taro.stopPullDownRefresh()
    afterPull?.()
  })
}
