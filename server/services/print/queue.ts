/**
 * The print queue (PRINT_PATHS.queue; docs/print.md): the spec's EduFiles adds library or share
 * files, each with its settings until an order of it is paid.
 *
 * Adding (all or nothing, in this order):
 * - each file must be the user's live library file, or one a share they may read shows
 *   (share_id, or the id in the pasted share link text): 404, 403 share_banned, 400 for a folder,
 *   403 print_forbidden (rows.ts printFileOf);
 * - a PDF or a picture (422 print_unsupported_type; Word, PPT and Excel: save as PDF first);
 * - files already queued are answered in `already` (entry ids) and not added again;
 * - at most PRINT_LIMITS.maxQueueItems in the queue (422 print_queue_full);
 * - the pages counted now (pages.ts; 422 print_unreadable).
 * A new file prints with core/printFees.ts defaultPrintSettings (a PDF black-and-white, a picture
 * in colour; A4, single-sided, the whole file, one copy, no binding).
 *
 * A file held by a submitted order (locked_by_order) cannot change or leave (422
 * print_item_locked) until the order is paid (it leaves the queue) or cancelled.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import { defaultPrintSettings, isPrintable, rangeProblem } from '../../../core/printFees'
import { parseShareLinkText } from '../../../core/shareLink'
import {
  PRINT_LIMITS,
  type PrintItemFee,
  type PrintPriceTable,
  type PrintQueue,
  type PrintQueueAdd,
  type PrintQueueAddResult,
  type PrintQueueItem,
  type PrintSettingsPatch
} from '../../../types/print'
import type { Db } from '../../db/open'
import { printGroups, printQueueItems } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import type { FileStore } from '../../storage/store'
import { lockOwner, type Conn } from '../cloud/rows'
import { UNSUPPORTED_TYPE } from './check'
import { quoteRows } from './fees'
import { endSmallGroups, GROUP_FIELDS, toGroup } from './groups'
import { countPages } from './pages'
import { groupRowsOf, itemLocked, printFileOf, queueItemsByIds, queueRowsOf, type PrintQueueRow } from './rows'

export const toQueueItem = (row: PrintQueueRow, fee: PrintItemFee): PrintQueueItem => ({
  id: row.id,
  entry_id: row.entryId,
  share_id: row.shareId,
  name: row.name,
  extension: row.extension,
  size: row.size,
  page_count: row.pageCount,
  settings: row.settings,
  group_id: row.groupId,
  locked_by_order: row.lockedByOrder,
  fee,
  created_at: row.createdAt.toISOString()
})

/** The rows as answered, each with its fee among `all` (a group's binding on its first file). */
function itemsOf(rows: PrintQueueRow[], all: PrintQueueRow[], prices: PrintPriceTable): PrintQueueItem[] {
  const fees = new Map(quoteRows(all, prices).items.map((item) => [item.item_id, item.fee]))
  return rows.map((row) => toQueueItem(row, fees.get(row.id)!))
}

/** GET PRINT_PATHS.queue: newest first, with the groups. */
export async function queueOf(db: Db, userId: number, prices: PrintPriceTable): Promise<PrintQueue> {
  const rows = await queueRowsOf(db, userId)
  const groups = await db
    .select({ id: printGroups.id, name: printGroups.name, settings: printGroups.settings })
    .from(printGroups)
    .where(eq(printGroups.userId, userId))
    .orderBy(printGroups.id)
  const membersOf = (groupId: number) => rows.filter((row) => row.groupId === groupId).sort((a, b) => a.groupPosition - b.groupPosition)
  return { items: itemsOf(rows, rows, prices), groups: groups.map((group) => toGroup(group, membersOf(group.id))) }
}

/** The share the files come through: share_id, else the id of the pasted link text; null: the user's library. */
function shareIdOf(body: PrintQueueAdd): number | null {
  if (body.share_id !== undefined) return body.share_id
  if (body.share_link_str === undefined) return null
  const link = parseShareLinkText(body.share_link_str)
  if (!link) throw fieldError('share_link_str', '分享链接无效，请重新复制')
  return link.id
}

const queueFull = () => new ApiError(422, 'print_queue_full', `打印队列已满（最多 ${PRINT_LIMITS.maxQueueItems} 个文件），请先删除部分文件`)

/** POST PRINT_PATHS.queue: see the file's comment for the checks. */
export async function addToQueue(db: Db, store: FileStore, userId: number, body: PrintQueueAdd, now: number, prices: PrintPriceTable): Promise<PrintQueueAddResult> {
  const shareId = shareIdOf(body)
  const entryIds = [...new Set(body.file_id_list)]
  const files = []
  for (const entryId of entryIds) {
    const file = await printFileOf(db, userId, { entryId, shareId }, 'print')
    if (!isPrintable(file.extension)) throw new ApiError(422, 'print_unsupported_type', UNSUPPORTED_TYPE)
    files.push({ entryId, ...file })
  }
  const queued = await db
    .select({ entryId: printQueueItems.entryId })
    .from(printQueueItems)
    .where(and(eq(printQueueItems.userId, userId), inArray(printQueueItems.entryId, entryIds)))
  const already = new Set(queued.map((q) => q.entryId))
  const fresh = files.filter((file) => !already.has(file.entryId))
  // Before reading any bytes: a full queue refuses at once.
  if ((await queueCount(db, userId)) + fresh.length > PRINT_LIMITS.maxQueueItems) throw queueFull()
  const pageCounts: number[] = []
  for (const file of fresh) pageCounts.push(await countPages(store, file))

  const added = await db.transaction(async (tx) => {
    // One add at a time per user, so two at once never pass the limit together.
    await lockOwner(tx, userId)
    if ((await queueCount(tx, userId)) + fresh.length > PRINT_LIMITS.maxQueueItems) throw queueFull()
    if (fresh.length === 0) return []
    const at = new Date(now)
    return (
      tx
        .insert(printQueueItems)
        .values(
          fresh.map((file, i) => ({ userId, entryId: file.entryId, shareId, pageCount: pageCounts[i], settings: defaultPrintSettings(file.extension), createdAt: at }))
        )
        // Queued meanwhile by another request: it counts as already there.
        .onConflictDoNothing({ target: [printQueueItems.userId, printQueueItems.entryId] })
        .returning({ id: printQueueItems.id })
    )
  })
  const rows = await queueItemsByIds(
    db,
    userId,
    added.map((a) => a.id)
  )
  const addedEntries = new Set(rows.map((row) => row.entryId))
  return { added: itemsOf(rows, rows, prices), already: entryIds.filter((id) => !addedEntries.has(id)) }
}

async function queueCount(db: Conn, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(printQueueItems).where(eq(printQueueItems.userId, userId))
  return Number(row.n)
}

/** The row as answered, its fee among its group's files. */
async function answerOf(db: Conn, userId: number, row: PrintQueueRow, prices: PrintPriceTable): Promise<PrintQueueItem> {
  const all = row.groupId === null ? [row] : await groupRowsOf(db, userId, row.groupId)
  return itemsOf([row], all, prices)[0]
}

/**
 * PATCH PRINT_PATHS.queue + '<id>/': the settings given. The range must lie within the file (400
 * naming the field); a grouped file's group fields change only through its group (400).
 */
export async function patchItem(db: Db, userId: number, itemId: number, patch: PrintSettingsPatch, prices: PrintPriceTable): Promise<PrintQueueItem> {
  const row = await db.transaction(async (tx) => {
    const [item] = await queueItemsByIds(tx, userId, [itemId], { forUpdate: true })
    if (item.lockedByOrder !== null) throw itemLocked()
    if (item.groupId !== null) {
      const field = GROUP_FIELDS.find((f) => patch[f] !== undefined && patch[f] !== item.settings[f])
      if (field) throw fieldError(field, '该文件已合并打印，请在合并打印的设置中修改')
    }
    const settings = { ...item.settings, ...patch }
    const problem = rangeProblem(settings, item.pageCount)
    if (problem) throw fieldError(problem.field, problem.message)
    await tx.update(printQueueItems).set({ settings }).where(eq(printQueueItems.id, itemId))
    return { ...item, settings }
  })
  return answerOf(db, userId, row, prices)
}

/** DELETE PRINT_PATHS.queue + '<id>/': out of the queue (and its group, which ends below two files). */
export async function deleteItem(db: Db, userId: number, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [item] = await queueItemsByIds(tx, userId, [itemId], { forUpdate: true })
    if (item.lockedByOrder !== null) throw itemLocked()
    await tx.delete(printQueueItems).where(eq(printQueueItems.id, itemId))
    if (item.groupId !== null) await endSmallGroups(tx, userId, [item.groupId])
  })
}
