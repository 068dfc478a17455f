/**
 * Mall orders (MALL_ORDER_PATHS; docs/mall.md "Orders"). Every change of status asks
 * core/mallOrders.ts first and answers its refusal (422 with the code and Chinese text), in a
 * transaction that locks the order's row, so two requests at once never both move it.
 *
 * - Submit (one transaction): the address (404 地址不存在 for another user's), the server's own
 *   quote (services/mall/quote.ts: prices from mall_skus, the coupon chosen or the best one), a
 *   line with a problem is refused naming the good, then the order and its lines are kept as
 *   bought, the stock is taken (stock.ts, one guarded UPDATE per line), the coupon is held
 *   (user_coupons.used_order_id, guarded: a coupon another order holds is refused) and, from the
 *   cart, the ordered lines leave it.
 * - The pay window: an unpaid order closes SHOP_PAY_WINDOW_MS after it was submitted (cancelled,
 *   reason 超时未支付, at its deadline), by a sweep on a timer and lazily before the user's orders
 *   are read or paid; its stock and coupon come back once (the move under the row lock).
 * - Cancel: unpaid → stock and coupon back; paid (before shipping) → the same, and refunded in
 *   full through the provider; shipped on: 422 (after-sale instead).
 * - Paying (payments/shopOrder.ts) marks it paid once and counts the units as sold.
 * Another user's order is 404 订单不存在.
 */
import { and, count, desc, eq, exists, inArray, lte, sql } from 'drizzle-orm'
import { afterSaleRefusal, canCancelShopOrder, shopMoveRefusal, shopOrderNo, shopTrackingRefusal, type ShopOrderRefusal } from '../../../core/mallOrders'
import { fenToYuan } from '../../../core/payments/plans'
import { MALL_LINE_PROBLEM_NAMES } from '../../../types/mall'
import {
  SHOP_AFTER_SALE_KIND_NAMES,
  SHOP_AFTER_SALE_STATUS_NAMES,
  SHOP_CLOSED_REASON,
  SHOP_ORDER_STATUS_NAMES,
  SHOP_PAY_WINDOW_MS,
  type ShopAfterSale,
  type ShopAfterSaleKind,
  type ShopAfterSaleStatus,
  type ShopOrder,
  type ShopOrderCounts,
  type ShopOrderListQuery,
  type ShopOrderShip,
  type ShopOrderStatus,
  type ShopOrderSubmit,
  type ShopTracking
} from '../../../types/mallOrders'
import { EXPRESS_COMPANY_NAMES, type ExpressCompany } from '../../../types/print'
import type { Db } from '../../db/open'
import { afterSales, coupons, goodsComments, paymentOrders, shopOrderItems, shopOrders, userCoupons } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { EXPRESS_STATE_NAMES, type CourierProvider } from '../../express/provider'
import { countedPage } from '../../lib/paginate'
import type { PaymentService } from '../../payments/service'
import { shippingAddress } from '../addresses'
import type { Conn } from '../cloud/rows'
import { imageOf } from '../forum/images'
import { mallThumbUrl } from './images'
import { removeCartSkus } from './cart'
import { quoteLines } from './quote'
import { holdCoupon, releaseCoupon } from './coupons'
import { addSold, releaseStock, takeStock } from './stock'

export type ShopOrderRow = typeof shopOrders.$inferSelect
type AfterSaleRow = typeof afterSales.$inferSelect

export const orderMissing = () => new ApiError(404, 'not_found', '订单不存在')

export const refused = (refusal: ShopOrderRefusal) => new ApiError(422, refusal.code, refusal.detail)

const iso = (date: Date | null) => date?.toISOString() ?? null

/** Closed by its pay window (not cancelled by the user). */
export const closedByWindow = (row: Pick<ShopOrderRow, 'status' | 'cancelReason'>) => row.status === 'cancelled' && row.cancelReason === SHOP_CLOSED_REASON

/** Why the locked order cannot move to `to`, as core/mallOrders.ts says it. */
export function moveRefusalOf(row: ShopOrderRow, to: ShopOrderStatus): ShopOrderRefusal | null {
  return shopMoveRefusal(row.status as ShopOrderStatus, to, closedByWindow(row))
}

export function toAfterSale(row: AfterSaleRow, apiPrefix: string): ShopAfterSale {
  const kind = row.kind as ShopAfterSaleKind
  const status = row.status as ShopAfterSaleStatus
  return {
    id: row.id,
    order_id: row.orderId,
    kind,
    kind_name: SHOP_AFTER_SALE_KIND_NAMES[kind],
    reason: row.reason,
    description: row.description,
    images: row.imageKeys.map((key) => imageOf(key, apiPrefix)),
    amount_fen: row.amountFen,
    status,
    status_name: SHOP_AFTER_SALE_STATUS_NAMES[status],
    staff_note: row.staffNote,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt)
  }
}

/** The orders as the API answers them: their lines (and which were commented), coupon names and newest after-sale, read in three queries. */
export async function toShopOrders(db: Conn, rows: readonly ShopOrderRow[], apiPrefix: string, now: number): Promise<ShopOrder[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const couponIds = rows.flatMap((r) => (r.userCouponId === null ? [] : [r.userCouponId]))
  const [items, couponNames, requests] = await Promise.all([
    db
      .select({ item: shopOrderItems, commentId: goodsComments.id })
      .from(shopOrderItems)
      .leftJoin(goodsComments, eq(goodsComments.orderItemId, shopOrderItems.id))
      .where(inArray(shopOrderItems.orderId, ids))
      .orderBy(shopOrderItems.id),
    couponIds.length === 0
      ? []
      : db
          .select({ id: userCoupons.id, name: coupons.name })
          .from(userCoupons)
          .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
          .where(inArray(userCoupons.id, couponIds)),
    db.select().from(afterSales).where(inArray(afterSales.orderId, ids)).orderBy(desc(afterSales.id))
  ])
  return rows.map((row) => {
    const status = row.status as ShopOrderStatus
    const company = row.expressCompany as ExpressCompany | null
    const mine = requests.filter((r) => r.orderId === row.id)
    const coupon = couponNames.find((c) => c.id === row.userCouponId)
    const afterSaleState = {
      status,
      receivedAt: row.receivedAt?.getTime() ?? null,
      totalFen: row.totalFen,
      refundedFen: row.refundedFen,
      pending: mine.some((r) => r.status === 'pending'),
      approved: mine.some((r) => r.status === 'approved')
    }
    return {
      id: row.id,
      order_no: shopOrderNo(row.id, row.createdAt),
      user_id: row.userId,
      status,
      status_name: SHOP_ORDER_STATUS_NAMES[status],
      items: items
        .filter((i) => i.item.orderId === row.id)
        .map(({ item, commentId }) => ({
          id: item.id,
          goods_id: item.goodsId,
          sku_id: item.skuId,
          title: item.title,
          sku_name: item.skuName,
          image_url: item.imageKey ? mallThumbUrl(item.imageKey, apiPrefix) : null,
          price_fen: item.priceFen,
          quantity: item.quantity,
          amount_fen: item.priceFen * item.quantity,
          commented: commentId !== null
        })),
      address: row.address,
      remark: row.remark,
      goods_fen: row.goodsFen,
      discount_fen: row.discountFen,
      delivery_fen: row.deliveryFen,
      total_fen: row.totalFen,
      order_money: fenToYuan(row.totalFen),
      coupon: coupon ? { id: coupon.id, name: coupon.name } : null,
      pay_deadline: row.payDeadline.toISOString(),
      can_cancel: canCancelShopOrder(status),
      can_after_sale: afterSaleRefusal(afterSaleState, now) === null,
      express: company && row.trackingNo ? { company, company_name: EXPRESS_COMPANY_NAMES[company], tracking_no: row.trackingNo } : null,
      refunded_fen: row.refundedFen,
      cancel_reason: row.cancelReason,
      after_sale: mine[0] ? toAfterSale(mine[0], apiPrefix) : null,
      created_at: row.createdAt.toISOString(),
      paid_at: iso(row.paidAt),
      shipped_at: iso(row.shippedAt),
      received_at: iso(row.receivedAt),
      cancelled_at: iso(row.cancelledAt)
    }
  })
}

export async function toShopOrder(db: Conn, row: ShopOrderRow, apiPrefix: string, now: number): Promise<ShopOrder> {
  return (await toShopOrders(db, [row], apiPrefix, now))[0]
}

/** The order `id`, the user's own unless `userId` is null (staff); 404 otherwise. `forUpdate` locks it for a move. */
export async function orderRowOf(db: Conn, userId: number | null, id: number, options: { forUpdate?: boolean } = {}): Promise<ShopOrderRow> {
  const query = db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), userId === null ? undefined : eq(shopOrders.userId, userId)))
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw orderMissing()
  return row
}

/** When each status was reached. */
const STATUS_TIMES = { paid: 'paidAt', shipped: 'shippedAt', received: 'receivedAt', cancelled: 'cancelledAt' } as const

/** Moves the locked order `row` to `to` (422 when core/mallOrders.ts refuses), stamping the time and setting `extra`. */
export async function moveOrder(tx: Db, row: ShopOrderRow, to: keyof typeof STATUS_TIMES, now: number, extra: Partial<ShopOrderRow> = {}): Promise<ShopOrderRow> {
  const refusal = moveRefusalOf(row, to)
  if (refusal) throw refused(refusal)
  const [moved] = await tx
    .update(shopOrders)
    .set({ ...extra, status: to, [STATUS_TIMES[to]]: new Date(now) })
    .where(eq(shopOrders.id, row.id))
    .returning()
  return moved
}

const labelOf = (line: { title: string; sku_name: string }) => (line.sku_name ? `${line.title}（${line.sku_name}）` : line.title)

/**
 * Submits the lines as an order to the address (see the header). The quote is the server's: the
 * app's idea of a price is never read. 400 when a SKU is given twice (quote.ts); 404 for another user's
 * address or coupon, a missing SKU; 422 naming the good that is off shelf or short of stock, or
 * for a coupon that cannot be used (quote.ts) or that another order took meanwhile.
 */
export async function submitOrder(db: Db, apiPrefix: string, userId: number, body: ShopOrderSubmit, now: number): Promise<ShopOrder> {
  const row = await db.transaction(async (tx) => {
    const address = await shippingAddress(tx, userId, body.address_id)
    const { quote, userCouponId, imageKeys } = await quoteLines(tx, userId, body.lines, body.user_coupon_id, now)
    const problem = quote.lines.find((l) => l.problem !== null)
    if (problem) throw new ApiError(422, 'mall_line_problem', `「${labelOf(problem)}」${MALL_LINE_PROBLEM_NAMES[problem.problem!]}`)
    const [order] = await tx
      .insert(shopOrders)
      .values({
        userId,
        status: 'unpaid',
        address,
        remark: body.remark?.trim() ?? '',
        goodsFen: quote.goods_fen,
        discountFen: quote.discount_fen,
        deliveryFen: quote.delivery_fen,
        totalFen: quote.total_fen,
        userCouponId,
        fromCart: body.from_cart,
        createdAt: new Date(now),
        payDeadline: new Date(now + SHOP_PAY_WINDOW_MS)
      })
      .returning()
    await tx.insert(shopOrderItems).values(
      quote.lines.map((l) => ({
        orderId: order.id,
        goodsId: l.goods_id,
        skuId: l.sku_id,
        title: l.title,
        skuName: l.sku_name,
        imageKey: imageKeys.get(l.sku_id) ?? null,
        priceFen: l.price_fen,
        quantity: l.quantity
      }))
    )
    await takeStock(
      tx,
      quote.lines.map((l) => ({ skuId: l.sku_id, quantity: l.quantity, label: labelOf(l) }))
    )
    if (userCouponId !== null && !(await holdCoupon(tx, userId, userCouponId, order.id, now))) {
      throw new ApiError(422, 'business_rule', '优惠券已被其他订单使用，请重新选择')
    }
    if (body.from_cart)
      await removeCartSkus(
        tx,
        userId,
        body.lines.map((l) => l.sku_id)
      )
    return order
  })
  return toShopOrder(db, row, apiPrefix, now)
}

/** Gives back what the order took (its stock, its coupon); a paid order's units stop counting as sold. The order was just moved to cancelled under its lock. */
async function giveBack(tx: Db, row: ShopOrderRow, paid: boolean): Promise<void> {
  const items = await tx.select({ skuId: shopOrderItems.skuId, quantity: shopOrderItems.quantity }).from(shopOrderItems).where(eq(shopOrderItems.orderId, row.id))
  await releaseStock(tx, items, paid)
  await releaseCoupon(tx, row.id)
}

/** How often the mall's scope closes unpaid orders past their window (their owners' reads close theirs at once). */
export const SHOP_CLOSE_SWEEP_MS = 60_000

/**
 * Closes the unpaid orders whose pay window has passed (the user's only, with `userId`): each is
 * cancelled with 超时未支付 at its deadline and gives its stock and coupon back. Each order in its
 * own transaction under its row lock, so a payment settling at the same moment either pays it
 * first (it is not closed) or finds it closed (and that payment is refunded). The number closed.
 */
export async function closeExpiredOrders(db: Db, now: number, userId?: number): Promise<number> {
  const due = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 'unpaid'), lte(shopOrders.payDeadline, new Date(now)), userId === undefined ? undefined : eq(shopOrders.userId, userId)))
  let closed = 0
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update')
      if (row?.status !== 'unpaid' || row.payDeadline.getTime() > now) return
      await giveBack(tx, await moveOrder(tx, row, 'cancelled', row.payDeadline.getTime(), { cancelReason: SHOP_CLOSED_REASON }), false)
      closed += 1
    })
  }
  return closed
}

/** A page of orders, newest first: the user's, or everyone's for staff (`userId` null); `status` filters (after_sale: orders with a request). */
export async function orderPage(
  db: Db,
  apiPrefix: string,
  userId: number | null,
  query: ShopOrderListQuery,
  now: number
): Promise<{ count: number; results: ShopOrder[] }> {
  await closeExpiredOrders(db, now, userId ?? undefined)
  const filter =
    query.status === 'after_sale'
      ? exists(
          db
            .select({ one: sql`1` })
            .from(afterSales)
            .where(eq(afterSales.orderId, shopOrders.id))
        )
      : query.status
        ? eq(shopOrders.status, query.status)
        : undefined
  const where = and(userId === null ? undefined : eq(shopOrders.userId, userId), filter)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(shopOrders).where(where), (window) =>
    db.select().from(shopOrders).where(where).orderBy(desc(shopOrders.createdAt), desc(shopOrders.id)).limit(window.limit).offset(window.offset)
  )
  return { count: n, results: await toShopOrders(db, rows, apiPrefix, now) }
}

export async function orderDetail(db: Db, apiPrefix: string, userId: number, id: number, now: number): Promise<ShopOrder> {
  await closeExpiredOrders(db, now, userId)
  return toShopOrder(db, await orderRowOf(db, userId, id), apiPrefix, now)
}

/** The tabs' badges: my orders waiting in each state, and my after-sale requests being handled. */
export async function orderCounts(db: Db, userId: number, now: number): Promise<ShopOrderCounts> {
  await closeExpiredOrders(db, now, userId)
  const [rows, [pending]] = await Promise.all([
    db.select({ status: shopOrders.status, n: count() }).from(shopOrders).where(eq(shopOrders.userId, userId)).groupBy(shopOrders.status),
    db
      .select({ n: count() })
      .from(afterSales)
      .where(and(eq(afterSales.userId, userId), eq(afterSales.status, 'pending')))
  ])
  const of = (status: ShopOrderStatus) => rows.find((r) => r.status === status)?.n ?? 0
  return { unpaid: of('unpaid'), paid: of('paid'), shipped: of('shipped'), after_sale: pending.n }
}

/**
 * Cancels the user's order with their reason: an unpaid one gives its stock and coupon back; a
 * paid one too, and is refunded in full (recorded with the cancel, then sent); shipped on 422.
 */
export async function cancelOrder(
  db: Db,
  payments: Pick<PaymentService, 'requestRefund' | 'processRefunds'>,
  apiPrefix: string,
  userId: number,
  id: number,
  reason: string,
  now: number
): Promise<ShopOrder> {
  const cancelReason = reason.trim()
  if (cancelReason === '') throw fieldError('reason', '请填写取消原因')
  await closeExpiredOrders(db, now, userId)
  const { order, refunded } = await db.transaction(async (tx) => {
    const row = await orderRowOf(tx, userId, id, { forUpdate: true })
    if (row.status !== 'paid') {
      const cancelled = await moveOrder(tx, row, 'cancelled', now, { cancelReason })
      await giveBack(tx, cancelled, false)
      return { order: cancelled, refunded: null }
    }
    // The order is cancelled first, so the payment's revoke (a full refund) finds nothing left to undo.
    const cancelled = await moveOrder(tx, row, 'cancelled', now, { cancelReason, refundedFen: row.totalFen })
    await giveBack(tx, cancelled, true)
    const [payment] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.paymentOrderId!)).for('update')
    await payments.requestRefund(tx, payment, payment.totalFee, 'shop_cancelled', now)
    return { order: cancelled, refunded: payment.id }
  })
  if (refunded !== null) await payments.processRefunds([refunded])
  return toShopOrder(db, order, apiPrefix, now)
}

/**
 * The payment `paymentOrderId` pays the order (its fulfilment, in the payment's transaction):
 * unpaid → paid and its units count as sold (its coupon stays used). False, changing nothing, when the
 * order is not waiting for payment any more (paid by another payment, cancelled or closed).
 */
export async function payOrder(tx: Db, id: number, paymentOrderId: number, now: number): Promise<boolean> {
  const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update')
  if (!row || row.status !== 'unpaid') return false
  await moveOrder(tx, row, 'paid', now, { paymentOrderId })
  await addSold(tx, await tx.select({ skuId: shopOrderItems.skuId, quantity: shopOrderItems.quantity }).from(shopOrderItems).where(eq(shopOrderItems.orderId, id)))
  return true
}

/**
 * The payment that paid the order was refunded in full from elsewhere (the payment's revoke): a
 * still-paid order is cancelled and gives back what it took. A shipped one stays as it is (the
 * goods are on their way: after-sale's business), and a refund of a payment that paid nothing
 * leaves the order alone.
 */
export async function cancelRefunded(tx: Db, id: number, paymentOrderId: number, refundedFen: number, now: number): Promise<void> {
  const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update')
  if (row?.status !== 'paid' || row.paymentOrderId !== paymentOrderId) return
  await giveBack(tx, await moveOrder(tx, row, 'cancelled', now, { refundedFen, cancelReason: '订单已退款' }), true)
}

/** shipped → received (确认收货). */
export async function receiveOrder(db: Db, apiPrefix: string, userId: number, id: number, now: number): Promise<ShopOrder> {
  const row = await db.transaction(async (tx) => moveOrder(tx, await orderRowOf(tx, userId, id, { forUpdate: true }), 'received', now))
  return toShopOrder(db, row, apiPrefix, now)
}

/** The parcel's timeline (422 shop_bad_state 订单尚未发货 before shipping). */
export async function orderTracking(db: Db, courier: CourierProvider, userId: number, id: number, now: number): Promise<ShopTracking> {
  const row = await orderRowOf(db, userId, id)
  const refusal = shopTrackingRefusal(row.status as ShopOrderStatus)
  if (refusal) throw refused(refusal)
  const company = row.expressCompany as ExpressCompany
  const express = { company, company_name: EXPRESS_COMPANY_NAMES[company], tracking_no: row.trackingNo! }
  const tracking = await courier.track({ company, trackingNo: express.tracking_no, shippedAt: row.shippedAt!.getTime(), to: row.address }, now)
  return {
    express,
    state: tracking.state,
    state_name: EXPRESS_STATE_NAMES[tracking.state],
    events: tracking.events.map((e) => ({ time: new Date(e.at).toISOString(), text: e.text }))
  }
}

/** Staff: paid → shipped, with the courier and its tracking number (assigned by the provider when none is given). */
export async function shipOrder(db: Db, courier: CourierProvider, apiPrefix: string, id: number, ship: ShopOrderShip, now: number): Promise<ShopOrder> {
  const row = await db.transaction(async (tx) =>
    moveOrder(tx, await orderRowOf(tx, null, id, { forUpdate: true }), 'shipped', now, {
      expressCompany: ship.company,
      trackingNo: ship.tracking_no ?? courier.assignTrackingNo(ship.company)
    })
  )
  return toShopOrder(db, row, apiPrefix, now)
}
