/**
 * Payments that paid nothing (docs/payments.md "Order types"). An order type whose business order
 * can be paid twice (a QR paid on one phone while another method was tried) or after it was
 * cancelled or closed lets its fulfil change nothing and answer a grant with `refund: <reason>`;
 * refundUnneededPayments gives such payments back in full, of every order type (print and shop
 * orders, live tickets, study materials). It runs on a timer of the payment routes
 * (server/routes/pay/index.ts), after the settlement has committed: fulfil runs inside
 * payments' settle, which marks the payment paid after fulfil returns, so a refund recorded there
 * would be overwritten to 'paid'; the sweep ends the payment 'refunded' like any full refund.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { paymentOrders } from '../db/schema'
import type { PaymentService, RefundReason } from './service'

/** How often unneeded payments are looked for (they are refunded within about this long). */
export const UNNEEDED_PAYMENT_SWEEP_MS = 60_000

/** What a fulfil answers for a payment that paid nothing: the refund reason (REFUND_REASONS). */
export interface UnneededGrant {
  refund?: RefundReason
}

/** Refunds in full every paid payment whose grant asks for it, then sends those refunds. */
export async function refundUnneededPayments(db: Db, payments: Pick<PaymentService, 'requestRefund' | 'processRefunds'>, now: number): Promise<void> {
  const due = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'paid'), isNotNull(sql`${paymentOrders.grant} ->> 'refund'`)))
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update')
      // requestRefund gives back what is left, once per reason: a second sweep finds nothing to do.
      await payments.requestRefund(tx, order, order.totalFee, (order.grant as UnneededGrant).refund!, now)
    })
  }
  await payments.processRefunds(due.map((d) => d.id))
}
