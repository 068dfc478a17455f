/**
 * After-sale requests of mall orders (docs/mall.md "After-sale"): 仅退款 or 退货退款 with a reason,
 * a description and pictures, for a shipped order or a received one within
 * SHOP_ORDER_LIMITS.afterSaleDays (core/mallOrders.ts afterSaleRefusal).
 *
 * - One request waits at a time (after_sales_pending_unique, and the order's row is locked while
 *   asking); the amount asked is at most what is left to refund (all of it by default).
 * - Staff approve (the refund, at most what was asked, goes through the provider:
 *   PaymentService.requestRefund in the decision's transaction, then processRefunds) or refuse with
 *   a note. Deciding locks the request: of two decisions at once one wins, the other is 422.
 * - An approval ends after-sale for the order: its refund's out_refund_no is the payment's number
 *   + 'SA', once per payment (payments' refunds are once per reason). A refused request may be
 *   asked again.
 * - The user is told by a system message (services/messages.ts notify) in the same transaction.
 * Stock is not put back by a return: the goods come back by post, and staff restock by hand.
 */
import { count, desc, eq } from 'drizzle-orm'
import { afterSaleRefusal, refundableFen, shopOrderNo } from '../../../core/mallOrders'
import { fenToYuanString } from '../../../core/payments/plans'
import {
  SHOP_AFTER_SALE_KIND_NAMES,
  type ShopAfterSale,
  type ShopAfterSaleDecision,
  type ShopAfterSaleKind,
  type ShopAfterSaleListQuery,
  type ShopAfterSaleRequest,
  type ShopOrderStatus
} from '../../../types/mallOrders'
import type { Db } from '../../db/open'
import { afterSales, paymentOrders, shopOrders } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import type { PaymentService } from '../../payments/service'
import { checkOwnImages } from '../forum/images'
import { notify } from '../messages'
import { orderRowOf, refused, toAfterSale } from './orders'

const requestMissing = () => new ApiError(404, 'not_found', '售后申请不存在')

const yuan = (fen: number) => `¥${fenToYuanString(fen)}`

/** Asks for an after-sale of the user's order (see the header); 201 with the request. */
export async function requestAfterSale(db: Db, apiPrefix: string, userId: number, orderId: number, body: ShopAfterSaleRequest, now: number): Promise<ShopAfterSale> {
  const reason = body.reason.trim()
  if (reason === '') throw fieldError('reason', '请选择售后原因')
  const imageKeys = await checkOwnImages(db, userId, body.images)
  return db.transaction(async (tx) => {
    const order = await orderRowOf(tx, userId, orderId, { forUpdate: true })
    const asked = await tx.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.orderId, orderId))
    const refusal = afterSaleRefusal(
      {
        status: order.status as ShopOrderStatus,
        receivedAt: order.receivedAt?.getTime() ?? null,
        totalFen: order.totalFen,
        refundedFen: order.refundedFen,
        pending: asked.some((a) => a.status === 'pending'),
        approved: asked.some((a) => a.status === 'approved')
      },
      now
    )
    if (refusal) throw refused(refusal)
    const left = refundableFen(order)
    const amount = body.amount_fen ?? left
    if (amount > left) throw fieldError('amount_fen', `退款金额最多 ${yuan(left)}`)
    const [row] = await tx
      .insert(afterSales)
      .values({ orderId, userId, kind: body.kind, reason, description: body.description.trim(), imageKeys, amountFen: amount, createdAt: new Date(now) })
      .returning()
    return toAfterSale(row, apiPrefix)
  })
}

/** Staff: the requests in one status (pending by default), oldest pending first, else newest first. */
export async function afterSalePage(db: Db, apiPrefix: string, query: ShopAfterSaleListQuery): Promise<{ count: number; results: ShopAfterSale[] }> {
  const status = query.status ?? 'pending'
  const where = eq(afterSales.status, status)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(afterSales).where(where), (window) =>
    db
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(status === 'pending' ? afterSales.id : desc(afterSales.id))
      .limit(window.limit)
      .offset(window.offset)
  )
  return { count: n, results: rows.map((r) => toAfterSale(r, apiPrefix)) }
}

function decisionText(orderNo: string, kind: ShopAfterSaleKind, approved: boolean, amountFen: number, note: string): string {
  const head = `你的订单 ${orderNo} 的售后申请（${SHOP_AFTER_SALE_KIND_NAMES[kind]}）`
  if (approved) return `${head}已通过，退款 ${yuan(amountFen)} 将原路退回${note ? `。${note}` : ''}`
  return `${head}未通过：${note}`
}

/**
 * Staff decide a pending request: approve (refund `amount_fen`, at most what was asked and what is
 * left; absent: what was asked) or refuse (a note is needed). 404 售后申请不存在; decided already 422.
 */
export async function decideAfterSale(
  db: Db,
  payments: Pick<PaymentService, 'requestRefund' | 'processRefunds'>,
  apiPrefix: string,
  staffId: number,
  id: number,
  decision: ShopAfterSaleDecision,
  now: number
): Promise<ShopAfterSale> {
  const note = decision.note.trim()
  if (!decision.approve && note === '') throw fieldError('note', '请填写拒绝理由')
  const { request, refunded } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update')
    if (!row) throw requestMissing()
    if (row.status !== 'pending') throw new ApiError(422, 'shop_after_sale', '该售后申请已处理')
    const order = await orderRowOf(tx, null, row.orderId, { forUpdate: true })
    const decided = { staffNote: note || null, decidedBy: staffId, decidedAt: new Date(now) }
    if (!decision.approve) {
      const [refusedRow] = await tx
        .update(afterSales)
        .set({ ...decided, status: 'refused' })
        .where(eq(afterSales.id, id))
        .returning()
      if (order.userId !== null)
        await notify(tx, {
          userId: order.userId,
          type: 'system',
          actorId: null,
          text: decisionText(shopOrderNo(order.id, order.createdAt), row.kind as ShopAfterSaleKind, false, 0, note),
          now
        })
      return { request: refusedRow, refunded: null }
    }
    const amount = decision.amount_fen ?? row.amountFen
    if (amount > row.amountFen) throw fieldError('amount_fen', `退款金额不能超过申请的 ${yuan(row.amountFen)}`)
    if (amount > refundableFen(order)) throw fieldError('amount_fen', `退款金额最多 ${yuan(refundableFen(order))}`)
    const [payment] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order.paymentOrderId!)).for('update')
    await payments.requestRefund(tx, payment, amount, 'shop_after_sale', now)
    await tx
      .update(shopOrders)
      .set({ refundedFen: order.refundedFen + amount })
      .where(eq(shopOrders.id, order.id))
    const [approved] = await tx
      .update(afterSales)
      .set({ ...decided, status: 'approved', amountFen: amount })
      .where(eq(afterSales.id, id))
      .returning()
    if (order.userId !== null)
      await notify(tx, {
        userId: order.userId,
        type: 'system',
        actorId: null,
        text: decisionText(shopOrderNo(order.id, order.createdAt), row.kind as ShopAfterSaleKind, true, amount, note),
        now
      })
    return { request: approved, refunded: payment.id }
  })
  if (refunded !== null) await payments.processRefunds([refunded])
  return toAfterSale(request, apiPrefix)
}
