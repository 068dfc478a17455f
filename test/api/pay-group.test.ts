/**
 * Membership group-buy (server/routes/pay/groups.ts, server/payments/groups.ts; rules in
 * core/payments/groupBuy.ts): a group is backed by each member's recently paid VIP order; filling it
 * refunds every member the group discount; a group that does not fill in time fails — on a request
 * or on the sweep the timer runs — refunding every member in full and taking the membership back;
 * an open group can be left with a full refund. Everything runs on the sandbox with the app's clock.
 */
import { GROUP_DISCOUNT_PERCENT, GROUP_EXPIRY_MS, GROUP_ORDER_MAX_AGE_MS, GROUP_SIZE } from '../../core/payments/groupBuy'
import { PAY_PATHS, type GroupFetchResponse, type GroupTaskResponse } from '../../types/payments'
import { accountsApp, type AccountsApp } from './support/accounts'
import { buyVip, fakeIntervalTimers, fireSweepTimer, orderRow, refundsOf, vipOf } from './support/pay'

let t: AccountsApp
beforeAll(async () => {
  fakeIntervalTimers()
  t = await accountsApp()
})
afterAll(async () => {
  await t.close()
  jest.useRealTimers()
})

const create = (access: string, body: object = { task_type: 'VIP' }) => t.post(PAY_PATHS.groupCreate, body, access)
const join = (access: string, taskId: number) => t.get(`${PAY_PATHS.groupJoin}?task_id=${taskId}`, access)
const fetchGroups = async (access: string | undefined, taskId?: number) => {
  const res = await t.get(`${PAY_PATHS.groupFetch}${taskId ? `?task_id=${taskId}` : ''}`, access)
  expect(res.statusCode).toBe(200)
  return res.json() as GroupFetchResponse
}

test('the rules: two members, 24 hours, 20 percent back', () => {
  expect([GROUP_SIZE, GROUP_EXPIRY_MS, GROUP_DISCOUNT_PERCENT, GROUP_ORDER_MAX_AGE_MS]).toEqual([2, 86_400_000, 20, 1_800_000])
})

test('login and input: 401 without a token (reading groups excepted); only task_type VIP; task_id must be a number', async () => {
  expect((await t.post(PAY_PATHS.groupCreate, { task_type: 'VIP' })).statusCode).toBe(401)
  const a = (await t.login('13700000301')).access
  expect((await create(a, { task_type: 'SHOP' })).statusCode).toBe(400)
  expect((await t.get(`${PAY_PATHS.groupJoin}?task_id=abc`, a)).statusCode).toBe(400)
  expect((await t.get(`${PAY_PATHS.groupJoin}?task_id=999999`, a)).statusCode).toBe(404)
})

test('a group fills with a second buyer: both keep membership and get the discount back', async () => {
  const a = (await t.login('13700000311')).access
  const b = (await t.login('13700000312')).access
  const c = (await t.login('13700000313')).access
  const noOrder = await create(a)
  expect(noOrder.statusCode).toBe(422)
  expect(noOrder.json().detail).toBe('请先开通会员再发起拼团')

  const paidA = await buyVip(t, a, 'v2001')
  const created = await create(a)
  expect(created.statusCode).toBe(201)
  const { task } = created.json() as GroupTaskResponse
  expect(task).toMatchObject({ task_type: 'VIP', status: 'open', size: 2, is_member: true, plan: 'v2001', members: [{ is_creator: true }] })
  expect(Date.parse(task.expires_at) - Date.parse(task.created_at)).toBe(GROUP_EXPIRY_MS)
  // One order backs one place.
  expect((await create(a)).json().detail).toBe('请先开通会员再发起拼团')
  expect((await join(a, task.task_id)).json().detail).toBe('你已在该拼团中')

  const listed = await fetchGroups(c, task.task_id)
  expect(listed.open.map((g) => g.task_id)).toContain(task.task_id)
  expect(listed.mine).toEqual([])
  expect(listed.task).toMatchObject({ task_id: task.task_id, is_member: false })
  expect(listed.server_time).toBe(new Date(t.clock.now).toISOString())
  // A visitor opening a shared group card sees it (joining asks for a login).
  const seen = await fetchGroups(undefined, task.task_id)
  expect(seen.task).toMatchObject({ task_id: task.task_id, status: 'open', is_member: false, plan: 'v2001', members: [{ is_creator: true }] })
  expect(seen.mine).toEqual([])
  expect((await t.get(`${PAY_PATHS.groupJoin}?task_id=${task.task_id}`)).statusCode).toBe(401)
  expect((await join(c, task.task_id)).json().detail).toBe('请先开通会员再参加拼团')

  const paidB = await buyVip(t, b, 'v2002')
  const joined = await join(b, task.task_id)
  expect(joined.statusCode).toBe(200)
  expect((joined.json() as GroupTaskResponse).task).toMatchObject({ status: 'filled', is_member: true, members: [{ is_creator: true }, { is_creator: false }] })
  for (const [paid, fee] of [
    [paidA, 16800],
    [paidB, 29800]
  ] as const) {
    expect((await refundsOf(t, paid.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['group_discount', fee * 0.2, 'succeeded']])
    expect(await orderRow(t, paid.order.out_order_number)).toMatchObject({ status: 'paid', refundedFee: fee * 0.2 })
  }
  expect((await vipOf(t, a)).tianbao_vip).toBe(true)
  expect((await vipOf(t, b)).tianbao_vip).toBe(true)

  await buyVip(t, c, 'v2001')
  expect((await join(c, task.task_id)).json().detail).toBe('该拼团已满员，请发起新的拼团')
  expect((await t.post(PAY_PATHS.groupRefund, { task_id: task.task_id }, a)).json().detail).toBe('已成团的拼团不能退款')
  expect((await fetchGroups(a)).mine.map((g) => [g.task_id, g.status])).toEqual([[task.task_id, 'filled']])
})

test('a group that does not fill in time fails on the next request: full refund, membership taken back', async () => {
  const a = (await t.login('13700000321')).access
  const before = await vipOf(t, a)
  const paid = await buyVip(t, a, 'v2001')
  const { task } = (await create(a)).json() as GroupTaskResponse
  t.clock.now += GROUP_EXPIRY_MS - 1
  expect((await fetchGroups(a, task.task_id)).task!.status).toBe('open')
  t.clock.now += 1
  const after = await fetchGroups(a, task.task_id)
  expect(after.task!.status).toBe('failed')
  expect(after.open.map((g) => g.task_id)).not.toContain(task.task_id)
  expect((await refundsOf(t, paid.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['group_failed', 16800, 'succeeded']])
  expect(await orderRow(t, paid.order.out_order_number)).toMatchObject({ status: 'refunded', refundedFee: 16800 })
  expect(await vipOf(t, a)).toMatchObject({ tianbao_vip: false, vip_date_end: new Date(t.clock.now).toISOString() })
  expect(before.tianbao_vip).toBe(false)
  // Failing twice refunds once.
  await fetchGroups(a, task.task_id)
  expect(await refundsOf(t, paid.order.out_order_number)).toHaveLength(1)
})

test('the sweep the timer runs fails expired groups by itself; time bought before stays', async () => {
  const a = (await t.login('13700000331')).access
  await buyVip(t, a, 'v2001')
  const kept = (await vipOf(t, a)).vip_date_end
  t.clock.now += GROUP_ORDER_MAX_AGE_MS - 1000
  const paid = await buyVip(t, a, 'v2002')
  const { task } = (await create(a)).json() as GroupTaskResponse
  t.clock.now += GROUP_EXPIRY_MS
  // The refund is sent after the transaction that records it: wait for the money, not the record.
  await fireSweepTimer(async () => (await refundsOf(t, paid.order.out_order_number))[0]?.status === 'succeeded')
  expect(await refundsOf(t, paid.order.out_order_number)).toMatchObject([{ reason: 'group_failed', amount: 29800 }])
  expect(await orderRow(t, paid.order.out_order_number)).toMatchObject({ status: 'refunded' })
  expect((await vipOf(t, a)).vip_date_end).toBe(kept)
  expect((await fetchGroups(a, task.task_id)).task!.status).toBe('failed')
})

test('leaving an open group refunds in full and cancels it; old or refunded orders back no group', async () => {
  const a = (await t.login('13700000341')).access
  const b = (await t.login('13700000342')).access
  const paid = await buyVip(t, a, 'v2001')
  const { task } = (await create(a)).json() as GroupTaskResponse
  expect((await t.post(PAY_PATHS.groupRefund, { task_id: task.task_id }, b)).json().detail).toBe('你不在该拼团中')
  const left = await t.post(PAY_PATHS.groupRefund, { task_id: task.task_id }, a)
  expect(left.statusCode).toBe(200)
  expect((left.json() as GroupTaskResponse).task).toMatchObject({ status: 'cancelled', members: [], is_member: false })
  expect((await refundsOf(t, paid.order.out_order_number)).map((r) => r.reason)).toEqual(['group_left'])
  expect((await vipOf(t, a)).tianbao_vip).toBe(false)
  expect((await create(a)).json().detail).toBe('请先开通会员再发起拼团')

  await buyVip(t, b, 'v2001')
  t.clock.now += GROUP_ORDER_MAX_AGE_MS + 1
  expect((await create(b)).json().detail).toBe('请先开通会员再发起拼团')
})
