/**
 * Staff refunds through the provider (issue 28; services/admin/refunds.ts, payments/staffRefund.ts):
 * full and partial, never more than was paid (one big, two partial that together exceed, several
 * at once), never twice for one request_id (a double click, also at once), only a paid order, not
 * Apple's; a full VIP refund takes the membership span back, a shop order is cancelled; the sandbox
 * provider receives each refund; a refund the provider refuses stays pending with its error; every
 * refund is audited with the order's status and refunded_fee before and after.
 */
import { randomUUID } from 'crypto'
import { and, eq } from 'drizzle-orm'
import { adminAudit, paymentOrders, shopOrders } from '../../server/db/schema'
import { ProviderError, type PayProvider } from '../../server/payments/provider'
import type { PaymentService } from '../../server/payments/service'
import { ADMIN_ORDER_PATHS, type AdminRefundResult } from '../../types/adminOrders'
import { signedInject } from './helpers'
import { memberOf, type AccountsApp, type Member } from './support/accounts'
import { mallOrderClient } from './support/mallOrders'
import { buyVip, createOrder, orderRow, refundsOf, sweptPaymentAppForFile, vipOf } from './support/pay'
import { expectError } from './support/print'

let t: AccountsApp
let staff: Member
let payments: PaymentService
sweptPaymentAppForFile('13910000999', (app) => ({ t, staff, payments } = app))

const mall = mallOrderClient(() => t)
let phone = 13910000100
const someone = () => memberOf(t, String(phone++))
const PLAN = 'v2001'
const PLAN_FEN = 16_800

const refundUrl = (id: number) => `${ADMIN_ORDER_PATHS.orders}${id}/refund/`
const refund = (id: number, body: object, access = staff.access) =>
  signedInject(t.app, {
    method: 'POST',
    url: refundUrl(id),
    payload: { reason: '用户申请退款', request_id: randomUUID(), ...body },
    headers: { authorization: `Bearer ${access}` }
  })
const result = (res: { json(): unknown }) => res.json() as AdminRefundResult

/** A member's paid v2001 order: its row. */
async function paidVip(who?: Member) {
  const buyer = who ?? (await someone())
  const created = await buyVip(t, buyer.access, PLAN)
  return { buyer, order: await orderRow(t, created.order.out_order_number) }
}

test('visitor 401, user 403, staff refunds', async () => {
  const { buyer, order } = await paidVip()
  expect((await signedInject(t.app, { method: 'POST', url: refundUrl(order.id), payload: { reason: 'x', request_id: randomUUID() } })).statusCode).toBe(401)
  expectError(await refund(order.id, { amount: 100 }, buyer.access), 403, '没有权限')
  expect((await refund(order.id, { amount: 100 })).statusCode).toBe(201)
})

test('a full VIP refund: the provider receives it, the span is taken back, the audit keeps status and refunded_fee', async () => {
  const { buyer, order } = await paidVip()
  expect((await vipOf(t, buyer.access)).tianbao_vip).toBe(true)
  const sent = jest.spyOn(payments.sandbox!, 'refund')
  const res = await refund(order.id, { reason: '  重复购买，全额退款 ' })
  expect(res.statusCode).toBe(201)
  const body = result(res)
  expect(body.repeated).toBe(false)
  expect(body.refund).toMatchObject({ amount: PLAN_FEN, reason: 'staff', reason_name: '客服退款', status: 'succeeded', staff_id: staff.id, note: '重复购买，全额退款' })
  expect(body.order).toMatchObject({ status: 'refunded', state: 'refunded', refunded_fee: PLAN_FEN, refundable_fee: 0 })
  // The sandbox provider received the refund under its number (order number + ST + the request's uuid).
  expect(sent).toHaveBeenCalledTimes(1)
  // The sandbox's refund takes no parameters it reads; the interface's (order, refund) are what it was given.
  const [[to, given]] = sent.mock.calls as unknown as Parameters<PayProvider['refund']>[]
  expect(to.outOrderNumber).toBe(order.outOrderNumber)
  expect(given).toMatchObject({ outRefundNo: body.refund.out_refund_no, amount: PLAN_FEN })
  expect(body.refund.out_refund_no).toMatch(new RegExp(`^${order.outOrderNumber}ST[0-9a-f]{32}$`))
  sent.mockRestore()
  // The membership this order granted is gone.
  expect((await vipOf(t, buyer.access)).tianbao_vip).toBe(false)
  // Audited: who, the order, what changed, why.
  const [row] = await t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, 'payment_order'), eq(adminAudit.entityId, String(order.id))))
  expect(row).toMatchObject({
    staffId: staff.id,
    action: 'POST /api/admin/orders/:id/refund/',
    before: { status: 'paid', refunded_fee: 0 },
    after: { status: 'refunded', refunded_fee: PLAN_FEN },
    reason: '  重复购买，全额退款 '
  })
  // Nothing is left: another refund is refused.
  expectError(await refund(order.id, { amount: 1 }), 422, '订单已全额退款')
})

test('a partial refund keeps the membership; partial refunds add up to at most what was paid', async () => {
  const { buyer, order } = await paidVip()
  const first = await refund(order.id, { amount: 10_000 })
  expect(first.statusCode).toBe(201)
  expect(result(first).order).toMatchObject({ status: 'paid', state: 'partly_refunded', refunded_fee: 10_000, refundable_fee: 6_800 })
  expect((await vipOf(t, buyer.access)).tianbao_vip).toBe(true)
  // 10000 + 7000 > 16800: refused with what is left.
  expectError(await refund(order.id, { amount: 7_000 }), 422, '退款金额不能超过可退金额 ¥68.00（已支付 ¥168.00，已退 ¥100.00）')
  const last = await refund(order.id, { amount: 6_800 })
  expect(result(last).order).toMatchObject({ status: 'refunded', refunded_fee: PLAN_FEN })
  // The last one made it full: the span goes.
  expect((await vipOf(t, buyer.access)).tianbao_vip).toBe(false)
  expect((await refundsOf(t, order.outOrderNumber)).map((r) => [r.amount, r.status])).toEqual([
    [10_000, 'succeeded'],
    [6_800, 'succeeded']
  ])
})

test('more than was paid, 0 fen or a bad reason are refused', async () => {
  const { order } = await paidVip()
  expectError(await refund(order.id, { amount: PLAN_FEN + 1 }), 422, '退款金额不能超过可退金额 ¥168.00（已支付 ¥168.00，已退 ¥0.00）')
  expect((await refund(order.id, { amount: 0 })).statusCode).toBe(400)
  expect((await refund(order.id, { reason: '' })).statusCode).toBe(400)
  expect((await refund(order.id, { reason: 'x'.repeat(201) })).statusCode).toBe(400)
  expectError(await refund(order.id, { reason: '   ' }), 400, '请填写退款原因')
  expect((await refund(order.id, { request_id: 'not-a-uuid' })).statusCode).toBe(400)
  expect((await orderRow(t, order.outOrderNumber)).refundedFee).toBe(0)
})

test('the same request_id twice refunds once and answers the first refund', async () => {
  const { order } = await paidVip()
  const request_id = randomUUID()
  const first = await refund(order.id, { amount: 5_000, request_id })
  const again = await refund(order.id, { amount: 5_000, request_id })
  expect([first.statusCode, again.statusCode]).toEqual([201, 200])
  expect(result(again).repeated).toBe(true)
  expect(result(again).refund.id).toBe(result(first).refund.id)
  expect(result(again).order.refunded_fee).toBe(5_000)
  expect(await refundsOf(t, order.outOrderNumber)).toHaveLength(1)
  // A repeat of the refund that made it full is still its answer, not a refusal.
  const full = randomUUID()
  expect((await refund(order.id, { request_id: full })).statusCode).toBe(201)
  const repeat = await refund(order.id, { request_id: full })
  expect(repeat.statusCode).toBe(200)
  expect(result(repeat).refund.amount).toBe(PLAN_FEN - 5_000)
})

test('at once: refunds of one order never exceed the total; one request_id sent three times refunds once', async () => {
  const { order } = await paidVip()
  const answers = await Promise.all([1, 2, 3].map(() => refund(order.id, { amount: 8_000 })))
  expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 422])
  expect((await orderRow(t, order.outOrderNumber)).refundedFee).toBe(16_000)

  const other = (await paidVip()).order
  const request_id = randomUUID()
  const same = await Promise.all([1, 2, 3].map(() => refund(other.id, { amount: 3_000, request_id })))
  expect(same.map((r) => r.statusCode).sort()).toEqual([200, 200, 201])
  expect(new Set(same.map((r) => result(r).refund.id)).size).toBe(1)
  expect((await orderRow(t, other.outOrderNumber)).refundedFee).toBe(3_000)
  expect(await refundsOf(t, other.outOrderNumber)).toHaveLength(1)
})

test('only a paid order: pending is refused, Apple orders go through Apple, an unknown order is 404', async () => {
  const buyer = await someone()
  const created = await createOrder(t, buyer.access, { order_type: PLAN })
  const pending = await orderRow(t, created.order.out_order_number)
  expectError(await refund(pending.id, { amount: 100 }), 422, '订单未支付，不能退款')
  await t.database.db
    .update(paymentOrders)
    .set({ provider: 'apple', status: 'paid', paidAt: new Date(t.clock.now) })
    .where(eq(paymentOrders.id, pending.id))
  expectError(await refund(pending.id, { amount: 100 }), 422, '苹果支付的订单请通过苹果退款')
  expectError(await refund(987_654, { amount: 100 }), 404, '订单不存在')
})

test('a refund the provider refuses stays pending with its error, counted against what is left', async () => {
  const { order } = await paidVip()
  const sent = jest.spyOn(payments.sandbox!, 'refund').mockRejectedValueOnce(new ProviderError('sandbox', '退款服务暂不可用'))
  const res = await refund(order.id, { amount: 16_000 })
  sent.mockRestore()
  expect(res.statusCode).toBe(201)
  expect(result(res).refund).toMatchObject({ status: 'pending', attempts: 1, last_error: '退款服务暂不可用' })
  // Pending refunds count: only 800 fen are left.
  expectError(await refund(order.id, { amount: 801 }), 422)
  // The sweep sends it again later (60 s on).
  t.clock.now += 61_000
  await payments.processRefunds()
  expect((await refundsOf(t, order.outOrderNumber)).map((r) => r.status)).toEqual(['succeeded'])
})

test('a shop order: a partial refund shows on it, a full one cancels it and gives the stock back', async () => {
  const buyer = await someone()
  const skuId = await mall.sku({ stock: 5 })
  const shop = await mall.paid(buyer, [{ sku_id: skuId, quantity: 1 }])
  const payment = (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.kind, 'shop'))).find((p) => p.details.shop_order_id === shop.id)!
  expect((await mall.skuRow(skuId)).stock).toBe(4)
  const part = await refund(payment.id, { amount: 100 })
  expect(result(part).order.business).toMatchObject({ kind: 'shop', id: shop.id, status: 'paid', refunded_fen: 100, paid_by_this: true })
  const full = await refund(payment.id, {})
  expect(result(full).order).toMatchObject({ state: 'refunded', refunded_fee: payment.totalFee })
  const [row] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, shop.id))
  expect(row).toMatchObject({ status: 'cancelled', refundedFen: payment.totalFee })
  expect((await mall.skuRow(skuId)).stock).toBe(5)
})
