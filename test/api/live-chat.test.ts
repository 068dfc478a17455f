/**
 * The live chat over a real WebSocket (issue 24, docs/live.md "Chat"): no valid token, no socket;
 * history on join; messages stored and delivered to everyone in the room in id order; the rate
 * limit; text rules (as typed, never HTML); a resend of a client_id stored once; a paid room
 * refused without a ticket.
 */
import { and, count, eq } from 'drizzle-orm'
import { liveMessages, liveTickets } from '../../server/db/schema'
import { LIVE_CLOSE, LIVE_LIMITS, LIVE_PATHS, type LiveMessage, type LiveServerFrame } from '../../types/live'
import { appWithMembers } from './support/accounts'
import { ChatClient, insertSession } from './support/live'

const { t, a, b, c, d } = appWithMembers('1357200000')
let base = ''
let room = 0
let paid = 0
const open: ChatClient[] = []

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  room = await insertSession(t.database, t.clock.now)
  paid = await insertSession(t.database, t.clock.now, { priceFen: 990 })
})
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

async function join(access: string, sessionId = room, after?: number): Promise<ChatClient> {
  const client = await ChatClient.open(base, sessionId, access, after)
  open.push(client)
  return client
}

const storedCount = async (sessionId: number, userId?: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(liveMessages)
      .where(and(eq(liveMessages.sessionId, sessionId), userId ? eq(liveMessages.userId, userId) : undefined))
  )[0].n

const isMessage = (f: LiveServerFrame): f is Extract<LiveServerFrame, { type: 'message' }> => f.type === 'message'

test('no valid token, no socket: a send before auth, a bad token or an unknown session close it', async () => {
  const silent = await ChatClient.open(base, room)
  open.push(silent)
  silent.say('x1', '你好')
  expect((await silent.closed).code).toBe(LIVE_CLOSE.unauthenticated)
  expect(silent.frames).toEqual([])

  const forged = await join('not-a-token')
  expect((await forged.closed).code).toBe(LIVE_CLOSE.unauthenticated)
  expect(forged.frames).toEqual([])

  const nowhere = await join(a.access, 999999)
  expect((await nowhere.closed).code).toBe(LIVE_CLOSE.notFound)
  expect(await storedCount(room)).toBe(0)
})

test('messages are stored and reach everyone in the room in id order; a later joiner gets them as history', async () => {
  const alice = await join(a.access)
  const bob = await join(b.access)
  await Promise.all([alice.ready(), bob.ready()])
  for (let i = 1; i <= 3; i++) alice.say(`a${i}`, `第${i}条`)
  bob.say('b1', '收到')
  await Promise.all([alice.ack('a3'), bob.ack('b1')])
  await bob.waitFor((f) => f.type === 'message' && f.message.client_id === 'a3')
  await alice.waitFor((f) => f.type === 'message' && f.message.client_id === 'b1')
  for (const client of [alice, bob]) {
    const got = client.frames.filter(isMessage).map((f) => f.message)
    expect(got.map((m) => m.id)).toEqual([...got.map((m) => m.id)].sort((x, y) => x - y))
    expect(got.filter((m) => m.user_id === a.id).map((m) => m.text)).toEqual(['第1条', '第2条', '第3条'])
  }
  expect(await storedCount(room)).toBe(4)

  const carol = await join(c.access)
  const ready = await carol.ready()
  expect(ready.user_id).toBe(c.id)
  expect(ready.history.map((m) => m.text).sort()).toEqual(['收到', '第1条', '第2条', '第3条'].sort())
  expect(ready.history.map((m) => m.id)).toEqual([...ready.history.map((m) => m.id)].sort((x, y) => x - y))
  expect(ready.history[0]).toMatchObject({ session_id: room, user_name: expect.any(String) })

  // A reconnect that saw up to the second message gets only the later ones.
  const second = ready.history[1].id
  const back = await join(c.access, room, second)
  expect((await back.ready()).history.map((m) => m.id)).toEqual(ready.history.slice(2).map((m) => m.id))
})

test('the rate limit: the sixth message within 10 s is refused in Chinese and not stored; later it passes', async () => {
  const dave = await join(d.access)
  await dave.ready()
  for (let i = 1; i <= LIVE_LIMITS.rateCount; i++) {
    dave.say(`d${i}`, `消息${i}`)
    expect((await dave.ack(`d${i}`)).type).toBe('ack')
  }
  const before = await storedCount(room, d.id)
  dave.say('d-over', '太快了')
  expect(await dave.ack('d-over')).toEqual({ type: 'error', code: 'rate_limited', detail: '发言太快了，请 10 秒后再试', client_id: 'd-over' })
  expect(await storedCount(room, d.id)).toBe(before)
  t.clock.now += LIVE_LIMITS.rateWindowMs
  dave.say('d-later', '现在可以了')
  expect((await dave.ack('d-later')).type).toBe('ack')
})

test('text: stored and sent as typed (shown as text, never HTML); control characters removed; empty and too long refused', async () => {
  t.clock.now += LIVE_LIMITS.rateWindowMs
  const alice = await join(a.access)
  await alice.ready()
  alice.say('html', '  <script>alert("x")</script> & <b>粗</b>\u0007 ')
  await alice.ack('html')
  const message = (await alice.waitFor((f) => f.type === 'message' && f.message.client_id === 'html')) as { message: LiveMessage }
  expect(message.message.text).toBe('<script>alert("x")</script> & <b>粗</b>')
  alice.say('blank', ' \n ')
  expect(await alice.ack('blank')).toMatchObject({ type: 'error', code: 'empty', detail: '消息不能为空' })
  alice.say('long', '字'.repeat(LIVE_LIMITS.textMax + 1))
  expect(await alice.ack('long')).toMatchObject({ type: 'error', code: 'too_long', detail: '消息最多 200 个字' })
  alice.json({ type: 'send', client_id: 'bad id!', text: 'x' })
  await alice.waitFor((f) => f.type === 'error' && f.code === 'bad_frame')
})

test('a resend of a client_id (after a reconnect) is stored once and acknowledged with the same id', async () => {
  t.clock.now += LIVE_LIMITS.rateWindowMs
  const bob = await join(b.access)
  const watcher = await join(c.access)
  await Promise.all([bob.ready(), watcher.ready()])
  bob.say('dup-1', '只存一次')
  const first = await bob.ack('dup-1')
  bob.close()
  const again = await join(b.access)
  await again.ready()
  again.say('dup-1', '只存一次')
  const second = await again.ack('dup-1')
  expect(second).toEqual(first)
  const rows = await t.database.db
    .select()
    .from(liveMessages)
    .where(and(eq(liveMessages.userId, b.id), eq(liveMessages.clientId, 'dup-1')))
  expect(rows).toHaveLength(1)
  await new Promise((r) => setTimeout(r, 200))
  expect(watcher.frames.filter((f) => isMessage(f) && f.message.client_id === 'dup-1')).toHaveLength(1)
})

test('a paid room: refused (4403) without a ticket, open with one', async () => {
  const refused = await join(a.access, paid)
  expect((await refused.closed).code).toBe(LIVE_CLOSE.noTicket)
  expect(refused.frames).toEqual([])
  await t.database.db.insert(liveTickets).values({ userId: a.id, sessionId: paid, createdAt: new Date(t.clock.now) })
  const holder = await join(a.access, paid)
  expect((await holder.ready()).history).toEqual([])
  expect((await t.get(LIVE_PATHS.messages(paid), a.access)).statusCode).toBe(200)
})
