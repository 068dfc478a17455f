/**
 * The console's dashboard (types/adminDashboard.ts, services/admin/dashboard.ts) against the real
 * app: rows inserted around China's midnights land on the right China day; paying users are
 * distinct per day; revenue is paid orders minus refunds carried out that day; the queues count
 * only the states waiting for staff. Figures are compared with a reading taken before the inserts,
 * so whatever the app seeds does not matter.
 */
import { paymentOrders, paymentRefunds, users, printOrders, shopOrders, afterSales, forumPosts, forumReports, certificates, withdrawals } from '../../server/db/schema'
import { grantStaffPhones } from '../../server/services/users'
import { ADMIN_DASHBOARD_PATHS, type AdminDashboard } from '../../types/adminDashboard'
import { appForFile, memberOf, type Member } from './support/accounts'

const t = appForFile()
let staff: Member
let user: Member

beforeAll(async () => {
  staff = await memberOf(t, '13733330009')
  await grantStaffPhones(t.database.db, ['13733330009'])
  user = await memberOf(t, '13733330001')
})

async function read(days?: number): Promise<AdminDashboard> {
  const res = await t.get(`${ADMIN_DASHBOARD_PATHS.dashboard}${days ? `?days=${days}` : ''}`, staff.access)
  expect(res.statusCode).toBe(200)
  return res.json() as AdminDashboard
}

const at = (iso: string) => new Date(iso)
let serial = 0
const order = (userId: number | null, fee: number, paidAt: string | null, status = paidAt ? 'paid' : 'pending') => ({
  outOrderNumber: `DASH${++serial}`,
  userId,
  kind: 'vip',
  item: 'v2001',
  subject: '会员服务 1 年',
  totalFee: fee,
  provider: 'sandbox',
  method: 'wxpay',
  tradeType: 'MWEB',
  status,
  createdAt: at(paidAt ?? '2025-05-31T00:00:00Z'),
  paidAt: paidAt ? at(paidAt) : null
})
const ADDRESS = { name: '张三', mobile: '13800000000', province: '重庆市', city: '重庆市', district: '渝中区', detail: '解放碑 1 号' }

test('per China day: new users, distinct paying users, paid minus refunds done that day', async () => {
  const before = await read(3)
  expect(before.days.map((d) => d.date)).toEqual(['2025-05-30', '2025-05-31', '2025-06-01'])
  const db = t.database.db
  const [u1, u2, u3] = await db
    .insert(users)
    .values([
      // 23:50 and 00:10 China time around the midnight that starts 05-31.
      { username: '甲', createdAt: at('2025-05-30T15:50:00Z') },
      { username: '乙', createdAt: at('2025-05-30T16:10:00Z') },
      { username: '丙', createdAt: at('2025-05-31T10:00:00Z') },
      { username: '示例', createdAt: at('2025-05-31T10:00:00Z'), isDemo: true },
      { username: '老用户', createdAt: at('2025-05-20T10:00:00Z') }
    ])
    .returning({ id: users.id })
  const orders = await db
    .insert(paymentOrders)
    .values([
      order(u1.id, 1000, '2025-05-30T15:59:00Z'), // 05-30 23:59
      order(u1.id, 2000, '2025-05-30T16:01:00Z'), // 05-31 00:01
      order(u1.id, 500, '2025-05-31T03:00:00Z'), // 05-31, the same payer
      order(u2.id, 3000, '2025-05-31T05:00:00Z', 'refunded'), // paid 05-31, refunded in full 06-01
      order(u3.id, 800, null), // never paid
      order(u3.id, 9999, '2025-05-20T05:00:00Z') // paid before the window, refunded in part 05-31
    ])
    .returning({ id: paymentOrders.id })
  const refund = (orderId: number, amount: number, status: string, doneAt: string | null) => ({
    outRefundNo: `DASHR${++serial}`,
    orderId,
    amount,
    reason: 'staff',
    status,
    createdAt: at(doneAt ?? '2025-05-31T06:00:00Z'),
    doneAt: doneAt ? at(doneAt) : null
  })
  await db.insert(paymentRefunds).values([
    refund(orders[3].id, 3000, 'succeeded', '2025-06-01T01:00:00Z'),
    refund(orders[5].id, 1000, 'succeeded', '2025-05-31T02:00:00Z'),
    // Not carried out yet: not taken off.
    refund(orders[1].id, 200, 'pending', null)
  ])

  const after = await read(3)
  const delta = after.days.map((d, i) => {
    const b = before.days[i]
    return [d.date, d.new_users - b.new_users, d.paying_users - b.paying_users, d.paid_fen - b.paid_fen, d.refunded_fen - b.refunded_fen, d.revenue_fen - b.revenue_fen]
  })
  expect(delta).toEqual([
    ['2025-05-30', 1, 1, 1000, 0, 1000],
    ['2025-05-31', 2, 2, 5500, 1000, 4500],
    ['2025-06-01', 0, 0, 0, 3000, -3000]
  ])
  expect(after.totals.new_users - before.totals.new_users).toBe(3)
  expect(after.totals.paying_users - before.totals.paying_users).toBe(2)
  expect(after.totals.revenue_fen - before.totals.revenue_fen).toBe(2500)
})

test('what waits for staff: only the states their areas leave to staff', async () => {
  const before = (await read()).waiting
  const db = t.database.db
  const now = new Date(t.clock.now)
  const print = (status: string) => ({
    userId: user.id,
    status,
    items: [],
    queueItemIds: [],
    address: ADDRESS,
    printFeeFen: 100,
    deliveryFeeFen: 0,
    totalFen: 100,
    createdAt: now
  })
  await db.insert(printOrders).values([print('paid'), print('paid'), print('printing'), print('submitted')])
  const shop = (status: string) => ({ userId: user.id, status, address: ADDRESS, goodsFen: 100, deliveryFen: 0, totalFen: 100, createdAt: now, payDeadline: now })
  const [, shipped] = await db
    .insert(shopOrders)
    .values([shop('paid'), shop('shipped'), shop('unpaid')])
    .returning({ id: shopOrders.id })
  const afterSale = (status: string) => ({
    orderId: shipped.id,
    userId: user.id,
    kind: 'refund',
    reason: '不想要了',
    imageKeys: [],
    amountFen: 100,
    status,
    createdAt: now
  })
  await db.insert(afterSales).values([afterSale('pending'), afterSale('refused')])
  const [post] = await db
    .insert(forumPosts)
    .values({ authorId: user.id, kind: 'question', level: 'gaokao', tab: 'all', body: '问题', createdAt: now })
    .returning({ id: forumPosts.id })
  await db.insert(forumReports).values([
    { reporterId: user.id, postId: post.id, reason: 'spam', status: 'open', createdAt: now },
    { reporterId: staff.id, postId: post.id, reason: 'spam', status: 'resolved', createdAt: now }
  ])
  const cert = (status: string) => ({ userId: user.id, kind: 'education', title: '毕业证', imageKeys: [], status, createdAt: now })
  await db.insert(certificates).values([cert('pending'), cert('approved')])
  const cash = (status: string) => ({ userId: user.id, amountFen: 100, status, createdAt: now })
  await db.insert(withdrawals).values([cash('pending'), cash('pending'), cash('paid')])

  const after = (await read()).waiting
  const keys = Object.keys(after) as (keyof typeof after)[]
  expect(Object.fromEntries(keys.map((k) => [k, after[k] - before[k]]))).toEqual({
    print_orders: 2,
    mall_orders: 1,
    after_sales: 1,
    forum_reports: 1,
    certificates: 1,
    withdrawals: 2
  })
})

test('days: 30 by default ending today (China), at most 90; access: 401 visitor, 403 user', async () => {
  const month = await read()
  expect(month.days).toHaveLength(30)
  expect(month.days[29].date).toBe('2025-06-01')
  expect(month.days[0].date).toBe('2025-05-03')
  expect((await read(90)).days).toHaveLength(90)
  for (const days of [0, 91, 'x']) expect((await t.get(`${ADMIN_DASHBOARD_PATHS.dashboard}?days=${days}`, staff.access)).statusCode).toBe(400)
  expect((await t.get(ADMIN_DASHBOARD_PATHS.dashboard)).statusCode).toBe(401)
  const refused = await t.get(ADMIN_DASHBOARD_PATHS.dashboard, user.access)
  expect(refused.statusCode).toBe(403)
  expect(refused.json().detail).toBe('没有权限')
})
