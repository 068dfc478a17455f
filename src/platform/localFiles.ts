/**
 * Files of any type chosen for the cloud library, read in slices (an upload's md5 and parts),
 * one way per platform:
 *  - weapp: from a chat (Taro.chooseMessageFile) or the album (Taro.chooseMedia); a file is a temp
 *    path read with the file-system manager's readFile(position, length);
 *  - H5: the browser's file input (several at once) or files dropped on a desktop page; a file is
 *    kept here under a blob: URL, its path, and sliced with File.slice (never read whole).
 * A chosen file lives as long as the page session (H5) or WeChat's temp files (weapp): an upload
 * store drops unfinished uploads at launch for that reason.
 * The condition is decided at build time, so each build keeps one branch.
 */
import Taro from '@tarojs/taro'

export interface ChosenFile {
  path: string
  name: string
  size: number
}

/** Where a mini-program user picks files; H5 has its file input only. */
export type FileSource = 'chat' | 'album' | 'browser'

const browserFiles = new Map<string, File>()

function keepBrowserFile(file: File): ChosenFile {
  const path = URL.createObjectURL(file)
  browserFiles.set(path, file)
  return { path, name: file.name, size: file.size }
}

/** H5: files dropped on a page (or chosen elsewhere), kept for reading like chosen ones. */
export function keepDroppedFiles(files: ArrayLike<File>): ChosenFile[] {
  return Array.from(files)
    .filter((f) => f.size > 0)
    .map(keepBrowserFile)
}

function chooseInBrowser(): Promise<ChosenFile[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.multiple = true
    input.style.display = 'none'
    const finish = (files: ChosenFile[]) => {
      input.remove()
      resolve(files)
    }
    input.addEventListener('change', () => finish(keepDroppedFiles(input.files ?? [])))
    input.addEventListener('cancel', () => finish([]))
    document.body.appendChild(input)
    input.click()
  })
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

async function chooseInWeapp(source: FileSource): Promise<ChosenFile[]> {
  try {
    if (source === 'album') {
      const { tempFiles } = await Taro.chooseMedia({ count: 9, mediaType: ['image', 'video'], sourceType: ['album'], sizeType: ['original'] })
      return tempFiles.map((f) => ({ path: f.tempFilePath, name: baseName(f.tempFilePath), size: f.size }))
    }
    const { tempFiles } = await Taro.chooseMessageFile({ count: 100, type: 'all' })
    return tempFiles.map((f) => ({ path: f.path, name: f.name || baseName(f.path), size: f.size }))
  } catch {
    return []
  }
}

/** Lets the user pick files; [] when they cancel. Empty files are left out (there is nothing to upload). */
export async function chooseFiles(source: FileSource): Promise<ChosenFile[]> {
  const files = process.env.TARO_ENV === 'h5' ? await chooseInBrowser() : await chooseInWeapp(source)
  return files.filter((f) => f.size > 0)
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(new Error('文件读取失败'))
    reader.readAsArrayBuffer(blob)
  })
}

/** H5: the chosen File behind a path (the md5 worker reads it itself). */
export function browserFileOf(path: string): File | undefined {
  return browserFiles.get(path)
}

/** Bytes [start, end) of a chosen file. */
export function readSlice(path: string, start: number, end: number): Promise<ArrayBuffer> {
  if (process.env.TARO_ENV === 'h5') {
    const file = browserFiles.get(path)
    return file ? readBlob(file.slice(start, end)) : Promise.reject(new Error('文件已失效'))
  }
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().readFile({
      filePath: path,
      position: start,
      length: end - start,
      success: (res) => resolve(res.data as ArrayBuffer),
      fail: (err) => reject(new Error(err.errMsg))
    })
  })
}

/** Whether a chosen file can still be read (a retry needs it). */
export function fileReadable(path: string): Promise<boolean> {
  if (process.env.TARO_ENV === 'h5') return Promise.resolve(browserFiles.has(path))
  return new Promise((resolve) => {
    Taro.getFileSystemManager().access({ path, success: () => resolve(true), fail: () => resolve(false) })
  })
}

/** H5 on a desktop (a fine pointer, no touch): files may be dropped on the page. */
export function canDropFiles(): boolean {
  return process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: fine)').matches
}

/**
 * H5: calls `onFiles` with the files dropped on the element with id `elementId` (while `onHover`
 * hears whether files are over it); answers a function that stops listening. weapp: nothing.
 */
export function listenForDrops(elementId: string, onFiles: (files: ChosenFile[]) => void, onHover: (over: boolean) => void): () => void {
  if (process.env.TARO_ENV !== 'h5') return () => undefined
  const element = document.getElementById(elementId)
  if (!element) return () => undefined
  const over = (event: DragEvent) => {
    event.preventDefault()
    onHover(true)
  }
  const leave = () => onHover(false)
  const drop = (event: DragEvent) => {
    event.preventDefault()
    onHover(false)
    const files = keepDroppedFiles(event.dataTransfer?.files ?? [])
    if (files.length) onFiles(files)
  }
  element.addEventListener('dragover', over)
  element.addEventListener('dragleave', leave)
  element.addEventListener('drop', drop)
  return () => {
    element.removeEventListener('dragover', over)
    element.removeEventListener('dragleave', leave)
    element.removeEventListener('drop', drop)
  }
}
