import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom, useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { PrintOrder, PrintOrderStatus } from '@types-contract/print'
import { fetchPrintOrders } from '@/api/printOrders'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { RetryButton } from '@/components/RetryButton'
import { usePagedList } from '@/components/usePagedList'
import { hasMore } from '@/lib/pagedList'
import { PRINT_ORDER_TABS, statusOfQuery } from '@/lib/printOrderView'
import { useOrderActions } from './components/orderActions'
import { OrderCard } from './components/orderParts'
import './components/order.scss'

const keyOf = (o: PrintOrder) => o.id

/**
 * 打印订单 (print/printOrderList?status=): my print orders by status (全部 and 待付款 … 已取消; the
 * query picks the tab), newest first, paged at reach-bottom. Each order offers what its status
 * allows (去支付, 取消订单, 查看物流, 确认收货). Coming back to the page (from paying, cancelling)
 * loads the list again; paying returns here (ORDER_RETURN_ROUTES.print).
 */
export default function PrintOrderList() {
  const { params } = useRouter()
  const [status, setStatus] = useState<PrintOrderStatus | undefined>(() => statusOfQuery(params.status))
  const list = usePagedList<PrintOrder>((page) => fetchPrintOrders(status, page, { quiet: true }), [status], keyOf)
  const [changed, setChanged] = useState<Record<number, PrintOrder>>({})
  const actions = useOrderActions('orderList', (o) => setChanged((c) => ({ ...c, [o.id]: o })))
  useReachBottom(() => list.loadMore())

  // The first show is the first load; later shows follow a page opened from here.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.refresh().then((ok) => ok && setChanged({}))
    shown.current = true
  })

  const { state } = list
  const orders = state.items.map((o) => changed[o.id] ?? o)
  return (
    <PageShell>
      <View className='po-tabs' data-testid='order-tabs'>
        {PRINT_ORDER_TABS.map((t) => (
          <View
            key={t.label}
            className={`po-tab${t.status === status ? ' po-tab--on' : ''}`}
            data-testid='order-tab'
            data-status={t.status ?? 'all'}
            onClick={() => {
              setChanged({})
              setStatus(t.status)
            }}
          >
            {t.label}
          </View>
        ))}
      </View>
      <View className='po-list' data-testid='order-list' data-status={status ?? 'all'} data-loaded={String(state.loaded && !state.loading)}>
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} busy={actions.busy === o.id} onAction={(a) => actions.run(o, a)} />
        ))}
        {state.loaded && !state.loading && !state.error && orders.length === 0 ? (
          <EmptyState testId='order-empty' title='暂无订单' hint='在打印中心选择文件即可下单' />
        ) : null}
        {state.loading ? <View className='po-end'>加载中…</View> : null}
        {state.error ? (
          <View className='po-end'>
            <Text>{state.error}</Text>
            <RetryButton onClick={list.retry} />
          </View>
        ) : null}
        {state.loaded && !state.loading && !state.error && orders.length > 0 && !hasMore(state) ? <View className='po-end'>没有更多了</View> : null}
      </View>
    </PageShell>
  )
}
