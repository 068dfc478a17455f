/**
 * What a share shows and what may be done with it (issue 20, docs/cloud.md "Shared spaces"): the
 * listing (the shared items, or a shared folder's live content), one file's info, the download of
 * a member's file, search inside a share or across mine, and shareFileFor, the one check of
 * forbid_download / forbid_print that the download here and the print queue (the printing issue)
 * both make. Rules of visibility and rights: sharesAccess.ts.
 *
 * No answer here carries a storage key, an md5 or a URL of the bytes: the only way to a share
 * file's bytes is downloadShareFile, after the check.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import {
  SHARE_LIMITS,
  type CloudShareFile,
  type CloudShareFilePage,
  type CloudShareFileQuery,
  type CloudShareSearchPage,
  type CloudShareSearchQuery
} from '../../../types/cloudShares'
import type { CloudDownload } from '../../../types/cloudUploads'
import type { Db } from '../../db/open'
import { cloudEntries, cloudShares } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { contains } from '../../lib/likePattern'
import type { FileStore } from '../../storage/store'
import { downloadOf } from './downloads'
import { decodeCursor, encodeCursor, entryBase, entryBaseColumns, entryMissing, folderMissing, liveOf, type Conn, type CursorKey, type EntryBaseRow } from './rows'
import { flagOf, inShare, readerOf, selfAndAncestors, type ShareFlag, type ShareRow } from './sharesAccess'

/** The columns of a share's file info: the entry and the rights as they hold for it in share `shareId`. */
const fileColumns = (shareId: number) => ({
  ...entryBaseColumns,
  forbidDownload: flagOf(shareId, cloudEntries.id, 'forbid_download'),
  forbidPrint: flagOf(shareId, cloudEntries.id, 'forbid_print'),
  isItem: sql<boolean>`exists (select 1 from cloud_share_items si where si.share_id = ${shareId} and si.entry_id = ${cloudEntries.id})`
})

interface FileRow extends EntryBaseRow {
  forbidDownload: boolean
  forbidPrint: boolean
  isItem: boolean
}

const toFile = (row: FileRow, shareId: number): CloudShareFile => ({
  ...entryBase(row),
  share_id: shareId,
  forbid_download: row.forbidDownload,
  forbid_print: row.forbidPrint,
  is_item: row.isItem
})

/** The owner's live entry `entry`, shown by the share. */
const shownBy = (share: ShareRow, entry: number): SQL => and(eq(cloudEntries.id, entry), liveOf(share.ownerId), inShare(share.id, entry))!

/** One entry as the share shows it (404 文件不存在 when it does not). */
export async function shareFile(db: Conn, share: ShareRow, entryId: number): Promise<CloudShareFile> {
  const [row] = await db.select(fileColumns(share.id)).from(cloudEntries).where(shownBy(share, entryId))
  if (!row) throw entryMissing()
  return toFile(row, share.id)
}

/**
 * The row value of the listing's order (folders first, then name, then id) beyond the cursor:
 * `(not is_folder, name, id) > (…)`.
 */
const beyond = (after: CursorKey): SQL => sql`(not ${cloudEntries.isFolder}, ${cloudEntries.name}, ${cloudEntries.id}) > (${!after.f}, ${after.k}, ${after.i})`

/**
 * GET CLOUD_SHARE_PATHS.shares + '<id>/files/?parent=': the share's items, or the live content of a
 * folder inside it (404 文件夹不存在 for one the share does not show); folders first, then by name
 * and id, keyset pages. The owner, or a member of a share that is not banned.
 */
export async function shareFiles(db: Db, userId: number, shareId: number, query: CloudShareFileQuery): Promise<CloudShareFilePage> {
  const { share } = await readerOf(db, userId, shareId)
  const limit = query.limit ?? SHARE_LIMITS.pageSize
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'share.files')
  if (after && typeof after.k !== 'string') throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  const parent = query.parent
  if (parent !== undefined) {
    const [folder] = await db
      .select({ id: cloudEntries.id })
      .from(cloudEntries)
      .where(and(shownBy(share, parent), eq(cloudEntries.isFolder, true)))
    if (!folder) throw folderMissing()
  }
  const rows = await db
    .select(fileColumns(share.id))
    .from(cloudEntries)
    .where(
      and(
        liveOf(share.ownerId),
        parent === undefined
          ? sql`${cloudEntries.id} in (select si.entry_id from cloud_share_items si where si.share_id = ${share.id})`
          : eq(cloudEntries.parentId, parent),
        after ? beyond(after) : undefined
      )
    )
    .orderBy(sql`${cloudEntries.isFolder} desc`, asc(cloudEntries.name), asc(cloudEntries.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    results: page.map((row) => toFile(row, share.id)),
    next_cursor: rows.length > limit ? encodeCursor({ s: 'share.files', f: last.isFolder, k: last.name, i: last.id }) : null
  }
}

/** GET CLOUD_SHARE_PATHS.shares + '<id>/files/<entry_id>/': one entry's file info. */
export async function shareFileInfo(db: Db, userId: number, shareId: number, entryId: number): Promise<CloudShareFile> {
  const { share } = await readerOf(db, userId, shareId)
  return shareFile(db, share, entryId)
}

/** What a share file's user needs of it: its bytes' key and what the download or the print shop shows. */
export interface ShareFileUse {
  storageKey: string
  name: string
  size: number
  md5: string
  extension: string
}

const USE_FLAGS: Record<'download' | 'print', { flag: ShareFlag; error: () => ApiError }> = {
  download: { flag: 'forbid_download', error: () => new ApiError(403, 'download_forbidden', '该文件已被设置为禁止下载') },
  print: { flag: 'forbid_print', error: () => new ApiError(403, 'print_forbidden', '该文件已被设置为禁止打印') }
}

/** The columns of a file's bytes a use needs (shareFileFor, and the print queue's own files). */
export const fileUseColumns = {
  storageKey: cloudEntries.storageKey,
  name: cloudEntries.name,
  size: cloudEntries.size,
  md5: cloudEntries.md5,
  extension: cloudEntries.extension,
  isFolder: cloudEntries.isFolder
}

interface FileUseRow {
  storageKey: string | null
  name: string
  size: number
  md5: string | null
  extension: string
  isFolder: boolean
}

/** The file's use of a row of fileUseColumns: 400 for a folder, 404 for a file whose bytes are not there (yet). */
export function fileUseOf(row: FileUseRow, use: 'download' | 'print'): ShareFileUse {
  if (row.isFolder) throw fieldError('entry_id', use === 'download' ? '文件夹不能直接下载，请打开后选择文件' : '文件夹不能直接打印，请打开后选择文件')
  if (row.storageKey === null || row.md5 === null) throw entryMissing()
  return { storageKey: row.storageKey, name: row.name, size: Number(row.size), md5: row.md5, extension: row.extension }
}

/**
 * The share file `entryId` when `userId` may `use` it (download or print), else the error: 404 for
 * a share or file they cannot see, 403 share_banned, 400 for a folder, 403 download_forbidden /
 * print_forbidden when the right is taken away on the file or a shared folder it is in. The owner
 * may always use their own file. The printing issue calls this for a share_id in the print queue.
 */
export async function shareFileFor(db: Conn, userId: number, shareId: number, entryId: number, use: 'download' | 'print'): Promise<ShareFileUse> {
  const { share, role } = await readerOf(db, userId, shareId)
  const { flag, error } = USE_FLAGS[use]
  const [row] = await db
    .select({ ...fileUseColumns, forbidden: flagOf(share.id, entryId, flag) })
    .from(cloudEntries)
    .where(shownBy(share, entryId))
  if (!row) throw entryMissing()
  // A folder is refused as a folder (fileUseOf), whatever its rights.
  if (role !== 'owner' && row.forbidden && !row.isFolder) throw error()
  return fileUseOf(row, use)
}

/** GET CLOUD_SHARE_PATHS.shares + '<id>/files/<entry_id>/download/': a signed URL of the bytes, after shareFileFor's check. */
export async function downloadShareFile(db: Db, store: FileStore, userId: number, shareId: number, entryId: number, now: number): Promise<CloudDownload> {
  return downloadOf(store, await shareFileFor(db, userId, shareId, entryId, 'download'), now)
}

/** `(select s.id …)`: the shares `userId` may read: their own, and those they joined that are not banned. */
const readableShares = (userId: number, only?: number): SQL =>
  sql`(select s.id from cloud_shares s where (s.owner_id = ${userId} or (s.banned_at is null and exists (select 1 from cloud_share_members m where m.share_id = s.id and m.user_id = ${userId})))${only === undefined ? sql`` : sql` and s.id = ${only}`})`

/**
 * GET CLOUD_SHARE_PATHS.search: the live entries shown by the shares `userId` may read (or by the
 * one share asked, 404 / 403 as its listing) whose name contains `q` (case-insensitive, LIKE
 * wildcards literal), by name then id. An entry two of those shares show is one hit, in the share
 * with the smaller id. A scan of the share owners' live entries by name, each checked against the
 * shares' items among its ancestors.
 */
export async function searchShares(db: Db, userId: number, query: CloudShareSearchQuery): Promise<CloudShareSearchPage> {
  const text = query.q.trim()
  if (text === '') throw fieldError('q', '请输入要搜索的文件名')
  if (query.share_id !== undefined) await readerOf(db, userId, query.share_id)
  const limit = query.limit ?? SHARE_LIMITS.pageSize
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'share.search')
  if (after && typeof after.k !== 'string') throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  const shares = readableShares(userId, query.share_id)
  const firstShare = sql<
    number | null
  >`(select min(si.share_id) from cloud_share_items si where si.share_id in ${shares} and si.entry_id in ${selfAndAncestors(cloudEntries.id)})`
  const hits = await db
    .select({ id: cloudEntries.id, name: cloudEntries.name, shareId: firstShare })
    .from(cloudEntries)
    .where(
      and(
        isNull(cloudEntries.trashedAt),
        sql`${cloudEntries.ownerId} in (select s.owner_id from cloud_shares s where s.id in ${shares})`,
        sql`${cloudEntries.name} ilike ${contains(text)}`,
        sql`${firstShare} is not null`,
        after ? sql`(${cloudEntries.name}, ${cloudEntries.id}) > (${after.k}, ${after.i})` : undefined
      )
    )
    .orderBy(asc(cloudEntries.name), asc(cloudEntries.id))
    .limit(limit + 1)
  const page = hits.slice(0, limit)
  const last = page[page.length - 1]
  // The page's file info, one query per share it touches.
  const byShare = new Map<number, number[]>()
  for (const hit of page) byShare.set(Number(hit.shareId), [...(byShare.get(Number(hit.shareId)) ?? []), hit.id])
  const files = new Map<string, CloudShareFile>()
  const shareOf = new Map<number, { name: string; ownerId: number }>()
  for (const [shareId, ids] of byShare) {
    const rows = await db.select(fileColumns(shareId)).from(cloudEntries).where(inArray(cloudEntries.id, ids))
    for (const row of rows) files.set(`${shareId}.${row.id}`, toFile(row, shareId))
  }
  if (byShare.size > 0) {
    for (const s of await db
      .select({ id: cloudShares.id, name: cloudShares.name, ownerId: cloudShares.ownerId })
      .from(cloudShares)
      .where(inArray(cloudShares.id, [...byShare.keys()])))
      shareOf.set(s.id, s)
  }
  return {
    results: page.map((hit) => {
      const share = shareOf.get(Number(hit.shareId))!
      return { ...files.get(`${Number(hit.shareId)}.${hit.id}`)!, share_name: share.name, role: share.ownerId === userId ? ('owner' as const) : ('member' as const) }
    }),
    next_cursor: hits.length > limit ? encodeCursor({ s: 'share.search', f: false, k: last.name, i: last.id }) : null
  }
}
