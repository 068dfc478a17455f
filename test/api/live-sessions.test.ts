/**
 * Live sessions (issue 24, docs/live.md): the lists by tab, group and university follow the app's
 * clock; a session's page and its room (the stream only for who may watch); a paid session bought
 * through the sandbox gives a ticket once and a full refund takes it back; a missing or unknown
 * live order id is 400 订单出错了.
 */
import { and, eq } from 'drizzle-orm'
import { institutions, liveGroups, liveTickets, paymentOrders } from '../../server/db/schema'
import { refundUnneededPayments } from '../../server/payments/unneeded'
import { LIVE_PLACEHOLDER_KEY } from '../../server/services/live/sessions'
import type { Paginated } from '../../types/api'
import { LIVE_ORDER_ERROR, LIVE_PATHS, type LiveGroup, type LiveRoom, type LiveSessionCard, type LiveSessionDetail } from '../../types/live'
import { PAY_PATHS } from '../../types/payments'
import { appWithMembers } from './support/accounts'
import { insertSession } from './support/live'
import { confirmSandbox, createOrder, orderRow, refundsOf } from './support/pay'

const { t, a, b } = appWithMembers('1357100000')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const ids: Record<string, number> = {}

beforeAll(async () => {
  const now = t.clock.now
  const db = t.database.db
  const [group] = await db
    .insert(liveGroups)
    .values({ title: '志愿课', createdAt: new Date(now) })
    .returning({ id: liveGroups.id })
  const [uni] = await db
    .insert(institutions)
    .values({
      code: '9999901',
      name: '示例大学',
      province: '北京',
      city: '北京',
      level: '本科',
      department: '教育部',
      pinyinFull: 'shilidaxue',
      pinyinInitials: 'sldx',
      source: { kind: 'sample' } as never
    })
    .returning({ id: institutions.id })
  ids.live = await insertSession(t.database, now, { title: '正在直播', startMs: -HOUR, lengthMs: 2 * HOUR, groupId: group.id })
  ids.soon = await insertSession(t.database, now, { title: '明天开讲', startMs: DAY, groupId: group.id })
  ids.later = await insertSession(t.database, now, { title: '下周开讲', startMs: 7 * DAY })
  ids.replay = await insertSession(t.database, now, { title: '昨天的课', startMs: -DAY })
  ids.ended = await insertSession(t.database, now, { title: '很久以前', startMs: -60 * DAY })
  ids.paid = await insertSession(t.database, now, { title: '付费精讲', priceFen: 990, startMs: -HOUR, lengthMs: 3 * HOUR })
  ids.hls = await insertSession(t.database, now, { title: '有流', hlsUrl: 'https://cdn.example.com/live/a/index.m3u8', startMs: -HOUR, lengthMs: 3 * HOUR })
  ids.univ = await insertSession(t.database, now, { title: '高校开放日', institutionId: uni.id, startMs: 2 * DAY })
  ids.group = group.id
})

const titles = (page: Paginated<LiveSessionCard>) => page.results.map((s) => s.title)

test('the tabs follow the clock: live by start, upcoming soonest first, replays newest first; ended sessions are in no tab', async () => {
  const live = (await t.get(`${LIVE_PATHS.sessions}?tab=live`)).json() as Paginated<LiveSessionCard>
  // Same start: the id breaks the tie.
  expect(titles(live)).toEqual(['正在直播', '付费精讲', '有流'])
  expect(live.results.every((s) => s.state === 'live')).toBe(true)
  const upcoming = (await t.get(`${LIVE_PATHS.sessions}?tab=upcoming`)).json() as Paginated<LiveSessionCard>
  expect(titles(upcoming)).toEqual(['明天开讲', '高校开放日', '下周开讲'])
  expect(upcoming.results.map((s) => s.state)).toEqual(['upcoming', 'upcoming', 'upcoming'])
  const replay = (await t.get(`${LIVE_PATHS.sessions}?tab=replay`)).json() as Paginated<LiveSessionCard>
  expect(titles(replay)).toEqual(['昨天的课'])
  expect(replay.results[0].state).toBe('replay')
  // Paged, with next.
  const first = (await t.get(`${LIVE_PATHS.sessions}?tab=upcoming&page_size=2`)).json() as Paginated<LiveSessionCard>
  expect(first.count).toBe(3)
  expect(first.next).toContain('page=2')

  // An hour on, the live session of two hours has ended and is a replay.
  t.clock.now += 2 * HOUR
  try {
    const later = (await t.get(`${LIVE_PATHS.sessions}?tab=replay`)).json() as Paginated<LiveSessionCard>
    expect(titles(later)).toContain('正在直播')
  } finally {
    t.clock.now -= 2 * HOUR
  }
})

test('groups with their counts, a group’s sessions and the universities’ sessions', async () => {
  const groups = (await t.get(LIVE_PATHS.groups)).json() as LiveGroup[]
  expect(groups).toEqual([{ id: ids.group, title: '志愿课', description: '', sessions: 2, is_demo: false }])
  const inGroup = (await t.get(`${LIVE_PATHS.sessions}?group=${ids.group}`)).json() as Paginated<LiveSessionCard>
  expect(titles(inGroup)).toEqual(['明天开讲', '正在直播'])
  expect(inGroup.results[0].group_title).toBe('志愿课')
  const univ = (await t.get(LIVE_PATHS.univ)).json() as Paginated<LiveSessionCard>
  expect(univ.results.map((s) => [s.title, s.institution_name])).toEqual([['高校开放日', '示例大学']])
  expect((await t.get(`${LIVE_PATHS.sessions}?tab=soon`)).statusCode).toBe(400)
})

test('a session’s page: state, price, has_ticket; 404 in Chinese for an unknown one', async () => {
  const free = (await t.get(`${LIVE_PATHS.sessions}${ids.live}/`, a.access)).json() as LiveSessionDetail
  expect(free).toMatchObject({ title: '正在直播', state: 'live', price_fen: 0, has_ticket: true })
  const visitor = (await t.get(`${LIVE_PATHS.sessions}${ids.live}/`)).json() as LiveSessionDetail
  expect(visitor.has_ticket).toBe(false)
  const paid = (await t.get(`${LIVE_PATHS.sessions}${ids.paid}/`, a.access)).json() as LiveSessionDetail
  expect(paid).toMatchObject({ price_fen: 990, has_ticket: false })
  const missing = await t.get(`${LIVE_PATHS.sessions}999999/`)
  expect(missing.statusCode).toBe(404)
  expect(missing.json().detail).toBe('直播不存在')
})

test('the room: login needed; the session’s HLS URL, else the placeholder MP4; a paid room refused without ticket', async () => {
  expect((await t.get(`${LIVE_PATHS.sessions}${ids.live}/room/`)).statusCode).toBe(401)
  const placeholder = (await t.get(`${LIVE_PATHS.sessions}${ids.live}/room/`, a.access)).json() as LiveRoom
  expect(placeholder.stream).toEqual({ url: `/api/storage/file/${LIVE_PLACEHOLDER_KEY}`, kind: 'mp4' })
  expect(placeholder.chat_path).toBe(LIVE_PATHS.chat(ids.live))
  const hls = (await t.get(`${LIVE_PATHS.sessions}${ids.hls}/room/`, a.access)).json() as LiveRoom
  expect(hls.stream).toEqual({ url: 'https://cdn.example.com/live/a/index.m3u8', kind: 'hls' })
  const upcoming = (await t.get(`${LIVE_PATHS.sessions}${ids.soon}/room/`, a.access)).json() as LiveRoom
  expect(upcoming.stream).toBeNull()
  const refused = await t.get(`${LIVE_PATHS.sessions}${ids.paid}/room/`, a.access)
  expect(refused.statusCode).toBe(403)
  expect(refused.json().detail).toBe('购买后才能观看')
  expect((await t.get(LIVE_PATHS.messages(ids.paid), a.access)).statusCode).toBe(403)
})

test('a missing, malformed or unknown live order id is 400 订单出错了; a free session is not sold', async () => {
  for (const option of [undefined, { id: 999999, option: 'ticket' }, { id: ids.paid, option: 'seat' }, { id: 'abc', option: 'ticket' }]) {
    const res = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'live', ...(option ? { live_order_option: option } : {}) }, a.access)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe(LIVE_ORDER_ERROR)
  }
  const free = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'live', live_order_option: { id: ids.live, option: 'ticket' } }, a.access)
  expect(free.statusCode).toBe(422)
  expect(free.json().detail).toBe('该直播免费，无需购买')
})

test('buying a paid session through the sandbox: priced from the session, one ticket, the room opens; a full refund takes it back', async () => {
  const body = { order_type: 'live', live_order_option: { id: ids.paid, option: 'ticket' } }
  const wrong = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', ...body, total_fee: 1 }, b.access)
  expect(wrong.statusCode).toBe(422)
  const created = await createOrder(t, b.access, body)
  expect(created.order).toMatchObject({ order_type: 'live', total_fee: 990, return_route: `live/liveItem?liveId=${ids.paid}` })
  expect((await confirmSandbox(t, created)).statusCode).toBe(303)
  const tickets = await t.database.db
    .select()
    .from(liveTickets)
    .where(and(eq(liveTickets.userId, b.id), eq(liveTickets.sessionId, ids.paid)))
  expect(tickets).toHaveLength(1)
  expect(((await t.get(`${LIVE_PATHS.sessions}${ids.paid}/`, b.access)).json() as LiveSessionDetail).has_ticket).toBe(true)
  expect((await t.get(`${LIVE_PATHS.sessions}${ids.paid}/room/`, b.access)).statusCode).toBe(200)
  const mine = (await t.get(LIVE_PATHS.tickets, b.access)).json() as Paginated<LiveSessionCard>
  expect(titles(mine)).toEqual(['付费精讲'])
  const again = await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', ...body }, b.access)
  expect(again.statusCode).toBe(422)
  expect(again.json().detail).toBe('已购买该直播')

  // A full refund (any reason: the order type's revoke is the same) takes the ticket back.
  const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.outOrderNumber, created.order.out_order_number))
  await t.database.db.transaction((tx) => t.app.payments.requestRefund(tx, order, order.totalFee, 'shop_after_sale', t.clock.now))
  expect((await t.get(`${LIVE_PATHS.sessions}${ids.paid}/room/`, b.access)).statusCode).toBe(403)
})

test('a second payment for a ticket bought meanwhile changes nothing and the sweep refunds it in full', async () => {
  const body = { order_type: 'live', live_order_option: { id: ids.paid, option: 'ticket' } }
  // Two orders made before either was paid (two devices), then both paid.
  const first = await createOrder(t, a.access, body)
  const second = await createOrder(t, a.access, body)
  expect((await confirmSandbox(t, first)).statusCode).toBe(303)
  expect((await confirmSandbox(t, second)).statusCode).toBe(303)
  const tickets = await t.database.db
    .select()
    .from(liveTickets)
    .where(and(eq(liveTickets.userId, a.id), eq(liveTickets.sessionId, ids.paid)))
  expect(tickets).toHaveLength(1)
  expect((await orderRow(t, second.order.out_order_number)).grant).toEqual({ session_id: ids.paid, refund: 'live_unneeded' })
  await refundUnneededPayments(t.database.db, t.app.payments, t.clock.now)
  expect((await refundsOf(t, second.order.out_order_number)).map((r) => [r.reason, r.amount, r.status])).toEqual([['live_unneeded', 990, 'succeeded']])
  expect(await refundsOf(t, first.order.out_order_number)).toEqual([])
  expect((await t.get(`${LIVE_PATHS.sessions}${ids.paid}/room/`, a.access)).statusCode).toBe(200)
})
