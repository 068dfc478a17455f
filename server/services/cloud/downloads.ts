/**
 * Downloads of cloud files (issue 20, docs/cloud.md): a signed URL of the stored bytes, valid
 * CLOUD_UPLOAD_LIMITS.urlTtlMs, that answers Range requests (206, resumable, video seeks) and saves
 * under the file's name. Whoever may download decides first (the owner's own entry below; a share
 * member's file in services/cloud/shares after forbid_download), then calls downloadOf.
 */
import type { Readable } from 'stream'
import { and, eq } from 'drizzle-orm'
import { extensionOf } from '../../../core/cloudFiles'
import { CLOUD_UPLOAD_LIMITS, type CloudDownload, type CloudObjectGetQuery } from '../../../types/cloudUploads'
import type { Db } from '../../db/open'
import { cloudEntries } from '../../db/schema'
import { ApiError } from '../../errors'
import { LocalFileStore } from '../../storage/local'
import { parseRange } from '../../storage/range'
import { contentDisposition, type FileStore } from '../../storage/store'
import { contentTypeOf } from '../files'
import { entryMissing, liveOf } from './rows'

/** The signed download of a stored file. */
export async function downloadOf(store: FileStore, file: { storageKey: string; name: string; size: number; md5: string }, now: number): Promise<CloudDownload> {
  const expiresAt = now + CLOUD_UPLOAD_LIMITS.urlTtlMs
  return {
    url: await store.downloadUrl(file.storageKey, file.name, expiresAt, now),
    name: file.name,
    size: Number(file.size),
    md5: file.md5,
    expires_at: new Date(expiresAt).toISOString()
  }
}

/** GET CLOUD_PATHS.entries + '<id>/download/': the owner's live file (a folder, another user's or a trashed entry: 404). */
export async function downloadEntry(db: Db, store: FileStore, ownerId: number, id: number, now: number): Promise<CloudDownload> {
  const [row] = await db
    .select({ storageKey: cloudEntries.storageKey, name: cloudEntries.name, size: cloudEntries.size, md5: cloudEntries.md5 })
    .from(cloudEntries)
    .where(and(eq(cloudEntries.id, id), liveOf(ownerId), eq(cloudEntries.isFolder, false)))
  if (!row || row.storageKey === null || row.md5 === null) throw entryMissing()
  return downloadOf(store, { storageKey: row.storageKey, name: row.name, size: row.size, md5: row.md5 }, now)
}

/** What the local store's download route answers: the status, headers and the bytes (or a 416's body). */
export interface LocalDownload {
  status: 200 | 206 | 416
  headers: Record<string, string>
  body: Readable | { code: 'bad_request'; detail: string }
}

/**
 * GET /api/storage/cloud/<object>?name=&expires=&sig= of the local store: the signature and
 * expiry (403), then the object streamed from disk, whole (200) or one Range (206 with
 * Content-Range; 416 past the end).
 */
export async function localDownload(store: FileStore, object: string, query: CloudObjectGetQuery, rangeHeader: string | undefined, now: number): Promise<LocalDownload> {
  if (!(store instanceof LocalFileStore)) throw new ApiError(404, 'not_found', '文件不存在')
  const key = `cloud/${object}`
  if (!store.verifyCloud('GET', key, query.name, query.expires, query.sig, now)) throw new ApiError(403, 'permission_denied', '下载链接无效或已过期，请重新获取')
  const size = await store.size(key)
  if (size === null) throw new ApiError(404, 'not_found', '文件不存在')
  const headers: Record<string, string> = {
    'content-type': contentTypeOf(extensionOf(query.name)),
    'content-disposition': contentDisposition(query.name),
    'accept-ranges': 'bytes',
    // The URL expires; a browser may keep the bytes meanwhile (a seeking video asks again).
    'cache-control': 'private, max-age=900',
    'x-content-type-options': 'nosniff'
  }
  const range = parseRange(rangeHeader, size)
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { 'content-range': `bytes */${size}` }, body: { code: 'bad_request', detail: '请求的范围超出了文件大小' } }
  }
  if (range === null) return { status: 200, headers: { ...headers, 'content-length': String(size) }, body: store.read(key) }
  return {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': String(range.end - range.start + 1) },
    body: store.read(key, range)
  }
}
