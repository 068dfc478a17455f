/**
 * Thumbnails of image uploads, for lists (feed cards): GET /api/storage/thumb/<key>.
 *
 * - At most THUMB_WIDTH px wide, the aspect ratio kept, never enlarged; EXIF orientation applied.
 * - Always JPEG at THUMB_QUALITY: a transparent PNG, WebP or GIF is laid on white, an animated GIF
 *   or WebP gives its first frame (the post's page shows the original, animated).
 * - Made at the first request, then kept in the file store beside the upload
 *   (derivedKey(key, 'thumb'), removed with it), so later requests stream the stored bytes and
 *   resize nothing. Requests that arrive while one is being made wait for that one.
 * - An upload the decoder refuses (corrupt, not the format its suffix says, more than
 *   THUMB_MAX_PIXELS) has none: thumbnailOf answers null and the route serves the original, as
 *   lists did before thumbnails. Nothing is stored for it, so each request tries again (a refusal
 *   is found in the header, before any pixel is decoded).
 *
 * Only the FileStore interface touches the bytes (server/storage/local.ts; an S3 store later).
 */
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { derivedKey, type FileStore } from '../storage/local'

export const THUMB_WIDTH = 360
export const THUMB_QUALITY = 70
/** Larger pictures are not decoded (about 50 megapixels: a 8,700 × 5,800 photo). */
export const THUMB_MAX_PIXELS = 50_000_000

/** A stored thumbnail: its store key and size in bytes. */
export interface StoredThumbnail {
  key: string
  size: number
}

/** The JPEG thumbnail of an image; throws when the decoder refuses it. */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: THUMB_MAX_PIXELS, failOn: 'none' })
    .autoOrient()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMB_QUALITY, mozjpeg: true })
    .toBuffer()
}

/** Thumbnails being made now, by upload key: a second request waits for the first. */
const making = new Map<string, Promise<StoredThumbnail | null>>()

async function make(store: FileStore, key: string): Promise<StoredThumbnail | null> {
  const thumbKey = derivedKey(key, 'thumb')
  let thumb: Buffer
  try {
    thumb = await makeThumbnail(await buffer(store.read(key)))
  } catch {
    return null
  }
  await store.write(thumbKey, thumb)
  return { key: thumbKey, size: thumb.length }
}

/**
 * The stored thumbnail of the finished image upload `key`, made now when there is none yet; null
 * when the upload cannot be decoded (serve the original instead).
 */
export async function thumbnailOf(store: FileStore, key: string): Promise<StoredThumbnail | null> {
  const thumbKey = derivedKey(key, 'thumb')
  const size = await store.size(thumbKey)
  if (size !== null) return { key: thumbKey, size }
  let pending = making.get(key)
  if (!pending) {
    pending = make(store, key).finally(() => making.delete(key))
    making.set(key, pending)
  }
  return pending
}
