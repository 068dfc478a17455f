/**
 * H5 only: the wrapper Taro's router puts around pages whose config enables pull-to-refresh
 * (config/index.ts gives the H5 entry this module where it imports the wrapper from
 * '@tarojs/components'). It is
 * @tarojs/components-react's PullDownRefresh with an onRefresh: in Taro 4.2.1 that component looks
 * for the page on its own wrapper element, finds none and never calls the page's
 * onPullDownRefresh, so the pull showed its dots and fetched nothing. The page that is pulled is
 * the current one.
 */
import { PullDownRefresh as TaroPullDownRefresh } from '@tarojs/components-react'
import { Current } from '@tarojs/runtime'
import { forwardRef, type ReactNode } from 'react'

function refreshCurrentPage(): void {
  Current.page?.onPullDownRefresh?.()
}

export const PullDownRefresh = forwardRef<unknown, { children?: ReactNode }>(function PullDownRefresh(props, ref) {
  return <TaroPullDownRefresh {...props} ref={ref} onRefresh={refreshCurrentPage} />
})
