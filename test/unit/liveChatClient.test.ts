/**
 * The chat client's rules (src/lib/liveChat.ts): backoff with jitter, the outbox that never loses
 * a message (resent until acknowledged; a rate-limited one waits), merging by id, close codes and
 * the socket URL.
 */
import { LIVE_CLOSE, type LiveMessage } from '../../types/live'
import { ackOutbox, addToOutbox, afterClose, backoffDelay, dueForSending, markSent, mergeMessages, newClientId, refuseOutbox, socketUrl } from '../../src/lib/liveChat'

test('backoff: 0.5 s doubling up to 10 s, ±20 % jitter', () => {
  const mid = () => 0.5
  expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, mid))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000, 10000])
  expect(backoffDelay(0, () => 0)).toBe(400)
  expect(backoffDelay(0, () => 0.999999)).toBe(600)
  expect(backoffDelay(20, () => 0.999999)).toBe(12000)
})

test('outbox: kept until acknowledged, resent after a reconnect, in order', () => {
  let box = addToOutbox([], 'a', '一')
  box = addToOutbox(box, 'b', '二')
  expect(dueForSending(box, 0).map((m) => m.client_id)).toEqual(['a', 'b'])
  box = ackOutbox(box, 'a')
  expect(box.map((m) => m.client_id)).toEqual(['b'])
  // An ack of something unknown (a resend's second ack) changes nothing.
  expect(ackOutbox(box, 'zz')).toEqual(box)
})

test('outbox: a rate-limited message waits out the window and is sent again; another refusal fails with its detail', () => {
  let box = addToOutbox(addToOutbox([], 'a', '一'), 'b', '二')
  box = refuseOutbox(box, 'a', 'rate_limited', '发言太快了', 1000)
  box = refuseOutbox(box, 'b', 'too_long', '消息最多 200 个字', 1000)
  expect(box).toEqual([
    { client_id: 'a', text: '一', status: 'waiting', detail: '发言太快了', retryAt: 11_000 },
    { client_id: 'b', text: '二', status: 'failed', detail: '消息最多 200 个字' }
  ])
  expect(dueForSending(box, 10_999)).toEqual([])
  expect(dueForSending(box, 11_000).map((m) => m.client_id)).toEqual(['a'])
  expect(markSent(box, ['a'])[0]).toEqual({ client_id: 'a', text: '一', status: 'pending', detail: '发言太快了', retryAt: undefined })
})

test('merging: each id once, in id order', () => {
  const m = (id: number): LiveMessage => ({ id, session_id: 1, user_id: 1, user_name: 'x', client_id: `c${id}`, text: `t${id}`, created_at: '' })
  expect(mergeMessages([m(1), m(3)], [m(2), m(3), m(5)]).map((x) => x.id)).toEqual([1, 2, 3, 5])
})

test('client ids fit the protocol and differ', () => {
  const a = newClientId(1_700_000_000_000, () => 0.1)
  expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  expect(newClientId(1_700_000_000_000, () => 0.2)).not.toBe(a)
})

test('close codes: the server’s refusals stop with a reason; anything else reconnects', () => {
  expect(afterClose(LIVE_CLOSE.unauthenticated)).toEqual({ reconnect: false, message: '登录已失效，请重新登录后进入直播间' })
  expect(afterClose(LIVE_CLOSE.noTicket)).toMatchObject({ reconnect: false })
  expect(afterClose(LIVE_CLOSE.notFound)).toMatchObject({ reconnect: false })
  for (const code of [1000, 1001, 1006, 1011]) expect(afterClose(code)).toEqual({ reconnect: true })
})

test('socket URL: the API base with ws(s), else the page’s own host', () => {
  expect(socketUrl('https://api.example.com/', '/api/edu/live/3/chat/')).toBe('wss://api.example.com/api/edu/live/3/chat/')
  expect(socketUrl('http://127.0.0.1:8080', '/x/')).toBe('ws://127.0.0.1:8080/x/')
  expect(socketUrl('', '/x/', { protocol: 'https:', host: 'a.cn' })).toBe('wss://a.cn/x/')
  expect(socketUrl('', '/x/', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/x/')
})
