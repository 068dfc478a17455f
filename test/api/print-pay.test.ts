/**
 * Paying print orders (issue 21; server/payments/printOrder.ts, docs/print.md "Paying"): order_type
 * 'print' with print_order_id priced from the print order (total_fee = order_money × 100, with
 * 19.99 and 0.1 + 0.2), paid through the sandbox (the files leave the queue), never twice (422
 * print_order_paid; a second payment that lands anyway, or one after a cancel, changes nothing and
 * is refunded in full by the sweep), a paid order's cancel refunded in full, and a full refund from
 * elsewhere cancelling a still-paid order.
 */
import { eq } from 'drizzle-orm'
import { fenToYuan, yuanToFen } from '../../core/payments/plans'
import { paymentOrders, printOrders } from '../../server/db/schema'
import { refundUnneededPayments, UNNEEDED_PAYMENT_SWEEP_MS } from '../../server/payments/unneeded'
import type { PaymentService } from '../../server/payments/service'
import { PAY_PATHS, type OrderStateResponse } from '../../types/payments'
import { PRINT_PATHS, type PrintOrder, type PrintOrderCounts, type PrintQueue } from '../../types/print'
import { memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'
import { confirmSandbox, fireSweepTimer, notifySandbox, orderRow, refundedAndSent, refundsOf, sweptPaymentAppForFile } from './support/pay'
import { expectError } from './support/print'
import { orderUrl, printOrderClient } from './support/printOrders'

let t: AccountsApp
let staff: Member
let payments: PaymentService
sweptPaymentAppForFile('13600004999', (app) => ({ t, staff, payments } = app))

const orders = printOrderClient(() => t)
const { send } = orders
let phone = 13600004000
const someone = () => memberOf(t, String(phone++))
const queueOf = async (who: Member) => ok<PrintQueue>(await send('GET', PRINT_PATHS.queue, who.access))
const paymentBody = (order: PrintOrder, extra: object = {}) => ({ trade_type: 'MWEB', order_type: 'print', print_order_id: order.id, ...extra })
const printRow = async (id: number) => (await t.database.db.select().from(printOrders).where(eq(printOrders.id, id)))[0]

test('paying: priced from the print order, the order paid and its files out of the queue', async () => {
  const a = await someone()
  const order = await orders.submitted(a)
  const created = await orders.payment(a, order)
  expect(created.order).toMatchObject({
    order_type: 'print',
    subject: `云打印订单 ${order.id}`,
    total_fee: order.total_fen,
    status: 'pending',
    return_route: 'cloud/print/printOrderList'
  })
  t.clock.now += 1000
  expect((await confirmSandbox(t, created)).statusCode).toBe(303)
  const paid = await orders.detail(a, order.id)
  expect(paid).toMatchObject({ status: 'paid', status_name: '待打印', can_cancel: true, paid_at: new Date(t.clock.now).toISOString() })
  expect((await queueOf(a)).items).toEqual([])
  expect(ok<PrintOrderCounts>(await send('GET', PRINT_PATHS.orderCounts, a.access))).toEqual({ submitted: 0, paid: 1, printing: 0, shipped: 0 })
  expect(ok<OrderStateResponse>(await send('POST', PAY_PATHS.h5payMessage, a.access, { out_order_number: created.order.out_order_number }))).toMatchObject({
    paid: true,
    order: { status: 'paid' }
  })
  expect((await printRow(order.id)).paymentOrderId).toBe((await orderRow(t, created.order.out_order_number)).id)
})

test('total_fee = order_money × 100 in whole fen (19.99 and 0.1 + 0.2)', async () => {
  const a = await someone()
  for (const [fen, appYuan] of [
    [1999, 19.99],
    [30, 0.1 + 0.2]
  ]) {
    const order = await orders.submitted(a, 1)
    await t.database.db.update(printOrders).set({ printFeeFen: fen, deliveryFeeFen: 0, totalFen: fen }).where(eq(printOrders.id, order.id))
    const shown = await orders.detail(a, order.id)
    expect([shown.order_money, fenToYuan(fen)]).toEqual([fen / 100, fen / 100])
    // What the app computes from order_money (or from its own sum) is the server's price.
    expect(yuanToFen(appYuan)).toBe(fen)
    const created = await orders.payment(a, shown)
    expect(created.order.total_fee).toBe(fen)
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(shown, { total_fee: fen + 1 })), 422, '订单金额有误，请刷新后重试')
  }
})

test('an order cannot be paid twice; a cancelled, missing or another user’s order cannot be paid', async () => {
  const a = await someone()
  const b = await someone()
  const paid = await orders.paid(a)
  expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(paid)), 422, '订单已支付，请勿重复支付', 'print_order_paid')
  expectError(await send('POST', PAY_PATHS.alipayCreate, a.access, paymentBody(paid)), 422, '订单已支付，请勿重复支付', 'print_order_paid')
  ok(await orders.staff(staff, paid.id, 'printing'))
  expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(paid)), 422, '订单已支付，请勿重复支付', 'print_order_paid')

  const cancelled = await orders.submitted(a, 1)
  ok(await send('POST', orderUrl(cancelled.id, 'cancel/'), a.access, { reason: '不要了' }))
  expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(cancelled)), 422, '订单已取消', 'print_order_cancelled')

  const mine = await orders.submitted(a, 1)
  expectError(await send('POST', PAY_PATHS.orderNew, b.access, paymentBody(mine)), 404, '打印订单不存在')
  expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(mine, { print_order_id: 999999 })), 404, '打印订单不存在')
  for (const id of [undefined, 'abc', '0'])
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(mine, { print_order_id: id })), 400, '创建订单出错，请重新加入打印队列', 'print_order_id')
})

test('a double settlement: the second payment changes nothing and is refunded in full', async () => {
  const a = await someone()
  const order = await orders.submitted(a)
  // Two payments made while the order waits (a QR paid on one phone, the other method tried here).
  const first = await orders.payment(a, order, 'wxpay')
  const second = await orders.payment(a, order, 'alipay')
  expect((await confirmSandbox(t, first)).statusCode).toBe(303)
  const paid = await orders.detail(a, order.id)
  // The provider repeats itself: nothing changes.
  expect(await notifySandbox(t, first.order.out_order_number, order.total_fen)).toBe(204)
  expect((await confirmSandbox(t, second)).statusCode).toBe(303)
  expect(await orders.detail(a, order.id)).toEqual(paid)
  const secondRow = await orderRow(t, second.order.out_order_number)
  expect(secondRow.grant).toEqual({ print_order_id: order.id, refund: 'print_unneeded' })
  expect((await printRow(order.id)).paymentOrderId).toBe((await orderRow(t, first.order.out_order_number)).id)

  await fireSweepTimer(() => refundedAndSent(t, second.order.out_order_number), UNNEEDED_PAYMENT_SWEEP_MS)
  expect((await refundsOf(t, second.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['print_unneeded', order.total_fen, 'succeeded']])
  // The order stays paid by the first payment; the first is not refunded; a second sweep does nothing more.
  expect(await orders.detail(a, order.id)).toEqual(paid)
  expect(await refundsOf(t, first.order.out_order_number)).toEqual([])
  await refundUnneededPayments(t.database.db, payments, t.clock.now)
  expect(await refundsOf(t, second.order.out_order_number)).toHaveLength(1)
})

test('a payment that lands after the order was cancelled is refunded and the order stays cancelled', async () => {
  const a = await someone()
  const order = await orders.submitted(a)
  const created = await orders.payment(a, order)
  ok(await send('POST', orderUrl(order.id, 'cancel/'), a.access, { reason: '换一家打印' }))
  expect((await confirmSandbox(t, created)).statusCode).toBe(303)
  expect(await orders.detail(a, order.id)).toMatchObject({ status: 'cancelled', paid_at: null, refunded_fen: 0 })
  // Its files are free in the queue, not taken by the late payment.
  expect((await queueOf(a)).items.map((i) => i.locked_by_order)).toEqual([null, null])
  await fireSweepTimer(() => refundedAndSent(t, created.order.out_order_number), UNNEEDED_PAYMENT_SWEEP_MS)
  expect((await refundsOf(t, created.order.out_order_number)).map((r) => [r.reason, r.amount])).toEqual([['print_unneeded', order.total_fen]])
})

test('cancelling a paid order refunds it in full', async () => {
  const a = await someone()
  const order = await orders.submitted(a)
  const created = await orders.pay(a, order)
  t.clock.now += 1000
  const cancelled = ok<PrintOrder>(await send('POST', orderUrl(order.id, 'cancel/'), a.access, { reason: '临时不需要了' }))
  expect(cancelled).toMatchObject({
    status: 'cancelled',
    cancel_reason: '临时不需要了',
    refunded_fen: order.total_fen,
    cancelled_at: new Date(t.clock.now).toISOString(),
    can_cancel: false
  })
  expect((await refundsOf(t, created.order.out_order_number)).map((r) => [r.reason, r.amount, r.status, r.outRefundNo])).toEqual([
    ['print_cancelled', order.total_fen, 'succeeded', `${created.order.out_order_number}PC`]
  ])
  const payment = await orderRow(t, created.order.out_order_number)
  expect([payment.status, payment.refundedFee]).toEqual(['refunded', order.total_fen])
  expect(ok<OrderStateResponse>(await send('POST', PAY_PATHS.h5payMessage, a.access, { out_order_number: created.order.out_order_number })).order.status).toBe('refunded')
  // Its files had left the queue when it was paid; the order keeps them.
  expect([(await queueOf(a)).items, cancelled.items.length]).toEqual([[], 2])
})

test('a full refund from elsewhere cancels a paid order, and leaves one being printed', async () => {
  const a = await someone()
  // Any reason: a refund made outside the print routes (an operator's, a group's).
  const refundInFull = async (order: PrintOrder) => {
    const [payment] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, (await printRow(order.id)).paymentOrderId!))
    await t.database.db.transaction((tx) => payments.requestRefund(tx, payment, payment.totalFee, 'group_left', t.clock.now))
  }
  const paid = await orders.paid(a)
  await refundInFull(paid)
  expect(await orders.detail(a, paid.id)).toMatchObject({ status: 'cancelled', cancel_reason: '订单已退款', refunded_fen: paid.total_fen })

  const printing = await orders.paid(a)
  ok(await orders.staff(staff, printing.id, 'printing'))
  await refundInFull(printing)
  expect(await orders.detail(a, printing.id)).toMatchObject({ status: 'printing', refunded_fen: 0 })
})
