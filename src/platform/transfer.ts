/**
 * Bytes to and from signed URLs (uploads' PUTs, downloads), one way per platform, with progress
 * and a cancel token (lib/abort.ts):
 *  - H5: a PUT through XMLHttpRequest, the browser's only request that reports upload progress
 *    (fetch does not); a download through fetch, its body read chunk by chunk into a Blob, whose
 *    blob: URL is the downloaded file.
 *  - weapp: a PUT through Taro.request with the ArrayBuffer as its body (Taro.uploadFile would
 *    send multipart, which a signed PUT does not take; Taro.request reports no upload progress, so
 *    a PUT jumps from 0 to 1 when it ends); a download through Taro.downloadFile, which reports
 *    progress and answers a temp file path.
 * These URLs carry their own signature, so the request layer's signing, token and error
 * catalogue (api/request.ts) do not apply; the caller shows failures.
 *
 * Timeouts (spec section 9 gives 60000 ms for requests, uploads and downloads, and one source
 * 3600000 ms for downloads): a transfer fails after TRANSFER_STALL_MS without a byte moving where
 * the platform reports progress, and after TRANSFER_MAX_MS in any case. A 60 s cap on the whole
 * transfer would fail every 8 MB part on a link slower than about 1 Mbit/s.
 * The condition is decided at build time, so each build keeps one branch.
 */
import Taro from '@tarojs/taro'
import { API_BASE_URL } from '../env'
import { AbortedError, type AbortToken } from '../lib/abort'

export const TRANSFER_STALL_MS = 60_000
export const TRANSFER_MAX_MS = 3_600_000

/** The signed URL answered a non-2xx status (a 403 for an expired or tampered URL, a 413 beyond the granted size). */
export class TransferError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown
  ) {
    super(`HTTP ${status}`)
    this.name = 'TransferError'
  }
}

/** No answer (offline, a timeout): named as the request layer's, so api/errorText.ts words it alike. */
export class TransferNetworkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NetworkError'
  }
}

/** A relative URL ('/api/storage/...') is on the API origin. */
export const absoluteUrl = (url: string) => (/^(https?:|blob:)/.test(url) ? url : `${API_BASE_URL}${url}`)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export interface PutOptions {
  contentType?: string
  /** The share of the bytes sent, 0-1. */
  onProgress?: (fraction: number) => void
  abort?: AbortToken
}

function putInBrowser(url: string, bytes: ArrayBuffer, o: PutOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let stall: ReturnType<typeof setTimeout> | undefined
    const stop = o.abort?.onAbort(() => xhr.abort())
    const settle = (done: () => void) => {
      clearTimeout(stall)
      stop?.()
      done()
    }
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => xhr.abort(), TRANSFER_STALL_MS)
    }
    xhr.open('PUT', url)
    xhr.timeout = TRANSFER_MAX_MS
    xhr.setRequestHeader('Content-Type', o.contentType ?? 'application/octet-stream')
    xhr.upload.onprogress = (event) => {
      watch()
      if (event.lengthComputable && event.total > 0) o.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) resolve()
        else reject(new TransferError(xhr.status, parseJson(xhr.responseText)))
      })
    xhr.onerror = () => settle(() => reject(new TransferNetworkError('upload failed')))
    xhr.ontimeout = () => settle(() => reject(new TransferNetworkError('upload timed out')))
    xhr.onabort = () => settle(() => reject(o.abort?.aborted ? new AbortedError() : new TransferNetworkError('upload stalled')))
    watch()
    xhr.send(bytes)
  })
}

function putInWeapp(url: string, bytes: ArrayBuffer, o: PutOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    // The callbacks run after the task is made (WeChat answers asynchronously), so `stop` is set by then.
    const task = Taro.request({
      url,
      method: 'PUT',
      data: bytes,
      header: { 'Content-Type': o.contentType ?? 'application/octet-stream' },
      dataType: '其他',
      responseType: 'text',
      timeout: TRANSFER_MAX_MS,
      success: (res) => {
        stop?.()
        if (res.statusCode >= 200 && res.statusCode < 300) resolve()
        else reject(new TransferError(res.statusCode, typeof res.data === 'string' ? parseJson(res.data) : res.data))
      },
      fail: (err) => {
        stop?.()
        reject(o.abort?.aborted ? new AbortedError() : new TransferNetworkError(err.errMsg))
      }
    })
    const stop = o.abort?.onAbort(() => task.abort())
  })
}

/** PUTs `bytes` to a signed URL; rejects with TransferError, TransferNetworkError or AbortedError. */
export async function putBytes(url: string, bytes: ArrayBuffer, o: PutOptions = {}): Promise<void> {
  if (o.abort?.aborted) throw new AbortedError()
  o.onProgress?.(0)
  if (process.env.TARO_ENV === 'h5') await putInBrowser(absoluteUrl(url), bytes, o)
  else await putInWeapp(absoluteUrl(url), bytes, o)
  o.onProgress?.(1)
}

export interface DownloadOptions {
  /** Bytes received so far, and the total when known (0 when not). */
  onProgress?: (received: number, total: number) => void
  abort?: AbortToken
}

async function downloadInBrowser(url: string, o: DownloadOptions): Promise<string> {
  const controller = new AbortController()
  let stalled = false
  let stall: ReturnType<typeof setTimeout> | undefined
  const watch = () => {
    clearTimeout(stall)
    stall = setTimeout(() => {
      stalled = true
      controller.abort()
    }, TRANSFER_STALL_MS)
  }
  const cap = setTimeout(() => {
    stalled = true
    controller.abort()
  }, TRANSFER_MAX_MS)
  const stop = o.abort?.onAbort(() => controller.abort())
  try {
    watch()
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok) throw new TransferError(response.status, parseJson(await response.text().catch(() => '')))
    const total = Number(response.headers.get('Content-Length')) || 0
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
    const chunks: BlobPart[] = []
    let received = 0
    o.onProgress?.(0, total)
    if (response.body) {
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        watch()
        chunks.push(value)
        received += value.byteLength
        o.onProgress?.(received, total)
      }
    } else {
      const blob = await response.blob()
      chunks.push(blob)
      received = blob.size
    }
    o.onProgress?.(received, total || received)
    return URL.createObjectURL(new Blob(chunks, { type }))
  } catch (e) {
    if (o.abort?.aborted) throw new AbortedError()
    if (e instanceof TransferError) throw e
    throw new TransferNetworkError(stalled ? 'download timed out' : e instanceof Error ? e.message : String(e))
  } finally {
    clearTimeout(stall)
    clearTimeout(cap)
    stop?.()
  }
}

function downloadInWeapp(url: string, o: DownloadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    // As in putInWeapp: the callbacks run after `stop` is set.
    const task = Taro.downloadFile({
      url,
      timeout: TRANSFER_MAX_MS,
      success: (res) => {
        stop?.()
        if (res.statusCode >= 200 && res.statusCode < 300) resolve(res.tempFilePath)
        else reject(new TransferError(res.statusCode, null))
      },
      fail: (err) => {
        stop?.()
        reject(o.abort?.aborted ? new AbortedError() : new TransferNetworkError(err.errMsg))
      }
    })
    task.onProgressUpdate((p) => o.onProgress?.(p.totalBytesWritten, p.totalBytesExpectedToWrite))
    const stop = o.abort?.onAbort(() => task.abort())
  })
}

/** Downloads a signed URL; answers where the bytes are (H5: a blob: URL; weapp: a temp file path). */
export function downloadBytes(url: string, o: DownloadOptions = {}): Promise<string> {
  if (o.abort?.aborted) return Promise.reject(new AbortedError())
  return process.env.TARO_ENV === 'h5' ? downloadInBrowser(absoluteUrl(url), o) : downloadInWeapp(absoluteUrl(url), o)
}

/**
 * Keeps a downloaded file for the user: H5 saves it under `name` (the browser's download);
 * weapp opens a document in WeChat's viewer, whose menu can forward or save it.
 */
export async function openDownloaded(localPath: string, name: string, extension: string): Promise<void> {
  if (process.env.TARO_ENV === 'h5') {
    const link = document.createElement('a')
    link.href = localPath
    link.download = name
    link.style.display = 'none'
    document.body.appendChild(link)
    link.click()
    link.remove()
    return
  }
  await Taro.openDocument({ filePath: localPath, fileType: extension as Taro.openDocument.Option['fileType'], showMenu: true })
}
