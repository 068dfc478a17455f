/**
 * The upload task list as a state machine (spec section 4, issue 20): pure functions from a list
 * to the next list and what the caller must do (start these uploads, show this toast). The upload
 * store (src/stores) keeps the list and runs the uploads; these rules stay here, unit-tested at
 * every transition.
 *
 *   waiting ──(a slot frees)──▶ uploading ──complete──▶ complete ──clear──▶ hidden
 *      │                          │   ▲  │
 *    pause                      pause │  fail
 *      ▼                          ▼ resume ▼
 *    paused ◀───────────────── paused   error ──retry──▶ waiting (then uploading) | EOF
 *
 * Decisions where the spec is silent: pausing a waiting task parks it (paused) without using a
 * slot; a retry queues the task as waiting (it starts at once when a slot is free), so retrying
 * several failed tasks never answers with the "full" toast; lowering the concurrency lets running
 * uploads finish rather than pausing them.
 */

export const UPLOAD_STATES = ['waiting', 'uploading', 'paused', 'complete', 'error', 'EOF'] as const
export type UploadState = (typeof UPLOAD_STATES)[number]

/** Spec section 9: three uploads at a time unless set otherwise. */
export const DEFAULT_UPLOAD_CONCURRENCY = 3

/** Spec section 4: the toast of a resume while every slot is taken. */
export const UPLOAD_SLOTS_FULL = '当前上传数量已满，请先暂停其他任务'

export interface UploadTask {
  id: string
  state: UploadState
  /** The file's md5 once computed, '' before. */
  md5: string
  /** How far the md5 has got, 0-1. */
  md5progress: number
  localPath: string
  /** The file goes to the print queue once uploaded. */
  for_print: boolean
  /** A complete task cleared from the transfer list. */
  hide: boolean
}

/**
 * What a transition asks of the caller besides keeping the new list. The transitions are generic:
 * a store's tasks may carry more (name, size, progress), kept as they are.
 */
export interface Step<T extends UploadTask = UploadTask> {
  tasks: T[]
  /** Tasks that became uploading: their uploads are to be started (or restarted). */
  start: string[]
  /** A toast to show (the transition was refused). */
  toast?: string
}

/** The concurrency in force: a whole number, at least 1 (spec: never below 1); 3 when unset or not a number. */
export function concurrencyOf(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested)) return DEFAULT_UPLOAD_CONCURRENCY
  return Math.max(1, Math.floor(requested))
}

const uploadingCount = (tasks: readonly UploadTask[]) => tasks.filter((t) => t.state === 'uploading').length
const withState = <T extends UploadTask>(tasks: readonly T[], id: string, state: UploadState): T[] => tasks.map((t) => (t.id === id ? { ...t, state } : t))

/** Starts waiting tasks, oldest first, one at a time while a slot is free. */
export function fillSlots<T extends UploadTask>(tasks: readonly T[], concurrency: number): Step<T> {
  let free = concurrencyOf(concurrency) - uploadingCount(tasks)
  const start: string[] = []
  const next = tasks.map((t) => {
    if (free <= 0 || t.state !== 'waiting') return t
    free--
    start.push(t.id)
    return { ...t, state: 'uploading' as const }
  })
  return { tasks: next, start }
}

/** A new task, waiting at the end of the list (and started when a slot is free). */
export function addTask<T extends UploadTask>(tasks: readonly T[], task: Omit<T, 'state' | 'md5' | 'md5progress' | 'hide'>, concurrency: number): Step<T> {
  return fillSlots([...tasks, { ...task, state: 'waiting', md5: '', md5progress: 0, hide: false } as T], concurrency)
}

const find = <T extends UploadTask>(tasks: readonly T[], id: string) => tasks.find((t) => t.id === id)
const unchanged = <T extends UploadTask>(tasks: readonly T[]): Step<T> => ({ tasks: [...tasks], start: [] })

/** Uploading or waiting → paused; a slot it held goes to the next waiting task. */
export function pauseTask<T extends UploadTask>(tasks: readonly T[], id: string, concurrency: number): Step<T> {
  const task = find(tasks, id)
  if (!task || (task.state !== 'uploading' && task.state !== 'waiting')) return unchanged(tasks)
  return fillSlots(withState(tasks, id, 'paused'), concurrency)
}

/** Paused → uploading when a slot is free; else unchanged, with the "full" toast. */
export function resumeTask<T extends UploadTask>(tasks: readonly T[], id: string, concurrency: number): Step<T> {
  const task = find(tasks, id)
  if (!task || task.state !== 'paused') return unchanged(tasks)
  if (uploadingCount(tasks) >= concurrencyOf(concurrency)) return { ...unchanged(tasks), toast: UPLOAD_SLOTS_FULL }
  return { tasks: withState(tasks, id, 'uploading'), start: [id] }
}

/** Uploading → error; the next waiting task takes the slot. */
export function failTask<T extends UploadTask>(tasks: readonly T[], id: string, concurrency: number): Step<T> {
  if (find(tasks, id)?.state !== 'uploading') return unchanged(tasks)
  return fillSlots(withState(tasks, id, 'error'), concurrency)
}

/** Uploading → complete; the next waiting task takes the slot. */
export function completeTask<T extends UploadTask>(tasks: readonly T[], id: string, concurrency: number): Step<T> {
  if (find(tasks, id)?.state !== 'uploading') return unchanged(tasks)
  return fillSlots(withState(tasks, id, 'complete'), concurrency)
}

/**
 * Error → waiting, started at once when a slot is free; EOF instead when the uploader cannot
 * restart (its file is gone, or its upload can no longer be resumed).
 */
export function retryTask<T extends UploadTask>(tasks: readonly T[], id: string, concurrency: number, canRestart: boolean): Step<T> {
  if (find(tasks, id)?.state !== 'error') return unchanged(tasks)
  if (!canRestart) return { tasks: withState(tasks, id, 'EOF'), start: [] }
  return fillSlots(withState(tasks, id, 'waiting'), concurrency)
}

/** Removes the task, whatever its state; a slot it held goes to the next waiting task. */
export function cancelTask<T extends UploadTask>(tasks: readonly T[], id: string, concurrency: number): Step<T> {
  if (!find(tasks, id)) return unchanged(tasks)
  return fillSlots(
    tasks.filter((t) => t.id !== id),
    concurrency
  )
}

/** 清除: complete tasks are hidden; the others stay as they are. */
export function clearComplete<T extends UploadTask>(tasks: readonly T[]): T[] {
  return tasks.map((t) => (t.state === 'complete' && !t.hide ? { ...t, hide: true } : t))
}

/** On app launch only complete tasks are kept: an upload never survives a restart half done. */
export function tasksAtLaunch<T extends UploadTask>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => t.state === 'complete')
}

/**
 * 全部开始: every paused task queues as waiting and starts while slots are free (the rest start as
 * slots free), rather than answering the "full" toast the way one task's resume does.
 */
export function resumeAll<T extends UploadTask>(tasks: readonly T[], concurrency: number): Step<T> {
  return fillSlots(
    tasks.map((t) => (t.state === 'paused' ? { ...t, state: 'waiting' as const } : t)),
    concurrency
  )
}

/** 全部暂停: every uploading and waiting task is paused; nothing starts. */
export function pauseAll<T extends UploadTask>(tasks: readonly T[]): T[] {
  return tasks.map((t) => (t.state === 'uploading' || t.state === 'waiting' ? { ...t, state: 'paused' as const } : t))
}

/** A new concurrency: more slots start waiting tasks; fewer let running uploads finish. */
export function changeConcurrency<T extends UploadTask>(tasks: readonly T[], concurrency: number): Step<T> {
  return fillSlots(tasks, concurrency)
}

/** The md5's progress, kept within 0-1. */
export function setMd5Progress<T extends UploadTask>(tasks: readonly T[], id: string, progress: number): T[] {
  const p = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0
  return tasks.map((t) => (t.id === id ? { ...t, md5progress: p } : t))
}

/** The tasks the transfer list shows (cleared complete ones are not). */
export const visibleTasks = <T extends UploadTask>(tasks: readonly T[]): T[] => tasks.filter((t) => !t.hide)
