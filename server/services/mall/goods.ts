/**
 * Goods (issue 23, types/mallGoods.ts): the storefront's list and a good's page.
 *
 * - The list holds goods on sale only; a category narrows it, and every word of `q` (split on
 *   spaces) must appear in the title or the subtitle. Sorts: default (the shop's weight, then
 *   newest), sales (units sold of all SKUs), price either way (the lowest SKU price); the id breaks
 *   ties, newest first, so pages never overlap.
 * - A card's price is the lowest SKU price with that SKU's list price (core/mallGoods.ts
 *   lowestPrice); its picture is the cover's thumbnail.
 * - A good's page answers for off-shelf goods too (orders and comments link to them) with their
 *   status, so the page can say 已下架; an unknown id is 404 商品不存在.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { lowestPrice } from '../../../core/mallGoods'
import type { MallCategory, MallGoodsCard, MallSku } from '../../../types/mall'
import type { MallGoodsDetail, MallGoodsListQuery, MallGoodsStatus } from '../../../types/mallGoods'
import type { Db } from '../../db/open'
import { mallGoods, mallSkus } from '../../db/schema'
import { contains } from '../../lib/likePattern'
import { pageWindow } from '../../lib/paginate'
import { imageOf } from '../forum/images'
import { goodsNotFound, goodsRating, newestComments } from './comments'
import { mallThumbUrl } from './images'

type SkuRow = typeof mallSkus.$inferSelect

const toSku = (row: SkuRow): MallSku => ({ id: row.id, name: row.name, price_fen: row.priceFen, original_price_fen: row.originalPriceFen, stock: row.stock })

/** Each good's SKUs in the shop's order. */
async function skusOf(db: Db, goodsIds: readonly number[]): Promise<Map<number, SkuRow[]>> {
  const bySku = new Map<number, SkuRow[]>(goodsIds.map((id) => [id, []]))
  if (goodsIds.length === 0) return bySku
  const rows = await db.select().from(mallSkus).where(inArray(mallSkus.goodsId, goodsIds)).orderBy(asc(mallSkus.position), asc(mallSkus.id))
  for (const row of rows) bySku.get(row.goodsId)?.push(row)
  return bySku
}

const soldOf = (skus: readonly SkuRow[]) => skus.reduce((n, s) => n + s.sold, 0)

/** Per good: the lowest SKU price and units sold (the list's sorts). */
const skuTotals = (db: Db) =>
  db
    .select({
      goodsId: mallSkus.goodsId,
      minPrice: sql<number>`min(${mallSkus.priceFen})`.as('min_price'),
      sold: sql<number>`sum(${mallSkus.sold})::int`.as('sold')
    })
    .from(mallSkus)
    .groupBy(mallSkus.goodsId)
    .as('sku_totals')

/** The words of a search, each one to be found. */
const wordsOf = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean)

export async function goodsPage(db: Db, apiPrefix: string, query: MallGoodsListQuery): Promise<{ count: number; results: MallGoodsCard[] }> {
  const totals = skuTotals(db)
  const where = and(
    eq(mallGoods.status, 'on_sale' satisfies MallGoodsStatus),
    query.category ? eq(mallGoods.category, query.category) : undefined,
    ...wordsOf(query.q).map((word) => or(ilike(mallGoods.title, contains(word)), ilike(mallGoods.subtitle, contains(word))))
  )
  const order: SQL[] = {
    default: [desc(mallGoods.weight)],
    sales: [sql`coalesce(${totals.sold}, 0) desc`],
    price_asc: [sql`${totals.minPrice} asc nulls last`],
    price_desc: [sql`${totals.minPrice} desc nulls last`]
  }[query.sort ?? 'default']
  const { limit, offset } = pageWindow(query)
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mallGoods)
      .where(where),
    db
      .select({ goods: mallGoods })
      .from(mallGoods)
      .leftJoin(totals, eq(totals.goodsId, mallGoods.id))
      .where(where)
      .orderBy(...order, desc(mallGoods.id))
      .limit(limit)
      .offset(offset)
  ])
  const skus = await skusOf(
    db,
    rows.map((r) => r.goods.id)
  )
  const results = rows.map(({ goods }): MallGoodsCard => {
    const own = skus.get(goods.id) ?? []
    const cover = goods.imageKeys[0]
    return {
      id: goods.id,
      category: goods.category as MallCategory,
      title: goods.title,
      subtitle: goods.subtitle,
      cover_url: cover ? mallThumbUrl(cover, apiPrefix) : null,
      ...lowestPrice(own.map(toSku)),
      sold: soldOf(own),
      is_demo: goods.isDemo
    }
  })
  return { count: n, results }
}

export async function goodsDetail(db: Db, apiPrefix: string, id: number): Promise<MallGoodsDetail> {
  const [goods] = await db.select().from(mallGoods).where(eq(mallGoods.id, id))
  if (!goods) throw goodsNotFound()
  const [skus, rating, comments] = await Promise.all([skusOf(db, [id]), goodsRating(db, id), newestComments(db, apiPrefix, id)])
  const own = (skus.get(id) ?? []).map(toSku)
  return {
    id: goods.id,
    category: goods.category as MallCategory,
    title: goods.title,
    subtitle: goods.subtitle,
    description: goods.description,
    images: goods.imageKeys.map((key) => imageOf(key, apiPrefix)),
    status: goods.status as MallGoodsStatus,
    skus: own,
    ...lowestPrice(own),
    sold: soldOf(skus.get(id) ?? []),
    is_demo: goods.isDemo,
    rating,
    comments
  }
}
