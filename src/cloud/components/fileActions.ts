/**
 * Opening and downloading a cloud file, the same from every cloud page: only the openable types
 * open (core/cloudFiles.ts; others 暂不支持该文件类型); an image opens previewByImage and a document
 * resourcePreview, each with the `fileInfo` query (lib/cloudView.ts). A download goes through the
 * download store (the transfer list shows it) and is then kept for the user: H5 saves the file;
 * weapp opens a document in WeChat's viewer and an image in its image viewer.
 */
import Taro from '@tarojs/taro'
import type { CloudEntry } from '@types-contract/cloud'
import { UNSUPPORTED_TYPE } from '@core/cloudFiles'
import { errorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { fileInfoQuery, openActionOf, type FileInfo } from '@/lib/cloudView'
import { printRefusal } from '@/lib/printView'
import { toast } from '@/platform/toast'
import { openDownloaded } from '@/platform/transfer'
import { urlOf } from '@/routes'
import { downloadStore } from '@/stores/download'
import { printQueueStore } from '@/stores/printQueue'

/** A library entry as the preview pages take it (no share: the user's own file, nothing forbidden). */
export function fileInfoOf(entry: Pick<CloudEntry, 'id' | 'name' | 'extension'>): FileInfo {
  return { id: entry.id, name: entry.name, extension: entry.extension, share_id: null, forbid_download: false, forbid_print: false }
}

/** Opens a file by its type; an unsupported one only says so. */
export function openFile(info: FileInfo): void {
  const action = openActionOf({ is_folder: false, name: info.name })
  if (action === 'image') navigate(urlOf('cloud/previewByImage', { fileInfo: fileInfoQuery(info) }))
  else if (action === 'document') navigate(urlOf('cloud/resourcePreview', { fileInfo: fileInfoQuery(info) }))
  else toast(UNSUPPORTED_TYPE)
}

/** Keeps a downloaded file for the user (see the head of this file). */
export async function keepDownloaded(localPath: string, info: Pick<FileInfo, 'name' | 'extension'>): Promise<void> {
  const action = openActionOf({ is_folder: false, name: info.name })
  try {
    if (process.env.TARO_ENV !== 'h5' && action === 'image') await Taro.previewImage({ urls: [localPath], current: localPath })
    else if (process.env.TARO_ENV === 'h5' || action === 'document') await openDownloaded(localPath, info.name, info.extension)
    else toast('已下载，可在传输列表查看')
  } catch {
    toast('打开文件失败')
  }
}

/** Downloads the file (the transfer list shows it), then keeps it when `keep`. Forbidden files are refused before any call. */
export function downloadFile(info: FileInfo, size: number, keep = true): void {
  if (info.forbid_download) return toast('该文件已被设置为禁止下载')
  const id = downloadStore.download({ id: info.id, name: info.name, size, shareId: info.share_id })
  if (!keep) return
  downloadStore.whenDone(id).then(
    (localPath) => keepDownloaded(localPath, info),
    () => undefined
  )
}

/**
 * 打印: files the print shop takes go to the print queue (stores/printQueue.ts: debounced, then
 * 已加入打印队列 or 文件已在打印队列中 · 去打印中心); a folder, another type or, for anyone but the
 * share's owner, a forbid_print file is refused here with the reason (the server refuses them too).
 */
export function printFiles(files: { id: number; name: string; is_folder?: boolean; forbid_print?: boolean }[], shareId?: number, owner = true): void {
  const refusal = files.map((f) => printRefusal(f, owner)).find((r) => r !== null)
  if (refusal) return toast(refusal)
  void printQueueStore.add(
    files.map((f) => f.id),
    shareId
  )
}

/**
 * A failed action on an entry, told as a toast: the catalogue (api/errorCatalogue.ts) shows a dialog
 * for 403, 429 and 5xx itself; the refusals it leaves quiet or generic (400, 404, 409, 422) and no
 * answer at all are told here with their text.
 */
export function actionFailed(e: unknown, fallback: string): void {
  if (!(e instanceof ApiError) || [400, 404, 409, 422].includes(e.status)) toast(errorText(e, fallback))
}
