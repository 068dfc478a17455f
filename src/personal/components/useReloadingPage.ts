import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useRef } from 'react'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'

/**
 * A page's one load (usePageLoad) read again when the page shows again (back from a page opened
 * from it) and on pull-to-refresh. What was shown stays while it loads; a failed refresh says so in
 * a toast (the first load's failure is the page's LoadView).
 */
export function useReloadingPage<T>(load: () => Promise<T>): PageLoad<T> {
  const lastFailed = useRef(false)
  const page = usePageLoad(async () => {
    try {
      const data = await load()
      lastFailed.current = false
      return data
    } catch (e) {
      lastFailed.current = true
      throw e
    }
  })
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void page.reload()
    shown.current = true
  })
  usePullDownRefresh(async () => {
    await page.reload()
    Taro.stopPullDownRefresh()
    if (lastFailed.current) Taro.showToast({ title: '刷新失败，请稍后再试', icon: 'none' }).catch(() => undefined)
  })
  return page
}
