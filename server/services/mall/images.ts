/**
 * Mall pictures (goods, comments, after-sale): like forum images they are `files` rows (the seed
 * writes the demo catalogue's; users upload theirs through server/routes/storage) and answers carry
 * the URL GET /api/storage/file/<key> serves. Lists use the thumbnail (JPEG at most 360 px wide).
 */
import { imageOf } from '../forum/images'

/** The full picture's URL. */
export function mallImageUrl(key: string, apiPrefix: string): string {
  return imageOf(key, apiPrefix).url
}

/** The thumbnail's URL, for cards and lines. */
export function mallThumbUrl(key: string, apiPrefix: string): string {
  return imageOf(key, apiPrefix).thumb_url
}
