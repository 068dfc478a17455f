/**
 * The print job's files for staff (issue 28, docs/print.md "Orders", services/print/staffFiles.ts),
 * on both stores (local disk and S3): the staff list answers each file of an order with file_url,
 * a short-lived signed URL of its bytes (the same bytes that were uploaded, saved under the file's
 * name), kept while the order may still be printed (even once the owner purged the file); null for
 * an order submitted before the key was kept.
 * A share's forbid_print / forbid_download set after the order was paid do not stop staff. The
 * user's own order answers carry neither the URL nor where the bytes are; the list is 401 for a
 * visitor and 403 for a user who is not staff.
 */
import { eq } from 'drizzle-orm'
import { printOrders, users } from '../../server/db/schema'
import type { Paginated } from '../../types/api'
import { CLOUD_PATHS } from '../../types/cloud'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { CLOUD_UPLOAD_LIMITS } from '../../types/cloudUploads'
import { PRINT_PATHS, type PrintOrder, type StaffPrintOrder } from '../../types/print'
import { memberOf, type Member } from './support/accounts'
import { fetchUrl, md5Of, storageApp, STORES, type StorageApp } from './support/cloudStorage'
import { ok } from './support/forum'
import { expectError, pdfBytes, printClient, storedFile } from './support/print'
import { orderUrl, printOrderClient } from './support/printOrders'

describe.each(STORES)('%s store', (kind) => {
  let t: StorageApp
  let staff: Member
  let phone = 13600005000 + (kind === 's3' ? 500 : 0)
  const someone = () => memberOf(t, String(phone++))
  beforeAll(async () => {
    t = await storageApp(kind)
    staff = await someone()
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id))
  })
  afterAll(() => t.close())

  const { send, queued, share } = printClient(() => t)
  const orders = printOrderClient(() => t)

  /** The staff list's answer for the order `id` (its status page). */
  async function staffOrder(id: number, status = 'paid'): Promise<StaffPrintOrder> {
    const page = ok<Paginated<StaffPrintOrder>>(await send('GET', `${PRINT_PATHS.staffOrders}?status=${status}&page_size=100`, staff.access))
    const order = page.results.find((o) => o.id === id)
    if (!order) throw new Error(`order ${id} not in the staff list`)
    return order
  }

  /** A paid order of `who` for the library files `entryIds` (through `shareId` when given). */
  async function paidOrder(who: Member, entryIds: number[], shareId?: number): Promise<PrintOrder> {
    const added = await queued(who, entryIds, shareId)
    const order = ok<PrintOrder>(
      await orders.submit(
        who,
        added.added.map((item) => item.id)
      ),
      201
    )
    await orders.pay(who, order)
    return orders.detail(who, order.id)
  }

  test('each file opens from the staff list: the uploaded bytes, under the file name', async () => {
    const who = await someone()
    const bytes = [await pdfBytes(2), await pdfBytes(3)]
    const names = ['高三数学 错题.pdf', 'notes.pdf']
    const ids = [await storedFile(t, who, names[0], bytes[0]), await storedFile(t, who, names[1], bytes[1])]
    const order = await paidOrder(who, ids)
    expect(order.status).toBe('paid')

    const listed = await staffOrder(order.id)
    expect(listed.items.map((item) => [item.name, typeof item.file_url])).toEqual([
      [names[0], 'string'],
      [names[1], 'string']
    ])
    for (const [i, item] of listed.items.entries()) {
      const got = await fetchUrl(t, item.file_url!)
      expect([got.status, md5Of(got.body), got.body.length]).toEqual([200, md5Of(bytes[i]), bytes[i].length])
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(item.name)}`)
      if (kind === 'local') expect(got.headers['content-type']).toBe('application/pdf')
    }

    // Still there after the order moves on (staff print while it is 打印中).
    ok(await orders.staff(staff, order.id, 'printing'))
    const printing = await staffOrder(order.id, 'printing')
    expect((await fetchUrl(t, printing.items[0].file_url!)).status).toBe(200)
  })

  if (kind === 'local') {
    test('the URL expires (CLOUD_UPLOAD_LIMITS.urlTtlMs); the list gives a fresh one', async () => {
      const who = await someone()
      const order = await paidOrder(who, [await storedFile(t, who, '讲义.pdf', await pdfBytes(1))])
      const url = (await staffOrder(order.id)).items[0].file_url!
      t.clock.now += CLOUD_UPLOAD_LIMITS.urlTtlMs + 60_000
      expect((await fetchUrl(t, url)).status).toBe(403)
      expect((await fetchUrl(t, (await staffOrder(order.id)).items[0].file_url!)).status).toBe(200)
    })
  }

  test('a shared file: forbid_print and forbid_download set after paying do not stop staff', async () => {
    const [owner, member] = [await someone(), await someone()]
    const bytes = await pdfBytes(2)
    const entry = await storedFile(t, owner, '共享讲义.pdf', bytes)
    const { share: shared } = await share(owner, [entry], {}, member)
    const order = await paidOrder(member, [entry], shared.id)
    ok(await send('PUT', `${CLOUD_SHARE_PATHS.shares}${shared.id}/items/${entry}/`, owner.access, { forbid_download: true, forbid_print: true }))

    const got = await fetchUrl(t, (await staffOrder(order.id)).items[0].file_url!)
    expect([got.status, md5Of(got.body)]).toEqual([200, md5Of(bytes)])
  })

  test('a purged file stays for its paid order; null for an order from before the key was kept', async () => {
    const who = await someone()
    const kept = await storedFile(t, who, '保留.pdf', await pdfBytes(1))
    const purged = await storedFile(t, who, '删除.pdf', await pdfBytes(1))
    const order = await paidOrder(who, [kept, purged])
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${purged}/`, who.access))
    // Trashed only: the bytes are still there.
    expect((await staffOrder(order.id)).items.map((item) => item.file_url === null)).toEqual([false, false])
    // Purged: the paid order keeps the bytes (test/api/print-keeps-files.test.ts covers the rest).
    ok(await send('DELETE', `${CLOUD_PATHS.trash}${purged}/`, who.access))
    const listed = await staffOrder(order.id)
    expect(listed.items.map((item) => [item.name, item.file_url === null])).toEqual([
      ['保留.pdf', false],
      ['删除.pdf', false]
    ])
    expect((await fetchUrl(t, listed.items[1].file_url!)).status).toBe(200)

    // An order stored without the key (submitted before issue 28) lists with null, not an error.
    const [row] = await t.database.db.select().from(printOrders).where(eq(printOrders.id, order.id))
    const legacy = row.items.map((item) => {
      const { storage_key: _key, entry_id: _entry, ...rest } = item as typeof item & { storage_key?: string; entry_id?: number }
      return rest
    })
    await t.database.db.update(printOrders).set({ items: legacy }).where(eq(printOrders.id, order.id))
    expect((await staffOrder(order.id)).items.map((item) => item.file_url)).toEqual([null, null])
  })

  test('the user’s own order answers carry no file URL or storage key; others are refused the staff list', async () => {
    const who = await someone()
    const order = await paidOrder(who, [await storedFile(t, who, '自己的.pdf', await pdfBytes(1))])
    // The words of the staff answer and of the stored snapshot, and a storage key itself.
    const leaks = (body: string) => [/file_url/, /storage_key/, /entry_id/, /cloud\/[0-9a-f]{32}/].filter((word) => word.test(body)).map(String)
    const answers = [
      await send('GET', PRINT_PATHS.orders, who.access),
      await send('GET', orderUrl(order.id), who.access),
      await orders.submit(
        who,
        (await queued(who, [await storedFile(t, who, '再来.pdf', await pdfBytes(1))])).added.map((item) => item.id)
      ),
      await orders.staff(staff, order.id, 'printing'),
      await orders.staff(staff, order.id, 'shipped')
    ]
    expect(answers.map((res) => [res.statusCode, leaks(res.body)])).toEqual([
      [200, []],
      [200, []],
      [201, []],
      [200, []],
      [200, []]
    ])
    expect((await send('GET', PRINT_PATHS.staffOrders)).statusCode).toBe(401)
    expectError(await send('GET', PRINT_PATHS.staffOrders, who.access), 403, '没有权限', 'permission_denied')
  })
})
