import Taro from '@tarojs/taro'
import { useRef } from 'react'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'

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
  useReloadOnShowAndPull(page.reload, () => {
    if (lastFailed.current) Taro.showToast({ title: '刷新失败，请稍后再试', icon: 'none' }).catch(() => undefined)
  })
  return page
}
