/**
 * The download tasks of the cloud library (spec sections 3 and 4): downloading, then complete or
 * error; abort removes the task (lib/downloadTasks.ts). A download asks the server for the file's
 * signed URL and fetches its bytes with progress (platform/transfer.ts: a blob: URL on H5, a temp
 * file on weapp); timeouts there (60 s without a byte, an hour in all: spec section 9).
 *
 * Decisions where the spec is silent: downloads live for the app session only (a blob: URL or a
 * temp file does not outlive it), so nothing is persisted; asking again for a file whose download
 * is complete (and not cleared) answers that download instead of fetching it again; a failed one
 * can be retried. Logout clears them (resetRegistry, spec section 4).
 */
import { makeAutoObservable } from 'mobx'
import { fetchDownload } from '../api/cloud'
import { errorText } from '../api/errorText'
import { ApiError } from '../api/request'
import { AbortedError, createAborter, type AbortToken, type Aborter } from '../lib/abort'
import {
  abortDownload,
  addDownload,
  clearCompleteDownloads,
  completeDownload,
  failDownload,
  retryDownload,
  visibleDownloads,
  type DownloadTask
} from '../lib/downloadTasks'
import { addSample, noSamples, speedOf, type SpeedSamples } from '../lib/transferProgress'
import { toast } from '../platform/toast'
import { TransferError, downloadBytes } from '../platform/transfer'
import { registerReset } from './resetRegistry'

/** The file to download: a library entry (or, with `shareId`, one seen through a shared space). */
export interface DownloadSource {
  id: number
  name: string
  size: number
  shareId?: number | null
}

export interface DownloadItem extends DownloadTask {
  entryId: number
  shareId: number | null
  name: string
  size: number
  /** Bytes received so far. */
  received: number
  speed: number
  error: string
}

export interface DownloadEvents {
  received(bytes: number, total: number): void
}

export interface Downloader {
  /** The file's bytes on the device; rejects with AbortedError once `token` aborts. */
  run(source: DownloadSource, events: DownloadEvents, token: AbortToken): Promise<{ localPath: string; md5: string }>
}

export function createDownloader(): Downloader {
  return {
    async run(source, events, token) {
      const answer = await fetchDownload(source.id, source.shareId ?? null, { quiet: true })
      const localPath = await downloadBytes(answer.url, { onProgress: (received, total) => events.received(received, total || answer.size), abort: token })
      return { localPath, md5: answer.md5 }
    }
  }
}

export function downloadFailureText(error: unknown): string {
  if (error instanceof TransferError) return error.status === 403 ? '下载链接已失效，请重试' : '下载失败，请稍后再试'
  if (error instanceof ApiError || (error instanceof Error && error.name === 'NetworkError')) return errorText(error, '下载失败，请稍后再试')
  return '下载失败，请稍后再试'
}

export interface DownloadStoreDeps {
  downloader: Downloader
  now: () => number
  notify: (text: string) => void
}

export class DownloadStore {
  tasks: DownloadItem[] = []
  private readonly runs = new Map<string, Aborter>()
  private readonly samples = new Map<string, SpeedSamples>()
  private readonly waiters = new Map<string, { resolve: (path: string) => void; reject: (e: unknown) => void }[]>()
  private counter = 0

  constructor(private readonly deps: DownloadStoreDeps = { downloader: createDownloader(), now: () => Date.now(), notify: toast }) {
    makeAutoObservable<DownloadStore, 'deps' | 'runs' | 'samples' | 'waiters' | 'counter'>(this, {
      deps: false,
      runs: false,
      samples: false,
      waiters: false,
      counter: false
    })
  }

  get visible(): DownloadItem[] {
    return visibleDownloads(this.tasks)
  }

  get activeCount(): number {
    return this.tasks.filter((t) => t.state === 'downloading').length
  }

  task(id: string): DownloadItem | undefined {
    return this.tasks.find((t) => t.id === id)
  }

  /**
   * Downloads the file (or answers its download already under way or complete). Answers the task
   * id; `whenDone(id)` resolves with where the bytes are.
   */
  download(source: DownloadSource): string {
    const shareId = source.shareId ?? null
    const known = this.tasks.find((t) => t.entryId === source.id && t.shareId === shareId && !t.hide && t.state !== 'error')
    if (known) return known.id
    this.counter += 1
    const id = `d${this.deps.now()}-${this.counter}`
    this.tasks = addDownload<DownloadItem>(this.tasks, { id, entryId: source.id, shareId, name: source.name, size: source.size, received: 0, speed: 0, error: '' })
    this.launch(id)
    return id
  }

  /** Where the task's bytes are once complete; rejects when it fails or is aborted. */
  whenDone(id: string): Promise<string> {
    const task = this.task(id)
    if (!task) return Promise.reject(new AbortedError())
    if (task.state === 'complete') return Promise.resolve(task.localPath)
    if (task.state === 'error') return Promise.reject(new Error(task.error))
    return new Promise((resolve, reject) => this.waiters.set(id, [...(this.waiters.get(id) ?? []), { resolve, reject }]))
  }

  /** Error → downloading again. */
  retry(id: string): void {
    if (this.task(id)?.state !== 'error') return
    this.tasks = retryDownload(this.tasks, id).map((t) => (t.id === id ? { ...t, error: '', received: 0 } : t))
    this.launch(id)
  }

  /** Abort: the transfer stops and the task is removed. */
  abort(id: string): void {
    this.runs.get(id)?.abort()
    this.runs.delete(id)
    this.samples.delete(id)
    this.settle(id, (w) => w.reject(new AbortedError()))
    this.tasks = abortDownload(this.tasks, id)
  }

  clearComplete(): void {
    this.tasks = clearCompleteDownloads(this.tasks)
  }

  /** Logout: every download stops and is forgotten. */
  reset(): void {
    for (const id of this.tasks.map((t) => t.id)) this.abort(id)
    this.tasks = []
  }

  private settle(id: string, call: (w: { resolve: (path: string) => void; reject: (e: unknown) => void }) => void): void {
    const waiting = this.waiters.get(id) ?? []
    this.waiters.delete(id)
    waiting.forEach(call)
  }

  private patch(id: string, change: Partial<DownloadItem>): void {
    this.tasks = this.tasks.map((t) => (t.id === id ? { ...t, ...change } : t))
  }

  private launch(id: string): void {
    const task = this.task(id)
    if (!task) return
    const aborter = createAborter()
    this.runs.set(id, aborter)
    this.samples.set(id, noSamples())
    const current = () => this.runs.get(id) === aborter
    this.deps.downloader
      .run(
        { id: task.entryId, name: task.name, size: task.size, shareId: task.shareId },
        { received: (bytes, total) => current() && this.progress(id, bytes, total) },
        aborter
      )
      .then(
        ({ localPath, md5 }) => current() && this.finish(id, localPath, md5),
        (error: unknown) => current() && !(error instanceof AbortedError) && this.fail(id, error)
      )
  }

  private progress(id: string, bytes: number, total: number): void {
    const samples = addSample(this.samples.get(id) ?? noSamples(), this.deps.now(), bytes)
    this.samples.set(id, samples)
    this.patch(id, { received: bytes, speed: speedOf(samples), ...(total > 0 ? { size: total } : {}) })
  }

  private finish(id: string, localPath: string, md5: string): void {
    this.runs.delete(id)
    this.samples.delete(id)
    this.tasks = completeDownload(this.tasks, id, localPath, md5)
    const task = this.task(id)
    this.patch(id, { received: task?.size ?? 0, speed: 0 })
    this.settle(id, (w) => w.resolve(localPath))
  }

  private fail(id: string, error: unknown): void {
    this.runs.delete(id)
    this.samples.delete(id)
    const text = downloadFailureText(error)
    this.tasks = failDownload(this.tasks, id)
    this.patch(id, { error: text, speed: 0 })
    this.settle(id, (w) => w.reject(new Error(text)))
    this.deps.notify(text)
  }
}

export const downloadStore = new DownloadStore()

registerReset('download', () => downloadStore.reset())
