/**
 * A print order keeps its files (issue 29, docs/print.md "Files an order keeps"). An order stores
 * where each file's bytes are (items[].storage_key, staffFiles.ts); while it may still be printed
 * (FILE_HOLDING_STATUSES: 待付款, 待打印, 打印中) those bytes stay, whatever the owner does to the
 * library entry: trash and empty it, purge it, delete the account.
 *
 * A stored cloud object is removed only when no cloud entry (anyone's, trashed or not) and no such
 * order refers to its key. Each side checks the other after its own change has committed: a purge
 * (or an account deletion) removes its keys once nothing refers to them (removeUnused); an order
 * that stopped holding (shipped or cancelled, by whatever path: the user, staff, a refund inside a
 * payment's transaction) is released by the sweep (releaseSweep), which reads only committed
 * moves. Whichever of the two checks last sees both changes, so the bytes go once the last holder
 * lets go, and never while one remains. Nothing new comes to refer to a key no entry holds (an
 * order is submitted from a live entry), so "unused" stays true once seen. An order submitted while
 * its entry (the user's own, or a sharer's) is being purged or its owner's account deleted cannot
 * slip between the two either: a queue item references its entry with ON DELETE CASCADE and the
 * submit locks its items FOR UPDATE, so the deletion's cascade waits for the order and then sees it,
 * or the submit waits for the deletion and finds the item gone (404).
 */
import { and, gte, inArray, notInArray, or, sql } from 'drizzle-orm'
import type { PrintOrderStatus } from '../../../types/print'
import type { Db } from '../../db/open'
import { cloudEntries, printOrders } from '../../db/schema'
import type { FileStore } from '../../storage/store'
import type { StoredPrintOrderItem } from './staffFiles'

/** The statuses in which the print shop may still print the order: its files stay. */
export const FILE_HOLDING_STATUSES = ['submitted', 'paid', 'printing'] as const satisfies readonly PrintOrderStatus[]

export const holdsFiles = (status: string) => (FILE_HOLDING_STATUSES as readonly string[]).includes(status)

/** How often the sweep runs, and how far back its first run looks. */
export const RELEASE_SWEEP_MS = 5 * 60_000
export const RELEASE_FIRST_LOOK_BACK_MS = 7 * 24 * 60 * 60_000

/** The storage keys an order's items name (orders from before issue 28 name none). */
export const orderKeys = (items: readonly unknown[]): string[] => (items as StoredPrintOrderItem[]).flatMap((item) => (item.storage_key ? [item.storage_key] : []))

/** Keys asked of the database at once (an account's sweep may name thousands; a statement takes at most 65535 parameters). */
const KEYS_PER_QUERY = 1000

/** The keys among `keys` a cloud entry (anyone's, trashed too) or an order that holds its files refers to. */
export async function keysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  const used = new Set<string>()
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const batch = keys.slice(i, i + KEYS_PER_QUERY)
    const entries = await db.selectDistinct({ key: cloudEntries.storageKey }).from(cloudEntries).where(inArray(cloudEntries.storageKey, batch))
    // Few orders hold files at once (the ones not yet printed): print_orders_status_idx finds them.
    const orders = await db
      .select({ items: printOrders.items })
      .from(printOrders)
      .where(
        and(
          inArray(printOrders.status, [...FILE_HOLDING_STATUSES]),
          sql`exists (select 1 from jsonb_array_elements(${printOrders.items}) item where item->>'storage_key' in ${batch})`
        )
      )
    const wanted = new Set(batch)
    for (const key of [...entries.map((row) => row.key!), ...orders.flatMap((row) => orderKeys(row.items))]) if (wanted.has(key)) used.add(key)
  }
  return used
}

/**
 * Removes the stored objects `keys` that nothing refers to any more. Call it after the change that
 * let go of them has committed (see the top); a store that fails leaves an orphan object, not an error.
 */
export async function removeUnused(db: Db, store: FileStore, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)]
  if (unique.length === 0) return
  const used = await keysInUse(db, unique)
  await store.remove(unique.filter((key) => !used.has(key))).catch(() => undefined)
}

/** Releases the files of the orders that left FILE_HOLDING_STATUSES (shipped or cancelled) at or after `since`. */
export async function releaseOrderFiles(db: Db, store: FileStore, since: number): Promise<void> {
  const after = new Date(since)
  const rows = await db
    .select({ items: printOrders.items })
    .from(printOrders)
    .where(and(notInArray(printOrders.status, [...FILE_HOLDING_STATUSES]), or(gte(printOrders.shippedAt, after), gte(printOrders.cancelledAt, after))))
  await removeUnused(
    db,
    store,
    rows.flatMap((row) => orderKeys(row.items))
  )
}

/**
 * The timer's task: each run releases the orders that stopped holding since the run before last
 * (a move stamped before, yet committed after, the last run is still caught), the first run those
 * of RELEASE_FIRST_LOOK_BACK_MS (a restart misses nothing recent).
 */
export function releaseSweep(db: Db, store: FileStore, clock: () => number): () => Promise<void> {
  let since = clock() - RELEASE_FIRST_LOOK_BACK_MS
  return async () => {
    const now = clock()
    await releaseOrderFiles(db, store, since)
    since = now - RELEASE_SWEEP_MS
  }
}
