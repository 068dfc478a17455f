export type * from './schemas/mall'

/**
 * The mall (issue 23, docs/mall.md): what every part of it shares. Each part keeps its own
 * constants and paths beside it: goods and comments in types/mallGoods.ts, the cart, prices and
 * coupons in types/mallCart.ts, orders, after-sale and express in types/mallOrders.ts.
 * Every amount is integer fen.
 */

/** The goods' categories, in the storefront's order. */
export const MALL_CATEGORIES = ['exam', 'application', 'tutoring', 'stationery', 'gift'] as const
export type MallCategory = (typeof MALL_CATEGORIES)[number]
export const MALL_CATEGORY_NAMES: Record<MallCategory, string> = {
  exam: '高考真题',
  application: '志愿填报',
  tutoring: '教辅资料',
  stationery: '文具用品',
  gift: '考试好物'
}

/** At most this many of one SKU in a cart line or an order line. */
export const MALL_MAX_QUANTITY = 99
/** At most this many lines in one order (and in the cart). */
export const MALL_MAX_LINES = 50

/** Why a line cannot be bought as it is (shown on the line, never silently changed). */
export const MALL_LINE_PROBLEMS = ['off_shelf', 'sold_out', 'low_stock'] as const
export type MallLineProblem = (typeof MALL_LINE_PROBLEMS)[number]
export const MALL_LINE_PROBLEM_NAMES: Record<MallLineProblem, string> = {
  off_shelf: '商品已下架',
  sold_out: '已售罄',
  low_stock: '库存不足'
}
