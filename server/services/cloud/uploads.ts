/**
 * Cloud uploads (issue 20, docs/cloud.md "Uploads and downloads"): grants, parts, resume, cancel
 * and completion. The bytes go straight to the store (server/storage/store.ts): one PUT for a file
 * of at most 20 MB, else parts of 8 MB (CLOUD_UPLOAD_LIMITS).
 *
 * - Grant: under the owner's users row lock (rows.ts lockOwner), so parallel grants cannot
 *   overshoot: used_cloud_space + the sizes of the owner's open, unexpired grants + size must stay
 *   within max_cloud_space (422 quota_exceeded), before any byte moves. 秒传: a file row of the
 *   owner (live or in the trash: both keep the bytes) with this md5 and size makes the entry at
 *   once, on the same stored object, and uses no new space.
 * - Resume: GET '<id>/' answers parts_done from the store itself (what is stored is what counts).
 * - Complete: the parts are joined, then the stored bytes' size and md5 are checked by streaming
 *   (mismatch: 422 md5_mismatch, the object removed, nothing registered); in one transaction under
 *   the owner lock the quota is checked again, the entry inserted (its folder gone or trashed: the
 *   root; a clash: 'name (n)') and used_cloud_space raised. Content the owner already keeps (the
 *   same md5 uploaded twice at once) is registered on the kept object, and the new one removed:
 *   space counts once per content, as purge frees it (trash.ts).
 * - Expiry: a grant lives CLOUD_UPLOAD_LIMITS.grantTtlMs; its URLs never outlive it, and its space
 *   stops counting. The owner's expired grants are closed and their stored parts removed at their
 *   next grant.
 * - The local store's own PUT URLs land in receiveLocalPut (routes/storage/cloud.ts).
 */
import { createHash } from 'crypto'
import type { Readable } from 'stream'
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm'
import { extensionOf } from '../../../core/cloudFiles'
import type { CloudEntry, CloudQuota } from '../../../types/cloud'
import {
  CLOUD_UPLOAD_LIMITS,
  type CloudObjectPutQuery,
  type CloudObjectStored,
  type CloudUpload,
  type CloudUploadGrant,
  type CloudUploadPartUrl,
  type CloudUploadRequest
} from '../../../types/cloudUploads'
import type { Db } from '../../db/open'
import { cloudEntries, cloudUploads, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { LocalFileStore } from '../../storage/local'
import type { Digest, FileStore } from '../../storage/store'
import { checkedName, entryColumns, freeName, liveFolder, liveOf, lockOwner, toEntry, type Conn, type Tx } from './rows'

type UploadRow = typeof cloudUploads.$inferSelect

const uploadMissing = () => new ApiError(404, 'not_found', '上传任务不存在或已过期，请重新上传')
const quotaExceeded = () => new ApiError(422, 'quota_exceeded', '云空间不足，请清理回收站或扩容后再上传')
const incomplete = () => new ApiError(422, 'upload_incomplete', '文件尚未上传完成，请继续上传')
const mismatch = () => new ApiError(422, 'md5_mismatch', '文件校验失败，请重新上传')
const badUrl = () => new ApiError(403, 'permission_denied', '上传链接无效或已过期，请重新上传')

/** The bytes of part `part` (1-based): partSize, the last one what is left. */
export const partBytes = (upload: Pick<UploadRow, 'size' | 'partSize' | 'partCount'>, part: number) =>
  part < upload.partCount ? Number(upload.partSize) : Number(upload.size) - Number(upload.partSize) * (upload.partCount - 1)

/** A URL never outlives its grant. */
const urlExpiry = (upload: UploadRow, now: number) => Math.min(now + CLOUD_UPLOAD_LIMITS.urlTtlMs, upload.expiresAt.getTime())

async function toUpload(store: FileStore, upload: UploadRow, partsDone: number[], now: number): Promise<CloudUpload> {
  return {
    id: upload.id,
    key: upload.storageKey,
    name: upload.name,
    parent_id: upload.parentId,
    size: Number(upload.size),
    md5: upload.md5,
    part_size: Number(upload.partSize),
    part_count: upload.partCount,
    parts_done: partsDone,
    url: upload.partCount === 1 ? await store.putUrl(upload.storageKey, Number(upload.size), urlExpiry(upload, now), now) : null,
    expires_at: upload.expiresAt.toISOString()
  }
}

async function spaceOf(db: Conn, ownerId: number): Promise<CloudQuota> {
  const [row] = await db.select({ used: users.usedCloudSpace, max: users.maxCloudSpace }).from(users).where(eq(users.id, ownerId))
  return { used: Number(row.used), max: Number(row.max) }
}

/** rows.ts lockOwner's lock, with the owner's space read in the same statement. */
async function lockedSpace(tx: Tx, ownerId: number): Promise<CloudQuota> {
  const [row] = await tx.select({ used: users.usedCloudSpace, max: users.maxCloudSpace }).from(users).where(eq(users.id, ownerId)).for('update')
  return { used: Number(row.used), max: Number(row.max) }
}

/** The stored object of one of the owner's files (live or trashed: both keep the bytes) with this content. */
const keptQuery = (db: Conn, ownerId: number, md5: string, size: number) =>
  db
    .select({ storageKey: cloudEntries.storageKey })
    .from(cloudEntries)
    .where(
      and(eq(cloudEntries.ownerId, ownerId), eq(cloudEntries.md5, md5), eq(cloudEntries.size, size), eq(cloudEntries.isFolder, false), isNotNull(cloudEntries.storageKey))
    )
    .limit(1)

/** A stored object of the owner's with this content (live or trashed), to reuse. */
async function keptContent(db: Conn, ownerId: number, md5: string, size: number): Promise<string | null> {
  const [row] = await keptQuery(db, ownerId, md5, size)
  return row?.storageKey ?? null
}

/**
 * What a grant decides on, in one statement (it was three reads and an update each time): the
 * stored object to reuse for this content (秒传), the space the owner's open, unexpired grants hold,
 * and whether some open grant has expired (to close). Read after the owner lock is taken, never in
 * the locking statement: under READ COMMITTED a statement sees what was committed when it began, so
 * a read that waited for the lock would miss the grant that held it.
 */
async function grantState(tx: Tx, ownerId: number, md5: string, size: number, now: number): Promise<{ kept: string | null; reserved: number; expired: boolean }> {
  const open = and(eq(cloudUploads.ownerId, ownerId), eq(cloudUploads.status, 'open'))
  const at = new Date(now)
  const kept = keptQuery(tx, ownerId, md5, size)
  const reserved = tx
    .select({ sum: sql`coalesce(sum(${cloudUploads.size}), 0)` })
    .from(cloudUploads)
    .where(and(open, gt(cloudUploads.expiresAt, at)))
  const expired = tx
    .select({ one: sql`1` })
    .from(cloudUploads)
    .where(and(open, lte(cloudUploads.expiresAt, at)))
  const [row] = await tx
    .select({ kept: sql<string | null>`(${kept})`, reserved: sql<string>`(${reserved})`, expired: sql<boolean>`exists (${expired})` })
    .from(users)
    .where(eq(users.id, ownerId))
  return { kept: row.kept, reserved: Number(row.reserved), expired: row.expired }
}

/** Inserts the file row: into its folder when that is still live, else the root; a clash takes 'name (n)'. */
async function registerFile(
  tx: Tx,
  ownerId: number,
  wanted: number | null,
  name: string,
  size: number,
  md5: string,
  storageKey: string,
  now: number
): Promise<CloudEntry> {
  let parentId = wanted
  if (parentId !== null) {
    const [folder] = await tx
      .select({ id: cloudEntries.id })
      .from(cloudEntries)
      .where(and(eq(cloudEntries.id, parentId), liveOf(ownerId), eq(cloudEntries.isFolder, true)))
    if (!folder) parentId = null
  }
  const free = await freeName(tx, ownerId, parentId, name, false)
  const at = new Date(now)
  const [row] = await tx
    .insert(cloudEntries)
    .values({ ownerId, parentId, name: free, isFolder: false, size, md5, storageKey, extension: extensionOf(free), createdAt: at, updatedAt: at })
    .returning(entryColumns)
  return toEntry(row)
}

/** Closes the owner's expired grants; answers them, for their stored parts to be removed after the commit. */
async function closeExpired(tx: Tx, ownerId: number, now: number): Promise<UploadRow[]> {
  return tx
    .update(cloudUploads)
    .set({ status: 'cancelled' })
    .where(and(eq(cloudUploads.ownerId, ownerId), eq(cloudUploads.status, 'open'), lte(cloudUploads.expiresAt, new Date(now))))
    .returning()
}

/** Removes what closed uploads stored (parts, a whole object). */
async function discard(store: FileStore, uploads: UploadRow[]): Promise<void> {
  for (const upload of uploads) {
    if (upload.partCount > 1) await store.abortParts(upload.storageKey, upload.multipartId)
    await store.remove([upload.storageKey])
  }
}

/** POST CLOUD_UPLOAD_PATHS.uploads → 201: 秒传 (the entry) or an upload to send. */
export async function grantUpload(db: Db, store: FileStore, ownerId: number, request: CloudUploadRequest, now: number): Promise<CloudUploadGrant> {
  const name = checkedName(request.name)
  const parentId = request.parent_id ?? null
  const expired: UploadRow[] = []
  const granted = await db.transaction(async (tx) => {
    const space = await lockedSpace(tx, ownerId)
    await liveFolder(tx, ownerId, parentId)
    const state = await grantState(tx, ownerId, request.md5, request.size, now)
    if (state.expired) expired.push(...(await closeExpired(tx, ownerId, now)))
    if (state.kept !== null) return registerFile(tx, ownerId, parentId, name, request.size, request.md5, state.kept, now)
    if (space.used + state.reserved + request.size > space.max) throw quotaExceeded()
    const partCount = request.size > CLOUD_UPLOAD_LIMITS.multipartThreshold ? Math.ceil(request.size / CLOUD_UPLOAD_LIMITS.partSize) : 1
    const [row] = await tx
      .insert(cloudUploads)
      .values({
        ownerId,
        parentId,
        name,
        size: request.size,
        md5: request.md5,
        storageKey: store.newCloudKey(),
        partSize: CLOUD_UPLOAD_LIMITS.partSize,
        partCount,
        createdAt: new Date(now),
        expiresAt: new Date(now + CLOUD_UPLOAD_LIMITS.grantTtlMs)
      })
      .returning()
    return row
  })
  await discard(store, expired)
  if ('is_folder' in granted) return { instant: true, entry: granted, upload: null }

  let upload = granted
  if (upload.partCount > 1) {
    try {
      const multipartId = await store.startParts(upload.storageKey)
      if (multipartId !== null) [upload] = await db.update(cloudUploads).set({ multipartId }).where(eq(cloudUploads.id, upload.id)).returning()
    } catch (error) {
      await db.update(cloudUploads).set({ status: 'cancelled' }).where(eq(cloudUploads.id, upload.id))
      throw error
    }
  }
  return { instant: false, entry: null, upload: await toUpload(store, upload, [], now) }
}

/** The owner's open, unexpired upload `id`, else 404. */
async function openUpload(db: Conn, ownerId: number, id: number, now: number): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(cloudUploads)
    .where(and(eq(cloudUploads.id, id), eq(cloudUploads.ownerId, ownerId), eq(cloudUploads.status, 'open'), gt(cloudUploads.expiresAt, new Date(now))))
  if (!row) throw uploadMissing()
  return row
}

async function partsDoneOf(store: FileStore, upload: UploadRow): Promise<number[]> {
  if (upload.partCount > 1) return (await store.partsDone(upload.storageKey, upload.multipartId)).filter((n) => n <= upload.partCount)
  return (await store.size(upload.storageKey)) === Number(upload.size) ? [1] : []
}

/** GET CLOUD_UPLOAD_PATHS.uploads + '<id>/': the upload again, to resume (parts done, a fresh URL). */
export async function uploadOf(db: Db, store: FileStore, ownerId: number, id: number, now: number): Promise<CloudUpload> {
  const upload = await openUpload(db, ownerId, id, now)
  return toUpload(store, upload, await partsDoneOf(store, upload), now)
}

/** POST CLOUD_UPLOAD_PATHS.uploads + '<id>/parts/<n>/': the signed PUT URL of part n. */
export async function partUrlOf(db: Db, store: FileStore, ownerId: number, id: number, part: number, now: number): Promise<CloudUploadPartUrl> {
  const upload = await openUpload(db, ownerId, id, now)
  if (upload.partCount === 1) throw fieldError('part', '该文件无需分片上传，请直接上传')
  if (part > upload.partCount) throw fieldError('part', `分片序号应在 1 到 ${upload.partCount} 之间`)
  const expiresAt = urlExpiry(upload, now)
  return {
    url: await store.partUrl(upload.storageKey, upload.multipartId, part, partBytes(upload, part), expiresAt, now),
    expires_at: new Date(expiresAt).toISOString()
  }
}

/** DELETE CLOUD_UPLOAD_PATHS.uploads + '<id>/': cancelled, its parts removed, its space free; answers the quota. */
export async function cancelUpload(db: Db, store: FileStore, ownerId: number, id: number): Promise<CloudQuota> {
  const closed = await db
    .update(cloudUploads)
    .set({ status: 'cancelled' })
    .where(and(eq(cloudUploads.id, id), eq(cloudUploads.ownerId, ownerId), eq(cloudUploads.status, 'open')))
    .returning()
  if (closed.length === 0) throw uploadMissing()
  await discard(store, closed)
  return spaceOf(db, ownerId)
}

/** The size and md5 of a stream's bytes. */
async function digestOf(stream: Readable): Promise<Digest> {
  const hash = createHash('md5')
  let size = 0
  for await (const chunk of stream) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { size, md5: hash.digest('hex') }
}

/** POST CLOUD_UPLOAD_PATHS.uploads + '<id>/complete/' → 201: the file registered (see the top). */
export async function completeUpload(db: Db, store: FileStore, ownerId: number, id: number, now: number): Promise<CloudEntry> {
  const upload = await openUpload(db, ownerId, id, now)
  const key = upload.storageKey
  let digest: Digest | null = null
  if (upload.partCount > 1) {
    if ((await partsDoneOf(store, upload)).length < upload.partCount) throw incomplete()
    try {
      digest = await store.joinParts(key, upload.multipartId, upload.partCount)
    } catch (error) {
      // A completion that ran at the same time took the parts.
      await openUpload(db, ownerId, id, now)
      throw error
    }
  } else if ((await store.size(key)) === null) throw incomplete()
  digest ??= await digestOf(store.read(key))

  if (digest.size !== Number(upload.size) || digest.md5 !== upload.md5) {
    await db
      .update(cloudUploads)
      .set({ status: 'cancelled' })
      .where(and(eq(cloudUploads.id, id), eq(cloudUploads.status, 'open')))
    await store.remove([key])
    throw mismatch()
  }

  let unused: string | null = null
  const entry = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId)
    const [claimed] = await tx
      .update(cloudUploads)
      .set({ status: 'complete' })
      .where(and(eq(cloudUploads.id, id), eq(cloudUploads.status, 'open')))
      .returning({ id: cloudUploads.id })
    if (!claimed) throw uploadMissing()
    const size = Number(upload.size)
    const kept = await keptContent(tx, ownerId, upload.md5, size)
    if (kept === null) {
      const space = await spaceOf(tx, ownerId)
      if (space.used + size > space.max) throw quotaExceeded()
      await tx
        .update(users)
        .set({ usedCloudSpace: sql`${users.usedCloudSpace} + ${size}` })
        .where(eq(users.id, ownerId))
    } else unused = key
    return registerFile(tx, ownerId, upload.parentId, upload.name, size, upload.md5, kept ?? key, now)
  })
  if (unused !== null) await store.remove([unused])
  return entry
}

/**
 * PUT /api/storage/cloud/<object>[/parts/<n>] of the local store: the signature and expiry, the
 * upload still open, then exactly the granted bytes streamed to disk (more: 413 at once; fewer: 400).
 */
export async function receiveLocalPut(
  db: Db,
  store: FileStore,
  object: string,
  part: number | null,
  query: CloudObjectPutQuery,
  declaredLength: string | undefined,
  body: Readable,
  now: number
): Promise<CloudObjectStored> {
  if (!(store instanceof LocalFileStore)) throw new ApiError(404, 'not_found', '文件不存在')
  const key = `cloud/${object}`
  if (!store.verifyCloud('PUT', part === null ? key : `${key}#${part}`, query.size, query.expires, query.sig, now)) throw badUrl()
  const [upload] = await db
    .select({ id: cloudUploads.id })
    .from(cloudUploads)
    .where(and(eq(cloudUploads.storageKey, key), eq(cloudUploads.status, 'open'), gt(cloudUploads.expiresAt, new Date(now))))
  if (!upload) throw badUrl()
  const tooLarge = () => new ApiError(413, 'payload_too_large', '上传的内容超过了申请的文件大小')
  if (declaredLength !== undefined && Number(declaredLength) > query.size) throw tooLarge()
  const received = await store.receive(key, part, body, query.size)
  if (received === 'too_large') throw tooLarge()
  if (received === 'too_short') throw new ApiError(400, 'bad_request', '上传的内容不完整，请重新上传')
  return { size: query.size }
}
