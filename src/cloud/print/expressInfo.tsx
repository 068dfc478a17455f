import { Text, View } from '@tarojs/components'
import { maskPhone } from '@core/phone'
import { fetchPrintOrder, fetchPrintTracking } from '@/api/printOrders'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { useOrderTracking } from '@/components/useOrderTracking'
import { addressLine } from '@/lib/addressForm'
import { ExpressHead, ExpressTimeline } from '@/components/ExpressParts'
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
            <View className='po-card' data-testid='express-address'>
              <Text className='po-card__title'>{`收货人 ${data.order.address.name} ${maskPhone(data.order.address.mobile)}`}</Text>
              <Text className='po-muted'>{addressLine(data.order.address)}</Text>
            </View>
            <ExpressTimeline events={data.tracking.events} />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
