/**
 * What the cloud services share (issue 20, docs/cloud.md): the entry's answer shape, the 404s and
 * the 409, lookups scoped to the owner, the owner lock, name rules and free names, subtree SQL and
 * the opaque keyset cursor.
 *
 * - Every lookup carries owner_id: another user's entry reads as missing (404, never 403).
 * - Writes that change the tree (create, rename, move, trash, restore, purge) run in a transaction
 *   that first locks the owner's users row, so two of them never interleave: no cycle from two
 *   crossing moves, no entry created into a folder being trashed, the used space exact.
 */
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import { entryNameProblem, numberedName } from '../../../core/cloudFiles'
import type { CloudEntry, CloudTrashEntry } from '../../../types/cloud'
import type { Db } from '../../db/open'
import { cloudEntries, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Conn = Pick<Db, 'select'>

export const entryMissing = () => new ApiError(404, 'not_found', '文件不存在')
export const folderMissing = () => new ApiError(404, 'not_found', '文件夹不存在')
export const nameTaken = () => new ApiError(409, 'name_taken', '同名文件已存在')

/** The columns every answer about an entry carries (mine, or a share's file). */
export const entryBaseColumns = {
  id: cloudEntries.id,
  name: cloudEntries.name,
  isFolder: cloudEntries.isFolder,
  size: cloudEntries.size,
  extension: cloudEntries.extension,
  updatedAt: cloudEntries.updatedAt
}

export interface EntryBaseRow {
  id: number
  name: string
  isFolder: boolean
  size: number
  extension: string
  updatedAt: Date
}

/** The answer fields of entryBaseColumns. */
export const entryBase = (row: EntryBaseRow) => ({
  id: row.id,
  name: row.name,
  is_folder: row.isFolder,
  size: Number(row.size),
  extension: row.extension,
  updated_at: row.updatedAt.toISOString()
})

export const entryColumns = { ...entryBaseColumns, parentId: cloudEntries.parentId, trashedAt: cloudEntries.trashedAt }

export interface EntryRow extends EntryBaseRow {
  parentId: number | null
  trashedAt: Date | null
}

export const toEntry = (row: EntryRow): CloudEntry => ({ ...entryBase(row), parent_id: row.parentId })

export const toTrashEntry = (row: EntryRow): CloudTrashEntry => ({ ...toEntry(row), trashed_at: (row.trashedAt ?? row.updatedAt).toISOString() })

/** The owner's live entries (trashed_at is null: an entry in the trash and all it held are not). */
export const liveOf = (ownerId: number): SQL => and(eq(cloudEntries.ownerId, ownerId), isNull(cloudEntries.trashedAt))!

/** The children of `parentId` (null: the root). */
export const inFolder = (parentId: number | null): SQL => (parentId === null ? isNull(cloudEntries.parentId) : eq(cloudEntries.parentId, parentId))

/** The owner's live entry `id`, or 404 文件不存在. */
export async function liveEntry(db: Conn, ownerId: number, id: number): Promise<EntryRow> {
  const [row] = await db
    .select(entryColumns)
    .from(cloudEntries)
    .where(and(eq(cloudEntries.id, id), liveOf(ownerId)))
  if (!row) throw entryMissing()
  return row
}

/** Checks that `id` is the owner's live folder (null: the root, always there), else 404 文件夹不存在. */
export async function liveFolder(db: Conn, ownerId: number, id: number | null): Promise<void> {
  if (id === null) return
  const [row] = await db
    .select({ id: cloudEntries.id })
    .from(cloudEntries)
    .where(and(eq(cloudEntries.id, id), liveOf(ownerId), eq(cloudEntries.isFolder, true)))
  if (!row) throw folderMissing()
}

/** Serialises the owner's tree writes (see above). */
export async function lockOwner(tx: Tx, ownerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update')
}

/** The name as stored (trimmed), or 400 naming `name` with the rule it breaks. */
export function checkedName(raw: string): string {
  const name = raw.trim()
  const problem = entryNameProblem(name)
  if (problem) throw fieldError('name', problem)
  return name
}

/** Whether the folder already has a live entry called `name` (other than `except`). */
export async function nameInUse(db: Conn, ownerId: number, parentId: number | null, name: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cloudEntries.id })
    .from(cloudEntries)
    .where(and(liveOf(ownerId), inFolder(parentId), eq(cloudEntries.name, name), except === undefined ? undefined : ne(cloudEntries.id, except)))
    .limit(1)
  return row !== undefined
}

/** `name` when the folder has no live entry of it, else the first free 'name (n)' ('a (1).pdf'). */
export async function freeName(db: Conn, ownerId: number, parentId: number | null, name: string, isFolder: boolean): Promise<string> {
  let candidate = name
  for (let n = 1; await nameInUse(db, ownerId, parentId, candidate); n++) candidate = numberedName(name, n, isFolder)
  return candidate
}

/** A unique-index violation (a live sibling of the same name, written in a race) as 409; anything else unchanged. */
export function asNameTaken(error: unknown): unknown {
  let current: unknown = error
  for (let i = 0; i < 3 && current; i++) {
    if ((current as { code?: string }).code === '23505') return nameTaken()
    current = (current as { cause?: unknown }).cause
  }
  return error
}

/** `(select id …)`: the entry `id` and every row below it, trashed or not. */
export const subtree = (id: number): SQL =>
  sql`(with recursive sub(id) as (select ${id}::bigint union all select c.id from cloud_entries c join sub on c.parent_id = sub.id) select id from sub)`

/** `(select id …)`: the folder `id` and its ancestors up to the root. */
export const ancestry = (id: number): SQL =>
  sql`(with recursive up(id, parent_id) as (select id, parent_id from cloud_entries where id = ${id} union all select c.id, c.parent_id from cloud_entries c join up on c.id = up.parent_id) select id from up)`

/**
 * The keyset cursor: the last row's position as base64url JSON, opaque to the app. `s` names the
 * list and its order ('name.asc', 'trash', 'search'), `f` whether the row was a folder (listing:
 * folders come first), `k` its sort key (name, ISO time or size), `i` its id.
 */
export interface CursorKey {
  s: string
  f: boolean
  k: string | number
  i: number
}

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify([key.s, key.f ? 1 : 0, key.k, key.i])).toString('base64url')

/** The cursor's position; 400 when it is not one of ours or comes from another list or order. */
export function decodeCursor(cursor: string, list: string): CursorKey {
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    parts = null
  }
  const valid =
    Array.isArray(parts) &&
    parts.length === 4 &&
    typeof parts[0] === 'string' &&
    (parts[1] === 0 || parts[1] === 1) &&
    (typeof parts[2] === 'string' || (typeof parts[2] === 'number' && Number.isSafeInteger(parts[2]))) &&
    Number.isSafeInteger(parts[3]) &&
    (parts[3] as number) > 0
  if (!valid) throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  const [s, f, k, i] = parts as [string, number, string | number, number]
  if (s !== list) throw fieldError('cursor', '翻页位置与排序方式不符，请从第一页重新加载')
  return { s, f: f === 1, k, i }
}
