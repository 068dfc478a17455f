/**
 * GET PRINT_PATHS.queue + '<id>/preview/' (cloudPrintPreview; docs/print.md "Preview"):
 *
 * - A picture shows itself: a signed, expiring download URL of its bytes.
 * - A PDF's first PRINT_LIMITS.previewPages pages are rendered by poppler's `pdftoppm` (Debian
 *   package poppler-utils) into PNGs of at most PREVIEW_LONG_SIDE px, kept in the file store under
 *   a cloud key derived from the file's md5 and the page (the same bytes render once, whoever
 *   queued them), and answered as signed URLs. Renders of one file at once wait for the first.
 * - Without pdftoppm (PRINT_PDFTOPPM=none, or not installed): pages [] and 预览服务暂不可用; a
 *   PDF it cannot render: pages [] and 预览生成失败. Both say the original may be downloaded.
 * - Only who may download the file sees its pages: a share member of a forbid_download file gets
 *   pages [] and 分享者已禁止下载该文件 (the print shop prints it; the member never gets its bytes or
 *   images of them, as in the cloud library). A file gone or a banned share answers 404 / 403.
 */
import { createHash } from 'crypto'
import { execFile } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { pipeline } from 'stream/promises'
import { promisify } from 'util'
import { isPrintPicture } from '../../../core/printFees'
import { CLOUD_UPLOAD_LIMITS } from '../../../types/cloudUploads'
import { PRINT_LIMITS, type PrintPreview } from '../../../types/print'
import type { Db } from '../../db/open'
import { ApiError } from '../../errors'
import type { FileStore } from '../../storage/store'
import { downloadOf } from '../cloud/downloads'
import type { ShareFileUse } from '../cloud/sharesFiles'
import { printFileOf, queueItemsByIds } from './rows'

/** The longer side of a preview page, px (a phone screen's width at 3×, and no more). */
export const PREVIEW_LONG_SIDE = 1200
/** A render that takes longer is stopped (a PDF built to be slow). */
const RENDER_TIMEOUT_MS = 60_000

export const PREVIEW_MESSAGES = {
  unavailable: '预览服务暂不可用，可下载原文件查看',
  failed: '预览生成失败，可下载原文件查看',
  forbidden: '分享者已禁止下载该文件，暂不能预览'
} as const

const run = promisify(execFile)

/** The store key of page `page`'s preview of the bytes of md5 `md5` (a cloud key: both stores sign URLs of it). */
export const previewKey = (md5: string, page: number) => `cloud/${createHash('md5').update(`print-preview:${PREVIEW_LONG_SIDE}:${md5}:${page}`).digest('hex')}`

type Rendered = { keys: string[] } | { problem: keyof typeof PREVIEW_MESSAGES }

/** Renders the first `pages` pages of `file` with `pdftoppm` and stores them under previewKey. */
async function render(store: FileStore, pdftoppm: string, file: ShareFileUse, pages: number): Promise<Rendered> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'print-preview-'))
  try {
    const input = path.join(dir, 'file.pdf')
    try {
      await pipeline(store.read(file.storageKey), fs.createWriteStream(input))
      await run(pdftoppm, ['-png', '-f', '1', '-l', String(pages), '-scale-to', String(PREVIEW_LONG_SIDE), input, path.join(dir, 'page')], {
        timeout: RENDER_TIMEOUT_MS
      })
    } catch (error) {
      // ENOENT from the spawn: no pdftoppm there. Anything else: bytes gone, or a PDF it cannot render.
      const { code, path: missing } = error as NodeJS.ErrnoException
      return { problem: code === 'ENOENT' && missing === pdftoppm ? 'unavailable' : 'failed' }
    }
    // pdftoppm names pages page-1.png or page-01.png (zero-padded to the document's page count).
    const made = new Map<number, string>()
    for (const name of await fs.promises.readdir(dir)) {
      const m = /^page-(\d+)\.png$/.exec(name)
      if (m) made.set(Number(m[1]), name)
    }
    const keys: string[] = []
    for (let page = 1; page <= pages; page++) {
      const name = made.get(page)
      if (!name) return { problem: 'failed' }
      const key = previewKey(file.md5, page)
      await store.write(key, await fs.promises.readFile(path.join(dir, name)))
      keys.push(key)
    }
    return { keys }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}

/** Renders in progress, by md5: a second request for the same bytes waits for the first. */
const rendering = new Map<string, Promise<Rendered>>()

/** The stored preview pages of `file`, rendered now when any is missing. */
async function previewPages(store: FileStore, pdftoppm: string, file: ShareFileUse, pages: number): Promise<Rendered> {
  const keys = Array.from({ length: pages }, (_, i) => previewKey(file.md5, i + 1))
  if ((await Promise.all(keys.map((key) => store.size(key)))).every((size) => size !== null)) return { keys }
  let pending = rendering.get(file.md5)
  if (!pending) {
    pending = render(store, pdftoppm, file, pages).finally(() => rendering.delete(file.md5))
    rendering.set(file.md5, pending)
  }
  return pending
}

/** GET PRINT_PATHS.queue + '<id>/preview/' of the user's item (404 文件不存在 for one not theirs). */
export async function previewItem(db: Db, store: FileStore, pdftoppm: string | null, userId: number, itemId: number, now: number): Promise<PrintPreview> {
  const [item] = await queueItemsByIds(db, userId, [itemId])
  const none = (problem: keyof typeof PREVIEW_MESSAGES): PrintPreview => ({ page_count: item.pageCount, pages: [], message: PREVIEW_MESSAGES[problem] })
  let file: ShareFileUse
  try {
    file = await printFileOf(db, userId, item, 'download')
  } catch (error) {
    if (error instanceof ApiError && error.code === 'download_forbidden') return none('forbidden')
    throw error
  }
  if (isPrintPicture(file.extension)) return { page_count: item.pageCount, pages: [{ page: 1, url: (await downloadOf(store, file, now)).url }], message: null }
  if (pdftoppm === null) return none('unavailable')
  const rendered = await previewPages(store, pdftoppm, file, Math.min(PRINT_LIMITS.previewPages, item.pageCount))
  if ('problem' in rendered) return none(rendered.problem)
  const expiresAt = now + CLOUD_UPLOAD_LIMITS.urlTtlMs
  const base = file.name.replace(/\.[^.]*$/, '')
  return {
    page_count: item.pageCount,
    pages: await Promise.all(rendered.keys.map(async (key, i) => ({ page: i + 1, url: await store.downloadUrl(key, `${base}-${i + 1}.png`, expiresAt, now) }))),
    message: null
  }
}
