/**
 * Mall orders (issue 23; types/mallOrders.ts, services/mall/orders.ts, payments/shopOrder.ts,
 * docs/mall.md "Orders"): submit (the server's prices and coupon, stock taken, coupon held, the
 * cart's lines gone, the address kept as it was), price tampering ignored, another user's order
 * 404 everywhere, cancel (unpaid: stock and coupon back; paid: refunded in full), paying through
 * the sandbox (sold counted, never twice, 400 创建订单出错), the pay window (closing on read and by
 * the timer, stock and coupon back once, a payment after it refunded), receive, tracking, lists
 * and counts, and the staff guard.
 */
import { eq } from 'drizzle-orm'
import { yuanToFen } from '../../core/payments/plans'
import { cartItems, mallGoods, mallSkus, paymentOrders, shopOrders } from '../../server/db/schema'
import type { PaymentService } from '../../server/payments/service'
import { UNNEEDED_PAYMENT_SWEEP_MS } from '../../server/payments/unneeded'
import { SHOP_CLOSE_SWEEP_MS } from '../../server/services/mall/orders'
import { MALL_ORDER_PATHS, SHOP_PAY_WINDOW_MS, type ShopOrder, type ShopOrderCounts, type ShopTracking } from '../../types/mallOrders'
import { PAY_PATHS } from '../../types/payments'
import type { Paginated } from '../../types/api'
import { memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'
import { mallOrderClient, shopOrderUrl } from './support/mallOrders'
import { confirmSandbox, fireSweepTimer, notifySandbox, orderRow, refundedAndSent, refundsOf, sweptPaymentAppForFile } from './support/pay'
import { expectError } from './support/print'

let t: AccountsApp
let staff: Member
let payments: PaymentService
sweptPaymentAppForFile('13600023999', (app) => ({ t, staff, payments } = app))

const mall = mallOrderClient(() => t)
const { send } = mall
let phone = 13600023000
const someone = () => memberOf(t, String(phone++))
const list = async (who: Member, query = '') => ok<Paginated<ShopOrder>>(await send('GET', `${MALL_ORDER_PATHS.orders}${query}`, who.access))
const counts = async (who: Member) => ok<ShopOrderCounts>(await send('GET', MALL_ORDER_PATHS.orderCounts, who.access))
const paymentBody = (order: ShopOrder, extra: object = {}) => ({ trade_type: 'MWEB', order_type: 'shop', shop_order_id: order.id, ...extra })

describe('submit', () => {
  test('priced by the server, stock taken, the coupon held, the address and lines kept as they were', async () => {
    const a = await someone()
    const book = await mall.sku({ title: '五年高考三年模拟', priceFen: 3990, stock: 5 })
    const pen = await mall.sku({ title: '中性笔', category: 'stationery', priceFen: 500, stock: 20 })
    const coupon = await mall.coupon(a, { name: '满50减8', thresholdFen: 5000, discountFen: 800 })
    const address = await mall.address(a)
    const res = await mall.submit(
      a,
      [
        { sku_id: book, quantity: 2 },
        { sku_id: pen, quantity: 3 }
      ],
      { address_id: address.id, user_coupon_id: undefined, remark: ' 请尽快发货 ' }
    )
    const order = ok<ShopOrder>(res, 201)
    // 2 × 39.90 + 3 × 5.00 = 94.80 ≥ 59: free delivery; the best coupon (the only one) takes 8.
    expect(order).toMatchObject({
      user_id: a.id,
      status: 'unpaid',
      status_name: '待付款',
      goods_fen: 9480,
      discount_fen: 800,
      delivery_fen: 0,
      total_fen: 8680,
      order_money: 86.8,
      coupon: { id: coupon, name: '满50减8' },
      remark: '请尽快发货',
      can_cancel: true,
      can_after_sale: false,
      express: null,
      refunded_fen: 0,
      after_sale: null,
      pay_deadline: new Date(t.clock.now + SHOP_PAY_WINDOW_MS).toISOString(),
      address: { name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号 3 幢 201' }
    })
    expect(order.items.map((i) => [i.title, i.sku_name, i.price_fen, i.quantity, i.amount_fen, i.commented])).toEqual([
      ['五年高考三年模拟', '标准版', 3990, 2, 7980, false],
      ['中性笔', '标准版', 500, 3, 1500, false]
    ])
    expect(order.items[0].image_url).toBe('/api/storage/thumb/mall-test-cover')
    expect([(await mall.skuRow(book)).stock, (await mall.skuRow(pen)).stock]).toEqual([3, 17])
    expect((await mall.couponRow(coupon)).usedOrderId).toBe(order.id)

    // Later changes to the good, the price or the address do not touch the order.
    await t.database.db.update(mallSkus).set({ priceFen: 1 }).where(eq(mallSkus.id, book))
    await t.database.db.update(mallGoods).set({ title: '改名了' })
    ok(await send('PATCH', `/api/cloud/addresses/${address.id}/`, a.access, { detail: '另一个详细地址 88 号' }))
    expect(await mall.detail(a, order.id)).toEqual(order)
  })

  test('from the cart: the ordered lines leave it, the others stay', async () => {
    const a = await someone()
    const [x, y] = [await mall.sku(), await mall.sku()]
    const now = new Date(t.clock.now)
    await t.database.db.insert(cartItems).values([
      { userId: a.id, skuId: x, quantity: 1, priceFenAdded: 1000, createdAt: now, updatedAt: now },
      { userId: a.id, skuId: y, quantity: 2, priceFenAdded: 1000, createdAt: now, updatedAt: now }
    ])
    await mall.submitted(a, [{ sku_id: x, quantity: 1 }], { from_cart: true })
    expect((await t.database.db.select().from(cartItems).where(eq(cartItems.userId, a.id))).map((c) => c.skuId)).toEqual([y])
    // Buying now (not from the cart) leaves the cart alone.
    await mall.submitted(a, [{ sku_id: y, quantity: 1 }])
    expect((await t.database.db.select().from(cartItems).where(eq(cartItems.userId, a.id))).map((c) => c.skuId)).toEqual([y])
  })

  test('the server’s price wins: no field carries a price, a changed price is charged as it is now, a tampered total_fee is refused', async () => {
    const a = await someone()
    const sku = await mall.sku({ priceFen: 1000 })
    const address = await mall.address(a)
    // A price in a line, or a total in the body, is not part of the contract: 400, nothing submitted.
    expect((await mall.submit(a, [{ sku_id: sku, quantity: 1, price_fen: 1 } as never], { address_id: address.id })).statusCode).toBe(400)
    expect((await mall.submit(a, [{ sku_id: sku, quantity: 1 }], { address_id: address.id, total_fen: 1 } as never)).statusCode).toBe(400)
    expect((await mall.skuRow(sku)).stock).toBe(10)
    // The app saw ¥10; the price is ¥12 by the time it submits: the order costs ¥12 (+ delivery).
    await t.database.db.update(mallSkus).set({ priceFen: 1200 }).where(eq(mallSkus.id, sku))
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 1 }], { address_id: address.id })
    expect([order.goods_fen, order.delivery_fen, order.total_fen]).toEqual([1200, 600, 1800])
    // Paying with the app's own sum (¥16) is refused; the payment is priced from the order.
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(order, { total_fee: 1600 })), 422, '订单金额有误，请刷新后重试')
    expect((await mall.payment(a, order)).order.total_fee).toBe(1800)
  })

  test('refusals: off shelf, short of stock, a missing good, the same SKU twice, another user’s address or coupon, no coupon usable', async () => {
    const a = await someone()
    const b = await someone()
    const address = await mall.address(a)
    const off = await mall.sku({ title: '旧版真题', status: 'off_shelf' })
    const few = await mall.sku({ title: '英语词汇书', stock: 2 })
    const submit = (lines: { sku_id: number; quantity: number }[], over = {}) => mall.submit(a, lines, { address_id: address.id, ...over })
    expectError(await submit([{ sku_id: off, quantity: 1 }]), 422, '「旧版真题（标准版）」商品已下架', 'mall_line_problem')
    expectError(await submit([{ sku_id: few, quantity: 3 }]), 422, '「英语词汇书（标准版）」库存不足', 'mall_line_problem')
    expectError(await submit([{ sku_id: 99999999, quantity: 1 }]), 404, '商品不存在')
    expectError(
      await submit([
        { sku_id: few, quantity: 1 },
        { sku_id: few, quantity: 1 }
      ]),
      400,
      undefined,
      'lines'
    )
    expectError(await mall.submit(a, [{ sku_id: few, quantity: 1 }], { address_id: (await mall.address(b)).id }), 404, '地址不存在')
    const bCoupon = await mall.coupon(b, { thresholdFen: 0, discountFen: 100 })
    expectError(await submit([{ sku_id: few, quantity: 1 }], { user_coupon_id: bCoupon }), 404, '优惠券不存在')
    const big = await mall.coupon(a, { name: '满59减10', thresholdFen: 5900, discountFen: 1000 })
    expectError(await submit([{ sku_id: few, quantity: 1 }], { user_coupon_id: big }), 422)
    expect((await mall.skuRow(few)).stock).toBe(2)
    expect((await mall.couponRow(big)).usedOrderId).toBeNull()
    // Quantities and line counts are the contract's.
    expect((await submit([{ sku_id: few, quantity: 0 }])).statusCode).toBe(400)
    expect((await submit([{ sku_id: few, quantity: 100 }])).statusCode).toBe(400)
    expect((await submit([])).statusCode).toBe(400)
  })

  test('a coupon held by an unpaid order cannot be used again until that order is cancelled', async () => {
    const a = await someone()
    const coupon = await mall.coupon(a, { thresholdFen: 0, discountFen: 300, name: '无门槛3元' })
    const first = await mall.submitted(a, undefined, { user_coupon_id: coupon })
    expect(first.discount_fen).toBe(300)
    expectError(await mall.submit(a, [{ sku_id: await mall.sku(), quantity: 1 }], { user_coupon_id: coupon }), 422)
    // Without a choice the best free coupon is used: there is none left.
    expect((await mall.submitted(a, undefined, { user_coupon_id: undefined })).coupon).toBeNull()
    ok(await send('POST', shopOrderUrl(first.id, 'cancel/'), a.access, { reason: '不想要了' }))
    expect((await mall.submitted(a, undefined, { user_coupon_id: undefined })).coupon).toEqual({ id: coupon, name: '无门槛3元' })
  })
})

test('another user’s order is 404 on every route and cannot be paid', async () => {
  const a = await someone()
  const b = await someone()
  const order = await mall.shipped(a, staff)
  const missing = (res: Awaited<ReturnType<typeof send>>) => expectError(res, 404, '订单不存在')
  missing(await send('GET', shopOrderUrl(order.id), b.access))
  missing(await send('POST', shopOrderUrl(order.id, 'cancel/'), b.access, { reason: '不要了' }))
  missing(await send('POST', shopOrderUrl(order.id, 'receive/'), b.access))
  missing(await send('GET', shopOrderUrl(order.id, 'tracking/'), b.access))
  missing(await send('POST', shopOrderUrl(order.id, 'after-sale/'), b.access, { kind: 'refund', reason: '质量问题', description: '', images: [] }))
  expect((await list(b)).results).toEqual([])
  const unpaid = await mall.submitted(a)
  missing(await send('POST', PAY_PATHS.orderNew, b.access, paymentBody(unpaid)))
  // Visitors are asked to log in.
  expect((await send('GET', shopOrderUrl(order.id))).statusCode).toBe(401)
  expect((await send('POST', MALL_ORDER_PATHS.submit, undefined, { lines: [{ sku_id: 1, quantity: 1 }], from_cart: false, address_id: 1 })).statusCode).toBe(401)
})

describe('paying', () => {
  test('through the sandbox: priced from the order, paid once, its units sold, back to the order list', async () => {
    const a = await someone()
    const sku = await mall.sku({ priceFen: 2990, stock: 5 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 2 }])
    const created = await mall.payment(a, order)
    expect(created.order).toMatchObject({
      order_type: 'shop',
      subject: `商城订单 ${order.order_no}`,
      total_fee: 5980,
      status: 'pending',
      return_route: 'market/bookMall/goodsOrderList'
    })
    t.clock.now += 1000
    expect((await confirmSandbox(t, created)).statusCode).toBe(303)
    const paid = await mall.detail(a, order.id)
    expect(paid).toMatchObject({ status: 'paid', status_name: '待发货', can_cancel: true, paid_at: new Date(t.clock.now).toISOString() })
    expect(await mall.skuRow(sku)).toMatchObject({ stock: 3, sold: 2 })
    // The provider repeats itself: nothing changes.
    expect(await notifySandbox(t, created.order.out_order_number, 5980)).toBe(204)
    expect(await mall.skuRow(sku)).toMatchObject({ stock: 3, sold: 2 })
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(paid)), 422, '订单已支付，请勿重复支付', 'shop_order_paid')
    expect((await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id)))[0].paymentOrderId).toBe(
      (await orderRow(t, created.order.out_order_number)).id
    )
  })

  test('total_fee = order_money × 100 in whole fen (19.99 and 0.1 + 0.2); a missing or bad shop_order_id is 创建订单出错', async () => {
    const a = await someone()
    for (const [fen, appYuan] of [
      [1999, 19.99],
      [30, 0.1 + 0.2]
    ]) {
      const order = await mall.submitted(a)
      await t.database.db.update(shopOrders).set({ goodsFen: fen, deliveryFen: 0, totalFen: fen }).where(eq(shopOrders.id, order.id))
      const shown = await mall.detail(a, order.id)
      expect(shown.order_money).toBe(fen / 100)
      expect(yuanToFen(appYuan)).toBe(fen)
      expect((await mall.payment(a, shown)).order.total_fee).toBe(fen)
    }
    const order = await mall.submitted(a)
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(order, { shop_order_id: 99999999 })), 404, '订单不存在')
    for (const id of [undefined, 'abc', '0'])
      expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(order, { shop_order_id: id })), 400, '创建订单出错', 'shop_order_id')
  })

  test('a second payment of one order changes nothing and is refunded in full by the sweep', async () => {
    const a = await someone()
    const sku = await mall.sku()
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 1 }])
    const first = await mall.payment(a, order, 'wxpay')
    const second = await mall.payment(a, order, 'alipay')
    expect((await confirmSandbox(t, first)).statusCode).toBe(303)
    const paid = await mall.detail(a, order.id)
    expect((await confirmSandbox(t, second)).statusCode).toBe(303)
    expect(await mall.detail(a, order.id)).toEqual(paid)
    expect((await orderRow(t, second.order.out_order_number)).grant).toEqual({ shop_order_id: order.id, refund: 'shop_unneeded' })
    expect((await mall.skuRow(sku)).sold).toBe(1)
    await fireSweepTimer(() => refundedAndSent(t, second.order.out_order_number), UNNEEDED_PAYMENT_SWEEP_MS)
    expect((await refundsOf(t, second.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['shop_unneeded', order.total_fen, 'succeeded']])
    expect(await refundsOf(t, first.order.out_order_number)).toEqual([])
  })

  test('a full refund of the paying payment from elsewhere cancels a paid order and gives its stock back', async () => {
    const a = await someone()
    const sku = await mall.sku({ stock: 4 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 2 }])
    const created = await mall.pay(a, order)
    await t.database.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(paymentOrders).where(eq(paymentOrders.outOrderNumber, created.order.out_order_number)).for('update')
      await payments.requestRefund(tx, payment, payment.totalFee, 'group_left', t.clock.now)
    })
    expect(await mall.detail(a, order.id)).toMatchObject({ status: 'cancelled', cancel_reason: '订单已退款', refunded_fen: order.total_fen })
    expect(await mall.skuRow(sku)).toMatchObject({ stock: 4, sold: 0 })
  })
})

describe('cancel', () => {
  test('unpaid: cancelled with the reason, stock and coupon back; twice is refused', async () => {
    const a = await someone()
    const sku = await mall.sku({ stock: 3 })
    const coupon = await mall.coupon(a, { thresholdFen: 0, discountFen: 200 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 3 }], { user_coupon_id: coupon })
    expect((await mall.skuRow(sku)).stock).toBe(0)
    expectError(await send('POST', shopOrderUrl(order.id, 'cancel/'), a.access, { reason: '   ' }), 400, '请填写取消原因', 'reason')
    const cancelled = ok<ShopOrder>(await send('POST', shopOrderUrl(order.id, 'cancel/'), a.access, { reason: ' 不想要了 ' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', status_name: '已取消', cancel_reason: '不想要了', can_cancel: false, refunded_fen: 0 })
    expect((await mall.skuRow(sku)).stock).toBe(3)
    expect(await mall.couponRow(coupon)).toMatchObject({ usedOrderId: null, usedAt: null })
    expectError(await send('POST', shopOrderUrl(order.id, 'cancel/'), a.access, { reason: '再取消' }), 422, '订单已取消', 'shop_order_cancelled')
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(order)), 422, '订单已取消', 'shop_order_cancelled')
    expect((await mall.skuRow(sku)).stock).toBe(3)
  })

  test('paid: refunded in full through the provider, stock back and no longer sold; shipped: refused', async () => {
    const a = await someone()
    const sku = await mall.sku({ stock: 5 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 2 }])
    const created = await mall.pay(a, order)
    expect(await mall.skuRow(sku)).toMatchObject({ stock: 3, sold: 2 })
    const cancelled = ok<ShopOrder>(await send('POST', shopOrderUrl(order.id, 'cancel/'), a.access, { reason: '买错了' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded_fen: order.total_fen })
    expect(await mall.skuRow(sku)).toMatchObject({ stock: 5, sold: 0 })
    expect((await refundsOf(t, created.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['shop_cancelled', order.total_fen, 'succeeded']])
    expect((await orderRow(t, created.order.out_order_number)).status).toBe('refunded')

    const shipped = await mall.shipped(a, staff)
    expectError(
      await send('POST', shopOrderUrl(shipped.id, 'cancel/'), a.access, { reason: '不要了' }),
      422,
      '订单已发货，无法取消；如有问题请申请售后',
      'shop_bad_state'
    )
  })
})

describe('the pay window', () => {
  test('an unpaid order closes 30 minutes after submitting: on read, with its stock and coupon back once', async () => {
    const a = await someone()
    const sku = await mall.sku({ stock: 2 })
    const coupon = await mall.coupon(a, { thresholdFen: 0, discountFen: 100 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 2 }], { user_coupon_id: coupon })
    t.clock.now += SHOP_PAY_WINDOW_MS - 1000
    expect((await mall.detail(a, order.id)).status).toBe('unpaid')
    t.clock.now += 1000
    const closed = await mall.detail(a, order.id)
    expect(closed).toMatchObject({ status: 'cancelled', cancel_reason: '超时未支付', cancelled_at: order.pay_deadline, can_cancel: false })
    expect((await mall.skuRow(sku)).stock).toBe(2)
    expect((await mall.couponRow(coupon)).usedOrderId).toBeNull()
    // Read again, listed, counted: nothing comes back twice.
    await list(a)
    await counts(a)
    expect((await mall.skuRow(sku)).stock).toBe(2)
    expectError(await send('POST', PAY_PATHS.orderNew, a.access, paymentBody(order)), 422, '订单已超时关闭', 'shop_order_cancelled')
    expectError(await send('POST', shopOrderUrl(order.id, 'cancel/'), a.access, { reason: '不要了' }), 422, '订单已超时关闭')
  })

  test('the timer closes orders nobody reads; paying an order past its window is refused as closed', async () => {
    const a = await someone()
    const sku = await mall.sku({ stock: 1 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 1 }])
    t.clock.now += SHOP_PAY_WINDOW_MS
    await fireSweepTimer(async () => (await mall.skuRow(sku)).stock === 1, SHOP_CLOSE_SWEEP_MS)
    expect((await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id)))[0]).toMatchObject({ status: 'cancelled', cancelReason: '超时未支付' })
  })

  test('a payment that lands after the order closed pays nothing and is refunded in full', async () => {
    const a = await someone()
    const sku = await mall.sku({ stock: 1 })
    const order = await mall.submitted(a, [{ sku_id: sku, quantity: 1 }])
    const created = await mall.payment(a, order)
    t.clock.now += SHOP_PAY_WINDOW_MS
    expect((await mall.detail(a, order.id)).status).toBe('cancelled')
    // Someone else buys the freed unit meanwhile.
    const b = await someone()
    await mall.submitted(b, [{ sku_id: sku, quantity: 1 }])
    expect((await confirmSandbox(t, created)).statusCode).toBe(303)
    expect((await mall.detail(a, order.id)).status).toBe('cancelled')
    expect(await mall.skuRow(sku)).toMatchObject({ stock: 0, sold: 0 })
    await fireSweepTimer(() => refundedAndSent(t, created.order.out_order_number), UNNEEDED_PAYMENT_SWEEP_MS)
    expect((await refundsOf(t, created.order.out_order_number)).map((r) => [r.reason, r.amount])).toEqual([['shop_unneeded', order.total_fen]])
  })
})

describe('shipping, tracking and receipt', () => {
  test('staff ship a paid order (a tracking number assigned); the user tracks and receives it once', async () => {
    const a = await someone()
    const order = await mall.paid(a)
    expectError(await send('GET', shopOrderUrl(order.id, 'tracking/'), a.access), 422, '订单尚未发货', 'shop_bad_state')
    expectError(await send('POST', shopOrderUrl(order.id, 'receive/'), a.access), 422, '订单尚未发货', 'shop_bad_state')
    const shipped = ok<ShopOrder>(await mall.ship(staff, order.id, { company: 'zto' }))
    expect(shipped).toMatchObject({ status: 'shipped', status_name: '待收货', can_cancel: false, can_after_sale: true, shipped_at: new Date(t.clock.now).toISOString() })
    expect(shipped.express).toEqual({ company: 'zto', company_name: '中通快递', tracking_no: expect.stringMatching(/^[A-Z0-9]{6,30}$/) })
    expectError(await mall.ship(staff, order.id), 422, '订单已发货')

    t.clock.now += 25 * 3600_000
    const tracking = ok<ShopTracking>(await send('GET', shopOrderUrl(order.id, 'tracking/'), a.access))
    expect(tracking.express).toEqual(shipped.express)
    expect(tracking.state).toBe('in_transit')
    expect(tracking.events[tracking.events.length - 1].text).toContain('揽收')

    const received = ok<ShopOrder>(await send('POST', shopOrderUrl(order.id, 'receive/'), a.access))
    expect(received).toMatchObject({ status: 'received', status_name: '已完成', received_at: new Date(t.clock.now).toISOString() })
    expectError(await send('POST', shopOrderUrl(order.id, 'receive/'), a.access), 422, '订单已确认收货')
    ok<ShopTracking>(await send('GET', shopOrderUrl(order.id, 'tracking/'), a.access))
  })

  test('staff: an own tracking number; an unpaid order cannot ship; 401 and 403 for others', async () => {
    const a = await someone()
    const paid = await mall.paid(a)
    expect(ok<ShopOrder>(await mall.ship(staff, paid.id, { company: 'sf', tracking_no: 'SF1234567890' })).express).toMatchObject({ tracking_no: 'SF1234567890' })
    const unpaid = await mall.submitted(a)
    expectError(await mall.ship(staff, unpaid.id), 422, '订单尚未支付')
    expectError(await mall.ship(staff, 99999999), 404, '订单不存在')
    expect((await mall.ship(staff, paid.id, { company: 'nobody' })).statusCode).toBe(400)
    for (const [who, status] of [
      [undefined, 401],
      [a.access, 403]
    ] as const) {
      expect((await send('GET', MALL_ORDER_PATHS.staffOrders, who)).statusCode).toBe(status)
      expect((await send('POST', `${MALL_ORDER_PATHS.staffOrders}${paid.id}/ship/`, who, { company: 'sf' })).statusCode).toBe(status)
      expect((await send('GET', MALL_ORDER_PATHS.staffAfterSales, who)).statusCode).toBe(status)
      expect((await send('POST', `${MALL_ORDER_PATHS.staffAfterSales}1/decide/`, who, { approve: true, note: '' })).statusCode).toBe(status)
    }
    const all = ok<Paginated<ShopOrder>>(await send('GET', `${MALL_ORDER_PATHS.staffOrders}?status=paid`, staff.access))
    expect(all.results.every((o) => o.status === 'paid')).toBe(true)
    expect(all.results.some((o) => o.user_id !== a.id)).toBe(true)
  })
})

test('the list by status, newest first, paged; the counts of the tabs', async () => {
  const a = await someone()
  const unpaid = await mall.submitted(a)
  const paid = await mall.paid(a)
  const shipped = await mall.shipped(a, staff)
  const cancelled = await mall.submitted(a)
  ok(await send('POST', shopOrderUrl(cancelled.id, 'cancel/'), a.access, { reason: '不要了' }))
  expect((await list(a)).results.map((o) => o.id)).toEqual([cancelled.id, shipped.id, paid.id, unpaid.id])
  expect((await list(a, '?status=unpaid')).results.map((o) => o.id)).toEqual([unpaid.id])
  expect((await list(a, '?status=paid')).results.map((o) => o.id)).toEqual([paid.id])
  expect((await list(a, '?status=shipped')).results.map((o) => o.id)).toEqual([shipped.id])
  expect((await list(a, '?status=cancelled')).results.map((o) => o.id)).toEqual([cancelled.id])
  expect((await list(a, '?status=after_sale')).results).toEqual([])
  const page = await list(a, '?page=2&page_size=3')
  expect([page.count, page.results.map((o) => o.id)]).toEqual([4, [unpaid.id]])
  expect((await send('GET', `${MALL_ORDER_PATHS.orders}?status=everything`, a.access)).statusCode).toBe(400)
  expect(await counts(a)).toEqual({ unpaid: 1, paid: 1, shipped: 1, after_sale: 0 })
})
