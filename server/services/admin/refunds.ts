/**
 * Operator console: a staff refund through the order's provider (issue 28, docs/admin.md
 * "Refunds"; the recording itself: server/payments/staffRefund.ts).
 *
 * In one transaction the order row is locked (FOR UPDATE), so refunds of one order run one after
 * another and each sees what the others took: a repeated request_id is answered with its first
 * refund (checked first, so a double click after a full refund is not a 422); then the order must
 * be paid and the amount within what is left (pending refunds count); then the refund is recorded
 * with the order's new refunded_fee, and a refund reaching the total runs the order type's revoke.
 * The print or shop order the payment paid keeps its refunded_fen in step (also when it has
 * shipped, where the revoke leaves it as it is). After commit the refund
 * is sent to the provider (processRefunds); one the provider refuses stays pending with its error
 * and the sweep sends it again.
 */
import { eq, sql } from 'drizzle-orm'
import type { AdminRefundBody, AdminRefundResult } from '../../../types/adminOrders'
import type { Db } from '../../db/open'
import { paymentOrders, printOrders, shopOrders } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import type { PaymentService } from '../../payments/service'
import { recordStaffRefund, refundableFee, refundByNo, staffRefundNo, staffRefundRefusal, type RefundRow } from '../../payments/staffRefund'
import type { OrderRow } from '../../payments/provider'
import { adminOrderDetail, orderMissing, refundsOfOrder } from './orders'

type Payments = Pick<PaymentService, 'processRefunds' | 'registry'>

/** Adds the refund to the business order this payment paid (capped at its total: a revoke that cancelled it set that already). */
async function businessRefunded(tx: Db, order: OrderRow, amount: number): Promise<void> {
  const table = order.kind === 'print' ? printOrders : order.kind === 'shop' ? shopOrders : null
  const id = Number(order.details[order.kind === 'print' ? 'print_order_id' : 'shop_order_id'])
  if (!table || !Number.isSafeInteger(id)) return
  await tx
    .update(table)
    .set({ refundedFen: sql`least(${table.refundedFen} + ${amount}, ${table.totalFen})` })
    .where(sql`${table.id} = ${id} and ${table.paymentOrderId} = ${order.id}`)
}

export async function staffRefund(
  db: Db,
  payments: Payments,
  staffId: number,
  orderId: number,
  body: AdminRefundBody,
  now: number
): Promise<AdminRefundResult & { created: boolean }> {
  const note = body.reason.trim()
  if (note === '') throw fieldError('reason', '请填写退款原因')
  const { refund, created } = await db.transaction(async (tx): Promise<{ refund: RefundRow; created: boolean }> => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update')
    if (!order) throw orderMissing()
    const seen = await refundByNo(tx, order.id, staffRefundNo(order.outOrderNumber, body.request_id))
    if (seen) return { refund: seen, created: false }
    const amount = body.amount ?? refundableFee(order)
    const refusal = staffRefundRefusal(order, amount)
    if (refusal) throw new ApiError(422, 'business_rule', refusal)
    const recorded = await recordStaffRefund(tx, payments.registry, order, { amount, staffId, note, requestId: body.request_id }, now)
    await businessRefunded(tx, order, amount)
    return { refund: recorded, created: true }
  })
  // Sent after commit, like every refund (a repeat sends again only if it is still pending and due).
  await payments.processRefunds([orderId])
  const order = await adminOrderDetail(db, payments.registry, orderId)
  const answered = (await refundsOfOrder(db, orderId)).find((r) => r.id === refund.id)!
  return { refund: answered, order, repeated: !created, created }
}
