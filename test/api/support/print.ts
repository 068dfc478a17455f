/**
 * Print queue helpers of the API tests (issue 21): files with real bytes in the app's file store
 * (a PDF made with pdf-lib, a PNG), written straight into cloud_entries as a finished upload would
 * be, so the queue counts their pages and renders their previews; and the signed calls with PATCH.
 */
import { createHash } from 'crypto'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { parseShareLinkText, shareLinkText } from '../../../core/shareLink'
import { cloudEntries } from '../../../server/db/schema'
import { CLOUD_SHARE_PATHS, type CloudShareDetail } from '../../../types/cloudShares'
import { PRINT_PATHS, type PrintQueueAddResult } from '../../../types/print'
import { signedInject } from '../helpers'
import type { AccountsApp, Member } from './accounts'
import { insertFile } from './cloud'
import { ok } from './forum'

/** A real PDF of `pages` A4 pages, each with its number written on it (so two PDFs differ). */
export async function pdfBytes(pages: number, label = String(Math.random())): Promise<Buffer> {
  const doc = await PDFDocument.create()
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`${label} page ${i}`, { x: 50, y: 780, size: 18 })
  return Buffer.from(await doc.save())
}

/** A small real PNG (different each call). */
export const pngBytes = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: Math.floor(Math.random() * 255), g: 120, b: 200 } } })
    .png()
    .toBuffer()

/**
 * `bytes` stored as `who`'s file `name` in folder `parentId` (null: the root): the bytes under a
 * new cloud key of the app's store, the row (support/cloud.ts insertFile) with their md5 and key.
 */
export async function storedFile(t: AccountsApp, who: Member, name: string, bytes: Buffer, parentId: number | null = null): Promise<number> {
  const store = t.app.accounts.files
  const key = store.newCloudKey()
  await store.write(key, bytes)
  const id = await insertFile(t, who, name, bytes.length, parentId, { md5: createHash('md5').update(bytes).digest('hex') })
  await t.database.db.update(cloudEntries).set({ storageKey: key }).where(eq(cloudEntries.id, id))
  return id
}

export function printClient(t: () => AccountsApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
    signedInject(t().app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })
  return {
    send,
    /** POST queue as `who`: the raw answer. */
    add: (who: Member, body: { file_id_list: number[]; share_id?: number; share_link_str?: string }) => send('POST', PRINT_PATHS.queue, who.access, body),
    /** A share of `owner`'s entries with the flags, joined by `members` through the link text: the share and its link text. */
    async share(owner: Member, entryIds: number[], flags: { forbid_download?: boolean; forbid_print?: boolean }, ...members: Member[]) {
      const share = ok<CloudShareDetail>(await send('POST', CLOUD_SHARE_PATHS.shares, owner.access, { name: '高三资料', entry_ids: entryIds, ...flags }), 201)
      const text = shareLinkText({ name: share.name, code: share.code!, id: share.id, appName: '必得高考' })
      for (const member of members) ok(await send('POST', CLOUD_SHARE_PATHS.join, member.access, parseShareLinkText(text)!))
      return { share, text }
    },
    /** Queues the files, expecting 201: the answer. */
    queued: async (who: Member, fileIds: number[], shareId?: number) =>
      ok<PrintQueueAddResult>(await send('POST', PRINT_PATHS.queue, who.access, { file_id_list: fileIds, ...(shareId ? { share_id: shareId } : {}) }), 201)
  }
}

/** Expects the error answer: status, its Chinese detail (any Chinese text unless told), and code or the field named. */
export function expectError(res: LightMyRequestResponse, status: number, detail?: string, codeOrField?: string): void {
  const body = res.json() as { detail: string; code: string; fields?: Record<string, string> }
  const named = codeOrField === undefined ? [] : [body.fields ? Object.keys(body.fields)[0] : body.code]
  expect([res.statusCode, body.detail, ...named]).toEqual([
    status,
    detail ?? expect.stringMatching(/[\u4e00-\u9fff]/),
    ...(codeOrField === undefined ? [] : [codeOrField])
  ])
}
