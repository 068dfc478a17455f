/**
 * Operator console: payment orders of every type (issue 28; services/admin/orders.ts): the list
 * with its filters (kind, state, China calendar days, user, our or the provider's order number),
 * paged, phones masked; the detail with the user, the business order a shop payment paid and the
 * provider's records (trade number, grant, refunds); the staff guard on both.
 */
import { randomUUID } from 'crypto'
import { eq } from 'drizzle-orm'
import { paymentOrders } from '../../server/db/schema'
import { ADMIN_ORDER_PATHS, type AdminOrder, type AdminOrderDetail } from '../../types/adminOrders'
import type { Paginated } from '../../types/api'
import { signedInject } from './helpers'
import { memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'
import { mallOrderClient } from './support/mallOrders'
import { buyVip, createOrder, orderRow, sweptPaymentAppForFile } from './support/pay'
import { expectError } from './support/print'

let t: AccountsApp
let staff: Member
sweptPaymentAppForFile('13920000999', (app) => ({ t, staff } = app))

const mall = mallOrderClient(() => t)
const get = (url: string, access = staff.access) => signedInject(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${access}` } })
const list = async (query = '') => ok<Paginated<AdminOrder>>(await get(`${ADMIN_ORDER_PATHS.orders}${query}`))
const numbers = (page: Paginated<AdminOrder>) => page.results.map((o) => o.out_order_number)

let buyer: Member
let other: Member
/** Made in this order: a paid VIP order on 1 June (China), a pending one, a paid shop order on 2 June (China), other's paid VIP. */
let vipPaid: string
let vipPending: string
let shopPaid: string
let otherVip: string
let shopOrderId: number

beforeAll(async () => {
  buyer = await memberOf(t, '13920000101')
  other = await memberOf(t, '13920000102')
  // 2025-06-01 20:00 China time.
  t.clock.now = Date.UTC(2025, 5, 1, 12, 0, 0)
  vipPaid = (await buyVip(t, buyer.access, 'v2001')).order.out_order_number
  vipPending = (await createOrder(t, buyer.access, { order_type: 'v2002' })).order.out_order_number
  // 2025-06-01 17:30 UTC is already 2 June in China.
  t.clock.now = Date.UTC(2025, 5, 1, 17, 30, 0)
  const shop = await mall.paid(buyer)
  shopOrderId = shop.id
  shopPaid = (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.kind, 'shop')))[0].outOrderNumber
  t.clock.now = Date.UTC(2025, 5, 3, 2, 0, 0)
  otherVip = (await buyVip(t, other.access, 'v2001')).order.out_order_number
})

test('visitor 401, user 403, staff 200 on the list and the detail', async () => {
  const { id } = await orderRow(t, vipPaid)
  for (const url of [ADMIN_ORDER_PATHS.orders, `${ADMIN_ORDER_PATHS.orders}${id}/`]) {
    expect((await signedInject(t.app, { method: 'GET', url })).statusCode).toBe(401)
    expectError(await get(url, buyer.access), 403, '没有权限')
    expect((await get(url)).statusCode).toBe(200)
  }
})

test('the list: every type, newest first, amounts in fen, phones masked', async () => {
  const page = await list()
  expect(page.count).toBe(4)
  expect(numbers(page)).toEqual([otherVip, shopPaid, vipPending, vipPaid])
  expect(page.results[3]).toMatchObject({
    kind: 'vip',
    kind_name: '会员',
    order_type: 'v2001',
    total_fee: 16_800,
    refunded_fee: 0,
    status: 'paid',
    state: 'paid',
    state_name: '已支付',
    provider: 'sandbox',
    user_id: buyer.id,
    user_name: buyer.name,
    user_phone: '139****0101'
  })
  expect(page.results[1]).toMatchObject({ kind: 'shop', kind_name: '商城', order_type: 'shop' })
  // Paged.
  const first = await list('?page_size=3')
  expect([first.results.length, first.next]).toEqual([3, expect.stringContaining('page=2')])
  expect(numbers(await list('?page_size=3&page=2'))).toEqual([vipPaid])
})

test('filters: kind, state, China calendar days, user, order number', async () => {
  expect(numbers(await list('?kind=shop'))).toEqual([shopPaid])
  expect(numbers(await list('?kind=vip&state=pending'))).toEqual([vipPending])
  expect(numbers(await list(`?user_id=${other.id}`))).toEqual([otherVip])
  expect(numbers(await list(`?order_number=${vipPaid}`))).toEqual([vipPaid])
  // The provider's trade number finds it too.
  const { providerTradeNo } = await orderRow(t, otherVip)
  expect(numbers(await list(`?order_number=${providerTradeNo}`))).toEqual([otherVip])
  // 17:30 UTC on 1 June is 2 June in China.
  expect(numbers(await list('?date_from=2025-06-01&date_to=2025-06-01'))).toEqual([vipPending, vipPaid])
  expect(numbers(await list('?date_from=2025-06-02&date_to=2025-06-02'))).toEqual([shopPaid])
  expect(numbers(await list('?date_from=2025-06-02'))).toEqual([otherVip, shopPaid])
  expect(numbers(await list('?date_to=2025-06-02'))).toEqual([shopPaid, vipPending, vipPaid])
  expect((await list('?date_from=2025-07-01')).count).toBe(0)
  expectError(await get(`${ADMIN_ORDER_PATHS.orders}?date_from=2025-02-30`), 400, '日期无效，请按 YYYY-MM-DD 填写', 'date_from')
  expectError(await get(`${ADMIN_ORDER_PATHS.orders}?date_from=2025-06-03&date_to=2025-06-01`), 400, '结束日期不能早于开始日期', 'date_to')
  expect((await get(`${ADMIN_ORDER_PATHS.orders}?kind=nope`)).statusCode).toBe(400)
  // States after refunds: partly refunded, then refunded.
  const { id } = await orderRow(t, otherVip)
  const refund = (amount?: number) =>
    signedInject(t.app, {
      method: 'POST',
      url: `${ADMIN_ORDER_PATHS.orders}${id}/refund/`,
      payload: { reason: '测试', request_id: randomUUID(), ...(amount ? { amount } : {}) },
      headers: { authorization: `Bearer ${staff.access}` }
    })
  expect((await refund(100)).statusCode).toBe(201)
  expect(numbers(await list('?state=partly_refunded'))).toEqual([otherVip])
  expect(numbers(await list('?state=paid'))).toEqual([shopPaid, vipPaid])
  expect((await refund()).statusCode).toBe(201)
  expect(numbers(await list('?state=refunded'))).toEqual([otherVip])
  expect((await list('?state=partly_refunded')).count).toBe(0)
})

test("the detail: the user, the shop order it paid, the provider's records", async () => {
  const row = await orderRow(t, shopPaid)
  const detail = ok<AdminOrderDetail>(await get(`${ADMIN_ORDER_PATHS.orders}${row.id}/`))
  expect(detail).toMatchObject({
    id: row.id,
    out_order_number: shopPaid,
    kind: 'shop',
    provider_trade_no: `sandbox_${shopPaid}`,
    details: { shop_order_id: shopOrderId },
    grant: { shop_order_id: shopOrderId },
    refundable_fee: row.totalFee,
    user: { id: buyer.id, username: buyer.name, phone: '139****0101', is_staff: false },
    business: { kind: 'shop', id: shopOrderId, status: 'paid', total_fen: row.totalFee, refunded_fen: 0, paid_by_this: true },
    refunds: []
  })
  expect(detail.paid_at).toBe(new Date(Date.UTC(2025, 5, 1, 17, 30, 0)).toISOString())
  // A refunded VIP order: its grant (the span) and its refunds with who made them.
  const vip = await orderRow(t, otherVip)
  const refunded = ok<AdminOrderDetail>(await get(`${ADMIN_ORDER_PATHS.orders}${vip.id}/`))
  expect(refunded.grant).toMatchObject({ plan: 'v2001' })
  expect(refunded.business).toBeNull()
  expect(refunded.refundable_fee).toBe(0)
  expect(refunded.refunds.map((r) => [r.amount, r.reason, r.status, r.staff_id, r.staff_name, r.note])).toEqual([
    [100, 'staff', 'succeeded', staff.id, staff.name, '测试'],
    [16_700, 'staff', 'succeeded', staff.id, staff.name, '测试']
  ])
  // A pending order may not be refunded.
  expect(ok<AdminOrderDetail>(await get(`${ADMIN_ORDER_PATHS.orders}${(await orderRow(t, vipPending)).id}/`)).refundable_fee).toBe(0)
  expectError(await get(`${ADMIN_ORDER_PATHS.orders}987654/`), 404, '订单不存在')
})
