/**
 * Prices lines from the server's own tables (issue 23; core/mallPricing.ts and core/mallCoupons.ts
 * hold the rules): check-price, the cart's totals and the order's submit (inside its transaction)
 * all come here, so what an order costs is what the user was shown. The app sends only SKUs and
 * quantities; a price it might send has no field to go in.
 *
 * - A SKU that does not exist: 404 商品不存在; the same SKU twice: 400 on `lines`.
 * - Lines with a problem (off the shelf, sold out, short of stock) are priced and flagged, never
 *   dropped, and not counted in the sums (quote.buyable is false).
 * - The coupon: absent = the best one, null = none; a chosen one that is not the user's is 404
 *   优惠券不存在, one that cannot be used is 422 with why (已使用, 已过期, 还差¥x可用 …).
 */
import { eq, inArray } from 'drizzle-orm'
import { couponRefusal } from '../../../core/mallCoupons'
import { lineProblem, priceLines, type CouponChoice } from '../../../core/mallPricing'
import type { MallCategory, MallLineInput, MallPricedLine } from '../../../types/mall'
import type { MallQuote } from '../../../types/mallCart'
import type { Db } from '../../db/open'
import { mallGoods, mallSkus } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { couponMissing, freeCouponsOf, heldCouponOf, heldOf, toUserCoupon } from './coupons'
import { mallThumbUrl } from './images'

/** The database or the caller's transaction. */
type Reader = Pick<Db, 'select'>

export interface Quoted {
  quote: MallQuote
  /** The user coupon applied (user_coupons.id), null: none. */
  userCouponId: number | null
  /** Each SKU's cover picture key (the order's snapshot keeps it). */
  imageKeys: Map<number, string | null>
}

export const goodsMissing = () => new ApiError(404, 'not_found', '商品不存在')

/** The SKUs with their goods, keyed by SKU id. */
async function skusOf(db: Reader, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            skuId: mallSkus.id,
            skuName: mallSkus.name,
            priceFen: mallSkus.priceFen,
            stock: mallSkus.stock,
            goodsId: mallGoods.id,
            title: mallGoods.title,
            category: mallGoods.category,
            status: mallGoods.status,
            imageKeys: mallGoods.imageKeys
          })
          .from(mallSkus)
          .innerJoin(mallGoods, eq(mallGoods.id, mallSkus.goodsId))
          .where(inArray(mallSkus.id, ids))
  return new Map(rows.map((row) => [row.skuId, row]))
}

/**
 * Prices `lines` for the user with the coupon `choice` at `now` (see above). `apiPrefix` makes the
 * lines' picture URLs (api.config.apiPrefix); a caller that does not answer the lines may omit it.
 */
export async function quoteLines(db: Reader, userId: number, lines: MallLineInput[], choice: CouponChoice, now: number, apiPrefix = ''): Promise<Quoted> {
  const ids = lines.map((line) => line.sku_id)
  if (new Set(ids).size !== ids.length) throw fieldError('lines', '同一规格的商品请合并为一行')
  const skus = await skusOf(db, ids)
  const imageKeys = new Map<number, string | null>()
  const priced: MallPricedLine[] = lines.map(({ sku_id, quantity }) => {
    const sku = skus.get(sku_id)
    if (!sku) throw goodsMissing()
    const cover = sku.imageKeys[0] ?? null
    imageKeys.set(sku_id, cover)
    return {
      sku_id,
      goods_id: sku.goodsId,
      title: sku.title,
      sku_name: sku.skuName,
      image_url: cover === null ? null : mallThumbUrl(cover, apiPrefix),
      category: sku.category as MallCategory,
      price_fen: sku.priceFen,
      quantity,
      amount_fen: sku.priceFen * quantity,
      stock: sku.stock,
      problem: lineProblem({ on_sale: sku.status === 'on_sale', stock: sku.stock, quantity })
    }
  })

  const held = (await freeCouponsOf(db, userId, now)).map(heldOf)
  const result = priceLines(priced, held, choice, now)
  if (!result.ok) {
    if (result.error === 'unusable') throw new ApiError(422, 'business_rule', result.reason)
    // Not among the free ones: the user's but used or expired (422 with why), or not the user's.
    const row = typeof choice === 'number' ? await heldCouponOf(db, userId, choice) : null
    if (!row) throw couponMissing()
    throw new ApiError(422, 'business_rule', couponRefusal(heldOf(row), priced, now) ?? '优惠券不可用')
  }
  const chosen = result.chosen?.coupon.row ?? null
  return {
    quote: {
      lines: priced,
      ...result.totals,
      buyable: result.buyable,
      coupon: chosen && toUserCoupon(chosen, now),
      coupons: result.coupons.map((p) => ({ coupon: toUserCoupon(p.coupon.row, now), discount_fen: p.discount_fen, usable: p.reason === null, reason: p.reason }))
    },
    userCouponId: chosen ? chosen.id : null,
    imageKeys
  }
}
