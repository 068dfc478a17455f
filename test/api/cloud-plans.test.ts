/**
 * Cloud space plans through the payment order-type registry (server/payments/cloudSpace.ts,
 * docs/cloud.md "Space plans"): priced by the server in fen from core/cloudPlans.ts, paid through
 * the sandbox, max_cloud_space raised exactly once per paid order (a repeated notification grants
 * nothing), taken back on a full refund, never below the free space.
 */
import { eq } from 'drizzle-orm'
import { CLOUD_PLANS, cloudPlanBytes, findCloudPlan } from '../../core/cloudPlans'
import { users } from '../../server/db/schema'
import { CLOUD_PATHS, type CloudQuota } from '../../types/cloud'
import { PAY_PATHS, type OrderStateResponse } from '../../types/payments'
import { DEFAULT_CLOUD_SPACE, DELETE_CONFIRM_TEXT, USER_PATHS } from '../../types/user'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { confirmSandbox, createOrder, notifySandbox, orderRow, refundsOf } from './support/pay'

const GB = 1024 ** 3
const plan50 = findCloudPlan('space_50g')!
const plan200 = findCloudPlan('space_200g')!

let t: AccountsApp
let a: Member
let b: Member
beforeAll(async () => {
  t = await accountsApp()
  a = await memberOf(t, '13700002001')
  b = await memberOf(t, '13700002002')
})
afterAll(() => t.close())

async function quota(m: Member): Promise<CloudQuota> {
  const res = await t.get(CLOUD_PATHS.quota, m.access)
  expect(res.statusCode).toBe(200)
  return res.json() as CloudQuota
}

/**
 * A full refund of the order through the payment service, as any refund path records it (no route
 * refunds a space order today; the reason only names the refund).
 */
async function refundInFull(outOrderNumber: string): Promise<void> {
  const payments = t.app.payments
  const order = await orderRow(t, outOrderNumber)
  await t.database.db.transaction((tx) => payments.requestRefund(tx, order, order.totalFee, 'group_left', t.clock.now))
  await payments.processRefunds([order.id])
}

test('plans are priced by the server in fen; a wrong total_fee is refused; unknown plans are a 400', async () => {
  expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'space_50g' })).statusCode).toBe(401)
  const fen: Record<string, number> = { space_50g: 1990, space_200g: 5990, space_500g: 12900 }
  expect(CLOUD_PLANS.map((p) => p.code)).toEqual(Object.keys(fen))
  for (const [code, totalFee] of Object.entries(fen)) {
    const { order } = await createOrder(t, a.access, { order_type: code })
    expect(order).toMatchObject({ order_type: code, total_fee: totalFee, status: 'pending', provider: 'sandbox', return_route: 'cloud/priceTable' })
  }
  const { order } = await createOrder(t, a.access, { order_type: 'space_200g', total_fee: 5990 }, PAY_PATHS.alipayCreate)
  expect(order.subject).toBe('云空间扩容 200 GB 永久空间')
  expect(await orderRow(t, order.out_order_number)).toMatchObject({
    kind: 'cloud',
    item: 'space_200g',
    details: { plan: { code: 'space_200g', bytes: 200 * GB, price: 59.9 } }
  })

  const wrong = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'space_50g', total_fee: 1 }, a.access)
  expect(wrong.statusCode).toBe(422)
  expect(wrong.json().detail).toBe('订单金额有误，请刷新后重试')
  const unknown = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'space_1t' }, a.access)
  expect(unknown.statusCode).toBe(400)
  expect(unknown.json()).toMatchObject({ code: 'validation_error', detail: '空间套餐不存在', fields: { order_type: '空间套餐不存在' } })
  // Nothing was paid: the space is the default.
  expect(await quota(a)).toEqual({ used: 0, max: DEFAULT_CLOUD_SPACE })
})

test('paying raises max_cloud_space once, even when the notification comes again; plans add up', async () => {
  const created = await createOrder(t, a.access, { order_type: 'space_50g' })
  const no = created.order.out_order_number
  const confirmed = await confirmSandbox(t, created)
  expect(confirmed.statusCode).toBe(303)
  expect(confirmed.headers.location).toBe(`/h5/#/pages/return/index?redirectTo=${encodeURIComponent('cloud/priceTable')}&out_order_number=${no}`)
  const raised = DEFAULT_CLOUD_SPACE + 50 * GB
  expect(await quota(a)).toEqual({ used: 0, max: raised })
  expect(await orderRow(t, no)).toMatchObject({ status: 'paid', grant: { plan: 'space_50g', bytes: 50 * GB, max: raised } })

  // The provider repeats itself; the app asks how the order stands: nothing more is granted.
  expect(await notifySandbox(t, no, 1990)).toBe(204)
  expect(await notifySandbox(t, no, 1990)).toBe(204)
  expect((await t.post(PAY_PATHS.h5payMessage, { out_order_number: no }, a.access)).json() as OrderStateResponse).toMatchObject({
    paid: true,
    order: { status: 'paid', order_type: 'space_50g' }
  })
  expect(await quota(a)).toEqual({ used: 0, max: raised })
  // Another user's space is untouched.
  expect(await quota(b)).toEqual({ used: 0, max: DEFAULT_CLOUD_SPACE })

  const second = await createOrder(t, a.access, { order_type: 'space_200g' })
  expect((await confirmSandbox(t, second)).statusCode).toBe(303)
  expect((await quota(a)).max).toBe(DEFAULT_CLOUD_SPACE + 250 * GB)
})

test('a full refund takes exactly the plan back, once; never below the free space', async () => {
  const before = (await quota(a)).max
  const created = await createOrder(t, a.access, { order_type: 'space_200g' })
  await confirmSandbox(t, created)
  expect((await quota(a)).max).toBe(before + cloudPlanBytes(plan200))
  await refundInFull(created.order.out_order_number)
  expect((await quota(a)).max).toBe(before)
  expect(await orderRow(t, created.order.out_order_number)).toMatchObject({ status: 'refunded', refundedFee: 5990 })
  expect((await refundsOf(t, created.order.out_order_number)).map((r) => [r.amount, r.status])).toEqual([[5990, 'succeeded']])
  await refundInFull(created.order.out_order_number)
  expect((await quota(a)).max).toBe(before)

  // The space was lowered since the purchase (by an operator): the refund stops at the free space.
  const c = await memberOf(t, '13700002003')
  const bought = await createOrder(t, c.access, { order_type: plan50.code })
  await confirmSandbox(t, bought)
  await t.database.db
    .update(users)
    .set({ maxCloudSpace: DEFAULT_CLOUD_SPACE + GB })
    .where(eq(users.id, c.id))
  await refundInFull(bought.order.out_order_number)
  expect((await quota(c)).max).toBe(DEFAULT_CLOUD_SPACE)
})

test('an order paid after its account was deleted is recorded as paid, granting nothing', async () => {
  const gone = await memberOf(t, '13700002009')
  const created = await createOrder(t, gone.access, { order_type: 'space_50g' })
  expect((await t.get(`${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(DELETE_CONFIRM_TEXT)}`, gone.access)).statusCode).toBe(200)
  expect((await confirmSandbox(t, created)).statusCode).toBe(303)
  expect(await orderRow(t, created.order.out_order_number)).toMatchObject({ status: 'paid', userId: null, grant: { skipped: 'account deleted' } })
})
