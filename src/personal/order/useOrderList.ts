import { useDidShow, useReachBottom } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { OrderListItem, OrderListKind, OrderState } from '@types-contract/personalOrders'
import { fetchOrderList } from '@/api/personalOrders'
import { usePagedList } from '@/components/usePagedList'

const keyOf = (o: OrderListItem) => o.out_order_number

/**
 * 我的订单's state: the kind tab and the state filter (a change starts the list over), the list
 * paged at reach-bottom, and a fresh first page whenever the page is shown again (back from an
 * order's page, where it may have been paid or cancelled).
 */
export function useOrderList(initialKind: OrderListKind | undefined) {
  const [kind, setKind] = useState(initialKind)
  const [state, setState] = useState<OrderState | undefined>(undefined)
  const list = usePagedList<OrderListItem>((page) => fetchOrderList(kind, state, page, { quiet: true }), [kind, state], keyOf)
  useReachBottom(() => list.loadMore())

  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.refresh()
    shown.current = true
  })

  return { kind, setKind, state, setState, list }
}
