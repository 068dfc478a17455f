/**
 * The forum composer's calls (personal/postTopic): asking a question, posting a topic, the popular
 * hashtags it suggests (types/compose.ts), and uploading a picture with its progress.
 *
 * A picture goes the presigned way (GET /api/storage/presign/, then a raw PUT of the bytes to the
 * answered URL). On H5 the PUT goes through XMLHttpRequest, the browser's only request that reports
 * upload progress (fetch does not); the mini-program PUTs through request.ts putBytes, whose
 * Taro.request reports none, so its progress goes from 0 to 1 at the end.
 */
import { COMPOSE_PATHS, UPLOADED_FILE_PATH, type PopularHashtagsResponse } from '@types-contract/compose'
import { FORUM_PATHS, type ForumLevel, type NewQuestion, type NewTopic, type PostDetail } from '@types-contract/forum'
import { API_BASE_URL, API_PREFIX } from '../env'
import { REQUEST_TIMEOUT_MS } from '../lib/constants'
import { mediaUrl } from './forum'
import { ApiError, NetworkError, putBytes, request, type RequestOptions } from './request'
import { presign } from './user'

type Extra = Pick<RequestOptions, 'quiet'>

export const postQuestion = (input: NewQuestion, o: Extra = {}) => request<PostDetail>(FORUM_PATHS.questions, { method: 'POST', data: input, ...o })

export const postTopic = (input: NewTopic, o: Extra = {}) => request<PostDetail>(FORUM_PATHS.topics, { method: 'POST', data: input, ...o })

/** The level's popular hashtags, most used first. */
export const fetchPopularHashtags = (level: ForumLevel, o: Extra = {}) => request<PopularHashtagsResponse>(COMPOSE_PATHS.hashtags, { query: { level }, ...o })

/** The URL a finished upload is served at (a restored draft shows its pictures from there). */
export const uploadedFileUrl = (key: string) => mediaUrl(`${API_PREFIX}${UPLOADED_FILE_PATH}${encodeURIComponent(key)}`)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** H5: a raw PUT that reports the share of bytes sent. */
function putWithProgress(url: string, bytes: ArrayBuffer, contentType: string, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    xhr.timeout = REQUEST_TIMEOUT_MS
    xhr.setRequestHeader('Content-Type', contentType)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve()
      else reject(new ApiError(xhr.status, parseJson(xhr.responseText)))
    }
    xhr.onerror = () => reject(new NetworkError('upload failed'))
    xhr.ontimeout = () => reject(new NetworkError('upload timed out'))
    xhr.send(bytes)
  })
}

/** Presigns, PUTs the bytes reporting progress (0-1), and answers the upload key for the post. Errors are the caller's to show. */
export async function uploadImage(bytes: ArrayBuffer, suffix: string, contentType: string, onProgress: (fraction: number) => void): Promise<string> {
  const { url, key } = await presign(suffix, { quiet: true })
  onProgress(0)
  if (process.env.TARO_ENV === 'h5') {
    await putWithProgress(/^https?:\/\//.test(url) ? url : `${API_BASE_URL}${url}`, bytes, contentType, onProgress)
  } else {
    await putBytes(url, bytes, contentType)
  }
  onProgress(1)
  return key
}
