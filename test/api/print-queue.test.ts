/**
 * The print queue (issue 21; types/print.ts PRINT_PATHS.queue and groups, docs/print.md): adding
 * library and share files with real bytes (pages counted from a pdf-lib PDF, a PNG is one page),
 * every refusal with its Chinese detail (folder, another user's file, forbid_print, a banned share,
 * Word, an unreadable PDF, a full queue), duplicates answered in `already`, settings with the page
 * range checked against the file, locked items, merged groups, and the preview with pdftoppm
 * installed and switched off.
 */
import { eq } from 'drizzle-orm'
import { cloudEntries, cloudShares, printQueueItems } from '../../server/db/schema'
import { PREVIEW_MESSAGES, previewKey } from '../../server/services/print/preview'
import { CLOUD_PATHS } from '../../types/cloud'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { PRINT_LIMITS, PRINT_PATHS, type PrintGroup, type PrintPreview, type PrintQueue, type PrintQueueItem } from '../../types/print'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { insertFile } from './support/cloud'
import { ok } from './support/forum'
import { expectError, pdfBytes, pngBytes, printClient, storedFile } from './support/print'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

const { send, add, queued, share } = printClient(() => t)
let phone = 13600000500
const someone = () => memberOf(t, String(phone++))
const itemUrl = (id: number, rest = '') => `${PRINT_PATHS.queue}${id}/${rest}`
const groupUrl = (id: number) => `${PRINT_PATHS.groups}${id}/`
const queueOf = async (who: Member) => ok<PrintQueue>(await send('GET', PRINT_PATHS.queue, who.access))
const pdf = async (who: Member, name: string, pages: number) => storedFile(t, who, name, await pdfBytes(pages))
const png = async (who: Member, name: string) => storedFile(t, who, name, await pngBytes())
const lock = (itemId: number, orderId: number | null) => t.database.db.update(printQueueItems).set({ lockedByOrder: orderId }).where(eq(printQueueItems.id, itemId))

describe('adding to the queue', () => {
  test('own files: pages counted, defaults by type, newest first; a second add answers already', async () => {
    const a = await someone()
    const notes = await pdf(a, '笔记.pdf', 3)
    const photo = await png(a, '照片.png')
    const first = await queued(a, [notes, photo])
    expect(first.already).toEqual([])
    const [pdfItem, pngItem] = first.added
    expect(pdfItem).toMatchObject({
      entry_id: notes,
      share_id: null,
      name: '笔记.pdf',
      extension: 'pdf',
      page_count: 3,
      settings: { copies: 1, color: 'bw', sides: 'single', paper: 'A4', page_from: null, page_to: null, binding: 'none' },
      group_id: null,
      locked_by_order: null,
      fee: { sides: 3, sheets: 3, fee_fen: 60 }
    })
    expect(pngItem).toMatchObject({ entry_id: photo, page_count: 1, settings: { color: 'color', paper: 'A4' }, fee: { sides: 1, sheets: 1, fee_fen: 80 } })

    // Again, with one new file: the queued ones come back in `already`, never twice in the queue.
    const more = await pdf(a, '试卷.pdf', 12)
    const second = await queued(a, [notes, more, photo, more])
    expect(second.already).toEqual([notes, photo])
    expect(second.added.map((i) => [i.entry_id, i.page_count])).toEqual([[more, 12]])
    const queue = await queueOf(a)
    expect(queue.items.map((i) => i.name)).toEqual(['试卷.pdf', '照片.png', '笔记.pdf'])
    expect(queue.groups).toEqual([])
  })

  test('refused: a folder, another user’s or a trashed file, Word, an unreadable PDF; nothing of the batch is added', async () => {
    const a = await someone()
    const b = await someone()
    const good = await pdf(a, 'good.pdf', 1)
    const folder = ok<{ id: number }>(await send('POST', CLOUD_PATHS.folders, a.access, { name: '资料', parent_id: null }), 201).id
    expectError(await add(a, { file_id_list: [good, folder] }), 400, '文件夹不能直接打印，请打开后选择文件', 'entry_id')
    expectError(await add(a, { file_id_list: [await pdf(b, 'b.pdf', 1)] }), 404, '文件不存在')
    const doc = await storedFile(t, a, '作文.docx', Buffer.from('PK\u0003\u0004 not really word'))
    expectError(await add(a, { file_id_list: [good, doc] }), 422, '暂不支持打印该格式，请先另存为 PDF 再打印', 'print_unsupported_type')
    const broken = await storedFile(t, a, '坏的.pdf', Buffer.from('%PDF-1.7 this is not a whole pdf'))
    expectError(await add(a, { file_id_list: [good, broken] }), 422, '文件无法读取，请确认文件完整后重新上传', 'print_unreadable')
    // A file row whose bytes are not in the store reads as unreadable too.
    const lost = await insertFile(t, a, 'lost.pdf', 100)
    await t.database.db.update(cloudEntries).set({ storageKey: t.app.accounts.files.newCloudKey() }).where(eq(cloudEntries.id, lost))
    expectError(await add(a, { file_id_list: [lost] }), 422, undefined, 'print_unreadable')
    expect((await queueOf(a)).items).toEqual([])
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${good}/`, a.access))
    expectError(await add(a, { file_id_list: [good] }), 404, '文件不存在')
  })

  test('share files: by share_id or the pasted link text; forbid_print 403; a banned share 403; not a member 404', async () => {
    const owner = await someone()
    const member = await someone()
    const stranger = await someone()
    const open = await pdf(owner, '讲义.pdf', 2)
    const closed = await pdf(owner, '答案.pdf', 2)
    const { share: s1, text } = await share(owner, [open], {}, member)
    const { share: s2 } = await share(owner, [closed], { forbid_print: true }, member)

    const byId = await queued(member, [open], s1.id)
    expect(byId.added[0]).toMatchObject({ entry_id: open, share_id: s1.id, page_count: 2 })
    expect(ok<{ already: number[] }>(await add(member, { file_id_list: [open], share_link_str: `同学发来：${text}` }), 201).already).toEqual([open])
    expectError(await add(member, { file_id_list: [open], share_link_str: '没有链接' }), 400, '分享链接无效，请重新复制', 'share_link_str')
    expectError(await add(member, { file_id_list: [closed], share_id: s2.id }), 403, '该文件已被设置为禁止打印', 'print_forbidden')
    // The owner is never refused their own file.
    expect((await queued(owner, [closed], s2.id)).added).toHaveLength(1)
    expectError(await add(stranger, { file_id_list: [open], share_id: s1.id }), 404, '共享空间不存在')
    // Not shown by that share: 404.
    expectError(await add(member, { file_id_list: [closed], share_id: s1.id }), 404, '文件不存在')

    await t.database.db
      .update(cloudShares)
      .set({ bannedAt: new Date(t.clock.now) })
      .where(eq(cloudShares.id, s1.id))
    const another = await pdf(owner, '另一份.pdf', 1)
    ok(await send('POST', `${CLOUD_SHARE_PATHS.shares}${s1.id}/items/`, owner.access, { entry_ids: [another] }))
    expectError(await add(member, { file_id_list: [another], share_id: s1.id }), 403, '共享空间已被封禁', 'share_banned')
  })

  test(`a full queue (${PRINT_LIMITS.maxQueueItems} files) refuses more`, async () => {
    const a = await someone()
    const at = new Date(t.clock.now)
    const settings = { copies: 1, color: 'bw', sides: 'single', paper: 'A4', page_from: null, page_to: null, binding: 'none' } as const
    const ids = []
    for (let i = 0; i < PRINT_LIMITS.maxQueueItems - 1; i++) ids.push(await insertFile(t, a, `f${i}.pdf`, 10))
    await t.database.db.insert(printQueueItems).values(ids.map((entryId) => ({ userId: a.id, entryId, pageCount: 1, settings, createdAt: at })))
    const one = await png(a, 'one.png')
    const two = await png(a, 'two.png')
    expectError(await add(a, { file_id_list: [one, two] }), 422, `打印队列已满（最多 ${PRINT_LIMITS.maxQueueItems} 个文件），请先删除部分文件`, 'print_queue_full')
    expect((await queued(a, [one])).added).toHaveLength(1)
    expectError(await add(a, { file_id_list: [two] }), 422, undefined, 'print_queue_full')
    // Files already queued are no new files: the answer is `already`, not full.
    expect((await queued(a, [one])).already).toEqual([one])
  })
})

describe('settings', () => {
  test('the range within the file, 400 in Chinese otherwise; fees follow; locked items 422; another user’s 404', async () => {
    const a = await someone()
    const b = await someone()
    const [item] = (await queued(a, [await pdf(a, 'ten.pdf', 10)])).added
    const set = (patch: object, who = a) => send('PATCH', itemUrl(item.id), who.access, patch)

    const changed = ok<PrintQueueItem>(await set({ page_from: 2, page_to: 5, copies: 2, sides: 'double', binding: 'staple' }))
    expect(changed.settings).toMatchObject({ page_from: 2, page_to: 5, copies: 2, sides: 'double', binding: 'staple' })
    // 4 pages × 2 copies = 8 sides at 15 fen, 2 sheets a copy, staples 50 a copy.
    expect(changed.fee).toEqual({ sides: 8, sheets: 4, fee_fen: 8 * 15 + 2 * 50 })

    expectError(await set({ page_to: 11 }), 400, '结束页不能超过文件总页数 10', 'page_to')
    expectError(await set({ page_from: 11, page_to: null }), 400, '起始页不能超过文件总页数 10', 'page_from')
    expectError(await set({ page_from: 6 }), 400, '结束页不能小于起始页', 'page_to')
    expectError(await set({ copies: 0 }), 400)
    expectError(await set({ copies: 100 }), 400)
    expectError(await set({ paper: 'A5' }), 400)
    expectError(await set({ owner: 1 }), 400)
    expectError(await set({ copies: 3 }, b), 404, '文件不存在')
    expectError(await send('PATCH', itemUrl(999999), a.access, { copies: 3 }), 404, '文件不存在')
    expect(ok<PrintQueueItem>(await set({ page_from: null, page_to: null })).fee).toEqual({ sides: 20, sheets: 10, fee_fen: 20 * 15 + 100 })

    await lock(item.id, 77)
    expectError(await set({ copies: 3 }), 422, '文件已在待付款订单中，取消订单后才能修改', 'print_item_locked')
    expectError(await send('DELETE', itemUrl(item.id), a.access), 422, undefined, 'print_item_locked')
    expect((await queueOf(a)).items[0].locked_by_order).toBe(77)
    await lock(item.id, null)

    expectError(await send('DELETE', itemUrl(item.id), b.access), 404, '文件不存在')
    expect((await send('DELETE', itemUrl(item.id), a.access)).statusCode).toBe(200)
    expectError(await send('DELETE', itemUrl(item.id), a.access), 404, '文件不存在')
    expect((await queueOf(a)).items).toEqual([])
  })
})

describe('merged groups', () => {
  test('create, settings for every file, one binding per copy, order, moving a file, ungrouping', async () => {
    const a = await someone()
    const b = await someone()
    const added = (await queued(a, [await pdf(a, '一.pdf', 3), await pdf(a, '二.pdf', 2), await pdf(a, '三.pdf', 4), await png(a, '四.png')])).added
    const [one, two, three, four] = added.map((i) => i.id)
    ok(await send('PATCH', itemUrl(two), a.access, { page_from: 2 }))

    const group = ok<PrintGroup>(
      await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [two, one], settings: { copies: 2, binding: 'staple', sides: 'double' } }),
      201
    )
    expect(group).toMatchObject({
      name: '二.pdf等2个文件',
      item_ids: [two, one],
      settings: { copies: 2, binding: 'staple', sides: 'double', color: 'bw', page_from: null, page_to: null }
    })
    let queue = await queueOf(a)
    const byId = (id: number) => queue.items.find((i) => i.id === id)!
    expect(queue.groups).toEqual([group])
    expect(byId(two).settings).toMatchObject({ copies: 2, binding: 'staple', sides: 'double', page_from: 2 })
    expect(byId(one).settings).toMatchObject({ copies: 2, binding: 'staple', sides: 'double', page_from: null })
    // The binding once per copy, on the group's first file (二: pages 2 only → 1 page).
    expect(byId(two).fee).toEqual({ sides: 2, sheets: 2, fee_fen: 2 * 15 + 2 * 50 })
    expect(byId(one).fee).toEqual({ sides: 6, sheets: 4, fee_fen: 6 * 15 })

    // A grouped file's group fields change through its group; its own range still changes on the file.
    expectError(await send('PATCH', itemUrl(one), a.access, { copies: 5 }), 400, '该文件已合并打印，请在合并打印的设置中修改', 'copies')
    ok(await send('PATCH', itemUrl(one), a.access, { copies: 2, page_to: 2 }))

    // Patch: order, name, settings for every file.
    const patched = ok<PrintGroup>(await send('PATCH', groupUrl(group.id), a.access, { item_ids: [one, two], name: '期末复习', settings: { color: 'color' } }))
    expect(patched).toMatchObject({ name: '期末复习', item_ids: [one, two], settings: { color: 'color', copies: 2 } })
    queue = await queueOf(a)
    expect([byId(one).settings.color, byId(two).settings.color, byId(one).settings.page_to]).toEqual(['color', 'color', 2])
    expect(byId(one).fee.fee_fen).toBe(2 * 2 * 70 + 2 * 50)
    expectError(await send('PATCH', groupUrl(group.id), a.access, { settings: { page_from: 1 } }), 400, '合并打印的页码范围请在各文件中单独设置', 'settings')
    expectError(await send('PATCH', groupUrl(group.id), a.access, { item_ids: [one, three] }), 400, '只能排列本组中的文件', 'item_ids')
    expectError(await send('PATCH', groupUrl(group.id), b.access, { name: 'x' }), 404, '合并打印不存在')

    // Refusals of a new group.
    expectError(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [three, three] }), 400, '合并打印至少需要 2 个不同的文件', 'item_ids')
    expectError(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [three] }), 400)
    expectError(await send('POST', PRINT_PATHS.groups, b.access, { item_ids: [three, four] }), 404, '文件不存在')
    await lock(four, 5)
    expectError(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [three, four] }), 422, undefined, 'print_item_locked')
    await lock(four, null)

    // A file moved into a new group leaves its old one; the old one, down to one file, ends.
    const second = ok<PrintGroup>(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [three, one, four] }), 201)
    queue = await queueOf(a)
    expect(queue.groups.map((g) => g.id)).toEqual([second.id])
    expect([byId(two).group_id, byId(one).group_id, byId(three).group_id]).toEqual([null, second.id, second.id])
    // Its settings start from its first file's.
    expect(second.settings).toMatchObject({ copies: 1, binding: 'none', color: 'bw' })

    // Leaving files out of the order ungroups them; deleting a file out of a group of two ends it.
    ok(await send('PATCH', groupUrl(second.id), a.access, { item_ids: [three, four] }))
    expect((await queueOf(a)).items.find((i) => i.id === one)!.group_id).toBeNull()
    expect((await send('DELETE', itemUrl(four), a.access)).statusCode).toBe(200)
    queue = await queueOf(a)
    expect(queue.groups).toEqual([])
    expect(byId(three).group_id).toBeNull()

    // Deleting a group leaves its files queued with their settings.
    const third = ok<PrintGroup>(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [one, two], name: '合订', settings: { paper: 'B5' } }), 201)
    await lock(one, 9)
    expectError(await send('DELETE', groupUrl(third.id), a.access), 422, undefined, 'print_item_locked')
    await lock(one, null)
    expectError(await send('DELETE', groupUrl(third.id), b.access), 404, '合并打印不存在')
    expect((await send('DELETE', groupUrl(third.id), a.access)).statusCode).toBe(200)
    queue = await queueOf(a)
    expect(queue.groups).toEqual([])
    expect([byId(one).group_id, byId(one).settings.paper, byId(two).settings.paper]).toEqual([null, 'B5', 'B5'])
  })
})

describe('preview', () => {
  const fetchPreview = async (who: Member, itemId: number, app = t) => ok<PrintPreview>(await printClient(() => app).send('GET', itemUrl(itemId, 'preview/'), who.access))

  test('a PDF’s first pages rendered by pdftoppm into signed PNG URLs, kept for the next time; a picture shows itself', async () => {
    const a = await someone()
    const b = await someone()
    const [five, one, picture] = (await queued(a, [await pdf(a, '五页.pdf', 5), await pdf(a, '一页.pdf', 1), await png(a, '图.png')])).added
    const preview = await fetchPreview(a, five.id)
    expect(preview).toMatchObject({ page_count: 5, message: null })
    expect(preview.pages.map((p) => p.page)).toEqual([1, 2, 3])
    const image = await t.app.inject({ method: 'GET', url: preview.pages[0].url })
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png'])
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    // The PNGs are kept in the store under keys of the file's md5 and the page: the next preview renders nothing.
    const [entry] = await t.database.db.select({ md5: cloudEntries.md5 }).from(cloudEntries).where(eq(cloudEntries.id, five.entry_id))
    const sizes = await Promise.all([1, 2, 3, 4].map((page) => t.app.accounts.files.size(previewKey(entry.md5!, page))))
    expect(sizes.map((size) => size !== null)).toEqual([true, true, true, false])
    expect((await fetchPreview(a, five.id)).pages).toHaveLength(3)
    expect((await fetchPreview(a, one.id)).pages.map((p) => p.page)).toEqual([1])

    const pic = await fetchPreview(a, picture.id)
    expect(pic).toMatchObject({ page_count: 1, pages: [{ page: 1 }], message: null })
    const bytes = await t.app.inject({ method: 'GET', url: pic.pages[0].url })
    expect(bytes.statusCode).toBe(200)
    expect(bytes.rawPayload.subarray(1, 4).toString()).toBe('PNG')

    expectError(await send('GET', itemUrl(five.id, 'preview/'), b.access), 404, '文件不存在')

    // A PDF that cannot be rendered (here its bytes are gone from the store): no pages, and why.
    const [gone] = (await queued(a, [await pdf(a, '丢失.pdf', 2)])).added
    const [row] = await t.database.db.select({ key: cloudEntries.storageKey }).from(cloudEntries).where(eq(cloudEntries.id, gone.entry_id))
    await t.app.accounts.files.remove([row.key!])
    expect(await fetchPreview(a, gone.id)).toEqual({ page_count: 2, pages: [], message: '预览生成失败，可下载原文件查看' })
  })

  test('a share file with forbid_download shows no pages; its owner sees them', async () => {
    const owner = await someone()
    const member = await someone()
    const file = await pdf(owner, '保密.pdf', 2)
    const { share: s } = await share(owner, [file], { forbid_download: true }, member)
    const [item] = (await queued(member, [file], s.id)).added
    expect(await fetchPreview(member, item.id)).toEqual({ page_count: 2, pages: [], message: PREVIEW_MESSAGES.forbidden })
    const [own] = (await queued(owner, [file])).added
    expect((await fetchPreview(owner, own.id)).pages).toHaveLength(2)
  })

  test.each([
    ['switched off (PRINT_PDFTOPPM=none)', 'none'],
    ['not installed', '/nonexistent/bin/pdftoppm']
  ])('without pdftoppm, %s: no pages and a message; pictures still show', async (_, setting) => {
    const other = await accountsApp({ env: { PRINT_PDFTOPPM: setting } })
    try {
      const a = await memberOf(other, '13600000999')
      const [doc, picture] = (
        await printClient(() => other).queued(a, [await storedFile(other, a, 'a.pdf', await pdfBytes(2)), await storedFile(other, a, 'b.png', await pngBytes())])
      ).added
      expect(await fetchPreview(a, doc.id, other)).toEqual({ page_count: 2, pages: [], message: '预览服务暂不可用，可下载原文件查看' })
      expect((await fetchPreview(a, picture.id, other)).pages).toHaveLength(1)
    } finally {
      await other.close()
    }
  })
})
