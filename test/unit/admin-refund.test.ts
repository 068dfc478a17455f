/**
 * The staff refund rules (issue 28; server/payments/staffRefund.ts): what may be refunded (paid or
 * partly refunded orders, at least 1 fen, at most what is left with pending refunds counted, not
 * Apple's), the refund number a request_id gives, how an order's state is named, and that the
 * console's order kinds and refund reasons cover every registered order type and reason.
 */
import { ADMIN_ORDER_KINDS, ADMIN_ORDER_KIND_NAMES, REFUND_REASON_NAMES, REQUEST_ID_PATTERN } from '../../types/adminOrders'
import { PAID_ORDER_TYPES } from '../../core/payments/orderKinds'
import { orderTypes } from '../../server/payments/orderTypes'
import { REFUND_REASONS } from '../../server/payments/service'
import { refundableFee, staffRefundNo, staffRefundRefusal, STAFF_REFUND_REASON } from '../../server/payments/staffRefund'
import { orderStateOf } from '../../server/services/admin/orders'

const paid = { status: 'paid', provider: 'sandbox', totalFee: 16_800, refundedFee: 0 }

describe('staffRefundRefusal', () => {
  test('a paid order: from 1 fen to the whole total', () => {
    expect(staffRefundRefusal(paid, 1)).toBeNull()
    expect(staffRefundRefusal(paid, 16_800)).toBeNull()
    expect(staffRefundRefusal(paid, 0)).toBe('退款金额至少 ¥0.01')
    expect(staffRefundRefusal(paid, 1.5)).toBe('退款金额至少 ¥0.01')
    expect(staffRefundRefusal(paid, 16_801)).toBe('退款金额不能超过可退金额 ¥168.00（已支付 ¥168.00，已退 ¥0.00）')
  })

  test('refunded or pending fen (refunded_fee) count against what is left', () => {
    const part = { ...paid, refundedFee: 10_000 }
    expect(staffRefundRefusal(part, 6_800)).toBeNull()
    expect(staffRefundRefusal(part, 6_801)).toBe('退款金额不能超过可退金额 ¥68.00（已支付 ¥168.00，已退 ¥100.00）')
    expect(staffRefundRefusal({ ...paid, refundedFee: 16_800 }, 1)).toBe('订单已全额退款')
  })

  test('only paid orders, and not Apple purchases', () => {
    expect(staffRefundRefusal({ ...paid, status: 'pending' }, 1)).toBe('订单未支付，不能退款')
    expect(staffRefundRefusal({ ...paid, status: 'refunded', refundedFee: 16_800 }, 1)).toBe('订单已全额退款')
    expect(staffRefundRefusal({ ...paid, provider: 'apple' }, 1)).toBe('苹果支付的订单请通过苹果退款')
  })
})

test('refundableFee: what is left of a paid order, 0 otherwise', () => {
  expect(refundableFee(paid)).toBe(16_800)
  expect(refundableFee({ ...paid, refundedFee: 800 })).toBe(16_000)
  expect(refundableFee({ ...paid, status: 'pending' })).toBe(0)
  expect(refundableFee({ ...paid, status: 'refunded', refundedFee: 16_800 })).toBe(0)
})

test('staffRefundNo: one number per order and request, within the providers’ 64 characters', () => {
  const order = 'P202506012000001234567890'
  const id = '0F8FAD5B-D9CB-469F-A165-70867728950E'
  expect(new RegExp(REQUEST_ID_PATTERN).test(id)).toBe(true)
  const no = staffRefundNo(order, id)
  expect(no).toBe(`${order}ST0f8fad5bd9cb469fa16570867728950e`)
  expect(no.length).toBeLessThanOrEqual(64)
  expect(no).toMatch(/^[0-9A-Za-z]+$/)
  // The same request in another spelling is the same refund; another request is another.
  expect(staffRefundNo(order, id.toLowerCase())).toBe(no)
  expect(staffRefundNo(order, '1f8fad5b-d9cb-469f-a165-70867728950e')).not.toBe(no)
  // Never one of the business refunds' numbers (order number + a 2-letter code).
  for (const { code } of Object.values(REFUND_REASONS)) expect(no).not.toBe(`${order}${code}`)
})

test('orderStateOf names the four states', () => {
  expect(orderStateOf({ status: 'pending', refundedFee: 0 })).toBe('pending')
  expect(orderStateOf({ status: 'paid', refundedFee: 0 })).toBe('paid')
  expect(orderStateOf({ status: 'paid', refundedFee: 1 })).toBe('partly_refunded')
  expect(orderStateOf({ status: 'refunded', refundedFee: 16_800 })).toBe('refunded')
})

test('the console knows every registered order type and every refund reason', () => {
  expect([...ADMIN_ORDER_KINDS].sort()).toEqual([...PAID_ORDER_TYPES].sort())
  for (const kind of ADMIN_ORDER_KINDS) {
    expect(orderTypes.byKind(kind)?.kind).toBe(kind)
    expect(ADMIN_ORDER_KIND_NAMES[kind]).toMatch(/[\u4e00-\u9fff]/)
  }
  for (const reason of [...Object.keys(REFUND_REASONS), STAFF_REFUND_REASON]) expect(REFUND_REASON_NAMES[reason]).toMatch(/[\u4e00-\u9fff]/)
})
