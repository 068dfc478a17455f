/**
 * A print order keeps its files (issue 29, docs/print.md "Files an order keeps",
 * services/print/heldFiles.ts): a file in an order that may still be printed (待付款, 待打印, 打印中)
 * keeps its bytes when the owner empties it from the trash, purges the folder it was in, or deletes
 * the account; staff still open it from the print queue (file_url), the same bytes. Once the order
 * is shipped or cancelled, the release sweep removes the bytes nothing else refers to, and keeps
 * those a library entry still holds. The purge frees the owner's space at once.
 */
import fs from 'fs'
import { eq } from 'drizzle-orm'
import { cloudEntries, printOrders, users } from '../../server/db/schema'
import { releaseSweep } from '../../server/services/print/heldFiles'
import type { Paginated } from '../../types/api'
import { CLOUD_PATHS, type CloudEntry, type CloudPurgeResponse } from '../../types/cloud'
import { PRINT_PATHS, type PrintOrder, type StaffPrintOrder } from '../../types/print'
import { DELETE_CONFIRM_TEXT, USER_PATHS } from '../../types/user'
import { appForFile, newMembers, type Member } from './support/accounts'
import { fetchUrl, md5Of } from './support/cloudStorage'
import { ok } from './support/forum'
import { pdfBytes, printClient, storedFile } from './support/print'
import { orderUrl, printOrderClient } from './support/printOrders'

const t = appForFile()
const someone = newMembers(t, 13600007000)
const { send, queued } = printClient(() => t)
const orders = printOrderClient(() => t)
let staff: Member

beforeAll(async () => {
  staff = await someone()
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id))
})

/** The staff list's answer for the order `id`. */
async function staffOrder(id: number): Promise<StaffPrintOrder> {
  const page = ok<Paginated<StaffPrintOrder>>(await send('GET', `${PRINT_PATHS.staffOrders}?page_size=100`, staff.access))
  const order = page.results.find((o) => o.id === id)
  if (!order) throw new Error(`order ${id} not in the staff list`)
  return order
}

/** What staff's 打开 of each file of the order gets: the bytes' md5, or null when file_url is null. */
async function opened(id: number): Promise<(string | null)[]> {
  const items = (await staffOrder(id)).items
  return Promise.all(
    items.map(async (item) => {
      if (item.file_url === null) return null
      const got = await fetchUrl({ ...t, kind: 'local' }, item.file_url)
      return got.status === 200 ? md5Of(got.body) : `status ${got.status}`
    })
  )
}

/** Whether the store still has the bytes of `key`. */
const stored = async (key: string) => (await t.app.accounts.files.size(key)) !== null

async function keyOf(entryId: number): Promise<string> {
  const [row] = await t.database.db.select({ key: cloudEntries.storageKey }).from(cloudEntries).where(eq(cloudEntries.id, entryId))
  return row.key!
}

/** A submitted order of `who` for the library files `entryIds`. */
async function submitted(who: Member, entryIds: number[]): Promise<PrintOrder> {
  const added = await queued(who, entryIds)
  return ok<PrintOrder>(
    await orders.submit(
      who,
      added.added.map((item) => item.id)
    ),
    201
  )
}

async function paid(who: Member, entryIds: number[]): Promise<PrintOrder> {
  const order = await submitted(who, entryIds)
  await orders.pay(who, order)
  return orders.detail(who, order.id)
}

/** Trash then purge the entry (a file, or a folder with what it holds): the purge's answer. */
async function emptied(who: Member, entryId: number): Promise<CloudPurgeResponse> {
  ok(await send('DELETE', `${CLOUD_PATHS.entries}${entryId}/`, who.access))
  return ok<CloudPurgeResponse>(await send('DELETE', `${CLOUD_PATHS.trash}${entryId}/`, who.access))
}

/**
 * What each case saw, for `npm run reliability` (scripts/reliability/keep.ts): whether staff's 打开
 * gave the uploaded bytes while the order held the file, and whether the bytes were gone (or, for
 * a file its library still holds, still there) after the release. Written when KEEP_REPORT names a file.
 */
const report: { case: string; opened: boolean; released: boolean }[] = []
afterAll(() => {
  if (process.env.KEEP_REPORT) fs.writeFileSync(process.env.KEEP_REPORT, JSON.stringify({ date: new Date().toISOString(), cases: report }))
})

const sweep = () => releaseSweep(t.database.db, t.app.accounts.files, () => t.clock.now)()

test('a paid order keeps a file emptied from the trash until it is shipped; the space is freed at once', async () => {
  const who = await someone()
  const bytes = await pdfBytes(2)
  const entry = await storedFile(t, who, '错题本.pdf', bytes)
  const key = await keyOf(entry)
  const order = await paid(who, [entry])
  const used = Number((await t.database.db.select({ used: users.usedCloudSpace }).from(users).where(eq(users.id, who.id)))[0].used)

  const purge = await emptied(who, entry)
  expect([purge.freed, purge.used]).toEqual([bytes.length, Math.max(used - bytes.length, 0)])
  const held = await opened(order.id)
  expect(held).toEqual([md5Of(bytes)])

  // Still needed while printing: the sweep leaves it.
  ok(await orders.staff(staff, order.id, 'printing'))
  await sweep()
  expect([await stored(key), await opened(order.id)]).toEqual([true, [md5Of(bytes)]])

  ok(await orders.staff(staff, order.id, 'shipped'))
  await sweep()
  const after = [await stored(key), await opened(order.id)]
  report.push({ case: 'paid order; the file emptied from the trash; shipped', opened: held[0] === md5Of(bytes), released: after[0] === false })
  expect(after).toEqual([false, [null]])
})

test('a folder purged with the file in it, and an unpaid order paid after the purge: the order keeps it until cancelled', async () => {
  const who = await someone()
  const folder = ok<CloudEntry>(await send('POST', CLOUD_PATHS.folders, who.access, { name: '打印资料', parent_id: null }), 201)
  const bytes = await pdfBytes(3)
  const entry = await storedFile(t, who, '讲义.pdf', bytes, folder.id)
  const key = await keyOf(entry)
  const order = await submitted(who, [entry])

  await emptied(who, folder.id)
  expect(await stored(key)).toBe(true)
  await orders.pay(who, order)
  expect((await orders.detail(who, order.id)).status).toBe('paid')
  const held = await opened(order.id)
  expect(held).toEqual([md5Of(bytes)])

  // Cancelling the paid order refunds it and lets the file go.
  ok(await send('POST', orderUrl(order.id, 'cancel/'), who.access, { reason: '不需要了' }))
  expect((await orders.detail(who, order.id)).status).toBe('cancelled')
  await sweep()
  const gone = !(await stored(key))
  report.push({ case: 'unpaid order; its folder purged; paid, then cancelled (refunded)', opened: held[0] === md5Of(bytes), released: gone })
  expect(gone).toBe(true)
})

test('the account deleted: the paid order survives with its file until shipped', async () => {
  const who = await someone()
  const bytes = await pdfBytes(1)
  const entry = await storedFile(t, who, '注销前.pdf', bytes)
  const key = await keyOf(entry)
  const order = await paid(who, [entry])

  ok(await send('GET', `${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(DELETE_CONFIRM_TEXT)}`, who.access))
  const [row] = await t.database.db.select({ userId: printOrders.userId }).from(printOrders).where(eq(printOrders.id, order.id))
  expect(row.userId).toBeNull()
  const held = await opened(order.id)
  expect(held).toEqual([md5Of(bytes)])

  ok(await orders.staff(staff, order.id, 'printing'))
  ok(await orders.staff(staff, order.id, 'shipped'))
  await sweep()
  const gone = !(await stored(key))
  report.push({ case: 'paid order; the account deleted; shipped', opened: held[0] === md5Of(bytes), released: gone })
  expect(gone).toBe(true)
})

test('bytes a library entry still holds stay after the order ends; a file in no order goes with its purge', async () => {
  const who = await someone()
  const keptBytes = await pdfBytes(1)
  const kept = await storedFile(t, who, '还在库里.pdf', keptBytes)
  const loose = await storedFile(t, who, '没打印.pdf', await pdfBytes(1))
  const [keptKey, looseKey] = [await keyOf(kept), await keyOf(loose)]
  const order = await paid(who, [kept])
  const held = await opened(order.id)
  ok(await orders.staff(staff, order.id, 'printing'))
  ok(await orders.staff(staff, order.id, 'shipped'))
  await sweep()
  const stays = await stored(keptKey)
  report.push({ case: 'paid order of a file still in the library; shipped (the bytes stay)', opened: held[0] === md5Of(keptBytes), released: stays })
  expect(stays).toBe(true)

  await emptied(who, loose)
  expect(await stored(looseKey)).toBe(false)
})

// PostgreSQL only: PGlite runs one transaction at a time, so the two cannot overlap there.
const concurrentTest = process.env.TEST_DATABASE_URL ? test : test.skip

concurrentTest('an order submitted while its file is being purged waits for the purge, then finds the file gone', async () => {
  const who = await someone()
  const entry = await storedFile(t, who, '并发删除.pdf', await pdfBytes(1))
  const items = (await queued(who, [entry])).added.map((item) => item.id)
  let submit: Promise<Awaited<ReturnType<typeof orders.submit>>> | null = null
  let answeredEarly = false
  await t.database.db.transaction(async (tx) => {
    // The purge's delete, not yet committed: it has taken the queue item with it (ON DELETE CASCADE).
    await tx.delete(cloudEntries).where(eq(cloudEntries.id, entry))
    submit = orders.submit(who, items)
    void submit.then(() => (answeredEarly = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
  })
  expect(answeredEarly).toBe(false)
  expect((await submit!).statusCode).toBe(404)
  expect(await t.database.db.select({ id: printOrders.id }).from(printOrders).where(eq(printOrders.userId, who.id))).toEqual([])
})
