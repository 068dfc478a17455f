import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom, useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { ShopOrder, ShopOrderCounts, ShopOrderFilter } from '@types-contract/mallOrders'
import { fetchShopOrderCounts, fetchShopOrders } from '@/api/mallOrders'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { filterOfQuery, SHOP_ORDER_TABS, tabBadge } from '@/lib/mallOrderView'
import { shopOrderUrl } from '@/lib/mallTransfer'
import { useNow, useShopOrderActions } from './components/orderActions'
import { OrderCard } from './components/orderParts'
import './components/order.scss'

const keyOf = (o: ShopOrder) => o.id

/**
 * 商城订单 (bookMall/goodsOrderList?status=): my orders by tab (全部 待付款 待发货 待收货 已完成 售后;
 * the query picks the tab, badges count what waits), newest first, paged at reach-bottom. Each
 * order offers what its state allows (去支付, 取消订单, 查看物流, 确认收货, 评价, 申请售后); a tap
 * opens it. Coming back to the page (from paying, cancelling, commenting) loads it again; paying
 * returns here (ORDER_RETURN_ROUTES.shop).
 */
export default function GoodsOrderList() {
  const { params } = useRouter()
  const [filter, setFilter] = useState<ShopOrderFilter | undefined>(() => filterOfQuery(params.status))
  const [counts, setCounts] = useState<ShopOrderCounts | null>(null)
  const list = usePagedList<ShopOrder>((page) => fetchShopOrders(filter, page, { quiet: true }), [filter], keyOf)
  const [changed, setChanged] = useState<Record<number, ShopOrder>>({})
  const actions = useShopOrderActions((o) => {
    setChanged((c) => ({ ...c, [o.id]: o }))
    void fetchShopOrderCounts({ quiet: true }).then(setCounts, () => undefined)
  })
  useReachBottom(() => list.loadMore())

  const orders = list.state.items.map((o) => changed[o.id] ?? o)
  const now = useNow(orders.some((o) => o.status === 'unpaid'))

  // The first show is the first load; later shows follow a page opened from here.
  const shown = useRef(false)
  useDidShow(() => {
    void fetchShopOrderCounts({ quiet: true }).then(setCounts, () => undefined)
    if (shown.current) void list.refresh().then((ok) => ok && setChanged({}))
    shown.current = true
  })

  return (
    <PageShell>
      <View className='mo-tabs' data-testid='shop-order-tabs'>
        {SHOP_ORDER_TABS.map((t) => {
          const badge = tabBadge(counts, t.filter)
          return (
            <View
              key={t.label}
              className={`mo-tab${t.filter === filter ? ' mo-tab--on' : ''}`}
              data-testid='shop-order-tab'
              data-filter={t.filter ?? 'all'}
              onClick={() => {
                setChanged({})
                setFilter(t.filter)
              }}
            >
              {t.label}
              {badge ? <Text className='mo-tab__badge'>{badge > 99 ? '99+' : badge}</Text> : null}
            </View>
          )
        })}
      </View>
      <View className='mo-list' data-testid='shop-order-list' data-filter={filter ?? 'all'} data-loaded={String(list.state.loaded && !list.state.loading)}>
        {orders.map((o) => (
          <OrderCard
            key={o.id}
            order={o}
            now={now}
            busy={actions.busy === o.id}
            onOpen={() => navigate(shopOrderUrl(o.id, o.status === 'unpaid' ? 'unpaid' : undefined))}
            onAction={(a) => actions.run(o, a)}
          />
        ))}
        <PagedStatus list={list} testId='shop-order-list' emptyTitle={filter === 'after_sale' ? '暂无售后订单' : '暂无订单'} emptyHint='去商城挑选好书好物吧' />
      </View>
    </PageShell>
  )
}
