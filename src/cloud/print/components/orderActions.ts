import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { PrintOrder } from '@types-contract/print'
import { errorText } from '@/api/errorText'
import { acceptPrintOrder } from '@/api/printOrders'
import { navigate } from '@/components/nav'
import type { PrintOrderAction } from '@/lib/printOrderView'
import { printOrderUrl, type PrintNavigatorType } from '@/lib/printTransfer'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'

/** The pages an order's buttons open. */
export const cancelOrderUrl = (id: number) => urlOf('print/cancelOrder', { id })
export const expressInfoUrl = (id: number) => urlOf('print/expressInfo', { id })
export const lockPrintOrderUrl = (id: number) => urlOf('print/lockPrintOrder', { id })

/** 去支付: the order page for an order already submitted. */
export function payOrderUrl(order: Pick<PrintOrder, 'id' | 'order_money'>, from: PrintNavigatorType): string {
  return printOrderUrl({ selectedFiles: [], order_all: order.order_money, navigatorType: from, print_order_id: order.id })
}

/**
 * What an order's buttons do (printOrderList, lockPrintOrder): 去支付 and 取消订单 and 查看物流
 * open their pages; 确认收货 asks first, then answers the received order to `onChanged`.
 */
export function useOrderActions(from: PrintNavigatorType, onChanged: (order: PrintOrder) => void) {
  const [busy, setBusy] = useState<number | null>(null)

  const accept = async (order: PrintOrder) => {
    const { confirm } = await Taro.showModal({ title: '确认收货', content: '请确认已收到全部打印件', confirmText: '确认收货' })
    if (!confirm) return
    setBusy(order.id)
    try {
      onChanged(await acceptPrintOrder(order.id, { quiet: true }))
      toast('已确认收货')
    } catch (e) {
      toast(errorText(e, '确认收货失败，请稍后再试'))
    } finally {
      setBusy(null)
    }
  }

  const run = (order: PrintOrder, action: PrintOrderAction) => {
    if (action === 'pay') navigate(payOrderUrl(order, from))
    else if (action === 'cancel') navigate(cancelOrderUrl(order.id))
    else if (action === 'tracking') navigate(expressInfoUrl(order.id))
    else void accept(order)
  }

  return { busy, run }
}
