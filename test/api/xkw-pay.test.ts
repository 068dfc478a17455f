/**
 * Buying from the library through the payment order-type registry (server/payments/xkwOrder.ts,
 * docs/xkw.md "Buying"): a material's download right or a membership plan, priced by the server,
 * paid through the sandbox, granted exactly once, taken back on a full refund. The demo seed's
 * materials are bought here, so the seed is checked too.
 */
import { count, eq } from 'drizzle-orm'
import { XKW_PLANS, findXkwPlan } from '../../core/xkwPlans'
import { xkwMaterials, xkwPurchases, xkwTopics } from '../../server/db/schema'
import { refundUnneededPayments } from '../../server/payments/unneeded'
import { seedDemoXkw } from '../../server/seed/demoXkw'
import { PAY_PATHS } from '../../types/payments'
import { USER_PATHS } from '../../types/user'
import { XKW_PATHS, type XkwDownloadResult, type XkwTopic } from '../../types/xkw'
import type { Paginated } from '../../types/api'
import { appWithMembers, newMembers } from './support/accounts'
import { confirmSandbox, createOrder, notifySandbox, orderRow, refundsOf } from './support/pay'
import { addMaterial, downloadOf, vipInfoOf } from './support/xkw'

const { t, a } = appWithMembers('1390041000')
const nextMember = newMembers(t, 13900420001)
const DAY = 86_400_000

/** A full refund of the order through the payment service, as any refund path records it. */
async function refundInFull(outOrderNumber: string): Promise<void> {
  const payments = t.app.payments
  const order = await orderRow(t, outOrderNumber)
  await t.database.db.transaction((tx) => payments.requestRefund(tx, order, order.totalFee, 'group_left', t.clock.now))
  await payments.processRefunds([order.id])
}

const purchasesOf = async (userId: number) => {
  const [{ n }] = await t.database.db.select({ n: count() }).from(xkwPurchases).where(eq(xkwPurchases.userId, userId))
  return n
}

test('the demo seed: topics, priced and free materials with files and previews, once', async () => {
  const seeded = await seedDemoXkw(t.database, t.app.accounts.files, t.clock.now)
  expect(seeded).toMatchObject({ topics: 4 })
  expect(seeded!.materials).toBeGreaterThanOrEqual(30)
  expect(await seedDemoXkw(t.database, t.app.accounts.files, t.clock.now)).toBeNull()
  const rows = await t.database.db.select().from(xkwMaterials)
  expect(rows.every((r) => r.isDemo && r.previewKeys.length >= 2 && r.previewKeys.length <= 3)).toBe(true)
  expect(rows.some((r) => r.priceFen === 0)).toBe(true)
  expect(rows.filter((r) => r.priceFen > 0).every((r) => r.priceFen >= 200 && r.priceFen <= 1000)).toBe(true)
  expect(new Set(rows.map((r) => r.type)).size).toBe(5)
  const [{ topics }] = await t.database.db.select({ topics: count() }).from(xkwTopics)
  expect(topics).toBe(4)
  expect(((await t.get(XKW_PATHS.topics)).json() as Paginated<XkwTopic>).results.map((x) => x.papers)).toEqual([4, 3, 3, 3])
  // A preview page is served as an image; the file is a PDF.
  const detail = (await t.get(`${XKW_PATHS.materials}${rows[0].id}/`)).json()
  const picture = await t.app.inject({ method: 'GET', url: detail.preview[0].url })
  expect(picture.statusCode).toBe(200)
  expect(picture.headers['content-type']).toContain('image/jpeg')
})

test('a second payment of a material bought meanwhile changes nothing and the sweep refunds it in full', async () => {
  const c = await nextMember()
  const { id } = await addMaterial(t, { priceFen: 500, title: '重复付款的资料' })
  // Two orders made before either was paid (two devices), then both paid.
  const first = await createOrder(t, c.access, { order_type: 'xkw', xkw_order_option: { material_id: id } })
  const second = await createOrder(t, c.access, { order_type: 'xkw', xkw_order_option: { material_id: id } })
  expect((await confirmSandbox(t, first)).statusCode).toBe(303)
  expect((await confirmSandbox(t, second)).statusCode).toBe(303)
  expect(await purchasesOf(c.id)).toBe(1)
  expect((await orderRow(t, second.order.out_order_number)).grant).toEqual({ material_id: id, refund: 'xkw_unneeded' })
  await refundUnneededPayments(t.database.db, t.app.payments, t.clock.now)
  expect((await refundsOf(t, second.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['xkw_unneeded', 500, 'succeeded']])
  expect(await refundsOf(t, first.order.out_order_number)).toEqual([])
  // The right stays with the first payment.
  expect(await purchasesOf(c.id)).toBe(1)
})

test('a material: priced from the server, paid once, downloadable; a wrong total_fee, a free or bought one refused', async () => {
  const c = await nextMember()
  const { id } = await addMaterial(t, { priceFen: 680, title: '付费资料' })
  const wrong = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'xkw', xkw_order_option: { material_id: id }, total_fee: 1 }, c.access)
  expect(wrong.statusCode).toBe(422)
  expect(wrong.json().detail).toBe('订单金额有误，请刷新后重试')
  const created = await createOrder(t, c.access, { order_type: 'xkw', xkw_order_option: { material_id: id }, total_fee: 680 })
  expect(created.order).toMatchObject({ order_type: 'xkw', total_fee: 680, status: 'pending', return_route: expect.stringContaining('paymentCheck') })
  expect((await downloadOf(t, c.access, id)).statusCode).toBe(403)
  expect((await confirmSandbox(t, created)).statusCode).toBe(303)
  expect(await purchasesOf(c.id)).toBe(1)
  // A repeated notification grants nothing more.
  expect(await notifySandbox(t, created.order.out_order_number, 680)).toBeLessThan(300)
  expect(await purchasesOf(c.id)).toBe(1)
  const download = (await downloadOf(t, c.access, id)).json() as XkwDownloadResult
  expect(download).toMatchObject({ via: 'purchase', spent: false })

  const again = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'xkw', xkw_order_option: { material_id: id } }, c.access)
  expect(again.json()).toMatchObject({ detail: '你已购买该资料，可直接下载' })
  const free = await addMaterial(t, { priceFen: 0 })
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'xkw', xkw_order_option: { material_id: free.id } }, c.access)).json()).toMatchObject({
    detail: '该资料免费，可直接下载'
  })
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'xkw', xkw_order_option: { material_id: 999999 } }, c.access)).statusCode).toBe(404)
  for (const option of [{}, { material_id: id, plan: 'xkw_month' }, { material_id: 'x' }]) {
    const res = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'xkw', xkw_order_option: option }, c.access)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe('创建订单出错')
  }
  const noPlan = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'xkw', xkw_order_option: { plan: 'xkw_week' } }, c.access)
  expect(noPlan.json()).toMatchObject({ detail: '资源库会员套餐不存在' })

  // A full refund takes the right back.
  await refundInFull(created.order.out_order_number)
  expect(await purchasesOf(c.id)).toBe(0)
})

test('plans: priced from core/xkwPlans.ts, the span and downloads stack once per paid order, a refund takes them back', async () => {
  const c = await nextMember()
  const month = findXkwPlan('xkw_month')!
  const year = findXkwPlan('xkw_year')!
  for (const plan of XKW_PLANS) {
    const { order } = await createOrder(t, c.access, { order_type: 'xkw', xkw_order_option: { plan: plan.code } })
    expect(order.total_fee).toBe(plan.priceFen)
  }
  const first = await createOrder(t, c.access, { order_type: 'xkw', xkw_order_option: { plan: 'xkw_month' }, total_fee: month.priceFen })
  await confirmSandbox(t, first)
  await notifySandbox(t, first.order.out_order_number, month.priceFen)
  const afterMonth = await vipInfoOf(t, c.id)
  expect(afterMonth).toEqual({ level: 'xkw_month', expire_at: new Date(t.clock.now + month.days * DAY).toISOString(), downloads_left: month.downloads })

  const second = await createOrder(t, c.access, { order_type: 'xkw', xkw_order_option: { plan: 'xkw_year' } })
  await confirmSandbox(t, second)
  expect(await vipInfoOf(t, c.id)).toEqual({
    level: 'xkw_year',
    expire_at: new Date(t.clock.now + (month.days + year.days) * DAY).toISOString(),
    downloads_left: month.downloads + year.downloads
  })
  // The user core answers it (the app refreshes it after paying).
  const core = (await t.post(USER_PATHS.dataCore, {}, c.access)).json()
  expect(core.xkw_vip_info).toMatchObject({ level: 'xkw_year', downloads_left: month.downloads + year.downloads })

  const { id } = await addMaterial(t)
  expect(((await downloadOf(t, c.access, id)).json() as XkwDownloadResult).xkw_vip_info!.downloads_left).toBe(month.downloads + year.downloads - 1)

  await refundInFull(second.order.out_order_number)
  expect(await vipInfoOf(t, c.id)).toEqual({
    level: 'xkw_year',
    expire_at: new Date(t.clock.now + month.days * DAY).toISOString(),
    downloads_left: month.downloads - 1
  })
})

test('a plan bought by one user grants nothing to another', async () => {
  const c = await nextMember()
  const created = await createOrder(t, a.access, { order_type: 'xkw', xkw_order_option: { plan: 'xkw_month' } })
  await confirmSandbox(t, created)
  expect(await vipInfoOf(t, c.id)).toBeNull()
  expect((await vipInfoOf(t, a.id))!.downloads_left).toBe(30)
})
