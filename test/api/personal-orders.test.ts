/**
 * 我的订单 (issue 22; server/routes/personal/orders.ts, services/personal/orderList.ts,
 * docs/personal.md "Orders"): a user's VIP, print and cloud-space orders in one list, newest first,
 * each with its kind, title, amount, state and its own page; filtered by kind and by state (unpaid,
 * closed after the pay window, paid (also with part of it refunded), refunded); another user sees none of them.
 */
import { eq } from 'drizzle-orm'
import { paymentOrders } from '../../server/db/schema'
import type { Paginated } from '../../types/api'
import { ORDER_LIST_PATHS, ORDER_PAY_WINDOW_MS, type OrderListItem } from '../../types/personalOrders'
import { appForFile, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { buyVip, createOrder } from './support/pay'
import { orderUrl, printOrderClient } from './support/printOrders'

const t = appForFile()
const prints = printOrderClient(() => t)
const someone = newMembers(t, 13600023000)

const list = async (who: Member, query = '') => ok<Paginated<OrderListItem>>(await t.get(`${ORDER_LIST_PATHS.orders}${query}`, who.access))
const numbers = (page: Paginated<OrderListItem>) => page.results.map((o) => o.out_order_number)

test('a visitor gets 401; a bad filter 400', async () => {
  const a = await someone()
  expect((await t.get(ORDER_LIST_PATHS.orders)).statusCode).toBe(401)
  expect((await t.get(`${ORDER_LIST_PATHS.orders}?kind=food`, a.access)).statusCode).toBe(400)
  expect((await t.get(`${ORDER_LIST_PATHS.orders}?state=lost`, a.access)).statusCode).toBe(400)
})

test('every kind in one list, newest first, each opening its own page; another user sees none', async () => {
  const a = await someone()
  const b = await someone()
  expect(await list(a)).toEqual({ count: 0, next: null, previous: null, results: [] })

  t.clock.now += 1000
  const vip = await buyVip(t, a.access, 'v2001')
  t.clock.now += 1000
  const printOrder = await prints.submitted(a)
  const print = await prints.pay(a, printOrder)
  t.clock.now += 1000
  const cloud = await createOrder(t, a.access, { order_type: 'space_50g' })

  const all = await list(a)
  expect(numbers(all)).toEqual([cloud.order.out_order_number, print.order.out_order_number, vip.order.out_order_number])
  const [cloudItem, printItem, vipItem] = all.results
  expect(vipItem).toEqual({
    out_order_number: vip.order.out_order_number,
    kind: 'vip',
    kind_name: '会员',
    title: '会员服务 1 年',
    total_fen: 16800,
    refunded_fen: 0,
    state: 'paid',
    state_name: '已支付',
    created_at: expect.any(String),
    paid_at: expect.any(String),
    detail_route: 'pages/vip/index'
  })
  expect(printItem).toMatchObject({
    kind: 'print',
    kind_name: '打印',
    title: `云打印订单 ${printOrder.id}`,
    total_fen: printOrder.total_fen,
    state: 'paid',
    detail_route: 'cloud/print/printOrderList'
  })
  expect(cloudItem).toMatchObject({ kind: 'cloud', kind_name: '云空间', state: 'unpaid', state_name: '待付款', paid_at: null, detail_route: 'cloud/priceTable' })

  expect(await list(b)).toEqual({ count: 0, next: null, previous: null, results: [] })
  expect((await list(b, '?kind=vip')).count).toBe(0)
})

test('filters by kind and state; an unpaid order closes after the pay window; refunds', async () => {
  const a = await someone()
  const vip = await buyVip(t, a.access, 'v2001')
  const paidPrint = await prints.paid(a)
  const pending = await createOrder(t, a.access, { order_type: 'v2002' })

  expect(numbers(await list(a, '?kind=vip'))).toEqual([pending.order.out_order_number, vip.order.out_order_number])
  expect((await list(a, '?kind=print')).results.map((o) => o.kind)).toEqual(['print'])
  expect(await list(a, '?kind=shop')).toMatchObject({ count: 0 })
  expect(numbers(await list(a, '?state=unpaid'))).toEqual([pending.order.out_order_number])

  // The pay window passes: the unpaid order reads closed.
  t.clock.now += ORDER_PAY_WINDOW_MS
  expect((await list(a, '?state=unpaid')).count).toBe(0)
  expect(numbers(await list(a, '?state=closed'))).toEqual([pending.order.out_order_number])
  expect((await list(a, '?kind=vip&state=closed')).results[0]).toMatchObject({ state: 'closed', state_name: '已关闭' })

  // A paid print order cancelled: refunded in full.
  ok(await t.post(orderUrl(paidPrint.id, 'cancel/'), { reason: '不想打印了' }, a.access))
  const refunded = await list(a, '?state=refunded')
  expect(refunded.results).toEqual([expect.objectContaining({ kind: 'print', state: 'refunded', state_name: '已退款', refunded_fen: paidPrint.total_fen })])
  // Part of the VIP order given back (a filled group-buy): still paid, with what came back.
  await t.database.db.update(paymentOrders).set({ refundedFee: 3360 }).where(eq(paymentOrders.outOrderNumber, vip.order.out_order_number))
  expect((await list(a, '?state=paid')).results).toEqual([expect.objectContaining({ kind: 'vip', state_name: '已支付', refunded_fen: 3360 })])
})

test('paged like every list', async () => {
  const a = await someone()
  for (const plan of ['v2001', 'v2002', 'v2003']) {
    t.clock.now += 1000
    await createOrder(t, a.access, { order_type: plan })
  }
  const first = await list(a, '?page_size=2')
  expect(first).toMatchObject({ count: 3, previous: null, next: `${ORDER_LIST_PATHS.orders}?page_size=2&page=2` })
  const second = await list(a, '?page_size=2&page=2')
  expect(second.results).toHaveLength(1)
  expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(3)
})
