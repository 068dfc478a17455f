import { useRouter } from '@tarojs/taro'
import type { PrintTracking } from '@types-contract/print'
import { withErrorText } from '@/api/errorText'
import { usePageLoad } from './usePageLoad'

type Quiet = { quiet: boolean }

/**
 * A tracking page's load (print/expressInfo, bookMall/goodsExpress; ?id= the order): the order and
 * its parcel's timeline from the one courier interface, asked together.
 */
export function useOrderTracking<O>(fetchOrder: (id: number, o: Quiet) => Promise<O>, fetchTracking: (id: number, o: Quiet) => Promise<PrintTracking>) {
  const { params } = useRouter()
  const id = Number(params.id)
  return usePageLoad(async () => {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('订单不存在')
    const [order, tracking] = await withErrorText(Promise.all([fetchOrder(id, { quiet: true }), fetchTracking(id, { quiet: true })]), '物流信息加载失败')
    return { order, tracking }
  })
}
