/**
 * Helpers of the live tests: sessions inserted around the app's clock, and a chat client over a
 * real WebSocket (the `ws` package) that records every frame and waits for the ones a test expects.
 */
import WebSocket from 'ws'
import { liveSessions } from '../../../server/db/schema'
import type { Database } from '../../../server/db/open'
import { LIVE_PATHS, type LiveServerFrame } from '../../../types/live'

const HOUR = 3_600_000

/** A session starting `startMs` from `now`, one hour long unless told. */
export async function insertSession(
  database: Database,
  now: number,
  over: Partial<typeof liveSessions.$inferInsert> & { startMs?: number; lengthMs?: number } = {}
): Promise<number> {
  const { startMs = -HOUR / 2, lengthMs = HOUR, ...rest } = over
  const [row] = await database.db
    .insert(liveSessions)
    .values({ title: '测试直播', host: '测试老师', startsAt: new Date(now + startMs), endsAt: new Date(now + startMs + lengthMs), createdAt: new Date(now), ...rest })
    .returning({ id: liveSessions.id })
  return row.id
}

export class ChatClient {
  readonly frames: LiveServerFrame[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  private waiters: (() => void)[] = []

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as LiveServerFrame)
      for (const w of this.waiters) w()
    })
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })))
  }

  /** Opens the room's socket on `baseUrl` (http://…) and, with a token, sends the auth frame. */
  static async open(baseUrl: string, sessionId: number, token?: string, after?: number): Promise<ChatClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATHS.chat(sessionId)}`)
    const client = new ChatClient(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    if (token !== undefined) client.json({ type: 'auth', token, ...(after !== undefined ? { after } : {}) })
    return client
  }

  json(frame: unknown): void {
    this.socket.send(JSON.stringify(frame))
  }

  say(clientId: string, text: string): void {
    this.json({ type: 'send', client_id: clientId, text })
  }

  /** The first frame (from the start) that matches, waiting up to `ms`. */
  async waitFor<T extends LiveServerFrame>(match: (f: LiveServerFrame) => f is T, ms?: number): Promise<T>
  async waitFor(match: (f: LiveServerFrame) => boolean, ms?: number): Promise<LiveServerFrame>
  async waitFor(match: (f: LiveServerFrame) => boolean, ms = 5000): Promise<LiveServerFrame> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = this.frames.find(match)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      this.waiters = []
    }
  }

  ready() {
    return this.waitFor((f): f is Extract<LiveServerFrame, { type: 'ready' }> => f.type === 'ready')
  }

  ack(clientId: string) {
    return this.waitFor((f) => (f.type === 'ack' || f.type === 'error') && f.client_id === clientId)
  }

  /** The texts of the room's messages received so far (history and live), in arrival order. */
  texts(): string[] {
    return this.frames.flatMap((f) => (f.type === 'ready' ? f.history.map((m) => m.text) : f.type === 'message' ? [f.message.text] : []))
  }

  close(): void {
    this.socket.close()
  }
}
