/**
 * The mall's pricing and coupon rules (core/mallCoupons.ts, core/mallPricing.ts; docs/mall.md):
 * each at its boundary — the threshold equal and one fen below, ends_at exact, the category's
 * scope, the discount cap, the order's last fen, the best coupon's ties, delivery at 5899/5900,
 * the lines with a problem and the chosen coupon.
 */
import { bestCoupon, couponDiscount, couponRefusal, couponState, eligibleFen, isValidAt, priceCoupons, type HeldCoupon } from '../../core/mallCoupons'
import { deliveryFen, freeDeliveryGap, lineProblem, priceLines, totalsOf, type PricingLine } from '../../core/mallPricing'
import { MALL_DELIVERY_FEN, MALL_FREE_DELIVERY_FEN } from '../../types/mallCart'

const NOW = Date.UTC(2025, 5, 1)
const DAY = 86_400_000

const cash = (over: Partial<HeldCoupon> = {}): HeldCoupon => ({
  id: 1,
  kind: 'cash',
  threshold_fen: 5900,
  discount_fen: 1000,
  percent_off: 0,
  max_discount_fen: null,
  category: null,
  starts_at: NOW - DAY,
  ends_at: NOW + DAY,
  used: false,
  ...over
})
const percent = (over: Partial<HeldCoupon> = {}): HeldCoupon => cash({ kind: 'discount', threshold_fen: 0, discount_fen: 0, percent_off: 15, ...over })
const line = (amount_fen: number, category: PricingLine['category'] = 'exam', problem: PricingLine['problem'] = null): PricingLine => ({ amount_fen, category, problem })

describe('coupon rules', () => {
  test('the threshold is met at exactly threshold_fen and not one fen below', () => {
    expect(couponDiscount(cash(), [line(5900)])).toBe(1000)
    expect(couponDiscount(cash(), [line(5899)])).toBe(0)
    expect(couponRefusal(cash(), [line(5899)], NOW)).toBe('商品还差¥0.01可用')
    expect(couponRefusal(cash(), [line(5900)], NOW)).toBeNull()
  })

  test('a threshold of 0 (无门槛) needs only an eligible line', () => {
    const free = cash({ threshold_fen: 0, discount_fen: 500 })
    expect(couponDiscount(free, [line(800)])).toBe(500)
    expect(couponDiscount(free, [])).toBe(0)
    expect(couponRefusal(free, [], NOW)).toBe('没有可用此券的商品')
  })

  test('valid while starts_at <= now < ends_at: expired at ends_at exactly', () => {
    const c = cash({ starts_at: NOW, ends_at: NOW + DAY })
    expect(isValidAt(c, NOW - 1)).toBe(false)
    expect(isValidAt(c, NOW)).toBe(true)
    expect(isValidAt(c, NOW + DAY - 1)).toBe(true)
    expect(isValidAt(c, NOW + DAY)).toBe(false)
    expect(couponRefusal(c, [line(5900)], NOW + DAY - 1)).toBeNull()
    expect(couponRefusal(c, [line(5900)], NOW + DAY)).toBe('优惠券已过期')
    expect(couponRefusal(c, [line(5900)], NOW - 1)).toBe('优惠券未到使用时间')
    expect(couponState({ ends_at: NOW + DAY, used: false }, NOW + DAY - 1)).toBe('usable')
    expect(couponState({ ends_at: NOW + DAY, used: false }, NOW + DAY)).toBe('expired')
  })

  test('a coupon held by an order is used, whatever the date', () => {
    expect(couponState({ ends_at: NOW - 1, used: true }, NOW)).toBe('used')
    expect(couponRefusal(cash({ used: true }), [line(9900)], NOW)).toBe('优惠券已使用')
  })

  test('a category coupon counts only its category, for the threshold and the discount', () => {
    const exam = cash({ category: 'exam', threshold_fen: 3000, discount_fen: 500 })
    const lines = [line(2000, 'exam'), line(5000, 'stationery')]
    expect(eligibleFen(exam, lines)).toBe(2000)
    expect(couponDiscount(exam, lines)).toBe(0)
    expect(couponRefusal(exam, lines, NOW)).toBe('高考真题商品还差¥10.00可用')
    expect(couponDiscount(exam, [...lines, line(1000, 'exam')])).toBe(500)
    expect(couponRefusal(exam, [line(5000, 'stationery')], NOW)).toBe('仅限高考真题商品可用')
    // The percent is of the eligible amount only.
    expect(couponDiscount(percent({ category: 'tutoring' }), [line(10000, 'tutoring'), line(10000, 'gift')])).toBe(1500)
  })

  test('a percent coupon rounds down to the fen and stops at its cap', () => {
    expect(couponDiscount(percent(), [line(999)])).toBe(149) // 149.85
    expect(couponDiscount(percent({ max_discount_fen: 2000 }), [line(13333)])).toBe(1999)
    expect(couponDiscount(percent({ max_discount_fen: 2000 }), [line(13334)])).toBe(2000)
    expect(couponDiscount(percent({ max_discount_fen: 2000 }), [line(50000)])).toBe(2000)
  })

  test('the discount never exceeds the eligible amount, and the goods keep at least 1 fen', () => {
    const big = cash({ threshold_fen: 0, discount_fen: 1000, category: 'exam' })
    // Eligible 300 of goods 800: 300 off, not 1000.
    expect(couponDiscount(big, [line(300, 'exam'), line(500, 'gift')])).toBe(300)
    // Everything eligible: 1 fen stays.
    expect(couponDiscount(big, [line(800, 'exam')])).toBe(799)
    expect(couponDiscount(big, [line(1000, 'exam')])).toBe(999)
    expect(couponDiscount(big, [line(1001, 'exam')])).toBe(1000)
    // A 1 fen order cannot take anything off.
    expect(couponDiscount(big, [line(1, 'exam')])).toBe(0)
    expect(couponRefusal(big, [line(1, 'exam')], NOW)).toBe('订单金额过低，无法使用')
    expect(couponDiscount(percent({ percent_off: 100 }), [line(500)])).toBe(499)
  })

  test('the best coupon: the largest discount, then ending soonest, then the smallest id', () => {
    const lines = [line(10000)]
    const small = cash({ id: 1, discount_fen: 500, threshold_fen: 0 })
    const large = cash({ id: 2, discount_fen: 800, threshold_fen: 0 })
    expect(bestCoupon([small, large], lines, NOW)?.coupon.id).toBe(2)
    const later = cash({ id: 3, discount_fen: 800, threshold_fen: 0, ends_at: NOW + 2 * DAY })
    const sooner = cash({ id: 4, discount_fen: 800, threshold_fen: 0, ends_at: NOW + DAY })
    expect(bestCoupon([later, sooner], lines, NOW)?.coupon.id).toBe(4)
    const twin = cash({ id: 5, discount_fen: 800, threshold_fen: 0, ends_at: NOW + DAY })
    expect(bestCoupon([twin, sooner], lines, NOW)?.coupon.id).toBe(4)
    // A percent coupon beats cash when it takes more.
    expect(bestCoupon([large, percent({ id: 6 })], lines, NOW)?.coupon.id).toBe(6)
    expect(bestCoupon([cash({ used: true, threshold_fen: 0 })], lines, NOW)).toBeNull()
  })

  test('the coupons list: usable best first, then the others ending soonest first, each with why', () => {
    const lines = [line(3000)]
    const priced = priceCoupons(
      [cash({ id: 1, ends_at: NOW + 3 * DAY }), cash({ id: 2, threshold_fen: 0, discount_fen: 300 }), cash({ id: 3, ends_at: NOW + 2 * DAY }), percent({ id: 4 })],
      lines,
      NOW
    )
    expect(priced.map((p) => [p.coupon.id, p.discount_fen, p.reason])).toEqual([
      [4, 450, null],
      [2, 300, null],
      [3, 0, '商品还差¥29.00可用'],
      [1, 0, '商品还差¥29.00可用']
    ])
  })
})

describe('prices', () => {
  test('delivery is ¥6, free from ¥59 of goods, nothing without goods', () => {
    expect(MALL_DELIVERY_FEN).toBe(600)
    expect(MALL_FREE_DELIVERY_FEN).toBe(5900)
    expect(deliveryFen(5899)).toBe(600)
    expect(deliveryFen(5900)).toBe(0)
    expect(deliveryFen(1)).toBe(600)
    expect(deliveryFen(0)).toBe(0)
    expect(freeDeliveryGap(5899)).toBe(1)
    expect(freeDeliveryGap(5900)).toBe(0)
    expect(freeDeliveryGap(0)).toBe(0)
  })

  test('delivery looks at the goods before the coupon; the coupon never touches it', () => {
    expect(totalsOf(5900, 1000)).toEqual({ goods_fen: 5900, discount_fen: 1000, delivery_fen: 0, total_fen: 4900, free_delivery_gap_fen: 0 })
    expect(totalsOf(5899, 1000)).toEqual({ goods_fen: 5899, discount_fen: 1000, delivery_fen: 600, total_fen: 5499, free_delivery_gap_fen: 1 })
  })

  test('a line is off the shelf, then sold out, then short of stock', () => {
    expect(lineProblem({ on_sale: false, stock: 0, quantity: 1 })).toBe('off_shelf')
    expect(lineProblem({ on_sale: true, stock: 0, quantity: 1 })).toBe('sold_out')
    expect(lineProblem({ on_sale: true, stock: 2, quantity: 3 })).toBe('low_stock')
    expect(lineProblem({ on_sale: true, stock: 3, quantity: 3 })).toBeNull()
  })

  test('lines with a problem are not counted, and make the order not buyable', () => {
    const priced = priceLines([line(3000), line(4000, 'exam', 'sold_out')], [cash()], undefined, NOW)
    expect(priced.ok && priced.totals).toEqual({ goods_fen: 3000, discount_fen: 0, delivery_fen: 600, total_fen: 3600, free_delivery_gap_fen: 2900 })
    expect(priced.ok && priced.buyable).toBe(false)
    expect(priced.ok && priced.coupons[0].reason).toBe('商品还差¥29.00可用')
    const none = priceLines([], [], undefined, NOW)
    expect(none.ok && none.buyable).toBe(false)
    expect(none.ok && none.totals.total_fen).toBe(0)
  })

  test('absent: the best coupon; null: none; an id: that one when usable', () => {
    const lines = [line(6000)]
    const held = [cash({ id: 1 }), cash({ id: 2, threshold_fen: 0, discount_fen: 200 }), cash({ id: 3, threshold_fen: 9900 })]
    const best = priceLines(lines, held, undefined, NOW)
    expect(best.ok && best.chosen?.coupon.id).toBe(1)
    expect(best.ok && best.totals.total_fen).toBe(6000 - 1000)
    const none = priceLines(lines, held, null, NOW)
    expect(none.ok && none.chosen).toBeNull()
    expect(none.ok && none.totals.total_fen).toBe(6000)
    const chosen = priceLines(lines, held, 2, NOW)
    expect(chosen.ok && chosen.totals.discount_fen).toBe(200)
    expect(priceLines(lines, held, 3, NOW)).toEqual({ ok: false, error: 'unusable', reason: '商品还差¥39.00可用' })
    expect(priceLines(lines, held, 9, NOW)).toEqual({ ok: false, error: 'missing' })
  })
})
