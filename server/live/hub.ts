/**
 * The chat hub: how a stored message reaches every socket of its room (docs/live.md "Redis").
 * - LocalHub (no REDIS_URL): the rooms of this process, in memory.
 * - RedisHub (REDIS_URL): each message is published on the room's channel (`live:chat:<id>`);
 *   every process subscribes to the channels of the rooms it has sockets in and delivers what it
 *   receives to them, its own messages included, so two processes serve one room. One publishing
 *   connection per process keeps a process's messages in order on the channel.
 */
import { Redis } from 'ioredis'
import type { LiveMessage } from '../../types/live'

export type Deliver = (message: LiveMessage) => void

export interface ChatHub {
  /** Starts delivering the room's messages to `deliver`; resolves (with the way to stop) once subscribed. */
  subscribe(sessionId: number, deliver: Deliver): Promise<() => void>
  publish(message: LiveMessage): Promise<void>
  close(): Promise<void>
}

/** The listeners of each room in this process. */
class Rooms {
  private readonly rooms = new Map<number, Set<Deliver>>()

  /** Adds a listener; true when it is the room's first. */
  add(sessionId: number, deliver: Deliver): boolean {
    let room = this.rooms.get(sessionId)
    const first = !room
    if (!room) this.rooms.set(sessionId, (room = new Set()))
    room.add(deliver)
    return first
  }

  /** Removes a listener; true when the room is now empty. */
  remove(sessionId: number, deliver: Deliver): boolean {
    const room = this.rooms.get(sessionId)
    if (!room) return false
    room.delete(deliver)
    if (room.size > 0) return false
    this.rooms.delete(sessionId)
    return true
  }

  deliver(message: LiveMessage): void {
    for (const deliver of this.rooms.get(message.session_id) ?? []) deliver(message)
  }
}

export class LocalHub implements ChatHub {
  private readonly rooms = new Rooms()

  async subscribe(sessionId: number, deliver: Deliver) {
    this.rooms.add(sessionId, deliver)
    return () => void this.rooms.remove(sessionId, deliver)
  }

  async publish(message: LiveMessage) {
    this.rooms.deliver(message)
  }

  async close() {}
}

export const roomChannel = (sessionId: number) => `live:chat:${sessionId}`
const CHANNEL_RE = /^live:chat:(\d+)$/

export class RedisHub implements ChatHub {
  private readonly rooms = new Rooms()
  private readonly pub: Redis
  private readonly sub: Redis
  /** Each room's SUBSCRIBE, so a second socket waits for the first's to finish. */
  private readonly subscribed = new Map<number, Promise<unknown>>()

  constructor(url: string, onError: (error: Error) => void) {
    // Offline, commands wait for the reconnect instead of failing at once (ioredis' queue).
    this.pub = new Redis(url, { lazyConnect: false })
    this.sub = new Redis(url, { lazyConnect: false })
    this.pub.on('error', onError)
    this.sub.on('error', onError)
    this.sub.on('message', (channel: string, text: string) => {
      if (!CHANNEL_RE.test(channel)) return
      try {
        this.rooms.deliver(JSON.parse(text) as LiveMessage)
      } catch (error) {
        onError(error as Error)
      }
    })
  }

  async subscribe(sessionId: number, deliver: Deliver) {
    if (this.rooms.add(sessionId, deliver)) this.subscribed.set(sessionId, this.sub.subscribe(roomChannel(sessionId)))
    await this.subscribed.get(sessionId)
    return () => {
      if (!this.rooms.remove(sessionId, deliver)) return
      this.subscribed.delete(sessionId)
      void this.sub.unsubscribe(roomChannel(sessionId)).catch(() => undefined)
    }
  }

  async publish(message: LiveMessage) {
    await this.pub.publish(roomChannel(message.session_id), JSON.stringify(message))
  }

  async close() {
    this.pub.disconnect()
    this.sub.disconnect()
  }
}

export const createHub = (redisUrl: string | null, onError: (error: Error) => void): ChatHub => (redisUrl ? new RedisHub(redisUrl, onError) : new LocalHub())
