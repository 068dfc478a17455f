/**
 * A course's cover and a lesson's poster are `files` pictures (served and thumbnailed like forum
 * images); a lesson's video is a cloud-shaped object of the FileStore (`cloud/<hex>`), handed out
 * as the store's signed URL, which answers Range requests so the player can seek.
 */
import { STUDY_LIMITS } from '../../../types/study'
import type { FileStore } from '../../storage/store'
import { imageOf } from '../forum/images'

/** A card's picture: the thumbnail (at most 360 px wide). */
export const coverThumbUrl = (key: string | null, apiPrefix: string): string | null => (key ? imageOf(key, apiPrefix).thumb_url : null)

/** The full picture (the player's poster). */
export const pictureUrl = (key: string | null, apiPrefix: string): string | null => (key ? imageOf(key, apiPrefix).url : null)

/** The lesson video's signed URL, valid STUDY_LIMITS.videoUrlTtlMs from `now`. */
export const videoUrlOf = (store: FileStore, videoKey: string, lessonId: number, now: number): Promise<string> =>
  store.downloadUrl(videoKey, `lesson-${lessonId}.mp4`, now + STUDY_LIMITS.videoUrlTtlMs, now)
