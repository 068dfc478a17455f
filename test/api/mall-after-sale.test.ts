/**
 * After-sale of mall orders (issue 23; services/mall/afterSale.ts, core/mallOrders.ts, docs/mall.md
 * "After-sale"): who may ask and when (shipped, or received within 15 days; not unpaid, paid or
 * cancelled; one pending at a time), the pictures (the asker's finished uploads), the amount, staff
 * listing and deciding (refuse with a note, approve all or part through the provider), the user told
 * by a system message, decided once, and an approval ending after-sale for the order.
 */
import { eq } from 'drizzle-orm'
import { messages } from '../../server/db/schema'
import { MALL_ORDER_PATHS, SHOP_ORDER_LIMITS, type ShopAfterSale, type ShopOrder } from '../../types/mallOrders'
import type { Paginated } from '../../types/api'
import { USER_PATHS, type PresignResponse } from '../../types/user'
import { appWithMembers, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { mallOrderClient, shopOrderUrl } from './support/mallOrders'
import { orderRow, refundsOf } from './support/pay'
import { expectError } from './support/print'

const { t, staff } = appWithMembers('1360002360')
const someone = newMembers(t, 13600023700)
const mall = mallOrderClient(() => t)
const { send } = mall
const DAY = 86_400_000

/** A finished image upload of `who`. */
async function image(who: Member): Promise<string> {
  const presign = ok<PresignResponse>(await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`, who.access))
  const put = await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })
  expect(put.statusCode).toBe(200)
  return presign.key
}

const ask = (who: Member, orderId: number, over: object = {}) =>
  send('POST', shopOrderUrl(orderId, 'after-sale/'), who.access, { kind: 'return_refund', reason: '商品破损', description: '封面撕裂，内页有水渍', images: [], ...over })
const decide = (id: number, body: object, who: Member = staff) => send('POST', `${MALL_ORDER_PATHS.staffAfterSales}${id}/decide/`, who.access, body)
const pending = async () => ok<Paginated<ShopAfterSale>>(await send('GET', MALL_ORDER_PATHS.staffAfterSales, staff.access))
const systemTexts = async (who: Member) =>
  (await t.database.db.select().from(messages).where(eq(messages.userId, who.id))).filter((m) => m.type === 'system').map((m) => m.text)
/** The payment that paid the order (the latest of the user's payments in these tests). */
const paymentOf = async (order: ShopOrder) => {
  const row = (await t.database.db.query.shopOrders.findFirst({ where: (o, { eq: is }) => is(o.id, order.id) }))!
  const [payment] = await t.database.db.query.paymentOrders.findMany({ where: (p, { eq: is }) => is(p.id, row.paymentOrderId!) })
  return payment
}

test('only a shipped order, or one received within 15 days, may ask; never unpaid, paid or cancelled', async () => {
  const a = await someone()
  expectError(await ask(a, (await mall.submitted(a)).id), 422, '订单尚未支付', 'shop_after_sale')
  expectError(await ask(a, (await mall.paid(a)).id), 422, '订单尚未发货，如不需要可直接取消订单，将全额退款', 'shop_after_sale')
  const cancelled = await mall.submitted(a)
  ok(await send('POST', shopOrderUrl(cancelled.id, 'cancel/'), a.access, { reason: '不要了' }))
  expectError(await ask(a, cancelled.id), 422, '订单已取消')

  const received = await mall.received(a, staff)
  expect(received.can_after_sale).toBe(true)
  t.clock.now += SHOP_ORDER_LIMITS.afterSaleDays * DAY + 1000
  expect((await mall.detail(a, received.id)).can_after_sale).toBe(false)
  expectError(await ask(a, received.id), 422, '已超过售后期限（确认收货后 15 天内可申请）')
  // A shipped order has no deadline (it has not arrived).
  const shipped = await mall.shipped(a, staff)
  t.clock.now += 30 * DAY
  ok<ShopAfterSale>(await ask(a, shipped.id), 201)
})

test('a request with pictures; one pending at a time; checks of the text, pictures and amount', async () => {
  const a = await someone()
  const b = await someone()
  const order = await mall.shipped(a, staff)
  expectError(await ask(a, order.id, { reason: '  ' }), 400, '请选择售后原因', 'reason')
  expectError(await ask(a, order.id, { images: [await image(b)] }), 400, '图片不存在或未上传完成，请重新上传', 'images')
  expectError(await ask(a, order.id, { amount_fen: order.total_fen + 1 }), 400, `退款金额最多 ¥${(order.total_fen / 100).toFixed(2)}`, 'amount_fen')
  expect((await ask(a, order.id, { kind: 'exchange' })).statusCode).toBe(400)
  expect((await ask(a, order.id, { images: Array(SHOP_ORDER_LIMITS.afterSaleImagesMax + 1).fill('x.png') })).statusCode).toBe(400)

  const keys = [await image(a), await image(a)]
  const request = ok<ShopAfterSale>(await ask(a, order.id, { images: keys, description: ' 封面撕裂 ' }), 201)
  expect(request).toMatchObject({
    order_id: order.id,
    kind: 'return_refund',
    kind_name: '退货退款',
    reason: '商品破损',
    description: '封面撕裂',
    amount_fen: order.total_fen,
    status: 'pending',
    status_name: '处理中',
    staff_note: null,
    decided_at: null
  })
  expect(request.images).toEqual(keys.map((key) => ({ url: `/api/storage/file/${key}`, thumb_url: `/api/storage/thumb/${key}` })))
  expectError(await ask(a, order.id), 422, '该订单已有售后申请在处理中', 'shop_after_sale')

  const shown = await mall.detail(a, order.id)
  expect([shown.can_after_sale, shown.after_sale]).toEqual([false, request])
  const afterSaleTab = ok<Paginated<ShopOrder>>(await send('GET', `${MALL_ORDER_PATHS.orders}?status=after_sale`, a.access))
  expect(afterSaleTab.results.map((o) => o.id)).toEqual([order.id])
  expect(ok<{ after_sale: number }>(await send('GET', MALL_ORDER_PATHS.orderCounts, a.access)).after_sale).toBe(1)
})

test('staff refuse with a note (the user told); the user may ask again; staff approve part, refunded through the provider', async () => {
  const a = await someone()
  const order = await mall.received(a, staff, [{ sku_id: await mall.sku({ priceFen: 3000 }), quantity: 2 }])
  const first = ok<ShopAfterSale>(await ask(a, order.id, { kind: 'refund', reason: '少发了', amount_fen: 3000 }), 201)
  expect((await pending()).results.map((r) => r.id)).toContain(first.id)

  expectError(await decide(first.id, { approve: false, note: ' ' }), 400, '请填写拒绝理由', 'note')
  const refused = ok<ShopAfterSale>(await decide(first.id, { approve: false, note: '经核实已足量发货' }))
  expect(refused).toMatchObject({ status: 'refused', status_name: '已拒绝', staff_note: '经核实已足量发货', decided_at: new Date(t.clock.now).toISOString() })
  expectError(await decide(first.id, { approve: true, note: '' }), 422, '该售后申请已处理', 'shop_after_sale')
  expect(await systemTexts(a)).toEqual([`你的订单 ${order.order_no} 的售后申请（仅退款）未通过：经核实已足量发货`])
  expect((await pending()).results.map((r) => r.id)).not.toContain(first.id)

  const second = ok<ShopAfterSale>(await ask(a, order.id, { kind: 'refund', reason: '少发了', amount_fen: 3000 }), 201)
  expectError(await decide(second.id, { approve: true, note: '', amount_fen: 3001 }), 400, '退款金额不能超过申请的 ¥30.00', 'amount_fen')
  const approved = ok<ShopAfterSale>(await decide(second.id, { approve: true, note: '已补偿', amount_fen: 2000 }))
  expect(approved).toMatchObject({ status: 'approved', status_name: '已退款', amount_fen: 2000, staff_note: '已补偿' })
  const payment = await paymentOf(order)
  expect((await refundsOf(t, payment.outOrderNumber)).map((r) => [r.reason, r.amount, r.status])).toEqual([['shop_after_sale', 2000, 'succeeded']])
  expect(await orderRow(t, payment.outOrderNumber)).toMatchObject({ status: 'paid', refundedFee: 2000 })
  const after = await mall.detail(a, order.id)
  expect(after).toMatchObject({ status: 'received', refunded_fen: 2000, can_after_sale: false, after_sale: { id: second.id, status: 'approved' } })
  expect((await systemTexts(a)).slice(-1)).toEqual([`你的订单 ${order.order_no} 的售后申请（仅退款）已通过，退款 ¥20.00 将原路退回。已补偿`])
  // An approval ends after-sale for the order.
  expectError(await ask(a, order.id), 422, '该订单已完成退款')
  expectError(await decide(99999999, { approve: true, note: '' }), 404, '售后申请不存在')
})

test('a full approval refunds the whole payment; the order stays as it was (the goods came back by post)', async () => {
  const a = await someone()
  const order = await mall.shipped(a, staff)
  const request = ok<ShopAfterSale>(await ask(a, order.id), 201)
  ok(await decide(request.id, { approve: true, note: '' }))
  const payment = await paymentOf(order)
  expect(await orderRow(t, payment.outOrderNumber)).toMatchObject({ status: 'refunded', refundedFee: order.total_fen })
  expect(await mall.detail(a, order.id)).toMatchObject({ status: 'shipped', refunded_fen: order.total_fen, can_after_sale: false })
  // Staff lists by status: approved ones newest first.
  const approved = ok<Paginated<ShopAfterSale>>(await send('GET', `${MALL_ORDER_PATHS.staffAfterSales}?status=approved`, staff.access))
  expect(approved.results[0].id).toBe(request.id)
})
