/**
 * Forum images: a post stores the keys of its author's finished image uploads (files.key, through
 * the presigned upload path of server/routes/storage); answers carry URLs served by
 * GET /api/storage/file/<key>, the same URL avatars use, and thumb_url for lists: the upload's
 * thumbnail, GET /api/storage/thumb/<key> (JPEG at most 360 px wide, services/thumbnails.ts).
 */
import { inArray } from 'drizzle-orm'
import { IMAGE_SUFFIXES } from '../../../types/user'
import type { ForumImage } from '../../../types/forum'
import type { Db } from '../../db/open'
import { files } from '../../db/schema'
import { fieldError } from '../../errors'

const fileUrlOf = (key: string, apiPrefix: string) => `${apiPrefix}/api/storage/file/${key}`
const thumbUrlOf = (key: string, apiPrefix: string) => `${apiPrefix}/api/storage/thumb/${key}`

export function imageOf(key: string, apiPrefix: string): ForumImage {
  return { url: fileUrlOf(key, apiPrefix), thumb_url: thumbUrlOf(key, apiPrefix) }
}

/**
 * The keys to store, each once in the order given: every one must be a finished image upload of
 * `userId` (400 on `images` otherwise: unknown, someone else's, pending, or not an image).
 */
export async function checkOwnImages(db: Pick<Db, 'select'>, userId: number, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)]
  if (unique.length === 0) return []
  const rows = await db.select({ key: files.key, ownerId: files.ownerId, status: files.status, suffix: files.suffix }).from(files).where(inArray(files.key, unique))
  const usable = new Set(rows.filter((f) => f.ownerId === userId && f.status === 'done' && (IMAGE_SUFFIXES as readonly string[]).includes(f.suffix)).map((f) => f.key))
  if (unique.some((key) => !usable.has(key))) throw fieldError('images', '图片不存在或未上传完成，请重新上传')
  return unique
}
