/**
 * The cart and coupon tests' rows, written straight to the tables (the catalogue's own routes are
 * not what these tests are about): a good with one SKU, and a coupon template.
 */
import { coupons, mallGoods, mallSkus } from '../../../server/db/schema'
import type { Db } from '../../../server/db/open'
import type { MallCategory } from '../../../types/mall'

export interface GoodsRow {
  goodsId: number
  skuId: number
}

/** A good with one SKU (on sale, ¥10, 10 in stock unless told). */
export async function addGoods(
  db: Db,
  over: { category?: MallCategory; priceFen?: number; stock?: number; status?: 'on_sale' | 'off_shelf'; title?: string } = {}
): Promise<GoodsRow> {
  const [goods] = await db
    .insert(mallGoods)
    .values({
      category: over.category ?? 'exam',
      title: over.title ?? '测试商品',
      imageKeys: ['mall-test-cover'],
      status: over.status ?? 'on_sale',
      createdAt: new Date()
    })
    .returning({ id: mallGoods.id })
  const [sku] = await db
    .insert(mallSkus)
    .values({ goodsId: goods.id, name: '标准版', priceFen: over.priceFen ?? 1000, stock: over.stock ?? 10 })
    .returning({ id: mallSkus.id })
  return { goodsId: goods.id, skuId: sku.id }
}

export type TemplateInput = Partial<Omit<typeof coupons.$inferInsert, 'id'>>

/** A coupon template: 满59减10 valid 7 days, neither welcome nor claimable, unless told. */
export async function addCoupon(db: Db, over: TemplateInput = {}): Promise<number> {
  const [row] = await db
    .insert(coupons)
    .values({ name: '满59减10', kind: 'cash', thresholdFen: 5900, discountFen: 1000, validDays: 7, createdAt: new Date(), ...over })
    .returning({ id: coupons.id })
  return row.id
}
