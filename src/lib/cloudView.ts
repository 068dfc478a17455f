/**
 * How the cloud library shows things (issue 20): an entry's icon kind and what tapping it does,
 * the folder path (breadcrumbs), the sort choices, the space bar, the state texts of the transfer
 * list, and the `fileInfo` query of the preview pages (spec sections 2 and 3).
 */
import { chinaDate } from '@core/chinaTime'
import { extensionOf, isImageFile, isOpenable, sizeText } from '@core/cloudFiles'
import type { CloudOrder, CloudSort } from '@types-contract/cloud'
import type { DownloadState } from './downloadTasks'
import type { UploadState } from './uploadTasks'

/** The icon of an entry. */
export type FileKind = 'folder' | 'image' | 'pdf' | 'word' | 'excel' | 'ppt' | 'text' | 'video' | 'audio' | 'archive' | 'other'

const KINDS: Record<string, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  bmp: 'image',
  heic: 'image',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ppt: 'ppt',
  pptx: 'ppt',
  txt: 'text',
  md: 'text',
  mp4: 'video',
  mov: 'video',
  m4v: 'video',
  mp3: 'audio',
  m4a: 'audio',
  wav: 'audio',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive'
}

/** The short label on an icon. */
export const KIND_LABELS: Record<FileKind, string> = {
  folder: '',
  image: '图',
  pdf: 'PDF',
  word: 'W',
  excel: 'X',
  ppt: 'P',
  text: 'TXT',
  video: '视频',
  audio: '音频',
  archive: 'ZIP',
  other: '文件'
}

export function fileKind(entry: { is_folder: boolean; name: string; extension?: string }): FileKind {
  if (entry.is_folder) return 'folder'
  return KINDS[entry.extension || extensionOf(entry.name)] ?? 'other'
}

/**
 * What tapping an entry does: a folder opens; an image previews (both platforms); a document of
 * the openable types (core/cloudFiles.ts) opens by platform; anything else is 暂不支持该文件类型.
 */
export type OpenAction = 'folder' | 'image' | 'document' | 'unsupported'

export function openActionOf(entry: { is_folder: boolean; name: string }): OpenAction {
  if (entry.is_folder) return 'folder'
  if (isImageFile(entry.name)) return 'image'
  return isOpenable(entry.name) ? 'document' : 'unsupported'
}

/** A folder on the path from the root; the root itself is not listed. */
export interface Crumb {
  id: number
  name: string
}

/** Into `folder` from the end of `path`. */
export const enterFolder = (path: readonly Crumb[], folder: Crumb): Crumb[] => [...path, { id: folder.id, name: folder.name }]

/** Back to the crumb at `index` (-1: the root). */
export const crumbTo = (path: readonly Crumb[], index: number): Crumb[] => path.slice(0, Math.max(0, index + 1))

/** The folder shown: the last crumb, or the root (null). */
export const folderOf = (path: readonly Crumb[]): number | null => (path.length ? path[path.length - 1].id : null)

export interface SortChoice {
  sort: CloudSort
  order: CloudOrder
  label: string
}

export const SORT_CHOICES: readonly SortChoice[] = [
  { sort: 'name', order: 'asc', label: '按名称 A→Z' },
  { sort: 'name', order: 'desc', label: '按名称 Z→A' },
  { sort: 'time', order: 'desc', label: '按时间 新→旧' },
  { sort: 'time', order: 'asc', label: '按时间 旧→新' },
  { sort: 'size', order: 'desc', label: '按大小 大→小' },
  { sort: 'size', order: 'asc', label: '按大小 小→大' }
]

export function sortLabel(sort: CloudSort, order: CloudOrder): string {
  return SORT_CHOICES.find((c) => c.sort === sort && c.order === order)?.label ?? SORT_CHOICES[0].label
}

/** The space bar: '已用 1.5 GB / 10 GB' and the share used (0-1); a full space reads full. */
export function quotaView(quota: { used: number; max: number }): { text: string; ratio: number; full: boolean } {
  const ratio = quota.max > 0 ? Math.min(1, Math.max(0, quota.used / quota.max)) : 1
  return { text: `已用 ${sizeText(quota.used)} / ${sizeText(quota.max)}`, ratio, full: quota.used >= quota.max }
}

/** A list row's second line: the size and the day changed in China time ('2.1 MB · 2025-03-08'), a folder only the day. */
export function entryMeta(entry: { is_folder: boolean; size: number; updated_at: string }): string {
  const day = chinaDate(entry.updated_at)
  return entry.is_folder ? day : `${sizeText(entry.size)} · ${day}`
}

/** An upload's state as the transfer list writes it; hashing is an upload still computing its md5. */
export function uploadStateText(state: UploadState, hashing: boolean): string {
  if (state === 'uploading') return hashing ? '校验中' : '上传中'
  return { waiting: '等待上传', paused: '已暂停', complete: '已完成', error: '上传失败', EOF: '文件已失效' }[state]
}

export function downloadStateText(state: DownloadState): string {
  return { downloading: '下载中', complete: '已完成', error: '下载失败' }[state]
}

/** Which buttons an upload row offers in its state. */
export function uploadActions(state: UploadState): ('pause' | 'resume' | 'retry' | 'cancel')[] {
  if (state === 'uploading' || state === 'waiting') return ['pause', 'cancel']
  if (state === 'paused') return ['resume', 'cancel']
  if (state === 'error') return ['retry', 'cancel']
  return ['cancel']
}

/**
 * The `fileInfo` query of previewByImage and resourcePreview (spec sections 2 and 3): share_id,
 * extension, forbid_download and forbid_print, plus the file's id and name, as JSON.
 */
export interface FileInfo {
  id: number
  name: string
  extension: string
  /** The shared space the file is seen through; null: the user's own library. */
  share_id: number | null
  forbid_download: boolean
  forbid_print: boolean
}

export function fileInfoQuery(info: FileInfo): string {
  return JSON.stringify(info)
}

/** The query's file, or null when it is missing or not one. */
export function parseFileInfo(raw: string | undefined): FileInfo | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    try {
      value = JSON.parse(decodeURIComponent(raw))
    } catch {
      return null
    }
  }
  const v = value as Partial<FileInfo> | null
  if (!v || typeof v !== 'object' || !Number.isInteger(v.id) || (v.id as number) < 1 || typeof v.name !== 'string' || !v.name) return null
  const shareId = Number.isInteger(v.share_id) && (v.share_id as number) > 0 ? (v.share_id as number) : null
  return {
    id: v.id as number,
    name: v.name,
    extension: typeof v.extension === 'string' && v.extension ? v.extension.toLowerCase() : extensionOf(v.name),
    share_id: shareId,
    forbid_download: v.forbid_download === true,
    forbid_print: v.forbid_print === true
  }
}
