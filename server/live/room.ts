/**
 * One chat socket (docs/live.md "Chat"): the protocol of types/live.ts over @fastify/websocket.
 *
 * 1. The first frame must be {type:'auth', token, after?} within LIVE_LIMITS.authTimeoutMs; a
 *    missing, bad or expired token closes the socket 4401, a paid room without a ticket 4403, no
 *    such session 4404. Browsers cannot set headers on a WebSocket, and a token in the URL would
 *    land in access logs, so the token travels in this frame.
 * 2. Then {type:'ready', user_id, history}: the last LIVE_LIMITS.history messages (or those after
 *    `after`, a reconnect's last seen id), oldest first; the room's messages follow as they come.
 * 3. {type:'send', client_id, text}: checked (core/liveChat.ts), a resend of a stored client_id
 *    only acknowledged, rate-limited per user, stored, published to the room (hub.ts), then
 *    acknowledged {type:'ack', client_id, id}. A refusal is an error frame; the socket stays open.
 * A room's sends are stored and published one at a time in this process, so its sockets receive
 * them in id order.
 */
import type { WebSocket } from 'ws'
import { checkChatText, parseClientFrame, RATE_LIMIT_DETAIL, rateCheck } from '../../core/liveChat'
import { LIVE_CLOSE, LIVE_LIMITS, type LiveMessage, type LiveServerFrame } from '../../types/live'
import type { Db } from '../db/open'
import { ApiError } from '../errors'
import { messageByClientId, messagesOf, storeMessage } from '../services/live/messages'
import { mayEnter } from '../services/live/sessions'
import type { ChatHub } from './hub'

export interface ChatContext {
  db: Db
  hub: ChatHub
  clock: () => number
  /** The user of an access token, or null (server/plugins/auth.ts rules). */
  userOfToken: (token: string) => Promise<number | null>
  /** Each user's recent send times in this process (the rate limit). */
  sends: Map<number, number[]>
  /** Each room's chain of sends in this process (id order). */
  chains: Map<number, Promise<unknown>>
  onError: (error: unknown) => void
}

const OPEN = 1

function send(socket: WebSocket, frame: LiveServerFrame): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(frame))
}

/** A room's message goes to every socket of the room as the same object: its frame is written once. */
const messageFrames = new WeakMap<LiveMessage, string>()
function sendMessageFrame(socket: WebSocket, message: LiveMessage): void {
  if (socket.readyState !== OPEN) return
  let text = messageFrames.get(message)
  if (text === undefined) messageFrames.set(message, (text = JSON.stringify({ type: 'message', message } satisfies LiveServerFrame)))
  socket.send(text)
}

/** Runs `job` after the room's earlier jobs of this process. */
function inRoomOrder<T>(ctx: ChatContext, sessionId: number, job: () => Promise<T>): Promise<T> {
  const result = (ctx.chains.get(sessionId) ?? Promise.resolve()).then(job)
  const tail = result.catch(() => undefined)
  ctx.chains.set(sessionId, tail)
  void tail.then(() => {
    if (ctx.chains.get(sessionId) === tail) ctx.chains.delete(sessionId)
  })
  return result
}

export function serveChatSocket(socket: WebSocket, sessionId: number, ctx: ChatContext): void {
  let userId: number | null = null
  let stop: (() => void) | null = null
  let closed = false
  const authTimer = setTimeout(() => socket.close(LIVE_CLOSE.unauthenticated, 'auth timeout'), LIVE_LIMITS.authTimeoutMs)
  // Frames that arrive while the auth frame is being checked wait their turn.
  let queue: Promise<void> = Promise.resolve()

  socket.on('close', () => {
    closed = true
    clearTimeout(authTimer)
    stop?.()
  })
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : data.toString()
    queue = queue.then(() => onFrame(text)).catch((error) => ctx.onError(error))
  })

  async function join(token: string, after: number | undefined): Promise<void> {
    const user = await ctx.userOfToken(token)
    if (user === null) return socket.close(LIVE_CLOSE.unauthenticated, 'unauthenticated')
    let allowed: boolean
    try {
      allowed = await mayEnter(ctx.db, user, sessionId)
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return socket.close(LIVE_CLOSE.notFound, 'no such session')
      throw error
    }
    if (!allowed) return socket.close(LIVE_CLOSE.noTicket, 'ticket required')
    if (closed) return
    // Subscribed before the history is read, so nothing falls between; what arrives meanwhile is
    // held and sent after the history, without the ones the history holds.
    let held: LiveMessage[] | null = []
    let lastSent = 0
    const deliver = (m: LiveMessage) => {
      if (held) held.push(m)
      else if (m.id > lastSent) sendMessageFrame(socket, m)
    }
    stop = await ctx.hub.subscribe(sessionId, deliver)
    if (closed) return stop()
    const history = await messagesOf(ctx.db, sessionId, LIVE_LIMITS.history, after !== undefined ? { after } : {})
    userId = user
    clearTimeout(authTimer)
    send(socket, { type: 'ready', user_id: user, history })
    lastSent = history.at(-1)?.id ?? after ?? 0
    const pending = held
    held = null
    for (const m of pending) deliver(m)
  }

  async function sendMessage(user: number, clientId: string, raw: string): Promise<void> {
    const check = checkChatText(raw)
    if (!check.ok) return send(socket, { type: 'error', code: check.code, detail: check.detail, client_id: clientId })
    const stored = await messageByClientId(ctx.db, sessionId, user, clientId)
    if (stored) return send(socket, { type: 'ack', client_id: clientId, id: stored.id })
    const now = ctx.clock()
    const rate = rateCheck(ctx.sends.get(user) ?? [], now)
    if (!rate.allowed) {
      ctx.sends.set(user, rate.kept)
      return send(socket, { type: 'error', code: 'rate_limited', detail: RATE_LIMIT_DETAIL, client_id: clientId })
    }
    ctx.sends.set(user, [...rate.kept, now])
    const { message, created } = await inRoomOrder(ctx, sessionId, async () => {
      const result = await storeMessage(ctx.db, { sessionId, userId: user, clientId, text: check.text, now })
      if (result.created) await ctx.hub.publish(result.message)
      return result
    })
    // A resend that raced its first copy: stored once, so it does not count against the user.
    if (!created)
      ctx.sends.set(
        user,
        (ctx.sends.get(user) ?? []).filter((t) => t !== now)
      )
    send(socket, { type: 'ack', client_id: clientId, id: message.id })
  }

  async function onFrame(text: string): Promise<void> {
    if (closed) return
    const frame = parseClientFrame(text)
    if (userId === null) {
      // Until authenticated, only the auth frame is understood.
      if (frame?.type !== 'auth') return socket.close(LIVE_CLOSE.unauthenticated, 'auth frame expected')
      return join(frame.token, frame.after)
    }
    if (!frame) return send(socket, { type: 'error', code: 'bad_frame', detail: '无法识别的消息格式' })
    if (frame.type === 'auth') return send(socket, { type: 'error', code: 'bad_frame', detail: '已登录，无需重复验证' })
    return sendMessage(userId, frame.client_id, frame.text)
  }
}
