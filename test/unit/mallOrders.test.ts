/**
 * Mall orders' pure rules: the moves and their refusals (core/mallOrders.ts), the after-sale window,
 * the goodsOrder addresses (src/lib/mallTransfer.ts) and how the app shows orders
 * (src/lib/mallOrderView.ts): tabs, badges, actions per state, countdown, status lines, pay amount,
 * the checkout's notices, the cancel page's mode and the after-sale form's checks.
 */
import {
  afterSaleRefusal,
  canCancelShopOrder,
  refundableFen,
  shopMoveRefusal,
  shopOrderNo,
  shopOrderShipped,
  shopTrackingRefusal,
  type AfterSaleState
} from '../../core/mallOrders'
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { MALL_MAX_LINES, MALL_MAX_QUANTITY } from '../../types/mall'
import { SHOP_ORDER_STATUSES, SHOP_PAY_WINDOW_MS, type ShopOrder, type ShopOrderStatus } from '../../types/mallOrders'
import { routeByPage } from '../../src/routes'
import { mallOrderUrl, parseMallTransfer, payStatusOf, shopOrderIdOf, shopOrderUrl, MALL_ORDER_PAGE } from '../../src/lib/mallTransfer'
import {
  afterSaleText,
  cancelPageMode,
  cardHint,
  checkAfterSale,
  checkoutRefusal,
  emptyAfterSaleForm,
  filterOfQuery,
  itemCountText,
  payCountdown,
  payStatusNotice,
  priceChangeNotice,
  SHOP_ORDER_TABS,
  shopCancelNotice,
  shopOrderActions,
  shopOrderStatusHint,
  shopPayTotalFee,
  tabBadge,
  uncommentedItem
} from '../../src/lib/mallOrderView'

const DAY = 86_400_000
const now = Date.UTC(2025, 5, 1, 8, 0, 0)

describe('core: moves', () => {
  test('every allowed and refused move with its code and text', () => {
    const allowed: [ShopOrderStatus, ShopOrderStatus][] = [
      ['unpaid', 'paid'],
      ['unpaid', 'cancelled'],
      ['paid', 'shipped'],
      ['paid', 'cancelled'],
      ['shipped', 'received']
    ]
    for (const from of SHOP_ORDER_STATUSES) {
      for (const to of SHOP_ORDER_STATUSES) {
        const ok = allowed.some(([f, t]) => f === from && t === to)
        expect([from, to, shopMoveRefusal(from, to) === null]).toEqual([from, to, ok])
      }
    }
    expect(shopMoveRefusal('cancelled', 'paid')).toEqual({ code: 'shop_order_cancelled', detail: '订单已取消' })
    expect(shopMoveRefusal('cancelled', 'paid', true)).toEqual({ code: 'shop_order_cancelled', detail: '订单已超时关闭' })
    expect(shopMoveRefusal('paid', 'paid')).toEqual({ code: 'shop_order_paid', detail: '订单已支付，请勿重复支付' })
    expect(shopMoveRefusal('received', 'paid')?.code).toBe('shop_order_paid')
    expect(shopMoveRefusal('shipped', 'cancelled')).toEqual({ code: 'shop_bad_state', detail: '订单已发货，无法取消；如有问题请申请售后' })
    expect(shopMoveRefusal('unpaid', 'shipped')?.detail).toBe('订单尚未支付')
    expect(shopMoveRefusal('shipped', 'shipped')?.detail).toBe('订单已发货')
    expect(shopMoveRefusal('paid', 'received')?.detail).toBe('订单尚未发货')
    expect(shopMoveRefusal('received', 'received')?.detail).toBe('订单已确认收货')
    expect(SHOP_ORDER_STATUSES.filter(canCancelShopOrder)).toEqual(['unpaid', 'paid'])
    expect(SHOP_ORDER_STATUSES.filter(shopOrderShipped)).toEqual(['shipped', 'received'])
    expect(shopTrackingRefusal('paid')?.detail).toBe('订单尚未发货')
    expect(shopTrackingRefusal('received')).toBeNull()
  })

  test('after-sale: shipped any time, received within 15 days, one pending, once approved', () => {
    const base: AfterSaleState = { status: 'shipped', receivedAt: null, totalFen: 1000, refundedFen: 0, pending: false, approved: false }
    expect(afterSaleRefusal(base, now)).toBeNull()
    expect(afterSaleRefusal({ ...base, status: 'unpaid' }, now)?.detail).toBe('订单尚未支付')
    expect(afterSaleRefusal({ ...base, status: 'paid' }, now)?.detail).toBe('订单尚未发货，如不需要可直接取消订单，将全额退款')
    expect(afterSaleRefusal({ ...base, status: 'cancelled' }, now)?.detail).toBe('订单已取消')
    expect(afterSaleRefusal({ ...base, pending: true }, now)?.detail).toBe('该订单已有售后申请在处理中')
    expect(afterSaleRefusal({ ...base, approved: true }, now)?.detail).toBe('该订单已完成退款')
    expect(afterSaleRefusal({ ...base, refundedFen: 1000 }, now)?.detail).toBe('该订单已完成退款')
    const received = { ...base, status: 'received' as const }
    expect(afterSaleRefusal({ ...received, receivedAt: now - 15 * DAY }, now)).toBeNull()
    expect(afterSaleRefusal({ ...received, receivedAt: now - 15 * DAY - 1 }, now)?.code).toBe('shop_after_sale')
    expect(refundableFen({ totalFen: 1000, refundedFen: 300 })).toBe(700)
    expect(refundableFen({ totalFen: 1000, refundedFen: 1200 })).toBe(0)
  })
})

describe('core: order numbers', () => {
  it('is the China date it was placed and the id in at least six digits', () => {
    // 20:00 UTC is already the next day in China.
    expect(shopOrderNo(42, '2026-11-26T20:00:00Z')).toBe('20261127000042')
    expect(shopOrderNo(42, new Date('2026-11-26T15:59:59Z'))).toBe('20261126000042')
    expect(shopOrderNo(1234567, '2026-01-01T00:00:00Z')).toBe('202601011234567')
  })
})

describe('goodsOrder addresses', () => {
  test('the checkout and the order page are built pages; a paid order returns to the order list', () => {
    expect(routeByPage(MALL_ORDER_PAGE)).toMatchObject({ specPath: 'bookMall/goodsOrder', title: '待付款', built: true })
    expect(routeByPage(ORDER_RETURN_ROUTES.shop)).toMatchObject({ specPath: 'bookMall/goodsOrderList', built: true })
    expect(shopOrderUrl(12, 'unpaid')).toBe('/market/bookMall/goodsOrder?shop_order_id=12&payStatus=unpaid')
    expect(shopOrderUrl(12)).toBe('/market/bookMall/goodsOrder?shop_order_id=12')
  })

  test('transferParams round-trips, encoded or not', () => {
    const params = { selectedGoods: [{ sku_id: 3, quantity: 2 }], order_all: 79.8, orderInfo: { from_cart: true } }
    const url = mallOrderUrl(params)
    const raw = url.split('transferParams=')[1]
    expect(parseMallTransfer(raw)).toEqual(params)
    expect(parseMallTransfer(decodeURIComponent(raw))).toEqual(params)
    expect(parseMallTransfer(JSON.stringify({ selectedGoods: [{ sku_id: 3, quantity: 1 }], order_all: 10 }))).toEqual({
      selectedGoods: [{ sku_id: 3, quantity: 1 }],
      order_all: 10
    })
  })

  test('malformed params are null (the page then says 创建订单出错); the same SKU twice is one line', () => {
    const bad = [
      undefined,
      '',
      'not json',
      '[]',
      'null',
      '{}',
      JSON.stringify({ selectedGoods: [] }),
      JSON.stringify({ selectedGoods: [{ sku_id: 0, quantity: 1 }] }),
      JSON.stringify({ selectedGoods: [{ sku_id: 1, quantity: 0 }] }),
      JSON.stringify({ selectedGoods: [{ sku_id: 1, quantity: MALL_MAX_QUANTITY + 1 }] }),
      JSON.stringify({ selectedGoods: [{ sku_id: 1.5, quantity: 1 }] }),
      JSON.stringify({ selectedGoods: ['1'] }),
      JSON.stringify({ selectedGoods: Array.from({ length: MALL_MAX_LINES + 1 }, (_, i) => ({ sku_id: i + 1, quantity: 1 })) })
    ]
    for (const raw of bad) expect([raw, parseMallTransfer(raw)]).toEqual([raw, null])
    expect(
      parseMallTransfer(
        JSON.stringify({
          selectedGoods: [
            { sku_id: 1, quantity: 60 },
            { sku_id: 1, quantity: 60 }
          ],
          order_all: -3,
          orderInfo: { from_cart: 'yes' }
        })
      )
    ).toEqual({ selectedGoods: [{ sku_id: 1, quantity: MALL_MAX_QUANTITY }], order_all: 0 })
  })

  test('shop_order_id and payStatus from the query', () => {
    expect([shopOrderIdOf('12'), shopOrderIdOf('0'), shopOrderIdOf('-1'), shopOrderIdOf('1e3'), shopOrderIdOf(undefined), shopOrderIdOf('12abc')]).toEqual([
      12,
      null,
      null,
      null,
      null,
      null
    ])
    expect([payStatusOf('paid'), payStatusOf('unpaid'), payStatusOf('1'), payStatusOf(undefined)]).toEqual(['paid', 'unpaid', undefined, undefined])
  })
})

const item = (over: Partial<ShopOrder['items'][number]> = {}): ShopOrder['items'][number] => ({
  id: 1,
  goods_id: 7,
  sku_id: 9,
  title: '五年高考三年模拟',
  sku_name: '数学',
  image_url: null,
  price_fen: 3990,
  quantity: 2,
  amount_fen: 7980,
  commented: false,
  ...over
})

const order = (over: Partial<ShopOrder> = {}): ShopOrder => ({
  id: 5,
  order_no: '20260601000005',
  user_id: 1,
  status: 'unpaid',
  status_name: '待付款',
  items: [item()],
  address: { name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' },
  remark: '',
  goods_fen: 7980,
  discount_fen: 0,
  delivery_fen: 0,
  total_fen: 7980,
  order_money: 79.8,
  coupon: null,
  pay_deadline: new Date(now + SHOP_PAY_WINDOW_MS).toISOString(),
  can_cancel: true,
  can_after_sale: false,
  express: null,
  refunded_fen: 0,
  cancel_reason: null,
  after_sale: null,
  created_at: new Date(now).toISOString(),
  paid_at: null,
  shipped_at: null,
  received_at: null,
  cancelled_at: null,
  ...over
})

const express = { company: 'sf' as const, company_name: '顺丰速运', tracking_no: 'SF1234567890' }

describe('order view', () => {
  test('tabs: 全部 and the states an order waits in, then 售后; badges for what waits', () => {
    expect(SHOP_ORDER_TABS.map((t) => [t.filter, t.label])).toEqual([
      [undefined, '全部'],
      ['unpaid', '待付款'],
      ['paid', '待发货'],
      ['shipped', '待收货'],
      ['received', '已完成'],
      ['after_sale', '售后']
    ])
    expect([filterOfQuery('shipped'), filterOfQuery('after_sale'), filterOfQuery('cancelled'), filterOfQuery(undefined), filterOfQuery('x')]).toEqual([
      'shipped',
      'after_sale',
      undefined,
      undefined,
      undefined
    ])
    const counts = { unpaid: 2, paid: 0, shipped: 1, after_sale: 1 }
    expect(SHOP_ORDER_TABS.map((t) => tabBadge(counts, t.filter))).toEqual([null, 2, null, 1, null, 1])
    expect(tabBadge(null, 'unpaid')).toBeNull()
  })

  test('actions per state: pay, cancel, after-sale, tracking, receipt, comment', () => {
    expect(shopOrderActions(order())).toEqual(['cancel', 'pay'])
    expect(shopOrderActions(order({ status: 'paid' }))).toEqual(['cancel'])
    expect(shopOrderActions(order({ status: 'shipped', can_cancel: false, can_after_sale: true, express }))).toEqual(['after_sale', 'tracking', 'receive'])
    expect(shopOrderActions(order({ status: 'shipped', can_cancel: false, express }))).toEqual(['tracking', 'receive'])
    expect(shopOrderActions(order({ status: 'received', can_cancel: false, can_after_sale: true, express }))).toEqual(['after_sale', 'tracking', 'comment'])
    expect(shopOrderActions(order({ status: 'received', can_cancel: false, express, items: [item({ commented: true })] }))).toEqual(['tracking'])
    expect(shopOrderActions(order({ status: 'cancelled', can_cancel: false }))).toEqual([])
    // 评价 opens the first line not commented yet (a good deleted since cannot be commented).
    const two = order({ status: 'received', items: [item({ id: 1, commented: true }), item({ id: 2, goods_id: null }), item({ id: 3 })] })
    expect(uncommentedItem(two)?.id).toBe(3)
    expect(uncommentedItem(order())).toBeNull()
  })

  test('the countdown and the status lines', () => {
    expect(payCountdown(order().pay_deadline, now)).toBe('30:00')
    expect(payCountdown(order().pay_deadline, now + 61_500)).toBe('28:58')
    expect(payCountdown(order().pay_deadline, now + SHOP_PAY_WINDOW_MS + 5000)).toBe('00:00')
    expect(shopOrderStatusHint(order(), now)).toBe('请在 30:00 内完成支付，超时订单将自动关闭')
    expect(shopOrderStatusHint(order({ status: 'paid' }), now)).toBe('已付款，商家正在备货')
    expect(shopOrderStatusHint(order({ status: 'shipped' }), now)).toBe('商品已发出，请留意物流信息')
    expect(shopOrderStatusHint(order({ status: 'received' }), now)).toBe('交易完成，感谢你的购买')
    expect(shopOrderStatusHint(order({ status: 'received', refunded_fen: 2000 }), now)).toBe('交易完成，已退款 ¥20.00')
    expect(shopOrderStatusHint(order({ status: 'cancelled', cancel_reason: '超时未支付' }), now)).toBe('超时未支付，订单已自动关闭')
    expect(shopOrderStatusHint(order({ status: 'cancelled', cancel_reason: '不想买了', refunded_fen: 7980 }), now)).toBe('订单已取消，已退款 ¥79.80，原路退回')
    expect(shopOrderStatusHint(order({ status: 'cancelled', cancel_reason: '不想买了' }), now)).toBe('订单已取消')
    expect(itemCountText(order({ items: [item(), item({ id: 2, quantity: 3 })] }))).toBe('共 5 件')
    // A card adds the countdown, a close or a refund; not what its status already says.
    expect(cardHint(order(), now)).toBe('请在 30:00 内完成支付，超时订单将自动关闭')
    expect(cardHint(order({ status: 'cancelled', cancel_reason: '超时未支付' }), now)).toBe('超时未支付，订单已自动关闭')
    expect(cardHint(order({ status: 'cancelled', cancel_reason: '买错了', refunded_fen: 100 }), now)).toBe('订单已取消，已退款 ¥1.00，原路退回')
    expect(cardHint(order({ status: 'cancelled', cancel_reason: '买错了' }), now)).toBeNull()
    expect(cardHint(order({ status: 'paid' }), now)).toBeNull()
  })

  test('the order page says when the order moved on since its opener saw it', () => {
    expect(payStatusNotice(undefined, order({ status: 'paid' }))).toBeNull()
    expect(payStatusNotice('unpaid', order())).toBeNull()
    expect(payStatusNotice('unpaid', order({ status: 'paid' }))).toBe('订单已支付，无需再次付款')
    expect(payStatusNotice('unpaid', order({ status: 'cancelled', cancel_reason: '超时未支付' }))).toBe('订单已超时关闭，如需购买请重新下单')
    expect(payStatusNotice('unpaid', order({ status: 'cancelled', cancel_reason: '不想买了' }))).toBe('订单已取消')
    expect(payStatusNotice('paid', order())).toBe('正在确认支付结果，请稍后刷新')
    expect(payStatusNotice('paid', order({ status: 'paid' }))).toBeNull()
  })

  test('after-sale on a card', () => {
    const request = {
      id: 1,
      order_id: 5,
      kind: 'refund' as const,
      kind_name: '仅退款',
      reason: '少件',
      description: '',
      images: [],
      amount_fen: 2000,
      staff_note: null,
      created_at: '',
      decided_at: null
    }
    expect(afterSaleText(order())).toBeNull()
    expect(afterSaleText(order({ after_sale: { ...request, status: 'pending', status_name: '处理中' } }))).toBe('售后处理中')
    expect(afterSaleText(order({ after_sale: { ...request, status: 'approved', status_name: '已退款' } }))).toBe('售后已退款 ¥20.00')
    expect(afterSaleText(order({ after_sale: { ...request, status: 'refused', status_name: '已拒绝' } }))).toBe('售后已拒绝')
  })

  test('total_fee = order_money × 100 in whole fen (0.1 + 0.2, 19.99)', () => {
    expect(shopPayTotalFee({ order_money: 0.1 + 0.2 })).toBe(30)
    expect(shopPayTotalFee({ order_money: 19.99 })).toBe(1999)
    for (let fen = 0; fen <= 20000; fen += 7) expect(shopPayTotalFee({ order_money: fen / 100 })).toBe(fen)
  })

  test('the checkout: a changed price is said, a line with a problem or no address stops the submit', () => {
    expect(priceChangeNotice(79.8, { goods_fen: 7980 })).toBeNull()
    expect(priceChangeNotice(0, { goods_fen: 7980 })).toBeNull()
    expect(priceChangeNotice(69.8, { goods_fen: 7980 })).toBe('商品价格有变动，已按最新价格 ¥79.80 计算')
    const line = {
      sku_id: 1,
      goods_id: 1,
      title: '错题本',
      sku_name: '',
      image_url: null,
      category: 'stationery' as const,
      price_fen: 500,
      quantity: 3,
      amount_fen: 1500,
      stock: 2
    }
    expect(checkoutRefusal({ lines: [{ ...line, problem: 'low_stock' }] }, true)).toBe('「错题本」库存不足，仅剩2件')
    expect(checkoutRefusal({ lines: [{ ...line, problem: 'off_shelf' }] }, true)).toBe('「错题本」商品已下架')
    expect(checkoutRefusal({ lines: [{ ...line, problem: null }] }, false)).toBe('请添加收货地址')
    expect(checkoutRefusal({ lines: [{ ...line, problem: null }] }, true)).toBeNull()
  })

  test('the cancel page: its mode and notice', () => {
    expect(cancelPageMode({ can_cancel: true, can_after_sale: false }, undefined)).toBe('cancel')
    expect(cancelPageMode({ can_cancel: false, can_after_sale: true }, undefined)).toBe('after_sale')
    expect(cancelPageMode({ can_cancel: false, can_after_sale: true }, 'after_sale')).toBe('after_sale')
    expect(cancelPageMode({ can_cancel: true, can_after_sale: false }, 'after_sale')).toBe('cancel')
    expect(cancelPageMode({ can_cancel: false, can_after_sale: false }, undefined)).toBe('none')
    expect(shopCancelNotice(order({ status: 'paid' }))).toBe('订单已支付，取消后将全额退款 ¥79.80，款项原路退回')
    expect(shopCancelNotice(order({ coupon: { id: 1, name: '满50减5' } }))).toBe('订单尚未支付，取消后优惠券将退回你的账户')
    expect(shopCancelNotice(order())).toBe('订单尚未支付，取消后可重新下单')
  })

  test('the after-sale form: kind, reason, description, amount and pictures', () => {
    const shipped = order({ status: 'shipped', total_fen: 5000, refunded_fen: 0 })
    const ready = { readiness: 'ready' as const, keys: ['a.png'] }
    expect(checkAfterSale(emptyAfterSaleForm(), shipped, ready)).toEqual({ ok: false, errors: { kind: '请选择售后类型', reason: '请选择售后原因' } })
    const form = { kind: 'refund' as const, reason: '商品破损', description: ' 封面破了 ', amount: '' }
    expect(checkAfterSale(form, shipped, ready)).toEqual({ ok: true, value: { kind: 'refund', reason: '商品破损', description: '封面破了', images: ['a.png'] } })
    expect(checkAfterSale({ ...form, amount: '20.5' }, shipped, ready)).toEqual({
      ok: true,
      value: { kind: 'refund', reason: '商品破损', description: '封面破了', images: ['a.png'], amount_fen: 2050 }
    })
    // All that is left is the default: not sent.
    expect(checkAfterSale({ ...form, amount: '50' }, shipped, ready)).toMatchObject({ ok: true, value: { images: ['a.png'] } })
    expect(checkAfterSale({ ...form, amount: '50.01' }, shipped, ready)).toEqual({ ok: false, errors: { amount: '退款金额最多 ¥50.00' } })
    for (const amount of ['0', 'abc', '1.234', '-1'])
      expect(checkAfterSale({ ...form, amount }, shipped, ready)).toEqual({ ok: false, errors: { amount: '请输入正确的退款金额' } })
    expect(checkAfterSale({ ...form, reason: '其他原因', description: ' ' }, shipped, ready)).toEqual({ ok: false, errors: { description: '请描述遇到的问题' } })
    expect(checkAfterSale({ ...form, description: '字'.repeat(501) }, shipped, ready)).toEqual({ ok: false, errors: { description: '问题描述最多 500 个字' } })
    expect(checkAfterSale(form, shipped, { readiness: 'uploading', keys: [] })).toEqual({ ok: false, errors: { images: '图片正在上传，请稍候' } })
    expect(checkAfterSale(form, shipped, { readiness: 'failed', keys: [] })).toEqual({ ok: false, errors: { images: '有图片上传失败，请重试或删除' } })
  })
})
