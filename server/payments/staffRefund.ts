/**
 * Staff refunds (issue 28, docs/admin.md "Refunds"): the operator console gives money back through
 * the order's provider, in full or in part, any number of times while something is left. It uses
 * the refund machinery of service.ts: a payment_refunds row 'pending' recorded with the order's
 * new refunded_fee in one transaction (pending refunds count, so two refunds never promise more
 * than was paid), sent by processRefunds and retried by the sweep; a refund that brings the order
 * to its total runs the order type's revoke (VIP span taken back, print/shop order cancelled, …)
 * like a full group-buy refund does.
 *
 * Unlike the business refunds (one per order and reason), staff refunds are told apart by the
 * console's request_id: out_refund_no = order number + 'ST' + the uuid's 32 hex digits (59
 * characters; WeChat and Alipay allow 64). A repeated request finds its refund by that number
 * and is answered with it; providers also treat a repeated number as the same refund.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/open'
import { paymentOrders, paymentRefunds } from '../db/schema'
import type { OrderTypeRegistry } from './orderTypes'
import type { OrderRow } from './provider'

export const STAFF_REFUND_REASON = 'staff'
const STAFF_REFUND_CODE = 'ST'

export type RefundRow = typeof paymentRefunds.$inferSelect

/** The refund number of a console request: the same request_id always gives the same number. */
export const staffRefundNo = (outOrderNumber: string, requestId: string) => `${outOrderNumber}${STAFF_REFUND_CODE}${requestId.replace(/-/g, '').toLowerCase()}`

/** What a staff refund may still give back: the total less everything refunded or pending; 0 unless paid. */
export const refundableFee = (order: Pick<OrderRow, 'status' | 'totalFee' | 'refundedFee'>) =>
  order.status === 'paid' ? Math.max(0, order.totalFee - order.refundedFee) : 0

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** Why this refund cannot be made (a sentence for staff), or null when it can. */
export function staffRefundRefusal(order: Pick<OrderRow, 'status' | 'provider' | 'totalFee' | 'refundedFee'>, amount: number): string | null {
  if (order.status === 'pending') return '订单未支付，不能退款'
  if (order.status === 'refunded' || order.refundedFee >= order.totalFee) return '订单已全额退款'
  if (order.status !== 'paid') return '订单状态不能退款'
  // Apple refunds go through Apple (docs/payments.md "Refunds").
  if (order.provider === 'apple') return '苹果支付的订单请通过苹果退款'
  if (!Number.isSafeInteger(amount) || amount < 1) return '退款金额至少 ¥0.01'
  const left = refundableFee(order)
  if (amount > left) return `退款金额不能超过可退金额 ${yuan(left)}（已支付 ${yuan(order.totalFee)}，已退 ${yuan(order.refundedFee)}）`
  return null
}

export async function refundByNo(db: Pick<Db, 'select'>, orderId: number, outRefundNo: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.outRefundNo, outRefundNo)))
  return row ?? null
}

export interface StaffRefundInput {
  amount: number
  staffId: number
  note: string
  requestId: string
}

/**
 * Records the refund of a paid order the caller locked (FOR UPDATE) and checked with
 * staffRefundRefusal, in the caller's transaction: the row, the order's refunded_fee and status,
 * and on reaching the total the order type's revoke. The caller then sends it (processRefunds).
 */
export async function recordStaffRefund(tx: Db, registry: OrderTypeRegistry, order: OrderRow, input: StaffRefundInput, now: number): Promise<RefundRow> {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      outRefundNo: staffRefundNo(order.outOrderNumber, input.requestId),
      orderId: order.id,
      amount: input.amount,
      reason: STAFF_REFUND_REASON,
      staffId: input.staffId,
      note: input.note,
      createdAt: new Date(now)
    })
    .returning()
  const refunded = order.refundedFee + input.amount
  const full = refunded >= order.totalFee
  if (full) await registry.forOrder(order).revoke?.(tx, order, now)
  await tx
    .update(paymentOrders)
    .set({ refundedFee: refunded, status: full ? 'refunded' : order.status })
    .where(eq(paymentOrders.id, order.id))
  return refund
}
