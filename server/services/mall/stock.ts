/**
 * A SKU's stock (docs/mall.md "Stock"). An order takes its stock when it is submitted, with one
 * guarded UPDATE per line (`stock >= n`): on PostgreSQL a second buyer's UPDATE waits for the
 * first's row lock and then tests the guard again on the row as it is now, so of 50 buyers of the
 * last 10 exactly 10 get them, and the CHECK (stock >= 0) is never what stops anyone. Lines are
 * taken in SKU order, so two orders of the same SKUs never wait on each other crosswise.
 *
 * The stock comes back once, when the order is cancelled or closes (the caller moved the order
 * under its row lock first); `sold` counts paid units (added when paid, taken back when a paid
 * order is cancelled).
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { mallSkus } from '../../db/schema'
import { ApiError } from '../../errors'

export interface StockLine {
  skuId: number
  quantity: number
  /** How the good is named in a refusal: 「title（sku）」. */
  label: string
}

export const outOfStock = (label: string) => new ApiError(422, 'mall_line_problem', `「${label}」库存不足`)

/** Takes every line's quantity from its SKU, or throws 422 「good」库存不足 for the first line short of it (the caller's transaction rolls back). */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const taken = await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} - ${line.quantity}` })
      .where(sql`${mallSkus.id} = ${line.skuId} and ${mallSkus.stock} >= ${line.quantity}`)
      .returning({ id: mallSkus.id })
    if (taken.length === 0) throw outOfStock(line.label)
  }
}

type Held = { skuId: number | null; quantity: number }

/** Gives the lines' stock back (a SKU deleted since is skipped); `unsell` also takes them out of `sold` (a paid order). */
export async function releaseStock(tx: Db, items: readonly Held[], unsell: boolean): Promise<void> {
  for (const item of [...items].sort((a, b) => (a.skuId ?? 0) - (b.skuId ?? 0))) {
    if (item.skuId === null) continue
    await tx
      .update(mallSkus)
      .set({
        stock: sql`${mallSkus.stock} + ${item.quantity}`,
        ...(unsell ? { sold: sql`greatest(${mallSkus.sold} - ${item.quantity}, 0)` } : {})
      })
      .where(eq(mallSkus.id, item.skuId))
  }
}

/** A paid order's units count as sold. */
export async function addSold(tx: Db, items: readonly Held[]): Promise<void> {
  for (const item of [...items].sort((a, b) => (a.skuId ?? 0) - (b.skuId ?? 0))) {
    if (item.skuId === null) continue
    await tx
      .update(mallSkus)
      .set({ sold: sql`${mallSkus.sold} + ${item.quantity}` })
      .where(eq(mallSkus.id, item.skuId))
  }
}
