/**
 * The forum composer's calls (personal/postTopic): asking a question, posting a topic, the popular
 * hashtags it suggests (types/compose.ts), and uploading a picture with its progress.
 *
 * A picture goes the presigned way (GET /api/storage/presign/, then a raw PUT of the bytes to the
 * answered URL through platform/transfer.ts, as the cloud library's uploads do: on H5 with upload
 * progress; the mini-program's Taro.request reports none, so its progress goes from 0 to 1 at the end).
 */
import { COMPOSE_PATHS, UPLOADED_FILE_PATH, type PopularHashtagsResponse } from '@types-contract/compose'
import { FORUM_PATHS, type ForumLevel, type NewQuestion, type NewTopic, type PostDetail } from '@types-contract/forum'
import { API_PREFIX } from '../env'
import { TransferError, putBytes } from '../platform/transfer'
import { mediaUrl } from './forum'
import { ApiError, request, type RequestOptions } from './request'
import { presign } from './user'

type Extra = Pick<RequestOptions, 'quiet'>

export const postQuestion = (input: NewQuestion, o: Extra = {}) => request<PostDetail>(FORUM_PATHS.questions, { method: 'POST', data: input, ...o })

export const postTopic = (input: NewTopic, o: Extra = {}) => request<PostDetail>(FORUM_PATHS.topics, { method: 'POST', data: input, ...o })

/** The level's popular hashtags, most used first. */
export const fetchPopularHashtags = (level: ForumLevel, o: Extra = {}) => request<PopularHashtagsResponse>(COMPOSE_PATHS.hashtags, { query: { level }, ...o })

/** The URL a finished upload is served at (a restored draft shows its pictures from there). */
export const uploadedFileUrl = (key: string) => mediaUrl(`${API_PREFIX}${UPLOADED_FILE_PATH}${encodeURIComponent(key)}`)

/** Presigns, PUTs the bytes reporting progress (0-1), and answers the upload key for the post. Errors are the caller's to show. */
export async function uploadImage(bytes: ArrayBuffer, suffix: string, contentType: string, onProgress: (fraction: number) => void): Promise<string> {
  const { url, key } = await presign(suffix, { quiet: true })
  try {
    await putBytes(url, bytes, { contentType, onProgress })
  } catch (e) {
    // The storage's refusal reads like any API answer (its Chinese detail) in the composer's error line.
    throw e instanceof TransferError ? new ApiError(e.status, e.body) : e
  }
  return key
}
