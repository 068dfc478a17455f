/**
 * The chat hook (src/live/components/useLiveChat.ts) over a fake socket: a message sent while the
 * connection drops before its ack is kept, sent again after the backoff's reconnect with the same
 * client_id, and leaves the outbox only on its ack; the reconnect asks for what it missed (`after`);
 * the server's refusal (4403) stops reconnecting and says why.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { LiveMessage, LiveServerFrame } from '../../types/live'
import type { SocketHandlers } from '../../src/platform/liveSocket'
import { useLiveChat, type LiveChat } from '../../src/live/components/useLiveChat'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface FakeSocket {
  url: string
  handlers: SocketHandlers
  sent: string[]
  closed: boolean
}
const sockets: FakeSocket[] = []

jest.mock('../../src/platform/liveSocket', () => ({
  openChatSocket: (url: string, handlers: SocketHandlers) => {
    const socket: FakeSocket = { url, handlers, sent: [], closed: false }
    sockets.push(socket)
    return { send: (text: string) => socket.sent.push(text), close: () => (socket.closed = true) }
  }
}))
jest.mock('../../src/platform/session', () => ({ platformSession: () => ({ load: () => 'token-1' }) }))
jest.mock('../../src/env', () => ({ API_BASE_URL: '' }))

let chat: LiveChat
function Probe() {
  chat = useLiveChat('/api/edu/live/7/chat/')
  return null
}

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  jest.useFakeTimers()
  sockets.length = 0
  container = document.createElement('div')
  root = createRoot(container)
  act(() => root.render(<Probe />))
})
afterEach(() => {
  act(() => root.unmount())
  jest.useRealTimers()
})

const last = () => sockets[sockets.length - 1]
const frames = (s: FakeSocket) => s.sent.map((t) => JSON.parse(t) as Record<string, unknown>)
const serve = (s: FakeSocket, frame: LiveServerFrame) => act(() => s.handlers.onMessage(JSON.stringify(frame)))
const message = (id: number, clientId: string, text: string): LiveMessage => ({
  id,
  session_id: 7,
  user_id: 1,
  user_name: '我',
  client_id: clientId,
  text,
  created_at: '2026-11-26T12:00:00Z'
})

test('a message whose ack was lost in a drop is resent after the reconnect, once, and leaves the outbox on its ack', () => {
  expect(last().url).toBe('ws://localhost/api/edu/live/7/chat/')
  act(() => last().handlers.onOpen())
  expect(frames(last())).toEqual([{ type: 'auth', token: 'token-1' }])
  serve(last(), { type: 'ready', user_id: 1, history: [message(3, 'old', '之前的')] })
  expect(chat.state).toBe('open')

  act(() => void chat.send('  你好  '))
  const sent = frames(last())[1]
  expect(sent).toMatchObject({ type: 'send', text: '你好' })
  expect(chat.outbox).toHaveLength(1)
  // Another send does not repeat the first over the same socket.
  act(() => void chat.send('第二条'))
  expect(frames(last()).filter((f) => f.client_id === sent.client_id)).toHaveLength(1)

  // The connection drops before any ack: both stay in the outbox; reconnect after 0.5 s ± 20 %.
  act(() => last().handlers.onClose(1006))
  expect(chat.state).toBe('reconnecting')
  expect(chat.outbox.map((m) => m.text)).toEqual(['你好', '第二条'])
  act(() => jest.advanceTimersByTime(399))
  expect(sockets).toHaveLength(1)
  act(() => jest.advanceTimersByTime(201))
  expect(sockets).toHaveLength(2)

  act(() => last().handlers.onOpen())
  expect(frames(last())[0]).toEqual({ type: 'auth', token: 'token-1', after: 3 })
  serve(last(), { type: 'ready', user_id: 1, history: [] })
  const resent = frames(last()).slice(1)
  expect(resent.map((f) => f.client_id)).toEqual([sent.client_id, chat.outbox[1].client_id])
  serve(last(), { type: 'message', message: message(4, String(sent.client_id), '你好') })
  serve(last(), { type: 'ack', client_id: String(sent.client_id), id: 4 })
  expect(chat.outbox.map((m) => m.text)).toEqual(['第二条'])
  expect(chat.messages.map((m) => m.id)).toEqual([3, 4])
})

test('empty text is refused before sending; a rate-limited message waits and is sent again by itself', () => {
  act(() => last().handlers.onOpen())
  serve(last(), { type: 'ready', user_id: 1, history: [] })
  let why = ''
  act(() => void (why = chat.send('   ')))
  expect(why).toBe('消息不能为空')
  act(() => void chat.send('太快'))
  const clientId = String(frames(last())[1].client_id)
  serve(last(), { type: 'error', code: 'rate_limited', detail: '发言太快了，请 10 秒后再试', client_id: clientId })
  expect(chat.outbox[0]).toMatchObject({ status: 'waiting' })
  act(() => jest.advanceTimersByTime(10_000))
  expect(frames(last()).filter((f) => f.client_id === clientId)).toHaveLength(2)
})

test('a refusal (no ticket) stops reconnecting and says why', () => {
  act(() => last().handlers.onOpen())
  act(() => last().handlers.onClose(4403))
  expect(chat.state).toBe('refused')
  expect(chat.refusal).toBe('购买后才能参与聊天')
  act(() => jest.advanceTimersByTime(60_000))
  expect(sockets).toHaveLength(1)
})
