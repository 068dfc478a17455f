import { View } from '@tarojs/components'
import { fetchPrintOrder, fetchPrintTracking } from '@/api/printOrders'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { useOrderTracking } from '@/components/useOrderTracking'
import { ExpressHead, ExpressReceiver, ExpressTimeline } from '@/components/ExpressParts'
import './components/order.scss'

/**
 * 物流信息 (print/expressInfo?id=): a shipped order's courier, tracking number (复制) and the
 * courier's timeline, newest first, with the address it goes to. The server's courier provider
 * answers the timeline (the local simulated one by default).
 */
export default function ExpressInfo() {
  const load = useOrderTracking(fetchPrintOrder, fetchPrintTracking)
  const data = load.data
  return (
    <PageShell>
      <View className='po-page' data-testid='express-page'>
        <LoadView state={load.state} onRetry={load.reload} />
        {data ? (
          <>
            <ExpressHead tracking={data.tracking} />
            <ExpressReceiver address={data.order.address} />
            <ExpressTimeline events={data.tracking.events} />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
