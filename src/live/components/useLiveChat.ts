import { useCallback, useEffect, useRef, useState } from 'react'
import { checkChatText } from '@core/liveChat'
import type { LiveMessage, LiveServerFrame } from '@types-contract/live'
import { API_BASE_URL } from '@/env'
import {
  ackOutbox,
  addToOutbox,
  afterClose,
  backoffDelay,
  dueForSending,
  markSent,
  mergeMessages,
  newClientId,
  refuseOutbox,
  socketUrl,
  type ConnectionState,
  type OutboxItem
} from '@/lib/liveChat'
import { openChatSocket, type ChatSocket } from '@/platform/liveSocket'
import { platformSession } from '@/platform/session'

export interface LiveChat {
  state: ConnectionState
  /** Why the server refused the socket (state 'refused'). */
  refusal: string
  /** The room's messages, in id order. */
  messages: LiveMessage[]
  /** Sent by this user and not acknowledged yet (or refused): shown under the messages. */
  outbox: OutboxItem[]
  me: number | null
  /** Sends a message; returns why it cannot be sent ('' when it went into the outbox). */
  send: (text: string) => string
  /** Removes a failed message from the outbox. */
  discard: (clientId: string) => void
}

/**
 * The chat of a live room (docs/live.md "Client"): one socket (platform/liveSocket.ts) that
 * authenticates with the session's token, reconnects with backoff after any drop the server did not
 * mean (lib/liveChat.ts afterClose), asks for what it missed (`after` = the last id it holds), and
 * keeps every message the user sent in the outbox until its ack — resent after each reconnect, so
 * none is lost, and stored once by the server thanks to its client_id.
 */
export function useLiveChat(chatPath: string | null): LiveChat {
  const [state, setState] = useState<ConnectionState>('connecting')
  const [refusal, setRefusal] = useState('')
  const [messages, setMessages] = useState<LiveMessage[]>([])
  const [outbox, setOutbox] = useState<OutboxItem[]>([])
  const [me, setMe] = useState<number | null>(null)
  const outboxRef = useRef<OutboxItem[]>([])
  const lastIdRef = useRef<number | undefined>(undefined)
  const socketRef = useRef<ChatSocket | null>(null)
  const readyRef = useRef(false)
  /** Client ids sent over the current socket: sent again only over the next one, or when a wait ends. */
  const sentRef = useRef(new Set<string>())

  const updateOutbox = useCallback((next: OutboxItem[]) => {
    outboxRef.current = next
    setOutbox(next)
  }, [])

  /** Sends what is due over a ready socket. */
  const flush = useCallback(() => {
    const socket = socketRef.current
    if (!socket || !readyRef.current) return
    const due = dueForSending(outboxRef.current, Date.now()).filter((m) => m.status === 'waiting' || !sentRef.current.has(m.client_id))
    for (const m of due) sentRef.current.add(m.client_id)
    for (const m of due) socket.send(JSON.stringify({ type: 'send', client_id: m.client_id, text: m.text }))
    if (due.length)
      updateOutbox(
        markSent(
          outboxRef.current,
          due.map((m) => m.client_id)
        )
      )
  }, [updateOutbox])

  useEffect(() => {
    if (!chatPath) return
    let disposed = false
    let attempt = 0
    let retryTimer: ReturnType<typeof setTimeout> | undefined

    const onFrame = (frame: LiveServerFrame) => {
      if (frame.type === 'ready') {
        attempt = 0
        readyRef.current = true
        sentRef.current = new Set()
        setMe(frame.user_id)
        setState('open')
        setMessages((list) => mergeMessages(list, frame.history))
        if (frame.history.length) lastIdRef.current = Math.max(lastIdRef.current ?? 0, frame.history[frame.history.length - 1].id)
        flush()
      } else if (frame.type === 'message') {
        lastIdRef.current = Math.max(lastIdRef.current ?? 0, frame.message.id)
        setMessages((list) => mergeMessages(list, [frame.message]))
      } else if (frame.type === 'ack') {
        updateOutbox(ackOutbox(outboxRef.current, frame.client_id))
      } else if (frame.client_id) {
        updateOutbox(refuseOutbox(outboxRef.current, frame.client_id, frame.code, frame.detail, Date.now()))
      }
    }

    const connect = () => {
      const token = platformSession().load(Date.now())
      if (!token) {
        setState('refused')
        setRefusal('请先登录后参与聊天')
        return
      }
      readyRef.current = false
      const page = typeof location !== 'undefined' ? { protocol: location.protocol, host: location.host } : undefined
      socketRef.current = openChatSocket(socketUrl(API_BASE_URL, chatPath, page), {
        onOpen: () => socketRef.current?.send(JSON.stringify({ type: 'auth', token, ...(lastIdRef.current ? { after: lastIdRef.current } : {}) })),
        onMessage: (text) => {
          try {
            onFrame(JSON.parse(text) as LiveServerFrame)
          } catch {
            // Not a frame of the protocol: nothing to show.
          }
        },
        onClose: (code) => {
          readyRef.current = false
          socketRef.current = null
          if (disposed) return
          const next = afterClose(code)
          if (!next.reconnect) {
            setState('refused')
            setRefusal(next.message)
            return
          }
          setState('reconnecting')
          retryTimer = setTimeout(connect, backoffDelay(attempt++))
        }
      })
    }
    connect()
    return () => {
      disposed = true
      clearTimeout(retryTimer)
      socketRef.current?.close()
      socketRef.current = null
    }
  }, [chatPath, flush, updateOutbox])

  // A rate-limited message is sent again when its wait is over.
  useEffect(() => {
    const waits = outbox.filter((m) => m.status === 'waiting').map((m) => m.retryAt ?? 0)
    if (!waits.length) return
    const timer = setTimeout(flush, Math.max(0, Math.min(...waits) - Date.now()))
    return () => clearTimeout(timer)
  }, [outbox, flush])

  const send = useCallback(
    (text: string) => {
      const check = checkChatText(text)
      if (!check.ok) return check.detail
      updateOutbox(addToOutbox(outboxRef.current, newClientId(), check.text))
      flush()
      return ''
    },
    [flush, updateOutbox]
  )

  const discard = useCallback((clientId: string) => updateOutbox(ackOutbox(outboxRef.current, clientId)), [updateOutbox])

  return { state, refusal, messages, outbox, me, send, discard }
}
