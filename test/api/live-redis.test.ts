/**
 * The chat across processes (issue 24, docs/live.md "Redis"): a redis-server on 127.0.0.1 (a free
 * port, no persistence) and two real server processes (test/support/realServer.ts) sharing one
 * PostgreSQL database and REDIS_URL; a user on server A sees a message sent on server B, and the
 * other way round, each stored once. PGlite is one process's database, so this runs only against
 * PostgreSQL (scripts/test-pg.sh sets TEST_DATABASE_URL); elsewhere it is skipped with a message.
 */
import { Client } from 'pg'
import { login } from '../support/faultServer'
import { startServer, type RunningServer } from '../support/realServer'
import { redisMissing, startRedis, type RedisServer } from '../support/redisServer'
import { withAdmin } from './helpers'
import { ChatClient } from './support/live'

jest.setTimeout(180_000)

const pgServer = process.env.TEST_DATABASE_URL
const why = !pgServer
  ? 'live-redis: skipped, no PostgreSQL (TEST_DATABASE_URL is unset; run `bash scripts/test-pg.sh --testPathPattern test/api/live-redis`)'
  : redisMissing
    ? `live-redis: skipped, ${redisMissing}`
    : ''
if (why) console.warn(why)
const describeIf = why ? describe.skip : describe

describeIf('two server processes, one room, Redis fan-out', () => {
  let redis: RedisServer
  let a: RunningServer
  let b: RunningServer
  let dbName = ''
  let dbUrl = ''
  let sessionId = 0

  beforeAll(async () => {
    redis = await startRedis()
    dbName = `live_redis_${Date.now().toString(36)}`
    await withAdmin(pgServer!, (admin) => admin.query(`CREATE DATABASE ${dbName}`))
    const url = new URL(pgServer!)
    url.pathname = `/${dbName}`
    dbUrl = url.toString()
    const env = { DATABASE_URL: dbUrl, REDIS_URL: redis.url, SEED_DEMO: 'false' }
    // One after the other: the first migrates the database.
    a = await startServer(env)
    b = await startServer(env)
    const client = new Client({ connectionString: dbUrl })
    await client.connect()
    const now = Date.now()
    const { rows } = await client.query(
      `insert into live_sessions (title, host, starts_at, ends_at, created_at) values ('跨进程直播', '测试', $1, $2, $1) returning id`,
      [new Date(now - 60_000), new Date(now + 3_600_000)]
    )
    await client.end()
    sessionId = Number(rows[0].id)
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await redis?.stop()
    if (dbName) await withAdmin(pgServer!, (admin) => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`))
  })

  test('a user on server A sees a message sent on server B, and the other way round; each stored once', async () => {
    const [alice, bob] = await Promise.all([login(a, '13573000001'), login(b, '13573000002')])
    const onA = await ChatClient.open(a.url, sessionId, alice)
    const onB = await ChatClient.open(b.url, sessionId, bob)
    try {
      await Promise.all([onA.ready(), onB.ready()])
      onB.say('b-1', '来自 B 的消息')
      await onB.ack('b-1')
      await onA.waitFor((f) => f.type === 'message' && f.message.text === '来自 B 的消息')
      onA.say('a-1', '来自 A 的回复')
      await onA.ack('a-1')
      // Every message reaches every socket through Redis, the sender's own too (after its ack).
      for (const client of [onA, onB]) for (const text of ['来自 B 的消息', '来自 A 的回复']) await client.waitFor((f) => f.type === 'message' && f.message.text === text)
      // Each process delivered each message once.
      for (const client of [onA, onB]) expect(client.texts()).toEqual(['来自 B 的消息', '来自 A 的回复'])
      const client = new Client({ connectionString: dbUrl })
      await client.connect()
      const { rows } = await client.query('select text from live_messages where session_id = $1 order by id', [sessionId])
      await client.end()
      expect(rows.map((r) => r.text)).toEqual(['来自 B 的消息', '来自 A 的回复'])
    } finally {
      onA.close()
      onB.close()
    }
  })
})
