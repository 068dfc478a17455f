/**
 * What the cart and coupon pages show (src/lib/mallCart.ts): price changes since adding, line
 * problems, which lines go to the checkout, select-all, the delivery hint, coupon faces and
 * validity, the order page's coupon row, and the lines and choice carried in couponList's query.
 */
import type { MallCartLine, MallUserCoupon } from '../../types/mallCart'
import {
  COUPON_TABS,
  allSelected,
  cartCouponText,
  checkoutOf,
  choiceOfQuery,
  couponChoiceText,
  couponEndText,
  couponFace,
  couponValidity,
  decodeLines,
  deliveryHint,
  encodeLines,
  isLapsed,
  lineProblemText,
  linesKey,
  maxQuantityOf,
  priceChangeText,
  tabOfQuery
} from '../../src/lib/mallCart'

const line = (over: Partial<MallCartLine> = {}): MallCartLine => ({
  id: 1,
  sku_id: 11,
  goods_id: 5,
  title: '五年高考三年模拟',
  sku_name: '数学',
  image_url: null,
  category: 'exam',
  price_fen: 2500,
  quantity: 2,
  amount_fen: 5000,
  stock: 10,
  problem: null,
  selected: true,
  price_fen_added: 2500,
  ...over
})

const coupon = (over: Partial<MallUserCoupon> = {}): MallUserCoupon => ({
  id: 1,
  coupon_id: 1,
  name: '满59减10',
  kind: 'cash',
  threshold_fen: 5900,
  discount_fen: 1000,
  percent_off: 0,
  max_discount_fen: null,
  category: null,
  source: 'claim',
  state: 'usable',
  starts_at: '2025-06-01T00:00:00.000Z',
  ends_at: '2025-06-08T00:00:00.000Z',
  used_order_id: null,
  ...over
})

test('a price change since adding', () => {
  expect(priceChangeText(line())).toBeNull()
  expect(priceChangeText(line({ price_fen: 2300 }))).toBe('比加入时降¥2.00')
  expect(priceChangeText(line({ price_fen: 2501 }))).toBe('比加入时涨¥0.01')
})

test('problems, lapsed lines and the stepper’s maximum', () => {
  expect(lineProblemText(line())).toBeNull()
  expect(lineProblemText(line({ problem: 'low_stock', stock: 1 }))).toBe('库存不足，仅剩1件')
  expect(lineProblemText(line({ problem: 'sold_out', stock: 0 }))).toBe('已售罄')
  expect(lineProblemText(line({ problem: 'off_shelf' }))).toBe('商品已下架')
  expect([isLapsed(line({ problem: 'low_stock' })), isLapsed(line({ problem: 'sold_out' })), isLapsed(line({ problem: 'off_shelf' }))]).toEqual([false, true, true])
  expect([maxQuantityOf(line({ stock: 0 })), maxQuantityOf(line({ stock: 7 })), maxQuantityOf(line({ stock: 500 }))]).toEqual([1, 7, 99])
})

test('select-all looks at the lines that can be selected', () => {
  expect(allSelected([])).toBe(false)
  expect(allSelected([line(), line({ selected: false, problem: 'sold_out' })])).toBe(true)
  expect(allSelected([line(), line({ selected: false })])).toBe(false)
  expect(allSelected([line({ selected: false, problem: 'off_shelf' })])).toBe(false)
})

test('the checkout takes the selected lines, leaves lapsed ones, refuses a short one', () => {
  expect(checkoutOf([line({ selected: false })])).toEqual({ ok: false, refusal: '请选择要结算的商品' })
  expect(checkoutOf([line({ sku_id: 1, quantity: 3 }), line({ sku_id: 2, problem: 'off_shelf' }), line({ sku_id: 3, selected: false })])).toEqual({
    ok: true,
    lines: [{ sku_id: 1, quantity: 3 }]
  })
  expect(checkoutOf([line({ problem: 'low_stock', stock: 1 })])).toEqual({ ok: false, refusal: '「五年高考三年模拟」库存不足，仅剩1件，请减少数量' })
})

test('the delivery hint', () => {
  expect(deliveryHint({ goods_fen: 0, delivery_fen: 0, free_delivery_gap_fen: 0 })).toBeNull()
  expect(deliveryHint({ goods_fen: 5899, delivery_fen: 600, free_delivery_gap_fen: 1 })).toBe('运费¥6.00，再买¥0.01免运费')
  expect(deliveryHint({ goods_fen: 5900, delivery_fen: 0, free_delivery_gap_fen: 0 })).toBe('已满¥59，免运费')
})

test('a coupon’s face', () => {
  expect(couponFace(coupon())).toEqual({ amount: '10', unit: '¥', condition: '满59可用', scope: '全场通用', cap: null })
  expect(couponFace(coupon({ threshold_fen: 0, discount_fen: 350 }))).toMatchObject({ amount: '3.5', condition: '无门槛' })
  expect(couponFace(coupon({ kind: 'discount', percent_off: 15, max_discount_fen: 2000, category: 'tutoring', threshold_fen: 4950 }))).toEqual({
    amount: '8.5',
    unit: '折',
    condition: '满49.5可用',
    scope: '限教辅资料',
    cap: '最高减¥20'
  })
  expect(couponFace(coupon({ kind: 'discount', percent_off: 10 })).amount).toBe('9')
})

test('validity in China time, and 即将过期 within 3 days', () => {
  const now = Date.parse('2025-06-05T00:00:00.000Z')
  expect(couponValidity(coupon(), now)).toEqual({ text: '有效期至 2025.06.08 08:00', soon: false })
  expect(couponValidity(coupon(), now + 1).soon).toBe(true)
  expect(couponValidity(coupon({ state: 'used' }), now + 1).soon).toBe(false)
  expect(couponEndText(coupon())).toBe('2025.06.08 08:00 到期')
})

test('the order page’s coupon row', () => {
  expect(couponChoiceText({ coupon: coupon(), discount_fen: 1000, coupons: [] })).toBe('-¥10.00')
  const option = (usable: boolean) => ({ coupon: coupon(), discount_fen: 0, usable, reason: usable ? null : '还差' })
  expect(couponChoiceText({ coupon: null, discount_fen: 0, coupons: [option(true), option(true), option(false)] })).toBe('2张可用')
  expect(couponChoiceText({ coupon: null, discount_fen: 0, coupons: [option(false)] })).toBe('暂无可用')
})

test('lines and the choice in a query', () => {
  const lines = [
    { sku_id: 15, quantity: 1 },
    { sku_id: 12, quantity: 99 }
  ]
  expect(encodeLines(lines)).toBe('15x1.12x99')
  expect(decodeLines('15x1.12x99')).toEqual(lines)
  for (const bad of [undefined, '', '15', '15x0', '15x100', '0x1', '15x1.15x2', '15x1,12x2', 'ax1']) expect([bad, decodeLines(bad)]).toEqual([bad, null])
  expect(linesKey(lines)).toBe(linesKey([...lines].reverse()))
  expect([choiceOfQuery('none'), choiceOfQuery('7'), choiceOfQuery(undefined), choiceOfQuery('best'), choiceOfQuery('0')]).toEqual([
    null,
    7,
    undefined,
    undefined,
    undefined
  ])
})

test('the cart’s coupon strip', () => {
  const option = { coupon: coupon(), discount_fen: 0, usable: false, reason: '商品还差¥1.00可用' }
  expect(cartCouponText({ coupon: coupon(), discount_fen: 1000, coupons: [], goods_fen: 5900 })).toBe('已选最优券「满59减10」，下单立减¥10.00')
  expect(cartCouponText({ coupon: null, discount_fen: 0, coupons: [option], goods_fen: 5800 })).toBe('所选商品暂无可用优惠券（共1张）')
  expect(cartCouponText({ coupon: null, discount_fen: 0, coupons: [option], goods_fen: 0 })).toBe('领券下单更优惠')
  expect(cartCouponText({ coupon: null, discount_fen: 0, coupons: [], goods_fen: 5800 })).toBe('领券下单更优惠')
})

test('couponList’s tabs', () => {
  expect(COUPON_TABS.map((t) => t.label)).toEqual(['可使用', '已使用', '已过期', '领券中心'])
  expect([tabOfQuery(undefined), tabOfQuery('expired'), tabOfQuery('centre'), tabOfQuery('lost')]).toEqual(['usable', 'expired', 'centre', 'usable'])
})
