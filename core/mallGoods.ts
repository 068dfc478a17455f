/**
 * The rules of goods and comments (types/mallGoods.ts), shared by the server and the app: a good's
 * shown price, comments' bands and summary, how a buyer's name is shown, and the comment text check.
 * Characters are counted as a person counts them (core/feedback.ts charCount).
 */
import { MALL_GOODS_LIMITS } from '../types/mallGoods'
import { charCount } from './feedback'

interface PricedSku {
  price_fen: number
  original_price_fen: number | null
}

/**
 * The price a card shows: the lowest SKU price ("¥12.80 起" when prices differ) with that SKU's
 * list price (the first such SKU on a tie); 0 and null for a good without SKUs.
 */
export function lowestPrice(skus: readonly PricedSku[]): PricedSku {
  let best: PricedSku | null = null
  for (const sku of skus) if (best === null || sku.price_fen < best.price_fen) best = sku
  return best ? { price_fen: best.price_fen, original_price_fen: best.original_price_fen } : { price_fen: 0, original_price_fen: null }
}

export type RatingBand = 'good' | 'medium' | 'bad'

/** 好评 4-5 stars, 中评 3, 差评 1-2. */
export const ratingBand = (rating: number): RatingBand => (rating >= 4 ? 'good' : rating === 3 ? 'medium' : 'bad')

export interface RatingSummary {
  count: number
  average: number
  good_rate: number
  good: number
  medium: number
  bad: number
  images: number
}

/**
 * The summary of a good's comments from how many have each star (stars[0]: 1 star … stars[4]: 5)
 * and how many have pictures: the average to one decimal (0 without comments) and the share of
 * 好评 in whole percent, rounded down so 99.6% never shows as 100% (100 without comments).
 */
export function ratingSummary(stars: readonly number[], images: number): RatingSummary {
  const count = stars.reduce((a, b) => a + b, 0)
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0)
  const good = (stars[3] ?? 0) + (stars[4] ?? 0)
  const medium = stars[2] ?? 0
  return {
    count,
    average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10,
    good_rate: count === 0 ? 100 : Math.floor((good * 100) / count),
    good,
    medium,
    bad: count - good - medium,
    images
  }
}

/** A buyer as a comment shows them: the first character and ** (张**); 匿名用户 without a name. */
export function maskedName(name: string | null): string {
  const first = [...(name ?? '').trim()][0]
  return first ? `${first}**` : '匿名用户'
}

/** What is wrong with a comment's text (checked trimmed); null when it may be sent. */
export function commentTextProblem(content: string): string | null {
  const n = charCount(content.trim())
  if (n < MALL_GOODS_LIMITS.commentMin) return '请写下你的使用感受'
  if (n > MALL_GOODS_LIMITS.commentMax) return `评价最多 ${MALL_GOODS_LIMITS.commentMax} 个字`
  return null
}
