/**
 * A shared file's forbid_download and forbid_print hold through every path that reads a file's
 * bytes or hands out a URL of them (issue 29): the share's download URL, the print queue, a print
 * order and its check, the print preview, the share's own answers (detail, listing, file info,
 * search), the bytes' own storage URLs, and a share of a share (B sharing, queueing or 秒传-uploading
 * A's file as B's own). As member B, as C who holds the link but did not join, and as a visitor
 * with the link. Each refusal has a control beside it (the owner, or the allowed right) that gets
 * through, so the refusal is the flag's and not a broken route. SHARE_REPORT names a JSON file for
 * the checks that held (`npm run reliability`).
 */
import { createHash } from 'crypto'
import fs from 'fs'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { cloudEntries } from '../../server/db/schema'
import { CLOUD_SHARE_PATHS, type CloudShareDetail } from '../../types/cloudShares'
import { CLOUD_UPLOAD_PATHS, type CloudDownload, type CloudUploadGrant } from '../../types/cloudUploads'
import { PRINT_PATHS, type PrintPreview } from '../../types/print'
import { parseShareLinkText } from '../../core/shareLink'
import { signedInject } from './helpers'
import { appWithMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { expectError, pdfBytes, pngBytes, printClient, storedFile } from './support/print'
import { printOrderClient } from './support/printOrders'

const { t, a, b, c } = appWithMembers('1392930000', { env: { LOG_LEVEL: 'silent', RATE_LIMITS: 'off', PRINT_PDFTOPPM: 'none' } })
const print = printClient(() => t)
const printOrders = printOrderClient(() => t)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const send = (method: Method, url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })
const shareUrl = (shareId: number, rest = '') => `${CLOUD_SHARE_PATHS.shares}${shareId}/${rest}`
const download = (shareId: number, entryId: number, who?: Member) => send('GET', shareUrl(shareId, `files/${entryId}/download/`), who)

/** Every check, and those that held (to their end), for the report. */
const checks: string[] = []
const held: string[] = []
function check(title: string, run: () => Promise<void>): void {
  checks.push(title)
  test(title, async () => {
    await run()
    held.push(title)
  })
}
afterAll(() => {
  if (process.env.SHARE_REPORT) fs.writeFileSync(process.env.SHARE_REPORT, JSON.stringify({ checks, held }, null, 1))
})

/** A's files, and the shares that show them. */
const files = { pdf: 0, png: 0, printOnly: 0, folder: 0, inFolder: 0, later: 0 }
let pdf: Buffer
/** forbid_download (printing allowed): the PDF, the picture and a folder; B joined. */
let noDownload: { share: CloudShareDetail; text: string }
/** forbid_print (download allowed): one PDF; B joined. */
let noPrint: { share: CloudShareDetail; text: string }

/** Signed URLs of the cloud's bytes (downloads, previews) anywhere in an answer. */
const signedUrls = (res: LightMyRequestResponse): string[] => res.body.match(/\/api\/storage\/cloud\/[^"\s]*/g) ?? []

beforeAll(async () => {
  pdf = await pdfBytes(2, 'forbidden')
  files.pdf = await storedFile(t, a, '禁止下载.pdf', pdf)
  files.png = await storedFile(t, a, '禁止下载.png', await pngBytes())
  files.printOnly = await storedFile(t, a, '禁止打印.pdf', await pdfBytes(1, 'print-only'))
  files.folder = ok<{ id: number }>(await send('POST', '/api/cloud/folders/', a, { name: '真题', parent_id: null }), 201).id
  files.inFolder = await storedFile(t, a, '文件夹里的.pdf', await pdfBytes(1, 'in-folder'), files.folder)
  files.later = await storedFile(t, a, '后来禁止打印.pdf', await pdfBytes(1, 'later'))
  noDownload = await print.share(a, [files.pdf, files.png, files.folder, files.later], { forbid_download: true }, b)
  noPrint = await print.share(a, [files.printOnly], { forbid_print: true }, b)
})

describe('the download URL', () => {
  check('a member gets 403 download_forbidden for each forbidden file, one in a shared folder too; the owner downloads', async () => {
    for (const entry of [files.pdf, files.png, files.inFolder]) {
      expectError(await download(noDownload.share.id, entry, b), 403, '该文件已被设置为禁止下载', 'download_forbidden')
      expect(ok<CloudDownload>(await download(noDownload.share.id, entry, a)).url).toMatch(/^\/api\/storage\/cloud\//)
    }
    // The other right does not take this one: a forbid_print file downloads.
    expect(ok<CloudDownload>(await download(noPrint.share.id, files.printOnly, b)).url).toMatch(/^\/api\/storage\/cloud\//)
  })

  check('a member cannot lift a flag, take the file out, add files, ban, re-code or delete the share: 403 owner_only', async () => {
    const id = noDownload.share.id
    const tries: [Method, string, object?][] = [
      ['PUT', shareUrl(id, `items/${files.pdf}/`), { forbid_download: false, forbid_print: false }],
      ['DELETE', shareUrl(id, `items/${files.pdf}/`)],
      ['POST', shareUrl(id, 'items/'), { entry_ids: [files.pdf] }],
      ['POST', shareUrl(id, 'ban/')],
      ['POST', shareUrl(id, 'code/')],
      ['DELETE', shareUrl(id)]
    ]
    for (const [method, url, body] of tries) expectError(await send(method, url, b, body), 403, undefined, 'owner_only')
    expectError(await download(id, files.pdf, b), 403, '该文件已被设置为禁止下载', 'download_forbidden')
  })

  check('a visitor with the link is asked to log in; C, who holds the link but has not joined, gets 404', async () => {
    expect((await download(noDownload.share.id, files.pdf)).statusCode).toBe(401)
    expect((await download(noDownload.share.id, files.pdf, c)).statusCode).toBe(404)
    expect((await download(noPrint.share.id, files.printOnly, c)).statusCode).toBe(404)
  })

  check('the bytes’ own storage URL: without the signature, or with the owner’s signature on another name, refused', async () => {
    const owners = ok<CloudDownload>(await download(noDownload.share.id, files.pdf, a)).url
    // Without its query the URL is not even one of the route's (400); with a wrong one, 403.
    expect([400, 403]).toContain((await t.app.inject({ method: 'GET', url: owners.split('?')[0] })).statusCode)
    expect((await t.app.inject({ method: 'GET', url: owners.replace(/sig=[^&]+/, `sig=${'0'.repeat(64)}`) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: owners.replace(/name=[^&]+/, 'name=x.pdf') })).statusCode).toBe(403)
    // The public image route does not serve cloud objects by their key.
    const [row] = await t.database.db.select({ key: cloudEntries.storageKey }).from(cloudEntries).where(eq(cloudEntries.id, files.pdf))
    expect([400, 404]).toContain((await send('GET', `/api/storage/file/${encodeURIComponent(row.key!)}`)).statusCode)
    expect([400, 404]).toContain((await send('GET', `/api/storage/file/${row.key!.replace('cloud/', '')}`)).statusCode)
  })

  check('the share’s own answers hold no URL of the bytes: detail (member, C and visitor with the code), listing, file info, search', async () => {
    const code = parseShareLinkText(noDownload.text)!
    const answers = [
      await send('GET', shareUrl(noDownload.share.id), b),
      await send('GET', `${shareUrl(noDownload.share.id)}?code=${code.code}`, c),
      await send('GET', `${shareUrl(noDownload.share.id)}?code=${code.code}`),
      await send('GET', shareUrl(noDownload.share.id, 'files/'), b),
      await send('GET', `${shareUrl(noDownload.share.id, 'files/')}?parent=${files.folder}`, b),
      await send('GET', shareUrl(noDownload.share.id, `files/${files.pdf}/`), b),
      await send('GET', `${CLOUD_SHARE_PATHS.search}?q=${encodeURIComponent('禁止')}`, b)
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200])
    expect(answers.flatMap(signedUrls)).toEqual([])
  })
})

describe('printing', () => {
  check('a forbid_print file is refused in the queue (share_id, or the pasted link text); as a visitor, 401', async () => {
    expectError(await print.add(b, { file_id_list: [files.printOnly], share_id: noPrint.share.id }), 403, '该文件已被设置为禁止打印', 'print_forbidden')
    expectError(await print.add(b, { file_id_list: [files.printOnly], share_link_str: noPrint.text }), 403, '该文件已被设置为禁止打印', 'print_forbidden')
    expect((await send('POST', PRINT_PATHS.queue, undefined, { file_id_list: [files.printOnly], share_id: noPrint.share.id })).statusCode).toBe(401)
    expect((await print.add(c, { file_id_list: [files.printOnly], share_id: noPrint.share.id })).statusCode).toBe(404)
  })

  check('a forbid_download file may be printed, but its preview shows no page and no URL (PDF and picture)', async () => {
    const added = await print.queued(b, [files.pdf, files.png], noDownload.share.id)
    expect(added.added).toHaveLength(2)
    for (const item of added.added) {
      const res = await send('GET', `${PRINT_PATHS.queue}${item.id}/preview/`, b)
      expect(ok<PrintPreview>(res)).toMatchObject({ pages: [], message: '分享者已禁止下载该文件，暂不能预览' })
      expect(signedUrls(res)).toEqual([])
    }
    // The queue and a print order of the file hand out no URL of its bytes either.
    const queue = await send('GET', PRINT_PATHS.queue, b)
    expect(signedUrls(queue)).toEqual([])
    const address = await printOrders.address(b)
    const order = await printOrders.submit(b, [added.added[0].id], address.id)
    expect(order.statusCode).toBe(201)
    expect(signedUrls(order)).toEqual([])
    expect(signedUrls(await send('GET', `${PRINT_PATHS.orders}${(order.json() as { id: number }).id}/`, b))).toEqual([])
  })

  check('forbid_print set after the file was queued: the check and the order refuse it; taken away, it prints', async () => {
    const [item] = (await print.queued(b, [files.later], noDownload.share.id)).added
    const flags = (forbid_print: boolean) => send('PUT', shareUrl(noDownload.share.id, `items/${files.later}/`), a, { forbid_download: true, forbid_print })
    ok(await flags(true))
    const check = await send('POST', PRINT_PATHS.configCheck, b, { item_ids: [item.id] })
    expect(check.body).toContain('禁止打印')
    const address = await printOrders.address(b)
    expectError(await printOrders.submit(b, [item.id], address.id), 403, '该文件已被设置为禁止打印', 'print_forbidden')
    ok(await flags(false))
    expect((await printOrders.submit(b, [item.id], address.id)).statusCode).toBe(201)
  })
})

describe('a share of a share', () => {
  check('B cannot share, queue as B’s own, or 秒传-upload A’s file: B’s library never gets its bytes', async () => {
    expect((await send('POST', CLOUD_SHARE_PATHS.shares, b, { name: 'B转发', entry_ids: [files.pdf] })).statusCode).toBe(404)
    expect((await print.add(b, { file_id_list: [files.pdf] })).statusCode).toBe(404)
    // 秒传 matches content B already keeps, never another user's: B must upload the bytes.
    const md5 = createHash('md5').update(pdf).digest('hex')
    const grant = ok<CloudUploadGrant>(await send('POST', CLOUD_UPLOAD_PATHS.uploads, b, { name: '禁止下载.pdf', size: pdf.length, md5 }), 201)
    expect({ instant: grant.instant, entry: grant.entry }).toEqual({ instant: false, entry: null })
    const library = await send('GET', '/api/cloud/search/?q=%E7%A6%81%E6%AD%A2', b)
    expect(ok<{ results: unknown[] }>(library).results).toEqual([])
  })

  check('C joins by the link and meets the same refusals as B', async () => {
    ok(await send('POST', CLOUD_SHARE_PATHS.join, c, parseShareLinkText(noDownload.text)!))
    expectError(await download(noDownload.share.id, files.inFolder, c), 403, '该文件已被设置为禁止下载', 'download_forbidden')
    ok(await send('POST', CLOUD_SHARE_PATHS.join, c, parseShareLinkText(noPrint.text)!))
    expectError(await print.add(c, { file_id_list: [files.printOnly], share_id: noPrint.share.id }), 403, '该文件已被设置为禁止打印', 'print_forbidden')
  })
})
