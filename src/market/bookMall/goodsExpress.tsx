import { Text, View } from '@tarojs/components'
import { fetchShopOrder, fetchShopTracking } from '@/api/mallOrders'
import { ExpressHead, ExpressReceiver, ExpressTimeline } from '@/components/ExpressParts'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { useOrderTracking } from '@/components/useOrderTracking'
import { itemCountText } from '@/lib/mallOrderView'
import { OrderLine } from './components/orderParts'
import './components/order.scss'

/**
 * 物流信息 (bookMall/goodsExpress?id=): a shipped order's courier, tracking number (复制) and the
 * courier's timeline, newest first, with the goods and the address they go to. The server's one
 * courier interface answers the timeline (server/express; the local simulation by default).
 */
export default function GoodsExpress() {
  const load = useOrderTracking(fetchShopOrder, fetchShopTracking)
  const data = load.data
  return (
    <PageShell>
      <View className='mo-page' data-testid='goods-express-page'>
        <LoadView state={load.state} onRetry={load.reload} />
        {data ? (
          <>
            <ExpressHead tracking={data.tracking} />
            <View className='mo-card' data-testid='express-goods'>
              <OrderLine line={data.order.items[0]} />
              {data.order.items.length > 1 ? <Text className='mo-muted'>{`等 ${data.order.items.length} 种商品，${itemCountText(data.order)}`}</Text> : null}
            </View>
            <ExpressReceiver address={data.order.address} />
            <ExpressTimeline events={data.tracking.events} />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
