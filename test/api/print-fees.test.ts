/**
 * Prices, fees and the check before an order (issue 21; PRINT_PATHS.prices, fee, configCheck;
 * docs/print.md): the configured table (the defaults, or PRINT_PRICES_FILE, a bad one stopping the
 * server with a Chinese message), a set of queue files quoted with a group's binding once and the
 * delivery threshold, 404 for another user's file, and config-check re-checking each file now:
 * forbid_print set after adding, a banned share, a trashed file, the page range, photo paper rules,
 * a locked file and a group ordered in part. Every route needs login.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { eq } from 'drizzle-orm'
import { DEFAULT_PRINT_PRICES } from '../../core/printFees'
import { loadConfig } from '../../server/config'
import { cloudShares, printQueueItems } from '../../server/db/schema'
import { CLOUD_PATHS } from '../../types/cloud'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { PRINT_PATHS, type PrintConfigCheck, type PrintFeeQuote, type PrintGroup, type PrintPriceTable } from '../../types/print'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'
import { expectError, pdfBytes, pngBytes, printClient, storedFile } from './support/print'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

const { send, queued, share } = printClient(() => t)
let phone = 13600000700
const someone = () => memberOf(t, String(phone++))
const pdf = async (who: Member, name: string, pages: number) => storedFile(t, who, name, await pdfBytes(pages))
const fee = async (who: Member, ids: number[]) => ok<PrintFeeQuote>(await send('POST', PRINT_PATHS.fee, who.access, { item_ids: ids }))
const check = async (who: Member, ids: number[]) => ok<PrintConfigCheck>(await send('POST', PRINT_PATHS.configCheck, who.access, { item_ids: ids }))
const patch = async (who: Member, id: number, body: object) => ok(await send('PATCH', `${PRINT_PATHS.queue}${id}/`, who.access, body))

test('every route needs login', async () => {
  for (const [method, url, body] of [
    ['GET', PRINT_PATHS.queue],
    ['POST', PRINT_PATHS.queue, { file_id_list: [1] }],
    ['PATCH', `${PRINT_PATHS.queue}1/`, { copies: 2 }],
    ['DELETE', `${PRINT_PATHS.queue}1/`],
    ['GET', `${PRINT_PATHS.queue}1/preview/`],
    ['POST', PRINT_PATHS.groups, { item_ids: [1, 2] }],
    ['PATCH', `${PRINT_PATHS.groups}1/`, { name: 'x' }],
    ['DELETE', `${PRINT_PATHS.groups}1/`],
    ['GET', PRINT_PATHS.prices],
    ['POST', PRINT_PATHS.fee, { item_ids: [1] }],
    ['POST', PRINT_PATHS.configCheck, { item_ids: [1] }]
  ] as const) {
    expect([method, url, (await send(method, url, undefined, body)).statusCode]).toEqual([method, url, 401])
  }
})

describe('prices', () => {
  test('the default table', async () => {
    const a = await someone()
    expect(ok<PrintPriceTable>(await send('GET', PRINT_PATHS.prices, a.access))).toEqual(DEFAULT_PRINT_PRICES)
  })

  test('PRINT_PRICES_FILE replaces it, and quotes use it; a bad file stops the server with a Chinese message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-prices-'))
    const file = path.join(dir, 'prices.json')
    const custom: PrintPriceTable = {
      side_prices: [{ paper: 'A4', color: 'bw', sides: 'single', fen: 10 }],
      binding_prices: [{ binding: 'staple', fen: 30 }],
      delivery_fen: 500,
      free_delivery_over_fen: null
    }
    fs.writeFileSync(file, JSON.stringify(custom))
    const other = await accountsApp({ env: { PRINT_PRICES_FILE: file } })
    try {
      const a = await memberOf(other, '13600000799')
      const c = printClient(() => other)
      expect(ok<PrintPriceTable>(await c.send('GET', PRINT_PATHS.prices, a.access))).toEqual(custom)
      const [item] = (await c.queued(a, [await storedFile(other, a, 'a.pdf', await pdfBytes(4))])).added
      expect(item.fee).toEqual({ sides: 4, sheets: 4, fee_fen: 40 })
      expect(ok<PrintFeeQuote>(await c.send('POST', PRINT_PATHS.fee, a.access, { item_ids: [item.id] }))).toEqual({
        items: [{ item_id: item.id, fee: { sides: 4, sheets: 4, fee_fen: 40 } }],
        print_fee_fen: 40,
        delivery_fee_fen: 500,
        total_fen: 540,
        order_money: 5.4
      })
      // A combination the file does not price is a problem before an order.
      ok(await c.send('PATCH', `${PRINT_PATHS.queue}${item.id}/`, a.access, { color: 'color' }))
      expect(ok<PrintConfigCheck>(await c.send('POST', PRINT_PATHS.configCheck, a.access, { item_ids: [item.id] }))).toEqual({
        ok: false,
        problems: [{ item_id: item.id, field: 'paper', message: 'A4暂不提供彩色单面打印' }]
      })
    } finally {
      await other.close()
    }

    const bad = (text: string) => {
      fs.writeFileSync(file, text)
      return () => loadConfig({ PRINT_PRICES_FILE: file })
    }
    expect(bad('{ not json')).toThrow(/环境变量 PRINT_PRICES_FILE 无效：价格表 ".*" 不是有效的 JSON/)
    expect(bad(JSON.stringify({ ...custom, delivery_fen: '5' }))).toThrow(/价格表 ".*" 格式不对：\/delivery_fen/)
    expect(bad(JSON.stringify({ ...custom, side_prices: [{ paper: 'A5', color: 'bw', sides: 'single', fen: 1 }] }))).toThrow(/格式不对：\/side_prices\/0\/paper/)
    expect(bad(JSON.stringify({ ...custom, extra: 1 }))).toThrow(/格式不对/)
    expect(bad(JSON.stringify({ ...custom, delivery_fen: -1 }))).toThrow(/价格不能为负数/)
    expect(bad(JSON.stringify({ ...custom, side_prices: [...custom.side_prices, ...custom.side_prices] }))).toThrow(/重复定价了 A4\/bw\/single/)
    expect(() => loadConfig({ PRINT_PRICES_FILE: path.join(dir, 'missing.json') })).toThrow(/无法读取文件/)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('fee', () => {
  test('files quoted under their settings, a group binding once per copy, delivery free from 50 yuan; another user’s file 404', async () => {
    const a = await someone()
    const b = await someone()
    const [one, two, three] = (await queued(a, [await pdf(a, '一.pdf', 3), await pdf(a, '二.pdf', 2), await storedFile(t, a, '三.png', await pngBytes())])).added.map(
      (i) => i.id
    )
    const group = ok<PrintGroup>(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [two, one], settings: { binding: 'ring', copies: 2 } }), 201)
    expect(group.item_ids).toEqual([two, one])

    // Asked in another order: the binding stays on the group's first file (二).
    const quote = await fee(a, [three, one, two])
    expect(quote).toEqual({
      items: [
        { item_id: three, fee: { sides: 1, sheets: 1, fee_fen: 80 } },
        { item_id: one, fee: { sides: 6, sheets: 6, fee_fen: 120 } },
        { item_id: two, fee: { sides: 4, sheets: 4, fee_fen: 80 + 600 } }
      ],
      print_fee_fen: 880,
      delivery_fee_fen: 800,
      total_fen: 1680,
      order_money: 16.8
    })
    // Part of the group: the binding on the first of its files asked.
    expect((await fee(a, [one])).items[0].fee.fee_fen).toBe(120 + 600)

    await patch(a, three, { copies: 63 })
    expect(await fee(a, [three])).toMatchObject({ print_fee_fen: 5040, delivery_fee_fen: 0, total_fen: 5040, order_money: 50.4 })

    expectError(await send('POST', PRINT_PATHS.fee, b.access, { item_ids: [one] }), 404, '文件不存在')
    expectError(await send('POST', PRINT_PATHS.fee, a.access, { item_ids: [one, 999999] }), 404, '文件不存在')
    expectError(await send('POST', PRINT_PATHS.fee, a.access, { item_ids: [] }), 400)
  })
})

describe('config-check', () => {
  test('fine settings pass; photo paper rules, a range out of the file, a locked file and part of a group are problems', async () => {
    const a = await someone()
    const b = await someone()
    const [doc, picture, other] = (
      await queued(a, [await pdf(a, '卷子.pdf', 4), await storedFile(t, a, '照片.jpg', await pngBytes()), await pdf(a, '另.pdf', 1)])
    ).added.map((i) => i.id)
    expect(await check(a, [doc, picture, other])).toEqual({ ok: true, problems: [] })

    await patch(a, picture, { paper: 'photo6' })
    expect(await check(a, [picture])).toEqual({ ok: true, problems: [] })
    await patch(a, picture, { sides: 'double', color: 'bw' })
    await patch(a, doc, { paper: 'photo6', color: 'color' })
    expect((await check(a, [doc, picture])).problems).toEqual([
      { item_id: doc, field: 'paper', message: '6寸照片纸只能打印图片' },
      { item_id: picture, field: 'sides', message: '6寸照片纸不支持双面打印' },
      { item_id: picture, field: 'color', message: '6寸照片纸只能彩色打印' }
    ])
    await patch(a, doc, { paper: 'A4' })
    await patch(a, picture, { paper: 'A4' })

    // A range the file no longer fits (PATCH refuses one; the check does not trust the row).
    const [row] = await t.database.db.select({ settings: printQueueItems.settings }).from(printQueueItems).where(eq(printQueueItems.id, doc))
    await t.database.db
      .update(printQueueItems)
      .set({ settings: { ...row.settings, page_from: 3, page_to: 9 }, lockedByOrder: 12 })
      .where(eq(printQueueItems.id, doc))
    expect((await check(a, [doc])).problems).toEqual([
      { item_id: doc, field: null, message: '文件已在待付款订单中' },
      { item_id: doc, field: 'page_to', message: '结束页不能超过文件总页数 4' }
    ])
    await t.database.db
      .update(printQueueItems)
      .set({ settings: { ...row.settings, paper: 'A4' }, lockedByOrder: null })
      .where(eq(printQueueItems.id, doc))

    ok(await send('POST', PRINT_PATHS.groups, a.access, { item_ids: [doc, other] }), 201)
    expect(await check(a, [picture, other])).toEqual({ ok: false, problems: [{ item_id: other, field: null, message: '合并打印的文件需要一起下单' }] })
    expect((await check(a, [other, doc])).ok).toBe(true)

    // A file renamed to a type the shop does not take.
    ok(await send('POST', `${CLOUD_PATHS.entries}${await queueEntry(picture)}/rename/`, a.access, { name: '照片.docx' }))
    expect((await check(a, [picture])).problems).toEqual([{ item_id: picture, field: null, message: '暂不支持打印该格式，请先另存为 PDF 再打印' }])

    expectError(await send('POST', PRINT_PATHS.configCheck, b.access, { item_ids: [doc] }), 404, '文件不存在')
  })

  test('rights are checked now: forbid_print set after adding, a banned share, a trashed file, a member who left', async () => {
    const owner = await someone()
    const member = await someone()
    const printable = await pdf(owner, '讲义.pdf', 2)
    const later = await pdf(owner, '答案.pdf', 2)
    const { share: s } = await share(owner, [printable, later], {}, member)
    const [p, l] = (await queued(member, [printable, later], s.id)).added.map((i) => i.id)
    expect((await check(member, [p, l])).ok).toBe(true)

    // The owner forbids printing one after the member queued it.
    ok(await send('PUT', `${CLOUD_SHARE_PATHS.shares}${s.id}/items/${later}/`, owner.access, { forbid_download: false, forbid_print: true }))
    expect(await check(member, [p, l])).toEqual({ ok: false, problems: [{ item_id: l, field: null, message: '分享者已禁止打印该文件' }] })

    await t.database.db
      .update(cloudShares)
      .set({ bannedAt: new Date(t.clock.now) })
      .where(eq(cloudShares.id, s.id))
    expect((await check(member, [p])).problems).toEqual([{ item_id: p, field: null, message: '共享空间已被封禁' }])
    await t.database.db.update(cloudShares).set({ bannedAt: null }).where(eq(cloudShares.id, s.id))

    ok(await send('DELETE', `${CLOUD_PATHS.entries}${printable}/`, owner.access))
    expect((await check(member, [p])).problems).toEqual([{ item_id: p, field: null, message: '文件已不存在' }])

    ok(await send('POST', `${CLOUD_SHARE_PATHS.shares}${s.id}/leave/`, member.access, {}))
    expect((await check(member, [l])).problems).toEqual([{ item_id: l, field: null, message: '共享空间不存在' }])

    // The user's own file, trashed after adding.
    const mine = await pdf(member, '我的.pdf', 1)
    const [m] = (await queued(member, [mine])).added.map((i) => i.id)
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${mine}/`, member.access))
    expect((await check(member, [m])).problems).toEqual([{ item_id: m, field: null, message: '文件已不存在' }])
  })
})

async function queueEntry(itemId: number): Promise<number> {
  const [row] = await t.database.db.select({ entryId: printQueueItems.entryId }).from(printQueueItems).where(eq(printQueueItems.id, itemId))
  return row.entryId
}
