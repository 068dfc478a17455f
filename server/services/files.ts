/**
 * The `files` table: uploads through presigned URLs (pending until the bytes arrive, then done,
 * usable once), downloads of finished uploads, and the check that a key is the caller's image.
 * The bytes themselves go through the FileStore (server/storage/store.ts: local disk or S3).
 */
import { and, eq } from 'drizzle-orm'
import { IMAGE_SUFFIXES, type PresignResponse, type UploadResponse } from '../../types/user'
import type { Db } from '../db/open'
import { files } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import type { FileStore } from '../storage/store'

export type FileRow = typeof files.$inferSelect

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4'
}
export const OTHER_CONTENT_TYPE = 'application/octet-stream'
/** Every Content-Type a stored file may be served with (the routes' `produces`). */
export const SERVED_CONTENT_TYPES = [...new Set([...Object.values(CONTENT_TYPES), OTHER_CONTENT_TYPE])]

/** The Content-Type stored bytes are served with, by suffix (lower case; unknown: octet-stream). */
export const contentTypeOf = (suffix: string) => CONTENT_TYPES[suffix] ?? OTHER_CONTENT_TYPE

/** How long a presigned upload URL stays valid. */
export const PRESIGN_TTL_MS = 15 * 60 * 1000

/** Records a pending upload of `ownerId` and answers where to PUT its bytes. */
export async function presignUpload(db: Db, store: FileStore, ownerId: number, suffix: string, now: number): Promise<PresignResponse> {
  const key = store.newKey(suffix)
  await db.insert(files).values({ key, ownerId, suffix })
  return { key, url: store.presignPut(key, now + PRESIGN_TTL_MS) }
}

/** Stores the bytes of a pending upload: 404 when there is none, 422 when its URL was used. */
export async function completeUpload(db: Db, store: FileStore, key: string, bytes: Buffer): Promise<UploadResponse> {
  const [file] = await db.select().from(files).where(eq(files.key, key))
  if (!file) throw new ApiError(404, 'not_found', '上传任务不存在，请重新上传')
  if (file.status === 'done') throw new ApiError(422, 'business_rule', '该上传链接已使用，请重新上传')
  await store.write(key, bytes)
  await db
    .update(files)
    .set({ status: 'done', size: bytes.length })
    .where(and(eq(files.key, key), eq(files.status, 'pending')))
  return { key, size: bytes.length }
}

/** A finished upload, for download; 404 otherwise. */
export async function finishedFile(db: Db, key: string): Promise<FileRow> {
  const [file] = await db.select().from(files).where(eq(files.key, key))
  if (!file || file.status !== 'done') throw new ApiError(404, 'not_found', '文件不存在')
  return file
}

/** A finished image upload of `userId` (an avatar): 404 unknown, 403 someone else's, 422 pending, 400 not an image. */
export async function ownImage(db: Db, userId: number, key: string): Promise<FileRow> {
  const [file] = await db.select().from(files).where(eq(files.key, key))
  if (!file) throw new ApiError(404, 'not_found', '文件不存在，请重新上传')
  if (file.ownerId !== userId) throw new ApiError(403, 'permission_denied', '只能使用自己上传的图片')
  if (file.status !== 'done') throw new ApiError(422, 'business_rule', '文件尚未上传完成')
  if (!(IMAGE_SUFFIXES as readonly string[]).includes(file.suffix)) throw fieldError('key', '头像必须是图片（jpg、png、webp、gif）')
  return file
}
