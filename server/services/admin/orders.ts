/**
 * Operator console: payment orders of every type (issue 28, types/adminOrders.ts). The list filters
 * by kind, state, China calendar days of creation, user and order number (ours or the provider's),
 * newest first; the detail adds the user (phone masked), the business order a print or shop
 * payment paid, and the provider's side: its trade number, prepay id, what fulfilment did and
 * every refund with its sending attempts.
 */
import { and, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import { dayStart, chinaDay, parseChinaTime } from '../../../core/chinaTime'
import { maskPhone } from '../../../core/phone'
import {
  ADMIN_ORDER_KIND_NAMES,
  ADMIN_ORDER_STATE_NAMES,
  REFUND_REASON_NAMES,
  type AdminBusinessOrder,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderKind,
  type AdminOrderListQuery,
  type AdminOrderState,
  type AdminRefund
} from '../../../types/adminOrders'
import type { Db } from '../../db/open'
import { paymentOrders, paymentRefunds, printOrders, shopOrders, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import type { OrderTypeRegistry } from '../../payments/orderTypes'
import type { OrderRow } from '../../payments/provider'
import { refundableFee, type RefundRow } from '../../payments/staffRefund'

type Reader = Pick<Db, 'select'>

export const orderMissing = () => new ApiError(404, 'not_found', '订单不存在')

export function orderStateOf(order: Pick<OrderRow, 'status' | 'refundedFee'>): AdminOrderState {
  if (order.status === 'pending') return 'pending'
  if (order.status === 'refunded') return 'refunded'
  return order.refundedFee > 0 ? 'partly_refunded' : 'paid'
}

const stateWhere: Record<AdminOrderState, SQL> = {
  pending: eq(paymentOrders.status, 'pending'),
  paid: and(eq(paymentOrders.status, 'paid'), eq(paymentOrders.refundedFee, 0))!,
  partly_refunded: and(eq(paymentOrders.status, 'paid'), gt(paymentOrders.refundedFee, 0))!,
  refunded: eq(paymentOrders.status, 'refunded')
}

/** The instant a China day given as YYYY-MM-DD begins; 400 for a day the calendar has not. */
function dayBegins(field: string, text: string): Date {
  const instant = parseChinaTime(text)
  if (!instant) throw fieldError(field, '日期无效，请按 YYYY-MM-DD 填写')
  return instant
}

function listWhere(query: AdminOrderListQuery): SQL | undefined {
  const filters: SQL[] = []
  if (query.kind) filters.push(eq(paymentOrders.kind, query.kind))
  if (query.state) filters.push(stateWhere[query.state])
  const from = query.date_from ? dayBegins('date_from', query.date_from) : null
  // date_to names a whole day: up to the start of the next China day.
  const to = query.date_to ? dayStart(chinaDay(dayBegins('date_to', query.date_to)) + 1) : null
  if (from && to && from >= to) throw fieldError('date_to', '结束日期不能早于开始日期')
  if (from) filters.push(gte(paymentOrders.createdAt, from))
  if (to) filters.push(lt(paymentOrders.createdAt, to))
  if (query.user_id) filters.push(eq(paymentOrders.userId, query.user_id))
  const number = query.order_number?.trim()
  if (number) filters.push(or(eq(paymentOrders.outOrderNumber, number), eq(paymentOrders.providerTradeNo, number))!)
  return filters.length ? and(...filters) : undefined
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

interface Owner {
  name: string | null
  phone: string | null
}

function toAdminOrder(registry: OrderTypeRegistry, order: OrderRow, owner: Owner | null): AdminOrder {
  const state = orderStateOf(order)
  const kind = order.kind as AdminOrderKind
  return {
    id: order.id,
    out_order_number: order.outOrderNumber,
    kind,
    kind_name: ADMIN_ORDER_KIND_NAMES[kind] ?? order.kind,
    order_type: registry.byKind(order.kind)?.orderTypeOf(order) ?? order.item,
    item: order.item,
    subject: order.subject,
    total_fee: order.totalFee,
    refunded_fee: order.refundedFee,
    status: order.status,
    state,
    state_name: ADMIN_ORDER_STATE_NAMES[state],
    provider: order.provider,
    method: order.method,
    trade_type: order.tradeType,
    user_id: order.userId,
    user_name: owner?.name ?? null,
    user_phone: owner?.phone ? maskPhone(owner.phone) : null,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt)
  }
}

export async function adminOrderPage(db: Db, registry: OrderTypeRegistry, query: AdminOrderListQuery): Promise<{ count: number; results: AdminOrder[] }> {
  const where = listWhere(query)
  const { count, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(where),
    ({ limit, offset }) =>
      db
        .select({ order: paymentOrders, name: users.username, phone: users.phone })
        .from(paymentOrders)
        .leftJoin(users, eq(users.id, paymentOrders.userId))
        .where(where)
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(limit)
        .offset(offset)
  )
  return { count, results: rows.map((row) => toAdminOrder(registry, row.order, row)) }
}

export async function refundsOfOrder(db: Reader, orderId: number): Promise<AdminRefund[]> {
  const rows = await db
    .select({ refund: paymentRefunds, staffName: users.username })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.staffId))
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(paymentRefunds.id)
  return rows.map(({ refund, staffName }) => toAdminRefund(refund, staffName))
}

export const toAdminRefund = (refund: RefundRow, staffName: string | null): AdminRefund => ({
  id: refund.id,
  out_refund_no: refund.outRefundNo,
  amount: refund.amount,
  reason: refund.reason,
  reason_name: REFUND_REASON_NAMES[refund.reason] ?? refund.reason,
  status: refund.status,
  attempts: refund.attempts,
  last_error: refund.lastError,
  staff_id: refund.staffId,
  staff_name: staffName,
  note: refund.note,
  created_at: refund.createdAt.toISOString(),
  done_at: iso(refund.doneAt)
})

/** The print or shop order a payment was made for (details.print_order_id / shop_order_id). */
async function businessOf(db: Reader, order: OrderRow): Promise<AdminBusinessOrder | null> {
  const table = order.kind === 'print' ? printOrders : order.kind === 'shop' ? shopOrders : null
  const id = Number(order.details[order.kind === 'print' ? 'print_order_id' : 'shop_order_id'])
  if (!table || !Number.isSafeInteger(id)) return null
  const [row] = await db
    .select({
      id: table.id,
      status: table.status,
      totalFen: table.totalFen,
      refundedFen: table.refundedFen,
      paymentOrderId: table.paymentOrderId,
      createdAt: table.createdAt,
      paidAt: table.paidAt
    })
    .from(table)
    .where(eq(table.id, id))
  if (!row) return null
  return {
    kind: order.kind as 'print' | 'shop',
    id: row.id,
    status: row.status,
    total_fen: row.totalFen,
    refunded_fen: row.refundedFen,
    paid_by_this: row.paymentOrderId === order.id,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt)
  }
}

export async function adminOrderDetail(db: Reader, registry: OrderTypeRegistry, id: number): Promise<AdminOrderDetail> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
  if (!order) throw orderMissing()
  const [user] = order.userId
    ? await db
        .select({ id: users.id, username: users.username, phone: users.phone, isStaff: users.isStaff, vipDateEnd: users.vipDateEnd })
        .from(users)
        .where(eq(users.id, order.userId))
    : []
  const [business, refunds] = await Promise.all([businessOf(db, order), refundsOfOrder(db, order.id)])
  return {
    ...toAdminOrder(registry, order, user ? { name: user.username, phone: user.phone } : null),
    provider_trade_no: order.providerTradeNo,
    prepay_id: order.prepayId,
    details: order.details,
    grant: order.grant,
    refundable_fee: refundableFee(order),
    user: user
      ? { id: user.id, username: user.username, phone: user.phone ? maskPhone(user.phone) : null, is_staff: user.isStaff, vip_date_end: iso(user.vipDateEnd) }
      : null,
    business,
    refunds
  }
}

/** What the audit log keeps of an order around a staff refund. */
export async function orderAuditFields(db: Reader, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ status: paymentOrders.status, refunded_fee: paymentOrders.refundedFee, total_fee: paymentOrders.totalFee })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, id))
  return row ?? null
}
