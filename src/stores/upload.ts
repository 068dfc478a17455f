/**
 * The upload tasks of the cloud library (spec sections 3, 4 and 9): the list the transfer list
 * shows, run by the state machine of lib/uploadTasks.ts (slots, pause/resume with the "full"
 * toast, retry or EOF, cancel, clear, launch) with each task's uploader (stores/cloudUploader.ts).
 * Per task: md5 and md5progress while hashing, bytes sent and the speed, the failure text.
 *
 * Decisions where the spec is silent:
 *  - complete tasks are kept on the device (the newest UPLOADS_KEPT, not cleared ones), so the
 *    transfer list still shows what went up after a restart; at launch every other task is
 *    dropped (spec section 4): its chosen file does not outlive the app;
 *  - 全部开始 queues every paused task (lib resumeAll) instead of the one-task "full" toast;
 *  - cancelling a granted upload cancels it on the server too, releasing the space it reserved;
 *  - a failure is told once as a toast (its Chinese text, e.g. 云空间不足 or 文件校验失败) and stays
 *    on the task; after 文件校验失败 a retry hashes the file again and asks for a new grant.
 * for_print: a task added for printing announces its entry to onPrintReady listeners when it
 * completes (the print queue subscribes there; the printing issue wires it).
 * Logout clears it all (resetRegistry, spec section 4).
 */
import { makeAutoObservable } from 'mobx'
import type { CloudEntry } from '@types-contract/cloud'
import { errorText } from '../api/errorText'
import { ApiError } from '../api/request'
import { AbortedError, createAborter, type Aborter } from '../lib/abort'
import { addSample, noSamples, speedOf, type SpeedSamples } from '../lib/transferProgress'
import {
  DEFAULT_UPLOAD_CONCURRENCY,
  addTask,
  cancelTask,
  changeConcurrency,
  clearComplete,
  completeTask,
  concurrencyOf,
  failTask,
  pauseAll,
  pauseTask,
  resumeAll,
  resumeTask,
  retryTask,
  setMd5Progress,
  tasksAtLaunch,
  visibleTasks,
  type Step,
  type UploadTask
} from '../lib/uploadTasks'
import type { ChosenFile } from '../platform/localFiles'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { toast } from '../platform/toast'
import { TransferError } from '../platform/transfer'
import { createUploader, type UploadJob, type Uploader } from './cloudUploader'
import { registerReset } from './resetRegistry'

/** An upload task with what the transfer list shows of it. */
export interface UploadItem extends UploadTask {
  name: string
  size: number
  /** The folder it goes to; null: the root. */
  parentId: number | null
  /** Bytes stored so far. */
  sent: number
  /** Bytes per second lately (0 when nothing moves). */
  speed: number
  /** Why it failed ('' unless error or EOF). */
  error: string
  /** The server's upload once granted: a resume goes on from its parts. */
  uploadId: number | null
  /** The library entry once complete. */
  entryId: number | null
  addedAt: number
}

export type PrintReadyListener = (entry: CloudEntry, task: UploadItem) => void

/** The complete tasks kept on the device at most. */
export const UPLOADS_KEPT = 100

export interface UploadStoreDeps {
  uploader: Uploader
  storage: Pick<typeof storage, 'get' | 'set' | 'remove'>
  now: () => number
  notify: (text: string) => void
}

const DEFAULT_DEPS = (): UploadStoreDeps => ({ uploader: createUploader(), storage, now: () => Date.now(), notify: toast })

function isItem(value: unknown): value is UploadItem {
  const t = value as UploadItem
  return !!t && typeof t.id === 'string' && typeof t.name === 'string' && typeof t.size === 'number' && t.state === 'complete'
}

/** The Chinese text of an upload's failure. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof TransferError) {
    const detail = (error.body as { detail?: unknown } | null)?.detail
    if (typeof detail === 'string' && detail) return detail
    if (error.status === 403) return '上传链接已失效，请重试'
    if (error.status === 413) return '文件大小与申请不符，请重新上传'
    return '上传失败，请重试'
  }
  if (error instanceof ApiError || (error instanceof Error && error.name === 'NetworkError')) return errorText(error, '上传失败，请重试')
  // The platform's own failures ('文件已失效', '文件校验失败') are written in Chinese already.
  if (error instanceof Error && /[\u4e00-\u9fff]/.test(error.message)) return error.message
  return '上传失败，请重试'
}

const md5Refused = (error: unknown) => error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === 'md5_mismatch'

export class UploadStore {
  tasks: UploadItem[]
  concurrency = DEFAULT_UPLOAD_CONCURRENCY
  private readonly runs = new Map<string, Aborter>()
  private readonly samples = new Map<string, SpeedSamples>()
  private readonly printListeners = new Set<PrintReadyListener>()
  private counter = 0

  constructor(private readonly deps: UploadStoreDeps = DEFAULT_DEPS()) {
    const saved = deps.storage.get<unknown[]>(STORAGE_KEYS.uploads)
    this.tasks = tasksAtLaunch(Array.isArray(saved) ? saved.filter(isItem) : []).filter((t) => !t.hide)
    makeAutoObservable<UploadStore, 'deps' | 'runs' | 'samples' | 'printListeners' | 'counter'>(this, {
      deps: false,
      runs: false,
      samples: false,
      printListeners: false,
      counter: false
    })
  }

  /** What the transfer list shows, in the order added. */
  get visible(): UploadItem[] {
    return visibleTasks(this.tasks)
  }

  /** Uploads not yet ended (uploading, waiting, paused). */
  get activeCount(): number {
    return this.tasks.filter((t) => t.state === 'uploading' || t.state === 'waiting' || t.state === 'paused').length
  }

  task(id: string): UploadItem | undefined {
    return this.tasks.find((t) => t.id === id)
  }

  /** New tasks for the chosen files, into folder `parentId`; they start while slots are free. Answers their ids. */
  add(files: readonly ChosenFile[], parentId: number | null, forPrint = false): string[] {
    const ids: string[] = []
    let step: Step<UploadItem> = { tasks: this.tasks, start: [] }
    const start: string[] = []
    for (const file of files) {
      this.counter += 1
      const id = `u${this.deps.now()}-${this.counter}`
      ids.push(id)
      step = addTask<UploadItem>(
        step.tasks,
        {
          id,
          localPath: file.path,
          for_print: forPrint,
          name: file.name,
          size: file.size,
          parentId,
          sent: 0,
          speed: 0,
          error: '',
          uploadId: null,
          entryId: null,
          addedAt: this.deps.now()
        },
        this.concurrency
      )
      start.push(...step.start)
    }
    this.apply({ tasks: step.tasks, start })
    return ids
  }

  /** Uploading or waiting → paused; an upload in flight is stopped (its stored parts stay). */
  pause(id: string): void {
    const step = pauseTask(this.tasks, id, this.concurrency)
    if (step.tasks.find((t) => t.id === id)?.state === 'paused') this.stop(id)
    this.apply(step)
  }

  /** Paused → uploading when a slot is free, else the "full" toast. */
  resume(id: string): void {
    this.apply(resumeTask(this.tasks, id, this.concurrency))
  }

  /** Error → waiting (then uploading), or EOF when the file can no longer be read. */
  async retry(id: string): Promise<void> {
    const task = this.task(id)
    if (task?.state !== 'error') return
    const canRestart = await this.deps.uploader.canRestart(this.jobOf(task))
    const step = retryTask(this.tasks, id, this.concurrency, canRestart)
    this.apply({
      ...step,
      tasks: step.tasks.map((t) => (t.id === id ? { ...t, error: t.state === 'EOF' ? '文件已失效，请重新选择' : '', speed: 0 } : t))
    })
  }

  /** Removes the task whatever its state; a granted upload is cancelled on the server too. */
  cancel(id: string): void {
    const task = this.task(id)
    if (!task) return
    this.stop(id)
    if (task.uploadId !== null && task.state !== 'complete') void this.deps.uploader.discard(task.uploadId)
    this.samples.delete(id)
    this.apply(cancelTask(this.tasks, id, this.concurrency))
  }

  /** 全部暂停. */
  pauseAll(): void {
    for (const t of this.tasks) if (t.state === 'uploading') this.stop(t.id)
    this.apply({ tasks: pauseAll(this.tasks), start: [] })
  }

  /** 全部开始: every paused task queues and starts while slots are free. */
  startAll(): void {
    this.apply(resumeAll(this.tasks, this.concurrency))
  }

  /** 清除已完成. */
  clearComplete(): void {
    this.apply({ tasks: clearComplete(this.tasks), start: [] })
  }

  /** How many upload at once: a whole number, never below 1. */
  setConcurrency(requested: number): void {
    this.concurrency = concurrencyOf(requested)
    this.apply(changeConcurrency(this.tasks, this.concurrency))
  }

  /** Hears each for_print task's entry when it completes; answers a function that stops it. */
  onPrintReady(listener: PrintReadyListener): () => void {
    this.printListeners.add(listener)
    return () => this.printListeners.delete(listener)
  }

  /** Logout: every upload stops and is forgotten. */
  reset(): void {
    for (const id of [...this.runs.keys()]) this.stop(id)
    this.samples.clear()
    this.tasks = []
    this.deps.storage.remove(STORAGE_KEYS.uploads)
  }

  private jobOf(task: UploadItem): UploadJob {
    return { localPath: task.localPath, name: task.name, size: task.size, parentId: task.parentId, md5: task.md5, uploadId: task.uploadId }
  }

  private patch(id: string, change: Partial<UploadItem>): void {
    this.tasks = this.tasks.map((t) => (t.id === id ? { ...t, ...change } : t))
  }

  private hashed(id: string, fraction: number): void {
    this.tasks = setMd5Progress(this.tasks, id, fraction)
  }

  private stop(id: string): void {
    this.runs.get(id)?.abort()
    this.runs.delete(id)
  }

  private apply(step: Step<UploadItem>): void {
    this.tasks = step.tasks
    if (step.toast) this.deps.notify(step.toast)
    for (const id of step.start) this.launch(id)
    this.persist()
  }

  private persist(): void {
    const kept = this.tasks.filter((t) => t.state === 'complete' && !t.hide).slice(-UPLOADS_KEPT)
    if (kept.length) this.deps.storage.set(STORAGE_KEYS.uploads, kept)
    else this.deps.storage.remove(STORAGE_KEYS.uploads)
  }

  /** Runs the task's upload; what it reports lands on the task only while this run is the task's current one. */
  private launch(id: string): void {
    const task = this.task(id)
    if (!task) return
    this.stop(id)
    const aborter = createAborter()
    this.runs.set(id, aborter)
    this.samples.set(id, noSamples())
    const current = () => this.runs.get(id) === aborter
    this.patch(id, { speed: 0, error: '' })
    this.deps.uploader
      .run(
        this.jobOf(task),
        {
          md5Progress: (fraction) => {
            if (current()) this.hashed(id, fraction)
          },
          md5: (md5) => {
            if (current()) this.patch(id, { md5, md5progress: 1 })
          },
          uploadId: (uploadId) => {
            if (current()) this.patch(id, { uploadId })
          },
          sent: (bytes) => {
            if (!current()) return
            const samples = addSample(this.samples.get(id) ?? noSamples(), this.deps.now(), bytes)
            this.samples.set(id, samples)
            this.patch(id, { sent: bytes, speed: speedOf(samples) })
          }
        },
        aborter
      )
      .then(
        (entry) => this.finish(id, aborter, entry),
        (error: unknown) => this.fail(id, aborter, error)
      )
  }

  private finish(id: string, aborter: Aborter, entry: CloudEntry): void {
    if (this.runs.get(id) !== aborter) return
    this.runs.delete(id)
    this.samples.delete(id)
    const step = completeTask(this.tasks, id, this.concurrency)
    const done = step.tasks.find((t) => t.id === id)
    this.apply({ ...step, tasks: step.tasks.map((t) => (t.id === id ? { ...t, entryId: entry.id, sent: t.size, speed: 0 } : t)) })
    if (done?.state === 'complete' && done.for_print) {
      const item = this.task(id)!
      for (const listener of this.printListeners) listener(entry, item)
    }
  }

  private fail(id: string, aborter: Aborter, error: unknown): void {
    if (this.runs.get(id) !== aborter || error instanceof AbortedError) return
    this.runs.delete(id)
    this.samples.delete(id)
    const text = uploadFailureText(error)
    const restartHash = md5Refused(error)
    const step = failTask(this.tasks, id, this.concurrency)
    this.apply({
      ...step,
      tasks: step.tasks.map((t) => (t.id === id ? { ...t, error: text, speed: 0, ...(restartHash ? { md5: '', md5progress: 0, uploadId: null, sent: 0 } : {}) } : t))
    })
    this.deps.notify(text)
  }
}

export const uploadStore = new UploadStore()

registerReset('upload', () => uploadStore.reset())
