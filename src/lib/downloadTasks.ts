/**
 * The download task list as a state machine (spec sections 3 and 4): downloading, then complete or
 * error; abort removes the task. Pure, like lib/uploadTasks.ts; the download store runs them.
 *
 * Decisions where the spec is silent: a failed download can be retried (error → downloading, a
 * new URL and a new transfer); 清除 hides complete downloads as it does uploads; downloads run at
 * once, without slots (they are few and the user is waiting to open them).
 */
export const DOWNLOAD_STATES = ['downloading', 'complete', 'error'] as const
export type DownloadState = (typeof DOWNLOAD_STATES)[number]

export interface DownloadTask {
  id: string
  state: DownloadState
  /** The file's md5 as the server answered it ('' until the URL came). */
  md5: string
  /** Where the bytes are on the device once complete (H5: a blob: URL; weapp: a temp file path). */
  localPath: string
  /** A complete task cleared from the transfer list. */
  hide: boolean
}

const find = <T extends DownloadTask>(tasks: readonly T[], id: string) => tasks.find((t) => t.id === id)
const update = <T extends DownloadTask>(tasks: readonly T[], id: string, change: Partial<DownloadTask>): T[] => tasks.map((t) => (t.id === id ? { ...t, ...change } : t))

/** A new task, downloading at the end of the list; an id already listed is left as it is. */
export function addDownload<T extends DownloadTask>(tasks: readonly T[], task: Omit<T, 'state' | 'md5' | 'localPath' | 'hide'>): T[] {
  if (find(tasks, task.id)) return [...tasks]
  return [...tasks, { ...task, state: 'downloading', md5: '', localPath: '', hide: false } as T]
}

/** Downloading → complete, with where the bytes are. */
export function completeDownload<T extends DownloadTask>(tasks: readonly T[], id: string, localPath: string, md5: string): T[] {
  if (find(tasks, id)?.state !== 'downloading') return [...tasks]
  return update(tasks, id, { state: 'complete', localPath, md5 })
}

/** Downloading → error. */
export function failDownload<T extends DownloadTask>(tasks: readonly T[], id: string): T[] {
  if (find(tasks, id)?.state !== 'downloading') return [...tasks]
  return update(tasks, id, { state: 'error' })
}

/** Error → downloading (again from the start). */
export function retryDownload<T extends DownloadTask>(tasks: readonly T[], id: string): T[] {
  if (find(tasks, id)?.state !== 'error') return [...tasks]
  return update(tasks, id, { state: 'downloading' })
}

/** Abort: the task goes, whatever its state (a running transfer is stopped by the store). */
export function abortDownload<T extends DownloadTask>(tasks: readonly T[], id: string): T[] {
  return tasks.filter((t) => t.id !== id)
}

/** 清除: complete downloads are hidden. */
export function clearCompleteDownloads<T extends DownloadTask>(tasks: readonly T[]): T[] {
  return tasks.map((t) => (t.state === 'complete' && !t.hide ? { ...t, hide: true } : t))
}

export const visibleDownloads = <T extends DownloadTask>(tasks: readonly T[]): T[] => tasks.filter((t) => !t.hide)
