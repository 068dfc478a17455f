/**
 * A user's files and folders (issue 20, docs/cloud.md "Files and folders (server)"): create a
 * folder, a folder's listing, rename, move, search by name. The trash is trash.ts; rows.ts holds
 * the shared lookups, name rules and the cursor.
 *
 * Listing: the folder's live entries, folders first, then files; within each, by the sort key
 * (name, updated_at or size) and then id, both in the order asked. Keyset pages, never OFFSET: the
 * cursor holds the last row's (is_folder, key, id), and a page reads the rest of its segment by
 * the row value `(key, id) > (k, i)` (`<` for desc) on the segment's partial index
 * (cloud_entries_list_*_idx), then, when folders run out, the files from their start.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { extensionOf } from '../../../core/cloudFiles'
import { CLOUD_LIMITS, type CloudEntry, type CloudEntryPage, type CloudListQuery, type CloudOrder, type CloudSearchQuery, type CloudSort } from '../../../types/cloud'
import type { Db } from '../../db/open'
import { cloudEntries } from '../../db/schema'
import { fieldError } from '../../errors'
import { contains } from '../../lib/likePattern'
import {
  ancestry,
  asNameTaken,
  checkedName,
  decodeCursor,
  encodeCursor,
  entryColumns,
  inFolder,
  liveEntry,
  liveFolder,
  liveOf,
  lockOwner,
  nameInUse,
  nameTaken,
  toEntry,
  type CursorKey,
  type EntryRow
} from './rows'

/** POST CLOUD_PATHS.folders: a new folder in the owner's live folder `parentId` (null: the root). */
export async function createFolder(db: Db, ownerId: number, rawName: string, parentId: number | null, now: number): Promise<CloudEntry> {
  const name = checkedName(rawName)
  try {
    return await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId)
      await liveFolder(tx, ownerId, parentId)
      if (await nameInUse(tx, ownerId, parentId, name)) throw nameTaken()
      const at = new Date(now)
      const [row] = await tx
        .insert(cloudEntries)
        .values({ ownerId, parentId, name, isFolder: true, size: 0, extension: '', createdAt: at, updatedAt: at })
        .returning(entryColumns)
      return toEntry(row)
    })
  } catch (error) {
    throw asNameTaken(error)
  }
}

/** POST CLOUD_PATHS.entries + '<id>/rename/': a file's extension follows its new name. */
export async function renameEntry(db: Db, ownerId: number, id: number, rawName: string, now: number): Promise<CloudEntry> {
  const name = checkedName(rawName)
  try {
    return await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId)
      const entry = await liveEntry(tx, ownerId, id)
      if (entry.name === name) return toEntry(entry)
      if (await nameInUse(tx, ownerId, entry.parentId, name, id)) throw nameTaken()
      const [row] = await tx
        .update(cloudEntries)
        .set({ name, extension: entry.isFolder ? '' : extensionOf(name), updatedAt: new Date(now) })
        .where(eq(cloudEntries.id, id))
        .returning(entryColumns)
      return toEntry(row)
    })
  } catch (error) {
    throw asNameTaken(error)
  }
}

/** POST CLOUD_PATHS.entries + '<id>/move/': into the owner's live folder `parentId` (null: the root), never into itself or below. */
export async function moveEntry(db: Db, ownerId: number, id: number, parentId: number | null, now: number): Promise<CloudEntry> {
  try {
    return await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId)
      const entry = await liveEntry(tx, ownerId, id)
      await liveFolder(tx, ownerId, parentId)
      if (parentId !== null) {
        const [inside] = await tx
          .select({ id: cloudEntries.id })
          .from(cloudEntries)
          .where(and(eq(cloudEntries.id, id), sql`${cloudEntries.id} in ${ancestry(parentId)}`))
        if (inside) throw fieldError('parent_id', '不能移动到自身或其子文件夹内')
      }
      if (entry.parentId === parentId) return toEntry(entry)
      if (await nameInUse(tx, ownerId, parentId, entry.name, id)) throw nameTaken()
      const [row] = await tx
        .update(cloudEntries)
        .set({ parentId, updatedAt: new Date(now) })
        .where(eq(cloudEntries.id, id))
        .returning(entryColumns)
      return toEntry(row)
    })
  } catch (error) {
    throw asNameTaken(error)
  }
}

const SORT_KEYS = { name: cloudEntries.name, time: cloudEntries.updatedAt, size: cloudEntries.size } as const

const keyOf = (row: EntryRow, sort: CloudSort): string | number => (sort === 'name' ? row.name : sort === 'time' ? row.updatedAt.toISOString() : Number(row.size))

/** Whether a cursor's key has the sort's type (a 500 from the database otherwise). */
function keyFits(sort: CloudSort, key: string | number): boolean {
  if (sort === 'size') return typeof key === 'number'
  if (sort === 'time') return typeof key === 'string' && !Number.isNaN(Date.parse(key))
  return typeof key === 'string'
}

/** The row value `(key, id)` beyond the cursor in the order asked. */
function beyond(sort: CloudSort, order: CloudOrder, after: CursorKey): SQL {
  const column = SORT_KEYS[sort]
  const key = sort === 'time' ? sql`${after.k}::timestamptz` : sort === 'size' ? sql`${after.k}::bigint` : sql`${after.k}`
  return order === 'asc' ? sql`(${column}, ${cloudEntries.id}) > (${key}, ${after.i})` : sql`(${column}, ${cloudEntries.id}) < (${key}, ${after.i})`
}

/** GET CLOUD_PATHS.entries: one page of a live folder (404 文件夹不存在 for one not the owner's or in the trash). */
export async function listFolder(db: Db, ownerId: number, query: CloudListQuery): Promise<CloudEntryPage> {
  const parentId = query.parent ?? null
  const sort = query.sort ?? 'name'
  const order = query.order ?? 'asc'
  const limit = query.limit ?? CLOUD_LIMITS.pageSize
  const list = `${sort}.${order}`
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, list)
  if (after && !keyFits(sort, after.k)) throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  await liveFolder(db, ownerId, parentId)

  const direction = order === 'asc' ? asc : desc
  const segment = (isFolder: boolean, from: CursorKey | undefined, n: number) =>
    db
      .select(entryColumns)
      .from(cloudEntries)
      .where(and(liveOf(ownerId), inFolder(parentId), eq(cloudEntries.isFolder, isFolder), from ? beyond(sort, order, from) : undefined))
      .orderBy(direction(SORT_KEYS[sort]), direction(cloudEntries.id))
      .limit(n)

  const rows: EntryRow[] = []
  if (!after || after.f) rows.push(...(await segment(true, after, limit + 1)))
  if (rows.length <= limit) rows.push(...(await segment(false, after && !after.f ? after : undefined, limit + 1 - rows.length)))

  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    results: page.map(toEntry),
    next_cursor: rows.length > limit ? encodeCursor({ s: list, f: last.isFolder, k: keyOf(last, sort), i: last.id }) : null
  }
}

/** GET CLOUD_PATHS.search: the owner's live entries whose name contains `q` (trimmed; LIKE wildcards literal), by name then id. */
export async function searchEntries(db: Db, ownerId: number, query: CloudSearchQuery): Promise<CloudEntryPage> {
  const text = query.q.trim()
  if (text === '') throw fieldError('q', '请输入要搜索的文件名')
  const limit = query.limit ?? CLOUD_LIMITS.pageSize
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'search')
  if (after && typeof after.k !== 'string') throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  const rows = await db
    .select(entryColumns)
    .from(cloudEntries)
    .where(and(liveOf(ownerId), sql`${cloudEntries.name} ilike ${contains(text)}`, after ? beyond('name', 'asc', after) : undefined))
    .orderBy(asc(cloudEntries.name), asc(cloudEntries.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return { results: page.map(toEntry), next_cursor: rows.length > limit ? encodeCursor({ s: 'search', f: last.isFolder, k: last.name, i: last.id }) : null }
}
