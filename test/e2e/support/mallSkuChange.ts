/**
 * Changes mall SKUs straight in the database of a stopped e2e server, as the shop would change a
 * price or sell out while a good sits in someone's cart:
 *   tsx test/e2e/support/mallSkuChange.ts <DATA_DIR> <sku id> price|stock <value> [<sku id> price|stock <value> …]
 * The e2e jest project cannot load PGlite itself: tests run this in a child process
 * (restartWithSkuChanges in ./restart.ts).
 */
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../../server/db/open'
import { mallSkus } from '../../../server/db/schema'

async function main(): Promise<void> {
  const [dataDir, ...rest] = process.argv.slice(2)
  if (!dataDir || rest.length === 0 || rest.length % 3 !== 0) throw new Error('usage: mallSkuChange.ts <DATA_DIR> (<sku id> price|stock <value>)…')
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null })
  try {
    for (let i = 0; i < rest.length; i += 3) {
      const [sku, field, value] = [Number(rest[i]), rest[i + 1], Number(rest[i + 2])]
      if (field !== 'price' && field !== 'stock') throw new Error(`unknown field ${field}`)
      const set = field === 'price' ? { priceFen: value } : { stock: value }
      const changed = await database.db.update(mallSkus).set(set).where(eq(mallSkus.id, sku)).returning({ id: mallSkus.id })
      if (changed.length !== 1) throw new Error(`no SKU ${sku}`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
