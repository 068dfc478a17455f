/**
 * What the print services share (issue 21, docs/print.md): a user's queue rows with their file's
 * name, type and size, loaded by id (another user's item or a missing one is 404 文件不存在, as in
 * the cloud library), and the one check of the right to a queued file now (printFileOf): the
 * user's own live library file, or a share file through shareFileFor (404, 403 share_banned,
 * 403 print_forbidden, 400 for a folder).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { PrintSettings } from '../../../types/print'
import { cloudEntries, printQueueItems } from '../../db/schema'
import { ApiError } from '../../errors'
import { entryMissing, liveOf, type Conn } from '../cloud/rows'
import { fileUseColumns, fileUseOf, shareFileFor, type ShareFileUse } from '../cloud/sharesFiles'

/** 422 print_item_locked: a submitted, unpaid order holds the item (cancel it first). */
export const itemLocked = () => new ApiError(422, 'print_item_locked', '文件已在待付款订单中，取消订单后才能修改')

/** A queue item with its file's current name, extension and size. */
export interface PrintQueueRow {
  id: number
  entryId: number
  /** The share the file came through; null: the user's own library file. */
  shareId: number | null
  name: string
  extension: string
  size: number
  pageCount: number
  /** The settings it prints with (a group's members carry the group's, each with its own page range). */
  settings: PrintSettings
  groupId: number | null
  /** Its place in its group (0 when ungrouped). */
  groupPosition: number
  /** The submitted, unpaid order holding it; null when free. */
  lockedByOrder: number | null
  createdAt: Date
}

const rowColumns = {
  id: printQueueItems.id,
  entryId: printQueueItems.entryId,
  shareId: printQueueItems.shareId,
  name: cloudEntries.name,
  extension: cloudEntries.extension,
  size: cloudEntries.size,
  pageCount: printQueueItems.pageCount,
  settings: printQueueItems.settings,
  groupId: printQueueItems.groupId,
  groupPosition: printQueueItems.groupPosition,
  lockedByOrder: printQueueItems.lockedByOrder,
  createdAt: printQueueItems.createdAt
}

const selectRows = (db: Conn) => db.select(rowColumns).from(printQueueItems).innerJoin(cloudEntries, eq(cloudEntries.id, printQueueItems.entryId))

const withNumbers = (row: PrintQueueRow): PrintQueueRow => ({ ...row, size: Number(row.size) })

/** The user's whole queue, newest first. */
export async function queueRowsOf(db: Conn, userId: number): Promise<PrintQueueRow[]> {
  const rows = await selectRows(db).where(eq(printQueueItems.userId, userId)).orderBy(desc(printQueueItems.createdAt), desc(printQueueItems.id))
  return rows.map(withNumbers)
}

/** The members of the user's group `groupId`, in their group order. */
export async function groupRowsOf(db: Conn, userId: number, groupId: number): Promise<PrintQueueRow[]> {
  const rows = await selectRows(db)
    .where(and(eq(printQueueItems.userId, userId), eq(printQueueItems.groupId, groupId)))
    .orderBy(asc(printQueueItems.groupPosition), asc(printQueueItems.id))
  return rows.map(withNumbers)
}

/**
 * The user's queue items `itemIds` (a repeated id once), in the order asked; 404 文件不存在 when
 * one is missing or another user's. `forUpdate` locks the items' rows until the transaction ends
 * (an order's submit, so two submits never take the same files).
 */
export async function queueItemsByIds(db: Conn, userId: number, itemIds: number[], options: { forUpdate?: boolean } = {}): Promise<PrintQueueRow[]> {
  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return []
  const query = selectRows(db)
    .where(and(eq(printQueueItems.userId, userId), inArray(printQueueItems.id, ids)))
    .orderBy(asc(printQueueItems.id))
  const rows = options.forUpdate ? await query.for('update', { of: printQueueItems }) : await query
  if (rows.length !== ids.length) throw entryMissing()
  const byId = new Map(rows.map((row) => [row.id, withNumbers(row)]))
  return ids.map((id) => byId.get(id)!)
}

/**
 * The queued file `entryId` (through `shareId`, or the user's own when null) when `userId` may
 * `use` it now: its bytes' key, name, size, md5 and extension. Throws as shareFileFor does; the
 * user's own file must be live in their library (404 文件不存在 otherwise).
 */
export async function printFileOf(db: Conn, userId: number, file: { entryId: number; shareId: number | null }, use: 'print' | 'download'): Promise<ShareFileUse> {
  if (file.shareId !== null) return shareFileFor(db, userId, file.shareId, file.entryId, use)
  const [row] = await db
    .select(fileUseColumns)
    .from(cloudEntries)
    .where(and(eq(cloudEntries.id, file.entryId), liveOf(userId)))
  if (!row) throw entryMissing()
  return fileUseOf(row, use)
}
