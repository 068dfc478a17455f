/**
 * Print orders (PRINT_PATHS.orders and staffOrders; docs/print.md "Orders"). Every change of status
 * asks core/printOrders.ts first and answers its refusal (422 with the code and Chinese text), in a
 * transaction that locks the order's row, so two requests at once never both move it.
 *
 * - Submit snapshots the files (names, pages, settings, fees), the fee quote and the address, and
 *   locks the queue items (locked_by_order) until the order is paid (they leave the queue: the
 *   order keeps the snapshot) or cancelled (they are free again).
 * - Cancel: a submitted order frees its items; a paid one is refunded in full (payments/printOrder.ts);
 *   from printing on: 422 print_started.
 * - Staff (users.is_staff) move paid → printing → shipped; the user accepts shipped → received.
 * - Tracking asks the courier provider (server/express) for the parcel's timeline.
 * Another user's order is 404 打印订单不存在.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { fenToYuan } from '../../../core/payments/plans'
import { addressChangeRefusal, canCancel, moveRefusal, trackingRefusal, type PrintOrderRefusal } from '../../../core/printOrders'
import {
  EXPRESS_COMPANY_NAMES,
  PRINT_ORDER_STATUS_NAMES,
  type ExpressCompany,
  type PrintOrder,
  type PrintOrderCounts,
  type PrintOrderItem,
  type PrintOrderListQuery,
  type PrintOrderShip,
  type PrintOrderStatus,
  type PrintOrderSubmit,
  type PrintPriceTable,
  type PrintTracking
} from '../../../types/print'
import type { Db } from '../../db/open'
import { paymentOrders, printOrders, printQueueItems } from '../../db/schema'
import { EXPRESS_STATE_NAMES, type CourierProvider } from '../../express/provider'
import { ApiError, fieldError } from '../../errors'
import type { PaymentService } from '../../payments/service'
import { countedPage } from '../../lib/paginate'
import { shippingAddress } from '../addresses'
import type { Conn, Tx } from '../cloud/rows'
import { problemsBesideRights } from './check'
import { quoteRows } from './fees'
import { endSmallGroups } from './groups'
import { itemLocked, printFileOf, queueItemsByIds } from './rows'
import type { StoredPrintOrderItem } from './staffFiles'

export type PrintOrderRow = typeof printOrders.$inferSelect

export const orderMissing = () => new ApiError(404, 'not_found', '打印订单不存在')

export const refused = (refusal: PrintOrderRefusal) => new ApiError(422, refusal.code, refusal.detail)

const iso = (date: Date | null) => date?.toISOString() ?? null

/** An order's file as the user sees it: the stored snapshot without where its bytes are (staffFiles.ts). */
function userItemOf(item: StoredPrintOrderItem): PrintOrderItem {
  const { name, extension, page_count, settings, group_id, fee } = item
  return { name, extension, page_count, settings, group_id, fee }
}

export function toPrintOrder(row: PrintOrderRow): PrintOrder {
  const status = row.status as PrintOrderStatus
  const company = row.expressCompany as ExpressCompany | null
  return {
    id: row.id,
    status,
    status_name: PRINT_ORDER_STATUS_NAMES[status],
    items: row.items.map(userItemOf),
    address: row.address,
    remark: row.remark,
    print_fee_fen: row.printFeeFen,
    delivery_fee_fen: row.deliveryFeeFen,
    total_fen: row.totalFen,
    order_money: fenToYuan(row.totalFen),
    can_cancel: canCancel(status),
    express: company && row.trackingNo ? { company, company_name: EXPRESS_COMPANY_NAMES[company], tracking_no: row.trackingNo } : null,
    refunded_fen: row.refundedFen,
    cancel_reason: row.cancelReason,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    printing_at: iso(row.printingAt),
    shipped_at: iso(row.shippedAt),
    received_at: iso(row.receivedAt),
    cancelled_at: iso(row.cancelledAt)
  }
}

/** The order `id`, the user's own unless `userId` is null (staff); 404 otherwise. `forUpdate` locks it for a move. */
export async function orderRowOf(db: Conn, userId: number | null, id: number, options: { forUpdate?: boolean } = {}): Promise<PrintOrderRow> {
  const query = db
    .select()
    .from(printOrders)
    .where(and(eq(printOrders.id, id), userId === null ? undefined : eq(printOrders.userId, userId)))
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw orderMissing()
  return row
}

/**
 * Submits the user's queue items as an order to the address: every file's right is checked again
 * now (403 print_forbidden for a file whose share forbade printing since it was queued), then the
 * config check (422 with its first problem), then the files, fees and address are kept as they are
 * and the items locked. Two submits of one file at once: the items' rows are locked, so the second
 * finds them held (422 print_item_locked).
 */
export async function submitOrder(db: Db, userId: number, body: PrintOrderSubmit, prices: PrintPriceTable, now: number): Promise<PrintOrder> {
  return db.transaction(async (tx) => {
    const rows = await queueItemsByIds(tx, userId, body.item_ids, { forUpdate: true })
    const storageKeys = new Map<number, string>()
    for (const row of rows) {
      if (row.lockedByOrder !== null) throw itemLocked()
      storageKeys.set(row.id, (await printFileOf(tx, userId, row, 'print')).storageKey)
    }
    const [problem] = await problemsBesideRights(tx, userId, rows, prices)
    if (problem) throw new ApiError(422, 'business_rule', problem.message)
    const address = await shippingAddress(tx, userId, body.address_id)
    const quote = quoteRows(rows, prices)
    const fees = new Map(quote.items.map((item) => [item.item_id, item.fee]))
    const [order] = await tx
      .insert(printOrders)
      .values({
        userId,
        status: 'submitted',
        items: rows.map((row): StoredPrintOrderItem => ({
          name: row.name,
          extension: row.extension,
          page_count: row.pageCount,
          settings: row.settings,
          group_id: row.groupId,
          fee: fees.get(row.id)!,
          // Where the bytes are, for staff to print them (the queue row leaves once paid).
          entry_id: row.entryId,
          storage_key: storageKeys.get(row.id)!
        })),
        queueItemIds: rows.map((row) => row.id),
        address,
        remark: body.remark?.trim() ?? '',
        printFeeFen: quote.print_fee_fen,
        deliveryFeeFen: quote.delivery_fee_fen,
        totalFen: quote.total_fen,
        createdAt: new Date(now)
      })
      .returning()
    await tx.update(printQueueItems).set({ lockedByOrder: order.id }).where(inArray(printQueueItems.id, order.queueItemIds))
    return toPrintOrder(order)
  })
}

/** When each status was reached. */
const STATUS_TIMES = { paid: 'paidAt', printing: 'printingAt', shipped: 'shippedAt', received: 'receivedAt', cancelled: 'cancelledAt' } as const

/**
 * Moves the locked order `row` to `to` (422 with core/printOrders.ts's refusal when it cannot),
 * stamping the time and setting `extra`; the order as it is now.
 */
export async function moveOrder(tx: Db, row: PrintOrderRow, to: keyof typeof STATUS_TIMES, now: number, extra: Partial<PrintOrderRow> = {}): Promise<PrintOrderRow> {
  const refusal = moveRefusal(row.status as PrintOrderStatus, to)
  if (refusal) throw refused(refusal)
  const [moved] = await tx
    .update(printOrders)
    .set({ ...extra, status: to, [STATUS_TIMES[to]]: new Date(now) })
    .where(eq(printOrders.id, row.id))
    .returning()
  return moved
}

/** Locks the order, moves it, answers it: the one shape of the simple moves. */
async function move(db: Db, userId: number | null, id: number, to: keyof typeof STATUS_TIMES, now: number, extra: Partial<PrintOrderRow> = {}): Promise<PrintOrder> {
  return db.transaction(async (tx) => toPrintOrder(await moveOrder(tx, await orderRowOf(tx, userId, id, { forUpdate: true }), to, now, extra)))
}

/** The queue items a submitted order holds are free again (its cancel). */
export async function unlockItems(tx: Db, orderId: number): Promise<void> {
  await tx.update(printQueueItems).set({ lockedByOrder: null }).where(eq(printQueueItems.lockedByOrder, orderId))
}

/** A paid order's files leave the queue (the order keeps their snapshot); groups left with one file end. */
export async function removePaidItems(tx: Db, row: PrintOrderRow): Promise<void> {
  if (row.userId === null || row.queueItemIds.length === 0) return
  const gone = await tx
    .delete(printQueueItems)
    .where(and(inArray(printQueueItems.id, row.queueItemIds), eq(printQueueItems.lockedByOrder, row.id)))
    .returning({ groupId: printQueueItems.groupId })
  // Always inside a transaction (a payment's fulfilment), which the order type's interface types as Db.
  await endSmallGroups(
    tx as Tx,
    row.userId,
    gone.flatMap((item) => (item.groupId === null ? [] : [item.groupId]))
  )
}

/** A page of order rows, newest first: the user's, or everyone's for staff (`userId` null); `status` filters. */
export async function orderRowPage(db: Db, userId: number | null, query: PrintOrderListQuery): Promise<{ count: number; rows: PrintOrderRow[] }> {
  const where = and(userId === null ? undefined : eq(printOrders.userId, userId), query.status ? eq(printOrders.status, query.status) : undefined)
  return countedPage(query, db.select({ n: count() }).from(printOrders).where(where), (window) =>
    db.select().from(printOrders).where(where).orderBy(desc(printOrders.createdAt), desc(printOrders.id)).limit(window.limit).offset(window.offset)
  )
}

/** A page of orders as orderRowPage finds them. */
export async function orderPage(db: Db, userId: number | null, query: PrintOrderListQuery): Promise<{ count: number; results: PrintOrder[] }> {
  const { count: n, rows } = await orderRowPage(db, userId, query)
  return { count: n, results: rows.map(toPrintOrder) }
}

export async function orderDetail(db: Db, userId: number, id: number): Promise<PrintOrder> {
  return toPrintOrder(await orderRowOf(db, userId, id))
}

/** The print centre's header: the user's orders still moving, by status. */
export async function orderCounts(db: Db, userId: number): Promise<PrintOrderCounts> {
  const rows = await db.select({ status: printOrders.status, n: count() }).from(printOrders).where(eq(printOrders.userId, userId)).groupBy(printOrders.status)
  const of = (status: PrintOrderStatus) => rows.find((r) => r.status === status)?.n ?? 0
  return { submitted: of('submitted'), paid: of('paid'), printing: of('printing'), shipped: of('shipped') }
}

/**
 * Cancels the user's order with their reason: a submitted one frees its queue items; a paid one
 * is refunded in full (recorded with the cancel, then sent); from printing on 422 print_started.
 */
export async function cancelOrder(
  db: Db,
  payments: Pick<PaymentService, 'requestRefund' | 'processRefunds'>,
  userId: number,
  id: number,
  reason: string,
  now: number
): Promise<PrintOrder> {
  const cancelReason = reason.trim()
  if (cancelReason === '') throw fieldError('reason', '请填写取消原因')
  const { order, refunded } = await db.transaction(async (tx) => {
    const row = await orderRowOf(tx, userId, id, { forUpdate: true })
    if (row.status !== 'paid') {
      const cancelled = await moveOrder(tx, row, 'cancelled', now, { cancelReason })
      await unlockItems(tx, row.id)
      return { order: cancelled, refunded: null }
    }
    const cancelled = await moveOrder(tx, row, 'cancelled', now, { cancelReason, refundedFen: row.totalFen })
    // The order is cancelled first, so the payment's revoke (a full refund) finds nothing left to undo.
    const [payment] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.paymentOrderId!)).for('update')
    await payments.requestRefund(tx, payment, payment.totalFee, 'print_cancelled', now)
    return { order: cancelled, refunded: payment.id }
  })
  if (refunded !== null) await payments.processRefunds([refunded])
  return toPrintOrder(order)
}

/**
 * The payment `paymentOrderId` pays the order (its fulfilment, in the payment's transaction):
 * submitted → paid, its files leave the queue. False, changing nothing, when the order is not
 * waiting for payment any more (another payment paid it, or it was cancelled meanwhile).
 */
export async function payOrder(tx: Db, id: number, paymentOrderId: number, now: number): Promise<boolean> {
  const [row] = await tx.select().from(printOrders).where(eq(printOrders.id, id)).for('update')
  if (!row || row.status !== 'submitted') return false
  await removePaidItems(tx, await moveOrder(tx, row, 'paid', now, { paymentOrderId }))
  return true
}

/**
 * The payment that paid the order was refunded in full from elsewhere (the payment's revoke): a
 * paid order is cancelled. One that is printing or later stays as it is (the paper is used), and a
 * refund of another payment (one that paid nothing) leaves the order alone.
 */
export async function cancelRefunded(tx: Db, id: number, paymentOrderId: number, refundedFen: number, now: number): Promise<void> {
  const [row] = await tx.select().from(printOrders).where(eq(printOrders.id, id)).for('update')
  if (row?.status !== 'paid' || row.paymentOrderId !== paymentOrderId) return
  await moveOrder(tx, row, 'cancelled', now, { refundedFen, cancelReason: '订单已退款' })
}

/** shipped → received (确认收货). */
export function acceptOrder(db: Db, userId: number, id: number, now: number): Promise<PrintOrder> {
  return move(db, userId, id, 'received', now)
}

/** Another of the user's addresses, while the order has not started printing. */
export async function changeOrderAddress(db: Db, userId: number, id: number, addressId: number): Promise<PrintOrder> {
  return db.transaction(async (tx) => {
    const row = await orderRowOf(tx, userId, id, { forUpdate: true })
    const refusal = addressChangeRefusal(row.status as PrintOrderStatus)
    if (refusal) throw refused(refusal)
    const [updated] = await tx
      .update(printOrders)
      .set({ address: await shippingAddress(tx, userId, addressId) })
      .where(eq(printOrders.id, id))
      .returning()
    return toPrintOrder(updated)
  })
}

/** The parcel's timeline (422 print_bad_state 订单尚未发货 before shipping). */
export async function orderTracking(db: Db, courier: CourierProvider, userId: number, id: number, now: number): Promise<PrintTracking> {
  const row = await orderRowOf(db, userId, id)
  const refusal = trackingRefusal(row.status as PrintOrderStatus)
  if (refusal) throw refused(refusal)
  const express = toPrintOrder(row).express!
  const tracking = await courier.track({ company: express.company, trackingNo: express.tracking_no, shippedAt: row.shippedAt!.getTime(), to: row.address }, now)
  return {
    express,
    state: tracking.state,
    state_name: EXPRESS_STATE_NAMES[tracking.state],
    events: tracking.events.map((e) => ({ time: new Date(e.at).toISOString(), text: e.text }))
  }
}

/** Staff: paid → printing. */
export function startPrinting(db: Db, id: number, now: number): Promise<PrintOrder> {
  return move(db, null, id, 'printing', now)
}

/** Staff: printing → shipped, with the courier and its tracking number (assigned by the provider when none is given). */
export function shipOrder(db: Db, courier: CourierProvider, id: number, ship: PrintOrderShip, now: number): Promise<PrintOrder> {
  return move(db, null, id, 'shipped', now, { expressCompany: ship.company, trackingNo: ship.tracking_no ?? courier.assignTrackingNo(ship.company) })
}
