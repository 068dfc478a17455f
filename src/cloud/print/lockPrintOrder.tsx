import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useRef } from 'react'
import { withErrorText } from '@/api/errorText'
import { fetchPrintOrder } from '@/api/printOrders'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { urlOf } from '@/routes'
import { AddressBar } from '@/components/AddressBar'
import { cancelOrderUrl, payOrderUrl } from './components/orderActions'
import { OrderFees, OrderFiles, OrderPayBar, OrderStatusHead } from './components/orderParts'
import './components/order.scss'

/**
 * 订单处理中 (print/lockPrintOrder?id=): a submitted order that holds queue files (their settings
 * cannot change meanwhile). 去支付 opens the order page for it (navigatorType 'lock'); 取消订单
 * releases the files back to the queue. Once the order has moved on, the page says how it stands.
 */
export default function LockPrintOrder() {
  const { params } = useRouter()
  const id = Number(params.id)
  const load = usePageLoad(() => withErrorText(fetchPrintOrder(id, { quiet: true }), '订单加载失败'))
  // Back from paying or cancelling: how the order stands now.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void load.reload()
    shown.current = true
  })
  const order = load.data
  const waiting = order?.status === 'submitted'
  return (
    <PageShell>
      <View className={`po-page${waiting ? ' po-page--bar' : ''}`} data-testid='lock-page'>
        <LoadView state={load.state} onRetry={load.reload} />
        {order ? (
          <>
            <OrderStatusHead order={order} />
            {waiting ? <Text className='po-notice'>以下文件已被这笔待付款订单锁定，支付或取消订单后才能修改打印设置</Text> : null}
            <AddressBar address={order.address} />
            <OrderFiles files={order.items} />
            <OrderFees printFen={order.print_fee_fen} deliveryFen={order.delivery_fee_fen} totalFen={order.total_fen} />
            {waiting ? null : (
              <View className='po-btn' data-testid='lock-to-list' onClick={() => navigate(urlOf('print/printOrderList'))}>
                查看打印订单
              </View>
            )}
          </>
        ) : null}
      </View>
      {order && waiting ? (
        <OrderPayBar totalFen={order.total_fen}>
          <View className='po-action' data-testid='lock-cancel' onClick={() => navigate(cancelOrderUrl(order.id))}>
            取消订单
          </View>
          <View className='po-bar__btn' data-testid='lock-pay' onClick={() => navigate(payOrderUrl(order, 'lock'))}>
            去支付
          </View>
        </OrderPayBar>
      ) : null}
    </PageShell>
  )
}
