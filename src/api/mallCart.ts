/**
 * The mall's cart, check-price and coupon calls (types/mallCart.ts MALL_CART_PATHS), one function
 * each, through request.ts. Callers that show the server's own refusal (库存不足, 已经领取过该优惠券,
 * 还差¥x可用 …) pass `quiet`: the catalogue's generic 404 暂无数据 would be wrong there.
 */
import type { Paginated, DetailResponse } from '@types-contract/api'
import type { MallLineInput } from '@types-contract/mall'
import {
  MALL_CART_PATHS,
  type MallCart,
  type MallCartAdded,
  type MallCartCount,
  type MallCartPatch,
  type MallCentreCoupon,
  type MallCouponState,
  type MallQuote,
  type MallRecentCoupons,
  type MallUserCoupon
} from '@types-contract/mallCart'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const lineUrl = (id: number) => `${MALL_CART_PATHS.cart}${id}/`

/** Adds to the SKU's cart line (or a new one). 201: the line and the cart's line count. */
export const addToCart = (skuId: number, quantity: number, o: Extra = {}) =>
  request<MallCartAdded>(MALL_CART_PATHS.cart, { method: 'POST', data: { sku_id: skuId, quantity }, ...o })

/** Lines in the cart (the badge). */
export const cartCount = (o: Extra = {}) => request<MallCartCount>(MALL_CART_PATHS.cartCount, o)

/**
 * The server's prices for these lines. couponChoice: undefined = the best coupon, null = none, an
 * id = that coupon (422 with why when it cannot be used).
 */
export const checkPrice = (lines: MallLineInput[], couponChoice?: number | null, o: Extra = {}) =>
  request<MallQuote>(MALL_CART_PATHS.checkPrice, {
    method: 'POST',
    data: couponChoice === undefined ? { lines } : { lines, user_coupon_id: couponChoice },
    ...o
  })

/** The cart: lines newest first and the quote of the selected ones with the best coupon. */
export const fetchCart = (o: Extra = {}) => request<MallCart>(MALL_CART_PATHS.cart, o)

/** A line's new quantity or selection; the answer is the whole cart again. */
export const patchCartLine = (id: number, patch: MallCartPatch, o: Extra = {}) => request<MallCart>(lineUrl(id), { method: 'PATCH', data: patch, ...o })

/** Selects (or unselects) every line. */
export const selectAllCart = (selected: boolean, o: Extra = {}) => request<MallCart>(MALL_CART_PATHS.cartSelect, { method: 'POST', data: { selected }, ...o })

export const removeCartLine = (id: number, o: Extra = {}) => request<DetailResponse>(lineUrl(id), { method: 'DELETE', ...o })

/** Removes several lines at once; the answer is the cart. */
export const removeCartLines = (ids: number[], o: Extra = {}) => request<MallCart>(MALL_CART_PATHS.cartRemove, { method: 'POST', data: { ids }, ...o })

/** My coupons in one state (可使用 / 已使用 / 已过期). */
export const fetchMyCoupons = (state: MallCouponState, page: number, o: Extra = {}) =>
  request<Paginated<MallUserCoupon>>(MALL_CART_PATHS.coupons, { query: { state, page }, ...o })

/** The coupon centre: what one may claim, each saying whether I have. */
export const fetchCouponCentre = (page: number, o: Extra = {}) => request<Paginated<MallCentreCoupon>>(MALL_CART_PATHS.couponCentre, { query: { page }, ...o })

/** 201: the coupon now mine (409 when claimed already). */
export const claimCoupon = (couponId: number, o: Extra = {}) =>
  request<MallUserCoupon>(MALL_CART_PATHS.couponClaim, { method: 'POST', data: { coupon_id: couponId }, ...o })

/** The coupons received since the last call (the welcome pack the first time); they are marked seen. */
export const checkRecentCoupons = (o: Extra = {}) => request<MallRecentCoupons>(MALL_CART_PATHS.recentCoupons, { method: 'POST', ...o })
