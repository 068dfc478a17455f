/**
 * Print orders (issue 21; types/print.ts PRINT_PATHS.orders and staffOrders, docs/print.md
 * "Orders"): submit (the snapshot, the locks, every refusal: forbid_print set on the share after the
 * file was queued is 403, a locked file, a config problem, another user's file or address), the
 * list by status with counts, cancel (a submitted order frees its files; refused from printing on),
 * the staff's moves (403 for others, 422 out of turn), shipping with an assigned tracking number,
 * tracking as the simulated courier moves, accepting, a new address until printing starts, and
 * another user's order 404 on every route. Paying: print-pay.test.ts.
 */
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import type { Paginated } from '../../types/api'
import { ADDRESS_PATHS } from '../../types/addresses'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { PRINT_PATHS, type PrintFeeQuote, type PrintOrder, type PrintOrderCounts, type PrintQueue, type PrintTracking } from '../../types/print'
import { signedInject } from './helpers'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'
import { expectError, pdfBytes, printClient, storedFile } from './support/print'
import { orderUrl, printOrderClient } from './support/printOrders'

let t: AccountsApp
let staff: Member
beforeAll(async () => {
  t = await accountsApp()
  staff = await memberOf(t, '13600003999')
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id))
})
afterAll(() => t.close())

const { send, queued, share } = printClient(() => t)
const orders = printOrderClient(() => t)
let phone = 13600003000
const someone = () => memberOf(t, String(phone++))
const HOUR = 3_600_000

const queueOf = async (who: Member) => ok<PrintQueue>(await send('GET', PRINT_PATHS.queue, who.access))
const listOf = async (who: Member, query = '') => ok<Paginated<PrintOrder>>(await send('GET', `${PRINT_PATHS.orders}${query}`, who.access))
const cancel = (who: Member, id: number, reason = '不想要了') => send('POST', orderUrl(id, 'cancel/'), who.access, { reason })

describe('submit', () => {
  test('snapshots the files, fees and address, and locks the files', async () => {
    const a = await someone()
    const items = await orders.queuedPdfs(a, 2, 3)
    const [one, two] = (await queueOf(a)).items.reverse()
    const address = await orders.address(a)
    const quote = ok<PrintFeeQuote>(await send('POST', PRINT_PATHS.fee, a.access, { item_ids: items }))
    t.clock.now += 1000
    const order = ok<PrintOrder>(await orders.submit(a, items, address.id), 201)
    expect(order).toEqual({
      id: expect.any(Number),
      status: 'submitted',
      status_name: '待付款',
      items: [
        { name: one.name, extension: 'pdf', page_count: 2, settings: expect.objectContaining({ copies: 1, paper: 'A4' }), group_id: null, fee: quote.items[0].fee },
        { name: two.name, extension: 'pdf', page_count: 3, settings: expect.objectContaining({ copies: 1, paper: 'A4' }), group_id: null, fee: quote.items[1].fee }
      ],
      address: { name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号 3 幢 201' },
      remark: '周末前寄到',
      print_fee_fen: quote.print_fee_fen,
      delivery_fee_fen: quote.delivery_fee_fen,
      total_fen: quote.total_fen,
      order_money: quote.order_money,
      can_cancel: true,
      express: null,
      refunded_fen: 0,
      cancel_reason: null,
      created_at: new Date(t.clock.now).toISOString(),
      paid_at: null,
      printing_at: null,
      shipped_at: null,
      received_at: null,
      cancelled_at: null
    })
    // 5 sides at 20 fen, and delivery.
    expect([order.print_fee_fen, order.delivery_fee_fen, order.total_fen, order.order_money]).toEqual([100, 800, 900, 9])
    expect((await queueOf(a)).items.map((i) => i.locked_by_order)).toEqual([order.id, order.id])
    // Held files: no second order of them, and their settings stay.
    expectError(await orders.submit(a, [items[0]], address.id), 422, '文件已在待付款订单中，取消订单后才能修改', 'print_item_locked')
    expect((await send('PATCH', `${PRINT_PATHS.queue}${items[0]}/`, a.access, { copies: 2 })).statusCode).toBe(422)
    // A later edit of the address does not move the order's.
    ok(await send('PATCH', `${ADDRESS_PATHS.addresses}${address.id}/`, a.access, { name: '李四' }))
    expect((await orders.detail(a, order.id)).address.name).toBe('张三')
  })

  test('a share file whose share set forbid_print after it was queued is 403 print_forbidden', async () => {
    const owner = await someone()
    const member = await someone()
    const file = await storedFile(t, owner, '真题.pdf', await pdfBytes(2))
    const { share: s } = await share(owner, [file], {}, member)
    const [item] = (await queued(member, [file], s.id)).added
    const setFlags = (forbidPrint: boolean) =>
      signedInject(t.app, {
        method: 'PUT',
        url: `${CLOUD_SHARE_PATHS.shares}${s.id}/items/${file}/`,
        payload: { forbid_download: false, forbid_print: forbidPrint },
        headers: { authorization: `Bearer ${owner.access}` }
      })
    expect((await setFlags(true)).statusCode).toBe(200)
    expectError(await orders.submit(member, [item.id]), 403, '该文件已被设置为禁止打印', 'print_forbidden')
    // Nothing was made or locked.
    expect([(await listOf(member)).count, (await queueOf(member)).items[0].locked_by_order]).toEqual([0, null])
    expect((await setFlags(false)).statusCode).toBe(200)
    expect((await orders.submit(member, [item.id])).statusCode).toBe(201)
  })

  test('refusals: another user’s file or address 404, a config problem 422', async () => {
    const a = await someone()
    const b = await someone()
    const [mine] = await orders.queuedPdfs(a, 1)
    const [theirs] = await orders.queuedPdfs(b, 1)
    expectError(await orders.submit(a, [mine, theirs]), 404, '文件不存在')
    expectError(await orders.submit(a, [mine], (await orders.address(b)).id), 404, '地址不存在')
    // Photo paper is for pictures only.
    ok(await send('PATCH', `${PRINT_PATHS.queue}${mine}/`, a.access, { paper: 'photo6', color: 'color' }))
    const res = await orders.submit(a, [mine])
    expect([res.statusCode, res.json().code]).toEqual([422, 'business_rule'])
    expect(res.json().detail).toMatch(/照片纸/)
    expect((await listOf(a)).count).toBe(0)
  })
})

describe('the list, counts and detail', () => {
  test('newest first, filtered by status, paged; counts of the orders still moving', async () => {
    const a = await someone()
    const first = await orders.submitted(a, 1)
    const second = await orders.submitted(a, 1)
    const third = await orders.submitted(a, 1)
    ok(await cancel(a, first.id))
    const all = await listOf(a)
    expect([all.count, all.results.map((o) => o.id)]).toEqual([3, [third.id, second.id, first.id]])
    expect((await listOf(a, '?status=cancelled')).results.map((o) => o.id)).toEqual([first.id])
    expect((await listOf(a, '?status=submitted&page_size=1')).results.map((o) => o.id)).toEqual([third.id])
    const page2 = await listOf(a, '?status=submitted&page_size=1&page=2')
    expect([page2.count, page2.results.map((o) => o.id), page2.next, page2.previous]).toEqual([2, [second.id], null, expect.stringContaining('page=1')])
    expect((await send('GET', `${PRINT_PATHS.orders}?status=lost`, a.access)).statusCode).toBe(400)
    expect(ok<PrintOrderCounts>(await send('GET', PRINT_PATHS.orderCounts, a.access))).toEqual({ submitted: 2, paid: 0, printing: 0, shipped: 0 })
    expect(await orders.detail(a, second.id)).toEqual(second)
  })

  test('login is required', async () => {
    expect((await send('GET', PRINT_PATHS.orders)).statusCode).toBe(401)
  })
})

describe('cancel', () => {
  test('a submitted order frees its files; a second cancel is refused', async () => {
    const a = await someone()
    const order = await orders.submitted(a)
    t.clock.now += 1000
    const cancelled = ok<PrintOrder>(await cancel(a, order.id, '  地址填错了 '))
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      status_name: '已取消',
      can_cancel: false,
      cancel_reason: '地址填错了',
      refunded_fen: 0,
      cancelled_at: new Date(t.clock.now).toISOString()
    })
    expect((await queueOf(a)).items.map((i) => i.locked_by_order)).toEqual([null, null])
    expectError(await cancel(a, order.id), 422, '订单已取消', 'print_order_cancelled')
    expectError(await cancel(a, order.id, '   '), 400, '请填写取消原因', 'reason')
    // The freed files can be ordered again.
    expect(
      (
        await orders.submit(
          a,
          (await queueOf(a)).items.map((i) => i.id)
        )
      ).statusCode
    ).toBe(201)
  })

  test('refused once printing has started', async () => {
    const a = await someone()
    const order = await orders.paid(a)
    ok(await orders.staff(staff, order.id, 'printing'))
    expectError(await cancel(a, order.id), 422, '订单已开始打印，无法取消', 'print_started')
    const printing = await orders.detail(a, order.id)
    expect([printing.status, printing.can_cancel, printing.refunded_fen]).toEqual(['printing', false, 0])
    ok(await orders.staff(staff, order.id, 'shipped'))
    expectError(await cancel(a, order.id), 422, '订单已开始打印，无法取消', 'print_started')
  })
})

describe('staff, shipping, tracking and receipt', () => {
  test('only staff move orders; out of turn is 422', async () => {
    const a = await someone()
    const order = await orders.submitted(a)
    expectError(await orders.staff(a, order.id, 'printing'), 403, '没有权限')
    expect((await send('GET', PRINT_PATHS.staffOrders, a.access)).statusCode).toBe(403)
    expect((await send('GET', PRINT_PATHS.staffOrders)).statusCode).toBe(401)
    expectError(await orders.staff(staff, order.id, 'printing'), 422, '订单尚未支付', 'print_bad_state')
    expectError(await orders.staff(staff, order.id, 'shipped'), 422, '订单尚未开始打印', 'print_bad_state')
    expectError(await orders.staff(staff, 999999, 'printing'), 404, '打印订单不存在')
    // Staff see every user's orders.
    const list = ok<Paginated<PrintOrder>>(await send('GET', `${PRINT_PATHS.staffOrders}?status=submitted`, staff.access))
    expect(list.results.map((o) => o.id)).toContain(order.id)
  })

  test('paid → printing → shipped (a tracking number assigned, or the staff’s own); tracking walks; accept', async () => {
    const a = await someone()
    const order = await orders.paid(a)
    expectError(await send('GET', orderUrl(order.id, 'tracking/'), a.access), 422, '订单尚未发货', 'print_bad_state')
    expectError(await send('POST', orderUrl(order.id, 'accept/'), a.access), 422, '订单尚未发货', 'print_bad_state')
    t.clock.now += HOUR
    expect(ok<PrintOrder>(await orders.staff(staff, order.id, 'printing'))).toMatchObject({
      status: 'printing',
      status_name: '打印中',
      printing_at: new Date(t.clock.now).toISOString()
    })
    expectError(await orders.staff(staff, order.id, 'printing'), 422, '订单已开始打印', 'print_bad_state')
    expect((await orders.staff(staff, order.id, 'shipped', { company: 'sf', tracking_no: 'SF 123' })).statusCode).toBe(400)
    t.clock.now += HOUR
    const shippedAt = t.clock.now
    const shipped = ok<PrintOrder>(await orders.staff(staff, order.id, 'shipped', { company: 'sf' }))
    expect(shipped).toMatchObject({ status: 'shipped', status_name: '已发货', shipped_at: new Date(shippedAt).toISOString() })
    expect(shipped.express).toEqual({ company: 'sf', company_name: '顺丰速运', tracking_no: expect.stringMatching(/^SF\d{12}$/) })

    const track = async () => ok<PrintTracking>(await send('GET', orderUrl(order.id, 'tracking/'), a.access))
    const now = await track()
    expect(now).toEqual({
      express: shipped.express,
      state: 'collected',
      state_name: '已揽收',
      events: [{ time: new Date(shippedAt).toISOString(), text: '【杭州市】顺丰速运已揽收' }]
    })
    t.clock.now = shippedAt + 33 * HOUR
    const later = await track()
    expect([later.state, later.state_name, later.events[0].text]).toEqual(['delivering', '派送中', '【杭州市西湖区】快递员正在派送，请保持电话畅通'])
    t.clock.now = shippedAt + 48 * HOUR
    expect((await track()).state_name).toBe('已签收')

    const received = ok<PrintOrder>(await send('POST', orderUrl(order.id, 'accept/'), a.access))
    expect(received).toMatchObject({ status: 'received', status_name: '已完成', received_at: new Date(t.clock.now).toISOString(), can_cancel: false })
    expectError(await send('POST', orderUrl(order.id, 'accept/'), a.access), 422, '订单已确认收货', 'print_bad_state')
    // Tracking stays readable after receipt.
    expect((await track()).state).toBe('signed')

    // The staff's own number is kept.
    const other = await orders.paid(a)
    ok(await orders.staff(staff, other.id, 'printing'))
    expect(ok<PrintOrder>(await orders.staff(staff, other.id, 'shipped', { company: 'ems', tracking_no: 'EA123456789CN' })).express).toEqual({
      company: 'ems',
      company_name: 'EMS',
      tracking_no: 'EA123456789CN'
    })
  })
})

describe('a new address', () => {
  test('until printing starts; the user’s own addresses only', async () => {
    const a = await someone()
    const b = await someone()
    const order = await orders.submitted(a)
    const change = (id: number, addressId: number, who = a) => send('POST', orderUrl(id, 'address/'), who.access, { address_id: addressId })
    const home = ok(
      await send('POST', ADDRESS_PATHS.addresses, a.access, { name: '王五', mobile: '13900139000', district_code: '110101', detail: '东直门南大街 1 号' }),
      201
    ) as { id: number }
    expect(ok<PrintOrder>(await change(order.id, home.id)).address).toEqual({
      name: '王五',
      mobile: '13900139000',
      province: '北京市',
      city: '北京市',
      district: '东城区',
      detail: '东直门南大街 1 号'
    })
    expectError(await change(order.id, (await orders.address(b)).id), 404, '地址不存在')
    const paid = await orders.paid(a)
    expect((await change(paid.id, home.id)).statusCode).toBe(200)
    ok(await orders.staff(staff, paid.id, 'printing'))
    expectError(await change(paid.id, home.id), 422, '订单已开始打印，无法修改地址', 'print_started')
    ok(await cancel(a, order.id))
    expectError(await change(order.id, home.id), 422, '订单已取消', 'print_order_cancelled')
  })
})

test('another user’s order is 404 on every route, and nothing changes', async () => {
  const a = await someone()
  const b = await someone()
  const order = await orders.paid(a)
  const bAddress = await orders.address(b)
  for (const res of [
    await send('GET', orderUrl(order.id), b.access),
    await cancel(b, order.id),
    await send('POST', orderUrl(order.id, 'accept/'), b.access),
    await send('POST', orderUrl(order.id, 'address/'), b.access, { address_id: bAddress.id }),
    await send('GET', orderUrl(order.id, 'tracking/'), b.access)
  ])
    expectError(res, 404, '打印订单不存在')
  expect((await listOf(b)).count).toBe(0)
  expect(await orders.detail(a, order.id)).toEqual(order)
})
