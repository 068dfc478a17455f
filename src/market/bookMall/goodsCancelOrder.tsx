import { Text, View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { itemCountText, moneyText } from '@/lib/mallOrderView'
import { AfterSaleForm, CancelForm, Outcome } from './components/orderForms'
import { OrderLine, OrderStatusHead } from './components/orderParts'
import { useGoodsCancel } from './components/useGoodsCancel'
import './components/order.scss'

/**
 * 取消订单 (bookMall/goodsCancelOrder?id=&type=): an unpaid or paid order is cancelled with a
 * reason (a paid one refunded in full); a shipped or received one asks for an after-sale
 * (?type=after_sale) with a reason, the amount, a description and pictures. Afterwards the page
 * says what happened and goes back. State: components/useGoodsCancel.ts.
 */
export default function GoodsCancelOrder() {
  const p = useGoodsCancel()
  const order = p.order
  return (
    <PageShell>
      <View className='mo-page' data-testid='goods-cancel-page' data-mode={p.mode}>
        <LoadView state={p.load.state} onRetry={p.load.reload} />
        {order ? (
          <>
            <OrderStatusHead order={order} now={Date.now()} />
            <View className='mo-card'>
              {order.items.map((item) => (
                <OrderLine key={item.id} line={item} />
              ))}
              <View className='mo-row mo-row--total'>
                <Text>{itemCountText(order)}</Text>
                <Text>
                  实付 <Text className='mo-money'>{moneyText(order.total_fen)}</Text>
                </Text>
              </View>
            </View>
            {p.done || p.mode === 'none' ? <Outcome p={p} /> : p.mode === 'cancel' ? <CancelForm p={p} /> : <AfterSaleForm p={p} />}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
