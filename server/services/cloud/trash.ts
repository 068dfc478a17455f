/**
 * The trash (issue 20, docs/cloud.md "Files and folders (server)").
 *
 * - Delete: the entry and its live descendants get trashed_at, and trashed_via = the entry's id;
 *   the trash lists only rows with trashed_via = id (what was deleted itself), latest first. A
 *   descendant deleted earlier keeps its own trashed_via and stays its own trash item.
 * - Restore: the rows with the entry's trashed_via come back. The entry goes back to its parent
 *   when that folder is live, else to the root; a live sibling of the same name there gives it the
 *   first free 'name (n)'.
 * - Purge: deletes the entry and everything below it (the foreign key cascades). Trash items that
 *   were deleted from inside it earlier are moved to the root first, so they stay in the trash.
 *   Files count against the quota until purged: users.used_cloud_space goes down, in the same
 *   transaction, by the sizes of the purged files whose content (md5) the owner keeps nowhere else
 *   (秒传 files share one content and its space); a file without md5 counts by itself. After
 *   the commit the stored objects that no remaining row (of any owner) and no print order still to
 *   be printed points to are removed (print/heldFiles.ts): a purged file an order holds no longer
 *   counts against the owner's space, yet its bytes stay until the order is shipped or cancelled.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import { CLOUD_LIMITS, type CloudEntry, type CloudPurgeResponse, type CloudTrashEntry, type CloudTrashPage, type CloudTrashQuery } from '../../../types/cloud'
import type { Db } from '../../db/open'
import { cloudEntries, users } from '../../db/schema'
import { fieldError } from '../../errors'
import type { FileStore } from '../../storage/store'
import { removeUnused } from '../print/heldFiles'
import { decodeCursor, encodeCursor, entryColumns, entryMissing, freeName, liveEntry, lockOwner, subtree, toEntry, toTrashEntry, type EntryRow, type Tx } from './rows'

/** The owner's trash items: the rows deleted themselves. */
const trashOf = (ownerId: number): SQL => and(eq(cloudEntries.ownerId, ownerId), sql`${cloudEntries.trashedVia} = ${cloudEntries.id}`)!

async function trashItem(tx: Tx, ownerId: number, id: number): Promise<EntryRow> {
  const [row] = await tx
    .select(entryColumns)
    .from(cloudEntries)
    .where(and(eq(cloudEntries.id, id), trashOf(ownerId)))
  if (!row) throw entryMissing()
  return row
}

/** DELETE CLOUD_PATHS.entries + '<id>/': the live entry and what it holds go to the trash. */
export async function trashEntry(db: Db, ownerId: number, id: number, now: number): Promise<CloudTrashEntry> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId)
    await liveEntry(tx, ownerId, id)
    const [row] = await tx
      .update(cloudEntries)
      .set({ trashedAt: new Date(now), trashedVia: id })
      .where(and(sql`${cloudEntries.id} in ${subtree(id)}`, sql`${cloudEntries.trashedAt} is null`))
      .returning(entryColumns)
      .then((rows) => rows.filter((r) => r.id === id))
    return toTrashEntry(row)
  })
}

/** GET CLOUD_PATHS.trash: latest deleted first, keyset on (trashed_at, id) (cloud_entries_trash_idx). */
export async function trashPage(db: Db, ownerId: number, query: CloudTrashQuery): Promise<CloudTrashPage> {
  const limit = query.limit ?? CLOUD_LIMITS.pageSize
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'trash')
  if (after && (typeof after.k !== 'string' || Number.isNaN(Date.parse(after.k)))) throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  const rows = await db
    .select(entryColumns)
    .from(cloudEntries)
    .where(and(trashOf(ownerId), after ? sql`(${cloudEntries.trashedAt}, ${cloudEntries.id}) < (${after.k}::timestamptz, ${after.i})` : undefined))
    .orderBy(desc(cloudEntries.trashedAt), desc(cloudEntries.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    results: page.map(toTrashEntry),
    next_cursor: rows.length > limit ? encodeCursor({ s: 'trash', f: last.isFolder, k: last.trashedAt!.toISOString(), i: last.id }) : null
  }
}

/** POST CLOUD_PATHS.trash + '<id>/restore/': back to its folder, or the root when that is gone or in the trash. */
export async function restoreEntry(db: Db, ownerId: number, id: number): Promise<CloudEntry> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId)
    const item = await trashItem(tx, ownerId, id)
    let parentId = item.parentId
    if (parentId !== null) {
      const [parent] = await tx
        .select({ id: cloudEntries.id })
        .from(cloudEntries)
        .where(and(eq(cloudEntries.id, parentId), eq(cloudEntries.ownerId, ownerId), sql`${cloudEntries.trashedAt} is null`))
      if (!parent) parentId = null
    }
    const name = await freeName(tx, ownerId, parentId, item.name, item.isFolder)
    await tx
      .update(cloudEntries)
      .set({ trashedAt: null, trashedVia: null })
      .where(and(eq(cloudEntries.trashedVia, id), sql`${cloudEntries.id} <> ${id}`))
    const [row] = await tx.update(cloudEntries).set({ parentId, name, trashedAt: null, trashedVia: null }).where(eq(cloudEntries.id, id)).returning(entryColumns)
    return toEntry(row)
  })
}

/** DELETE CLOUD_PATHS.trash + '<id>/': gone for good, with what it holds; answers the bytes freed and the quota after. */
export async function purgeEntry(db: Db, store: FileStore, ownerId: number, id: number): Promise<CloudPurgeResponse> {
  const { answer, purged } = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId)
    await trashItem(tx, ownerId, id)
    // Trash items deleted from inside it earlier survive, at the root.
    await tx
      .update(cloudEntries)
      .set({ parentId: null })
      .where(and(sql`${cloudEntries.id} in ${subtree(id)}`, sql`${cloudEntries.id} <> ${id}`, sql`${cloudEntries.trashedVia} = ${cloudEntries.id}`))
    const gone = subtree(id)
    const [{ freed }] = await tx
      .select({ freed: sql<string>`coalesce(sum(${cloudEntries.size}), 0)` })
      .from(cloudEntries)
      .where(
        sql`${cloudEntries.id} in (select distinct on (coalesce(e.md5, 'row:' || e.id)) e.id from cloud_entries e where e.id in ${gone} and not e.is_folder and (e.md5 is null or not exists (select 1 from cloud_entries o where o.owner_id = ${ownerId} and o.md5 = e.md5 and o.id not in ${gone})))`
      )
    const purged = await tx
      .selectDistinct({ key: cloudEntries.storageKey })
      .from(cloudEntries)
      .where(and(sql`${cloudEntries.id} in ${gone}`, isNotNull(cloudEntries.storageKey)))
    await tx.delete(cloudEntries).where(eq(cloudEntries.id, id))
    const [quota] = await tx
      .update(users)
      .set({ usedCloudSpace: sql`greatest(${users.usedCloudSpace} - ${Number(freed)}, 0)` })
      .where(eq(users.id, ownerId))
      .returning({ used: users.usedCloudSpace, max: users.maxCloudSpace })
    return { answer: { freed: Number(freed), used: Number(quota.used), max: Number(quota.max) }, purged: purged.map((row) => row.key!) }
  })
  // After the commit, so a row never loses its bytes: the objects no other row (of anyone: 秒传
  // copies, saved shares) and no order still to be printed refers to (print/heldFiles.ts).
  await removeUnused(db, store, purged)
  return answer
}
