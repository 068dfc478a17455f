/**
 * 我的订单 (issue 22, docs/personal.md "Orders"; types/personalOrders.ts): one paged list of the
 * caller's payment orders of every kind, newest first, filterable by kind and by state.
 *
 * - Only the caller's orders (payment_orders.user_id): another user's never appear.
 * - The state is one SQL expression (stateOf), so the filter and the answer cannot disagree.
 * - Each order opens its own page: its order type's returnRoute (ORDER_RETURN_ROUTES), the page a
 *   payment of it returns to; a kind not registered yet answers its ORDER_RETURN_ROUTES entry.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { ORDER_RETURN_ROUTES } from '../../../core/payments/orderKinds'
import {
  ORDER_KIND_NAMES,
  ORDER_LIST_KINDS,
  ORDER_PAY_WINDOW_MS,
  ORDER_STATE_NAMES,
  type OrderListItem,
  type OrderListKind,
  type OrderListPage,
  type OrderListQuery,
  type OrderState
} from '../../../types/personalOrders'
import type { Db } from '../../db/open'
import { paymentOrders } from '../../db/schema'
import { countedPage, paginate } from '../../lib/paginate'
import type { OrderTypeRegistry } from '../../payments/orderTypes'

type OrderRow = typeof paymentOrders.$inferSelect

/** An order's state at `now` (types/personalOrders.ts ORDER_STATES). */
function stateOf(now: number): SQL<OrderState> {
  const payableSince = new Date(now - ORDER_PAY_WINDOW_MS).toISOString()
  return sql<OrderState>`case
    when ${paymentOrders.status} = 'pending' and ${paymentOrders.createdAt} > ${payableSince}::timestamptz then 'unpaid'
    when ${paymentOrders.status} = 'pending' then 'closed'
    when ${paymentOrders.status} = 'refunded' then 'refunded'
    else 'paid' end`
}

function detailRoute(registry: OrderTypeRegistry, row: OrderRow): string {
  return registry.byKind(row.kind)?.returnRoute(row) ?? ORDER_RETURN_ROUTES[row.kind as OrderListKind]
}

export async function orderListPage(db: Db, registry: OrderTypeRegistry, userId: number, url: string, query: OrderListQuery, now: number): Promise<OrderListPage> {
  const state = stateOf(now)
  const filter = and(
    eq(paymentOrders.userId, userId),
    query.kind ? eq(paymentOrders.kind, query.kind) : inArray(paymentOrders.kind, [...ORDER_LIST_KINDS]),
    query.state ? sql`${state} = ${query.state}` : undefined
  )
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(paymentOrders).where(filter), (w) =>
    db
      .select({ order: paymentOrders, state })
      .from(paymentOrders)
      .where(filter)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(w.limit)
      .offset(w.offset)
  )
  const items = rows.map(({ order, state: s }): OrderListItem => {
    const kind = order.kind as OrderListKind
    return {
      out_order_number: order.outOrderNumber,
      kind,
      kind_name: ORDER_KIND_NAMES[kind],
      title: order.subject,
      total_fen: order.totalFee,
      refunded_fen: order.refundedFee,
      state: s,
      state_name: ORDER_STATE_NAMES[s],
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      detail_route: detailRoute(registry, order)
    }
  })
  return paginate(url, query, n, items)
}
