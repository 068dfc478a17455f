/**
 * The files of print orders for staff to print (issue 28, docs/print.md "Orders"). An order keeps
 * its files as submitted (submitOrder) together with where their bytes are (entry_id, storage_key),
 * since the queue rows leave once it is paid. Staff get each file as a signed download URL valid
 * CLOUD_UPLOAD_LIMITS.urlTtlMs, made by the file store as the cloud library's downloads are (local
 * disk or S3 alike), saved under the file's name. The order keeps its bytes while it may still be
 * printed, whatever the owner does to the library entry (heldFiles.ts); null when they are gone (the
 * order was shipped or cancelled and nothing else holds them) or the order predates the kept key.
 *
 * A share's forbid_print / forbid_download are not asked here: they are rules for users, and the
 * submit checked the user's right to print the file. Printing a paid order is what it was paid for.
 */
import { inArray } from 'drizzle-orm'
import { CLOUD_UPLOAD_LIMITS } from '../../../types/cloudUploads'
import type { PrintOrderItem, PrintOrderListQuery, StaffPrintOrder } from '../../../types/print'
import type { Db } from '../../db/open'
import { cloudEntries } from '../../db/schema'
import type { FileStore } from '../../storage/store'
import { orderRowPage, toPrintOrder } from './orders'

/** An order's file as stored: what the user sees, and (orders submitted since issue 28) where its bytes are. */
export type StoredPrintOrderItem = PrintOrderItem & { entry_id?: number; storage_key?: string }

/**
 * The storage keys among `items` whose bytes are still there: a key its library entry still holds
 * is (one query by id); any other is asked of the store (the entry was purged, yet another entry
 * may share the bytes).
 */
async function keptKeys(db: Db, store: FileStore, items: StoredPrintOrderItem[]): Promise<Set<string>> {
  const stored = items.filter((item): item is StoredPrintOrderItem & { entry_id: number; storage_key: string } => !!item.storage_key && item.entry_id !== undefined)
  if (stored.length === 0) return new Set()
  const ids = [...new Set(stored.map((item) => item.entry_id))]
  const held = await db.select({ id: cloudEntries.id, key: cloudEntries.storageKey }).from(cloudEntries).where(inArray(cloudEntries.id, ids))
  const heldPairs = new Set(held.map((row) => `${row.id}:${row.key}`))
  const keys = new Set(stored.filter((item) => heldPairs.has(`${item.entry_id}:${item.storage_key}`)).map((item) => item.storage_key))
  const asked = new Set(stored.map((item) => item.storage_key).filter((key) => !keys.has(key)))
  const sizes = await Promise.all([...asked].map(async (key) => [key, await store.size(key)] as const))
  for (const [key, size] of sizes) if (size !== null) keys.add(key)
  return keys
}

/** GET PRINT_PATHS.staffOrders: a page of every user's orders, each file with its signed URL (or null). */
export async function staffOrderPage(db: Db, store: FileStore, query: PrintOrderListQuery, now: number): Promise<{ count: number; results: StaffPrintOrder[] }> {
  const { count, rows } = await orderRowPage(db, null, query)
  const kept = await keptKeys(
    db,
    store,
    rows.flatMap((row) => row.items as StoredPrintOrderItem[])
  )
  const expiresAt = now + CLOUD_UPLOAD_LIMITS.urlTtlMs
  const urlOf = async (item: StoredPrintOrderItem) =>
    item.storage_key && kept.has(item.storage_key) ? store.downloadUrl(item.storage_key, item.name, expiresAt, now) : null
  const results = await Promise.all(
    rows.map(async (row) => {
      const order = toPrintOrder(row)
      const urls = await Promise.all((row.items as StoredPrintOrderItem[]).map(urlOf))
      return { ...order, items: order.items.map((item, i) => ({ ...item, file_url: urls[i] })) }
    })
  )
  return { count, results }
}
