/**
 * market/bookMall/components/couponPopup.tsx: the new-coupon popup asks check-recent-coupon when the
 * page shows to a logged-in user (never for a visitor), shows what came (at most three tickets and
 * how many more), 去查看 opens my coupons, × and the mask close it; nothing new or a failure: nothing.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { MallUserCoupon } from '../../types/mallCart'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

let didShow: (() => void) | undefined
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {},
  useDidShow: (fn: () => void) => {
    didShow = fn
  }
}))

const checkRecentCoupons = jest.fn()
jest.mock('../../src/api/mallCart', () => ({ checkRecentCoupons: (...args: unknown[]) => checkRecentCoupons(...args) }))
const navigate = jest.fn()
jest.mock('../../src/components/nav', () => ({ navigate: (url: string) => navigate(url) }))
const user = { isLoggedIn: true }
// A getter: the factory runs when the popup's module is first required, before this file's constants.
jest.mock('../../src/stores', () => ({
  get userStore() {
    return user
  }
}))

import { CouponPopup } from '../../src/market/bookMall/components/couponPopup'

const coupon = (id: number): MallUserCoupon => ({
  id,
  coupon_id: id,
  name: `券${id}`,
  kind: 'cash',
  threshold_fen: 0,
  discount_fen: 300,
  percent_off: 0,
  max_discount_fen: null,
  category: null,
  source: 'welcome',
  state: 'usable',
  starts_at: '2025-06-01T00:00:00.000Z',
  ends_at: '2025-07-01T00:00:00.000Z',
  used_order_id: null
})

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  checkRecentCoupons.mockReset()
  navigate.mockReset()
  user.isLoggedIn = true
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  act(() => root.render(<CouponPopup />))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const q = (testId: string) => container.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null
const show = async () => {
  await act(async () => {
    didShow?.()
  })
}

test('a visitor is never asked', async () => {
  user.isLoggedIn = false
  await show()
  expect(checkRecentCoupons).not.toHaveBeenCalled()
  expect(q('coupon-popup')).toBeNull()
})

test('new coupons pop up: three tickets and how many more; 去查看 opens my coupons and closes it', async () => {
  checkRecentCoupons.mockResolvedValue({ coupons: [1, 2, 3, 4, 5].map(coupon) })
  await show()
  expect(checkRecentCoupons).toHaveBeenCalledWith({ quiet: true })
  expect(q('coupon-popup')?.textContent).toContain('恭喜获得 5 张优惠券')
  expect(container.querySelectorAll('[data-testid="coupon-popup-item"]')).toHaveLength(3)
  expect(q('coupon-popup')?.textContent).toContain('还有 2 张')
  act(() => q('coupon-popup-go')!.click())
  expect(navigate).toHaveBeenCalledWith('/market/bookMall/couponList')
  expect(q('coupon-popup')).toBeNull()
})

test('× and the mask close it; a tap on the card does not', async () => {
  checkRecentCoupons.mockResolvedValue({ coupons: [coupon(1)] })
  await show()
  act(() => (container.querySelector('.mc-popup') as HTMLElement).click())
  expect(q('coupon-popup')).not.toBeNull()
  act(() => q('coupon-popup-close')!.click())
  expect(q('coupon-popup')).toBeNull()
  await show()
  act(() => q('coupon-popup')!.click())
  expect(q('coupon-popup')).toBeNull()
})

test('nothing new, or a failure: nothing shows', async () => {
  checkRecentCoupons.mockResolvedValue({ coupons: [] })
  await show()
  expect(q('coupon-popup')).toBeNull()
  checkRecentCoupons.mockRejectedValue(new Error('offline'))
  await show()
  expect(q('coupon-popup')).toBeNull()
})
