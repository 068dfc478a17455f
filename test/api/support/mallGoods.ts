/**
 * The goods and comment tests' rows, written straight to the tables: goods with several SKUs and
 * pictures, and order items in an order of a given status (the order routes are not what these
 * tests are about).
 */
import type { Db } from '../../../server/db/open'
import { mallGoods, mallSkus, shopOrderItems, shopOrders } from '../../../server/db/schema'
import type { MallCategory } from '../../../types/mall'

export interface SkuInput {
  name: string
  price: number
  original?: number | null
  stock?: number
  sold?: number
}

export interface GoodsInput {
  category?: MallCategory
  title?: string
  subtitle?: string
  description?: string
  imageKeys?: string[]
  status?: 'on_sale' | 'off_shelf'
  weight?: number
  isDemo?: boolean
  skus?: SkuInput[]
  createdAt?: Date
}

/** A good (on sale, 教辅资料, one ¥10 SKU unless told): its id and its SKUs' ids. */
export async function insertGoods(db: Db, input: GoodsInput = {}): Promise<{ id: number; skuIds: number[] }> {
  const [goods] = await db
    .insert(mallGoods)
    .values({
      category: input.category ?? 'tutoring',
      title: input.title ?? '测试商品',
      subtitle: input.subtitle ?? '',
      description: input.description ?? '',
      imageKeys: input.imageKeys ?? [],
      status: input.status ?? 'on_sale',
      weight: input.weight ?? 0,
      isDemo: input.isDemo ?? false,
      createdAt: input.createdAt ?? new Date()
    })
    .returning({ id: mallGoods.id })
  const skus = input.skus ?? [{ name: '标准版', price: 1000 }]
  const rows = await db
    .insert(mallSkus)
    .values(
      skus.map((s, position) => ({
        goodsId: goods.id,
        name: s.name,
        priceFen: s.price,
        originalPriceFen: s.original ?? null,
        stock: s.stock ?? 10,
        sold: s.sold ?? 0,
        position
      }))
    )
    .returning({ id: mallSkus.id })
  return { id: goods.id, skuIds: rows.map((r) => r.id) }
}

const ADDRESS = { name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' }

/** An order of `userId` in `status` with one item of the good's SKU: the item's id. */
export async function insertOrderItem(
  db: Db,
  userId: number,
  goods: { id: number; skuIds: number[] },
  status = 'received',
  imageKey: string | null = null
): Promise<number> {
  const now = new Date()
  const [order] = await db
    .insert(shopOrders)
    .values({
      userId,
      status,
      address: ADDRESS,
      goodsFen: 1000,
      deliveryFen: 600,
      totalFen: 1600,
      createdAt: now,
      payDeadline: now,
      receivedAt: status === 'received' ? now : null
    })
    .returning({ id: shopOrders.id })
  const [item] = await db
    .insert(shopOrderItems)
    .values({ orderId: order.id, goodsId: goods.id, skuId: goods.skuIds[0], title: '测试商品', skuName: '标准版', imageKey, priceFen: 1000, quantity: 1 })
    .returning({ id: shopOrderItems.id })
  return item.id
}
