/**
 * A received mall order of an account, written straight in the database of a stopped e2e server,
 * for tests of what follows receipt (评价) rather than of buying:
 *   tsx test/e2e/support/mallReceivedOrder.ts <DATA_DIR> <phone> <goods id>
 * One item of the good's first SKU; prints the order item's id. The e2e jest project cannot load
 * PGlite itself: tests run this in a child process (restartWithReceivedOrder in ./restart.ts).
 */
import { asc, eq } from 'drizzle-orm'
import { openDatabase } from '../../../server/db/open'
import { mallGoods, mallSkus, shopOrderItems, shopOrders, users } from '../../../server/db/schema'

async function main(): Promise<void> {
  const [dataDir, phone, goodsId] = process.argv.slice(2)
  if (!dataDir || !phone || !goodsId) throw new Error('usage: mallReceivedOrder.ts <DATA_DIR> <phone> <goods id>')
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null })
  try {
    const db = database.db
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
    const [goods] = await db
      .select()
      .from(mallGoods)
      .where(eq(mallGoods.id, Number(goodsId)))
    if (!user || !goods) throw new Error(`no account ${phone} or no good ${goodsId}`)
    const [sku] = await db.select().from(mallSkus).where(eq(mallSkus.goodsId, goods.id)).orderBy(asc(mallSkus.position)).limit(1)
    const now = new Date()
    const address = { name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' }
    const [order] = await db
      .insert(shopOrders)
      .values({
        userId: user.id,
        status: 'received',
        address,
        goodsFen: sku.priceFen,
        deliveryFen: 600,
        totalFen: sku.priceFen + 600,
        createdAt: now,
        payDeadline: now,
        paidAt: now,
        shippedAt: now,
        receivedAt: now
      })
      .returning({ id: shopOrders.id })
    const [item] = await db
      .insert(shopOrderItems)
      .values({
        orderId: order.id,
        goodsId: goods.id,
        skuId: sku.id,
        title: goods.title,
        skuName: sku.name,
        imageKey: goods.imageKeys[0] ?? null,
        priceFen: sku.priceFen,
        quantity: 1
      })
      .returning({ id: shopOrderItems.id })
    console.log(item.id)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
