/**
 * Operator console: the mall's goods and SKUs (issue 28, types/adminMall.ts). Staff list every good
 * (on sale or not) with its SKUs and stock, put a good on sale or off the shelf, and change a SKU's
 * stock, price and list price.
 *
 * Stock is changed relative to what it is when the change lands (stock_delta), never set from a
 * number the console read earlier: the SKU row is locked (FOR UPDATE) for the change and the
 * UPDATE writes `stock = stock + delta` guarded by `stock + delta >= 0`, so a buyer's takeStock
 * (services/mall/stock.ts, itself one guarded UPDATE) runs before or after it, never in between,
 * and units bought meanwhile stay taken. Taking more than is there is 422 with the stock as it is.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AdminGoods, AdminGoodsListQuery, AdminGoodsPatch, AdminSku, AdminSkuPatch } from '../../../types/adminMall'
import type { MallCategory } from '../../../types/mall'
import type { MallGoodsStatus } from '../../../types/mallGoods'
import type { Db } from '../../db/open'
import { mallGoods, mallSkus } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { contains } from '../../lib/likePattern'
import { countedPage } from '../../lib/paginate'
import { mallThumbUrl } from '../mall/images'

type Reader = Pick<Db, 'select'>
type SkuRow = typeof mallSkus.$inferSelect
type GoodsRow = typeof mallGoods.$inferSelect

const goodsMissing = () => new ApiError(404, 'not_found', '商品不存在')
const skuMissing = () => new ApiError(404, 'not_found', '商品规格不存在')

const toSku = (row: SkuRow): AdminSku => ({
  id: row.id,
  goods_id: row.goodsId,
  name: row.name,
  price_fen: row.priceFen,
  original_price_fen: row.originalPriceFen,
  stock: row.stock,
  sold: row.sold,
  position: row.position
})

function toGoods(row: GoodsRow, skus: SkuRow[], apiPrefix: string): AdminGoods {
  const cover = row.imageKeys[0]
  return {
    id: row.id,
    category: row.category as MallCategory,
    title: row.title,
    subtitle: row.subtitle,
    status: row.status as MallGoodsStatus,
    cover_url: cover ? mallThumbUrl(cover, apiPrefix) : null,
    is_demo: row.isDemo,
    weight: row.weight,
    skus: skus.map(toSku),
    stock: skus.reduce((n, s) => n + s.stock, 0),
    sold: skus.reduce((n, s) => n + s.sold, 0),
    created_at: row.createdAt.toISOString()
  }
}

async function skusOf(db: Reader, goodsIds: number[]): Promise<Map<number, SkuRow[]>> {
  const byGoods = new Map<number, SkuRow[]>(goodsIds.map((id) => [id, []]))
  if (goodsIds.length === 0) return byGoods
  const rows = await db.select().from(mallSkus).where(inArray(mallSkus.goodsId, goodsIds)).orderBy(asc(mallSkus.position), asc(mallSkus.id))
  for (const row of rows) byGoods.get(row.goodsId)?.push(row)
  return byGoods
}

export async function adminGoodsPage(db: Db, apiPrefix: string, query: AdminGoodsListQuery): Promise<{ count: number; results: AdminGoods[] }> {
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean)
  const filters: SQL[] = [
    ...(query.status ? [eq(mallGoods.status, query.status)] : []),
    ...(query.category ? [eq(mallGoods.category, query.category)] : []),
    ...words.map((word) => or(ilike(mallGoods.title, contains(word)), ilike(mallGoods.subtitle, contains(word)))!)
  ]
  const where = filters.length ? and(...filters) : undefined
  const { count, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mallGoods)
      .where(where),
    ({ limit, offset }) => db.select().from(mallGoods).where(where).orderBy(desc(mallGoods.id)).limit(limit).offset(offset)
  )
  const skus = await skusOf(
    db,
    rows.map((r) => r.id)
  )
  return { count, results: rows.map((row) => toGoods(row, skus.get(row.id) ?? [], apiPrefix)) }
}

export async function adminGoodsOf(db: Reader, apiPrefix: string, id: number): Promise<AdminGoods> {
  const [row] = await db.select().from(mallGoods).where(eq(mallGoods.id, id))
  if (!row) throw goodsMissing()
  return toGoods(row, (await skusOf(db, [id])).get(id) ?? [], apiPrefix)
}

/** On sale or off the shelf (an off-shelf good keeps its page; its lines cannot be bought). */
export async function setGoodsStatus(db: Db, apiPrefix: string, id: number, patch: AdminGoodsPatch): Promise<AdminGoods> {
  const changed = await db.update(mallGoods).set({ status: patch.status }).where(eq(mallGoods.id, id)).returning({ id: mallGoods.id })
  if (changed.length === 0) throw goodsMissing()
  return adminGoodsOf(db, apiPrefix, id)
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** Stock (relative), price and list price of a SKU; the list price, when there is one, must exceed the price. */
export async function patchSku(db: Db, id: number, patch: AdminSkuPatch): Promise<AdminSku> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mallSkus).where(eq(mallSkus.id, id)).for('update')
    if (!row) throw skuMissing()
    const price = patch.price_fen ?? row.priceFen
    const original = patch.original_price_fen === undefined ? row.originalPriceFen : patch.original_price_fen
    if (original !== null && original <= price) throw fieldError('original_price_fen', `划线价须高于售价 ${yuan(price)}`)
    const delta = patch.stock_delta ?? 0
    const [updated] = await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} + ${delta}`, priceFen: price, originalPriceFen: original })
      .where(and(eq(mallSkus.id, id), sql`${mallSkus.stock} + ${delta} >= 0`))
      .returning()
    if (!updated) throw new ApiError(422, 'business_rule', `库存不足：现有 ${row.stock} 件，不能减少 ${-delta} 件`)
    return toSku(updated)
  })
}

/** What the audit log keeps of a SKU and of a good. */
export async function skuAuditFields(db: Reader, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ stock: mallSkus.stock, price_fen: mallSkus.priceFen, original_price_fen: mallSkus.originalPriceFen })
    .from(mallSkus)
    .where(eq(mallSkus.id, id))
  return row ?? null
}

export async function goodsAuditFields(db: Reader, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ status: mallGoods.status, title: mallGoods.title }).from(mallGoods).where(eq(mallGoods.id, id))
  return row ?? null
}
