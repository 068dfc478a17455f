import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { OrderListItem } from '@types-contract/personalOrders'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { kindOfQuery, ORDER_KIND_TABS, ORDER_STATE_FILTERS, orderDetailUrl, orderRowView } from '@/lib/orderListView'
import { PagedStatus } from '@/components/PagedStatus'
import { useOrderList } from './useOrderList'
import '../components/wallet.scss'

function OrderRow({ order }: { order: OrderListItem }) {
  const v = orderRowView(order)
  return (
    <View className='ol-order' data-testid='order-row' data-kind={order.kind} data-state={order.state} onClick={() => navigate(orderDetailUrl(order))}>
      <View className='ol-order__head'>
        <Text className='ol-order__kind'>{v.kind}</Text>
        <Text className={`ol-order__state ol-order__state--${order.state}`}>{v.state}</Text>
      </View>
      <View className='ol-order__body'>
        <Text className='wl-row__title'>{v.title}</Text>
        <Text className='wl-row__amount'>{v.amount}</Text>
      </View>
      <View className='ol-order__head'>
        <Text className='wl-row__meta'>{v.time}</Text>
        {v.refund ? <Text className='wl-row__meta'>{v.refund}</Text> : null}
      </View>
    </View>
  )
}

/**
 * 我的订单 (personal/order/orderList?kind=): every order of mine in one list, by kind (全部 会员 打印
 * 商城 直播 云空间 资料) and state; a row opens the order's own page (src/lib/orderListView.ts).
 */
export default function OrderList() {
  const { params } = useRouter()
  const o = useOrderList(kindOfQuery(params.kind))
  const { state } = o.list
  return (
    <PageShell>
      <View className='wl-page' data-testid='orders-page'>
        <View className='wl-tabs' data-testid='order-kinds'>
          {ORDER_KIND_TABS.map((t) => (
            <View
              key={t.label}
              className={`wl-tab${t.value === o.kind ? ' wl-tab--on' : ''}`}
              data-testid='order-kind'
              data-kind={t.value ?? 'all'}
              onClick={() => o.setKind(t.value)}
            >
              {t.label}
            </View>
          ))}
        </View>
        <View className='ol-filters' data-testid='order-states'>
          {ORDER_STATE_FILTERS.map((f) => (
            <View
              key={f.label}
              className={`ol-filter${f.value === o.state ? ' ol-filter--on' : ''}`}
              data-testid='order-state'
              data-state={f.value ?? 'all'}
              onClick={() => o.setState(f.value)}
            >
              {f.label}
            </View>
          ))}
        </View>
        <View className='wl-list' data-testid='orders' data-kind={o.kind ?? 'all'} data-loaded={String(state.loaded && !state.loading)}>
          {state.items.map((order) => (
            <OrderRow key={order.out_order_number} order={order} />
          ))}
          <PagedStatus list={o.list} emptyTitle='暂无订单' emptyHint='会员、打印、云空间等订单都会出现在这里' testId='orders' />
        </View>
      </View>
    </PageShell>
  )
}
