import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ShopOrder } from '@types-contract/mallOrders'
import { errorText } from '@/api/errorText'
import { receiveShopOrder } from '@/api/mallOrders'
import { navigate } from '@/components/nav'
import { addCommentUrl, shopAfterSaleUrl, shopCancelUrl, shopExpressUrl, uncommentedItem, type ShopOrderAction } from '@/lib/mallOrderView'
import { shopOrderUrl } from '@/lib/mallTransfer'
import { toast } from '@/platform/toast'

/**
 * What an order's buttons do (goodsOrderList, goodsOrder): 去支付 opens the order page (which pays
 * it with its bar), 取消订单 / 申请售后 goodsCancelOrder, 查看物流 goodsExpress, 评价 addComment for the
 * first line not commented yet; 确认收货 asks first, then answers the received order to `onChanged`.
 */
export function useShopOrderActions(onChanged: (order: ShopOrder) => void) {
  const [busy, setBusy] = useState<number | null>(null)

  const receive = async (order: ShopOrder) => {
    const { confirm } = await Taro.showModal({ title: '确认收货', content: '请确认已收到全部商品，确认后订单完成', confirmText: '确认收货' })
    if (!confirm) return
    setBusy(order.id)
    try {
      onChanged(await receiveShopOrder(order.id, { quiet: true }))
      toast('已确认收货')
    } catch (e) {
      toast(errorText(e, '确认收货失败，请稍后再试'))
    } finally {
      setBusy(null)
    }
  }

  const run = (order: ShopOrder, action: ShopOrderAction) => {
    if (action === 'pay') navigate(shopOrderUrl(order.id, 'unpaid'))
    else if (action === 'cancel') navigate(shopCancelUrl(order.id))
    else if (action === 'after_sale') navigate(shopAfterSaleUrl(order.id))
    else if (action === 'tracking') navigate(shopExpressUrl(order.id))
    else if (action === 'comment') {
      const item = uncommentedItem(order)
      if (item) navigate(addCommentUrl(item.id))
    } else void receive(order)
  }

  return { busy, run }
}

/** Now, updated every second while `ticking` (an unpaid order's countdown). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [ticking])
  return now
}
