/**
 * The live chat at one room's scale (issue 24, docs/live.md "Bench"): one server process (the app
 * listening on a loopback port, PGlite in memory, the in-process hub) with SOCKETS WebSocket
 * clients in one room. MESSAGES messages are sent, one per sender (the rate limit is per user),
 * in waves of WAVE; every socket receives every message. Prints the messages per second the
 * sockets received (deliveries ÷ wall time from the first send to the last delivery) and the
 * latency from send to receive over all deliveries (p50, p99, max). The clients run in the same
 * process as the server, so their JSON parsing shares its CPU: the figures are a floor.
 * Figures only, never a failure for a slow run. Not part of CI.
 *
 * Usage: npx tsx bench/chat.ts [--sockets=1000] [--messages=200] [--wave=20] [--rate=0]
 * (--rate=20 --wave=1: 20 messages a second, one at a time: the latency of a busy room rather than of a burst)
 */
import { sql } from 'drizzle-orm'
import WebSocket from 'ws'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { liveSessions, users } from '../server/db/schema'
import { issueAccessToken } from '../server/plugins/auth'
import { LIVE_PATHS, type LiveServerFrame } from '../types/live'
import { memoryDatabase, runBench } from './support/app'

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const SOCKETS = arg('sockets', 1000)
const MESSAGES = arg('messages', 200)
const WAVE = arg('wave', 20)
/** Messages per second; 0: bursts of WAVE as fast as the loop goes. */
const RATE = arg('rate', 0)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (n: number) => Math.round(n * 10) / 10

async function main() {
  const database = await memoryDatabase()
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  const app = buildApp({ config, database })
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')
  const db = database.db
  const now = Date.now()
  await db.execute(sql`insert into users (username, created_at) select '用户' || g, now() from generate_series(1, ${SOCKETS}) g`)
  const members = await db.select({ id: users.id, tokenVersion: users.tokenVersion }).from(users)
  const [room] = await db
    .insert(liveSessions)
    .values({ title: 'bench', host: 'bench', startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000), createdAt: new Date(now) })
    .returning({ id: liveSessions.id })
  const url = `${base}${LIVE_PATHS.chat(room.id)}`

  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let delivered = 0
  let lastDelivery = 0
  let allDelivered: () => void = () => undefined
  const done = new Promise<void>((resolve) => (allDelivered = resolve))

  const joinStart = performance.now()
  const sockets = await Promise.all(
    members.map(async (m) => {
      const token = await issueAccessToken(config, m)
      const socket = new WebSocket(url)
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject)
        socket.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as LiveServerFrame
          if (frame.type === 'ready') return resolve()
          if (frame.type !== 'message') return
          const t = performance.now()
          latencies.push(t - (sentAt.get(frame.message.client_id) ?? t))
          lastDelivery = t
          if (++delivered === SOCKETS * MESSAGES) allDelivered()
        })
        socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })))
      })
      return socket
    })
  )
  const joinMs = performance.now() - joinStart

  const start = performance.now()
  for (let i = 0; i < MESSAGES; i += WAVE) {
    for (let k = i; k < Math.min(MESSAGES, i + WAVE); k++) {
      const clientId = `bench-${k}`
      sentAt.set(clientId, performance.now())
      sockets[k % SOCKETS].send(JSON.stringify({ type: 'send', client_id: clientId, text: `第 ${k} 条消息` }))
    }
    // Paced: the next message after 1/RATE s; else the next wave at once (after pending I/O).
    await new Promise((r) => (RATE > 0 ? setTimeout(r, (1000 / RATE) * WAVE) : setImmediate(r)))
  }
  await done
  const wallMs = lastDelivery - start
  latencies.sort((a, b) => a - b)
  for (const s of sockets) s.close()
  await app.close()
  await database.close()

  const figures = {
    sockets: SOCKETS,
    messages: MESSAGES,
    deliveries: delivered,
    join_all_ms: Math.round(joinMs),
    wall_ms: Math.round(wallMs),
    delivered_per_s: Math.round(delivered / (wallMs / 1000)),
    messages_per_s: round(MESSAGES / (wallMs / 1000)),
    latency_p50_ms: round(percentile(latencies, 50)),
    latency_p99_ms: round(percentile(latencies, 99)),
    latency_max_ms: round(latencies[latencies.length - 1])
  }
  const pace = RATE > 0 ? `${RATE}/s` : `bursts of ${WAVE}`
  console.log(`| sockets | messages | sent | deliveries | msgs delivered / s | p50 ms | p99 ms | max ms |`)
  console.log(`|---|---|---|---|---|---|---|---|`)
  console.log(
    `| ${SOCKETS} | ${MESSAGES} | ${pace} | ${delivered} | ${figures.delivered_per_s} | ${figures.latency_p50_ms} | ${figures.latency_p99_ms} | ${figures.latency_max_ms} |`
  )
  console.log(`(${SOCKETS} sockets joined in ${figures.join_all_ms} ms; ${MESSAGES} messages stored and fanned out in ${figures.wall_ms} ms)`)
  console.log(JSON.stringify(figures))
}

runBench(main)
