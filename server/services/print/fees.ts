/**
 * The fee of a set of queue items (POST PRINT_PATHS.fee; an order's submit snapshots the same
 * quote): core/printFees.ts prices each file under its settings, a merged group's binding once per
 * copy on the group's first file in the set (by its place in the group), delivery free from the
 * table's threshold.
 */
import { quoteFees } from '../../../core/printFees'
import type { PrintFeeQuote, PrintPriceTable } from '../../../types/print'
import type { Conn } from '../cloud/rows'
import { queueItemsByIds, type PrintQueueRow } from './rows'

/** The quote of rows already loaded (queueItemsByIds): items in the rows' order. */
export function quoteRows(rows: PrintQueueRow[], prices: PrintPriceTable): PrintFeeQuote {
  // A stable sort: each group's members in their group order, so its first one carries the binding.
  const byPlace = [...rows].sort((a, b) => a.groupPosition - b.groupPosition)
  const { fees, ...totals } = quoteFees(
    prices,
    byPlace.map((row) => ({ settings: row.settings, pageCount: row.pageCount, groupId: row.groupId }))
  )
  const feeOf = new Map(byPlace.map((row, i) => [row.id, fees[i]]))
  return { items: rows.map((row) => ({ item_id: row.id, fee: feeOf.get(row.id)! })), ...totals }
}

/** POST PRINT_PATHS.fee: the user's items `itemIds` (404 文件不存在 for one not theirs). */
export async function quoteItems(db: Conn, userId: number, itemIds: number[], prices: PrintPriceTable): Promise<PrintFeeQuote> {
  return quoteRows(await queueItemsByIds(db, userId, itemIds), prices)
}
