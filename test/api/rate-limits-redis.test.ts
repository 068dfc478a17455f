/**
 * The rate limits across processes (issue 29, docs/server.md "Rate limits"): with REDIS_URL the
 * counters live in Redis, so two servers sharing it refuse at the same total as one would. A
 * redis-server on 127.0.0.1 (a free port, no persistence) and two apps, each on its own database,
 * with the same REDIS_URL; requests of one client alternate between them. Skipped, with a message,
 * when redis-server is not installed (apt-get install -y redis-server; .ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import type { LightMyRequestResponse } from 'fastify'
import { Redis } from 'ioredis'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../types/api'
import { USER_PATHS } from '../../types/user'
import { throttledDetail } from '../../server/plugins/rateLimits'
import { freePort } from '../support/realServer'
import { accountsApp, type AccountsApp } from './support/accounts'

const redisBinary = spawnSync('sh', ['-c', 'command -v redis-server']).stdout?.toString().trim()
const why = redisBinary ? '' : 'rate-limits-redis: skipped, redis-server not found (apt-get install -y redis-server)'
if (why) console.warn(why)
const describeIf = why ? describe.skip : describe

/** A send_code from `ip` to a phone of its own (the SMS rule of one code per phone a minute stays out of the way). */
let phones = 0
function sendCode(app: AccountsApp, ip: string): Promise<LightMyRequestResponse> {
  const url = `${USER_PATHS.sendCode}?phone=1370000${String(phones++).padStart(4, '0')}`
  const ts = nextTimestamp()
  const headers = { [SIGN_HEADER_TS]: ts, [SIGN_HEADER_SIGN]: signRequest(app.config.signKeys, ts, 'GET', '', url) }
  return app.app.inject({ method: 'GET', url, headers, remoteAddress: ip })
}

const startRedis = (port: number) => spawn(redisBinary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })

/** Resolves once redis-server answers a PING (it takes a moment to listen). */
async function waitForRedis(url: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const probe = new Redis(url, { lazyConnect: true, connectTimeout: 200, maxRetriesPerRequest: 0, retryStrategy: () => null })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.ping()
      return
    } catch (error) {
      if (tries >= 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      probe.disconnect()
    }
  }
}

describeIf('two servers, one Redis: one count', () => {
  let redis: ChildProcess
  let port = 0
  let redisUrl = ''
  let a: AccountsApp
  let b: AccountsApp

  beforeAll(async () => {
    port = await freePort()
    redis = startRedis(port)
    redisUrl = `redis://127.0.0.1:${port}`
    await waitForRedis(redisUrl)
    const env = { REDIS_URL: redisUrl, RATE_LIMITS: 'login.user=5/1m,login.ip=50/1m' }
    ;[a, b] = await Promise.all([accountsApp({ env }), accountsApp({ env })])
  })

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    redis?.kill()
  })

  test('requests split across both servers are refused at the one limit, on both', async () => {
    const ip = '198.51.100.7'
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await sendCode(i % 2 ? b : a, ip)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    // Three on a and two on b: each alone is under 5, together they are at it.
    const sixth = await sendCode(b, ip)
    const seventh = await sendCode(a, ip)
    for (const res of [sixth, seventh]) {
      expect(res.statusCode).toBe(429)
      expect(res.json()).toEqual({ code: 'throttled', detail: throttledDetail(Number(res.headers['retry-after'])) })
    }
    // Another client of the same servers is counted apart.
    expect((await sendCode(b, '198.51.100.8')).statusCode).toBe(200)
  })

  test('the counters are Redis keys that expire with their window', async () => {
    const client = new Redis(redisUrl)
    try {
      const keys = await client.keys('rate:*')
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) {
        const ttl = await client.pttl(key)
        expect(ttl).toBeGreaterThan(0)
        expect(ttl).toBeLessThanOrEqual(60_000)
      }
    } finally {
      client.disconnect()
    }
  })

  test('when Redis is gone, requests are let through rather than refused; when it is back, counted again', async () => {
    redis.kill()
    await new Promise((resolve) => redis.once('exit', resolve))
    for (let i = 0; i < 7; i++) expect((await sendCode(i % 2 ? b : a, '198.51.100.9')).statusCode).toBe(200)

    redis = startRedis(port)
    await waitForRedis(redisUrl)
    const client = new Redis(redisUrl)
    try {
      // Each app reconnects on its own (ioredis' backoff, at most 2 s apart): a bounded wait for its first count.
      for (const [app, ip] of [
        [a, '198.51.100.10'],
        [b, '198.51.100.11']
      ] as const) {
        let counted: string[] = []
        for (let tries = 0; counted.length === 0 && tries < 100; tries++) {
          expect((await sendCode(app, ip)).statusCode).toBe(200)
          counted = await client.keys(`rate:*login:a${ip}`)
          if (counted.length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(counted).toHaveLength(1)
      }
    } finally {
      client.disconnect()
    }
  })
})
