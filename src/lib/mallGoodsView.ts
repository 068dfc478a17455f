/**
 * The goods pages' rules (bookMall/goodsPreview, productDetails, commentList, addComment): prices
 * as the shop writes them, the storefront's query and sort bar, the SKU picker's choice, quantity
 * and stock words, what the buy bar offers, the comment tabs, and the comment form's check.
 */
import { MALL_CATEGORIES, MALL_CATEGORY_NAMES, MALL_MAX_QUANTITY, type MallCategory, type MallSku } from '@types-contract/mall'
import {
  MALL_COMMENT_FILTERS,
  MALL_COMMENT_FILTER_NAMES,
  MALL_GOODS_LIMITS,
  type MallCommentFilter,
  type MallGoodsSort,
  type MallRatingSummary
} from '@types-contract/mallGoods'
import { commentTextProblem } from '@core/mallGoods'
import { countText } from './countText'
import type { ImagesReadiness } from './composeForm'

/** 3980 → { yuan: '39', cents: '.80' }: the big and the small part of a price. */
export function priceParts(fen: number): { yuan: string; cents: string } {
  const safe = Math.max(0, Math.round(fen))
  return { yuan: String(Math.floor(safe / 100)), cents: `.${String(safe % 100).padStart(2, '0')}` }
}

/** 3980 → '¥39.80' */
export const priceText = (fen: number) => {
  const { yuan, cents } = priceParts(fen)
  return `¥${yuan}${cents}`
}

/** The struck list price, when it is above the price. */
export const listPriceText = (price: number, original: number | null) => (original !== null && original > price ? priceText(original) : null)

/** 已售 1.2k */
export const soldText = (sold: number) => `已售 ${countText(sold)}`

// --- the storefront -------------------------------------------------------------------------------

/** 全部 and the categories, in the storefront's order. */
export const CATEGORY_TABS: readonly { category: MallCategory | undefined; label: string }[] = [
  { category: undefined, label: '全部' },
  ...MALL_CATEGORIES.map((category) => ({ category, label: MALL_CATEGORY_NAMES[category] }))
]

export interface StorefrontQuery {
  category: MallCategory | undefined
  q: string
  sort: MallGoodsSort
}

/** The storefront's query from its address (?category=&q=): an unknown category is 全部, the words trimmed and bounded. */
export function storefrontQueryOf(params: Partial<Record<string, string | undefined>>): StorefrontQuery {
  const category = MALL_CATEGORIES.find((c) => c === params.category)
  let q = ''
  try {
    q = decodeURIComponent(params.q ?? '')
  } catch {
    q = params.q ?? ''
  }
  return { category, q: [...q.trim()].slice(0, MALL_GOODS_LIMITS.queryMax).join(''), sort: 'default' }
}

export type SortKey = 'default' | 'sales' | 'price'

export const SORT_TABS: readonly { key: SortKey; label: string }[] = [
  { key: 'default', label: '综合' },
  { key: 'sales', label: '销量' },
  { key: 'price', label: '价格' }
]

export const sortKeyOf = (sort: MallGoodsSort): SortKey => (sort === 'price_asc' || sort === 'price_desc' ? 'price' : sort)

/** The sort after a tap on a tab: 价格 starts low to high and turns round on each tap. */
export function nextSort(current: MallGoodsSort, key: SortKey): MallGoodsSort {
  if (key !== 'price') return key
  return current === 'price_asc' ? 'price_desc' : 'price_asc'
}

// --- the SKU picker -------------------------------------------------------------------------------

/** The SKU picked when the page opens: the first with stock, else the first. */
export const initialSku = (skus: readonly MallSku[]): MallSku | undefined => skus.find((s) => s.stock > 0) ?? skus[0]

/** At most this many of the SKU in one go: its stock, and MALL_MAX_QUANTITY. */
export const maxQuantity = (sku: MallSku | undefined) => Math.max(0, Math.min(sku?.stock ?? 0, MALL_MAX_QUANTITY))

/** The quantity kept within 1 and the SKU's maximum (1 for a sold-out SKU, which cannot be bought anyway). */
export const clampQuantity = (quantity: number, sku: MallSku | undefined) => Math.max(1, Math.min(Math.floor(quantity) || 1, maxQuantity(sku) || 1))

/** Few enough left to say so. */
export const LOW_STOCK = 5

export function stockText(stock: number): string {
  if (stock <= 0) return '已售罄'
  return stock <= LOW_STOCK ? `仅剩 ${stock} 件` : `库存 ${stock} 件`
}

export type BuyState = 'on_sale' | 'off_shelf' | 'sold_out'

/** What the buy bar offers: both buttons, or why not (已下架, 已售罄: every SKU out of stock). */
export function buyStateOf(goods: { status: string; skus: readonly MallSku[] }): BuyState {
  if (goods.status !== 'on_sale' || goods.skus.length === 0) return 'off_shelf'
  return goods.skus.some((s) => s.stock > 0) ? 'on_sale' : 'sold_out'
}

export const BUY_STATE_TEXT: Record<Exclude<BuyState, 'on_sale'>, string> = { off_shelf: '商品已下架', sold_out: '已售罄' }

/** Why the picked SKU and quantity cannot be bought; null when they can. */
export function pickProblem(sku: MallSku | undefined, quantity: number): string | null {
  if (!sku) return '请选择规格'
  if (sku.stock <= 0) return '该规格已售罄，请选择其他规格'
  if (quantity > sku.stock) return `库存不足，仅剩 ${sku.stock} 件`
  return null
}

/** The description's paragraphs (one a line, blank lines dropped). */
export const paragraphsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

// --- comments --------------------------------------------------------------------------------------

/** The tabs with their counts: 全部 12, 好评 10, 中评 1, 差评 1, 有图 3. */
export function commentTabs(summary: MallRatingSummary): { filter: MallCommentFilter; label: string }[] {
  const counts: Record<MallCommentFilter, number> = { all: summary.count, good: summary.good, medium: summary.medium, bad: summary.bad, images: summary.images }
  return MALL_COMMENT_FILTERS.map((filter) => ({ filter, label: `${MALL_COMMENT_FILTER_NAMES[filter]} ${countText(counts[filter])}` }))
}

export const commentFilterOf = (raw: string | undefined): MallCommentFilter => MALL_COMMENT_FILTERS.find((f) => f === raw) ?? 'all'

/** 好评率 as the summary line writes it; 暂无评价 without comments. */
export const goodRateText = (summary: MallRatingSummary) => (summary.count === 0 ? '暂无评价' : `好评率 ${summary.good_rate}%`)

/** The words under the stars of the form. */
export const RATING_WORDS: Record<number, string> = { 1: '非常差', 2: '差', 3: '一般', 4: '满意', 5: '非常满意' }

export interface CommentForm {
  rating: number
  content: string
}

/** Why 发表评价 is off (the first reason), or undefined when the comment may be sent. */
export function commentFormProblem(form: CommentForm, images: ImagesReadiness): string | undefined {
  if (!(form.rating >= 1 && form.rating <= 5)) return '请选择评分'
  const text = commentTextProblem(form.content)
  if (text) return text
  if (images === 'uploading') return '图片上传中，请稍候'
  if (images === 'failed') return '有图片上传失败，请重试或删除'
  return undefined
}
