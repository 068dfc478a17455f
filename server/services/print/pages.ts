/**
 * The page count of a file the print queue takes (docs/print.md): a picture is one page; a PDF's
 * pages are counted with pdf-lib (pure JavaScript, a well-kept library; no native binary is needed
 * to take a file into the queue, only to preview it). Its bytes stream from the file store
 * (FileStore.read) up to PRINT_LIMITS.maxCountBytes, past which the file is not read: 422
 * print_unreadable, as for bytes pdf-lib cannot open or a PDF of no pages.
 */
import type { Readable } from 'stream'
import { PDFDocument } from 'pdf-lib'
import { isPrintPicture } from '../../../core/printFees'
import { PRINT_LIMITS } from '../../../types/print'
import { ApiError } from '../../errors'
import type { FileStore } from '../../storage/store'

export const unreadable = () => new ApiError(422, 'print_unreadable', '文件无法读取，请确认文件完整后重新上传')

/** The whole of `stream` while it stays within `cap` bytes; null (reading stopped) past it. */
export async function readCapped(stream: Readable, cap: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length
    if (total > cap) {
      stream.destroy()
      return null
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, total)
}

/** The pages of the stored file: 1 for a picture, a PDF's count; 422 print_unreadable when it cannot be read. */
export async function countPages(store: FileStore, file: { storageKey: string; size: number; extension: string }): Promise<number> {
  if (isPrintPicture(file.extension)) return 1
  if (file.size > PRINT_LIMITS.maxCountBytes) throw unreadable()
  let pages = 0
  try {
    const bytes = await readCapped(store.read(file.storageKey), PRINT_LIMITS.maxCountBytes)
    // An encrypted PDF still tells its pages; the print shop deals with its password.
    if (bytes) pages = (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount()
  } catch {
    // Not a PDF, a broken one, or bytes gone from the store: nothing to count.
  }
  if (pages < 1) throw unreadable()
  return pages
}
