/**
 * What server processes share through Redis (issue 29, docs/server.md "Rate limits" and "Request
 * signature"): with REDIS_URL the rate-limit counters live in Redis, so two servers sharing it
 * refuse at the same total as one would, and so do the used request signatures, so a request
 * replayed to the other server is refused as it is by the first. A redis-server on 127.0.0.1 (a
 * free port, no persistence) and two apps, each on its own database, with the same REDIS_URL.
 * Skipped, with a message, when redis-server is not installed (apt-get install -y redis-server;
 * .ci/run installs it).
 */
import type { LightMyRequestResponse } from 'fastify'
import { Redis } from 'ioredis'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS, SIGN_MAX_AGE_MS } from '../../types/api'
import { USER_PATHS } from '../../types/user'
import { throttledDetail } from '../../server/plugins/rateLimits'
import { redisMissing, startRedis, type RedisServer } from '../support/redisServer'
import { accountsApp, type AccountsApp } from './support/accounts'

if (redisMissing) console.warn(`redis-shared: skipped, ${redisMissing}`)
const describeIf = redisMissing ? describe.skip : describe

/** A signed send_code to a phone of its own (the SMS rule of one code per phone a minute stays out of the way). */
let phones = 0
function signedSendCode(app: AccountsApp): { url: string; headers: Record<string, string> } {
  const url = `${USER_PATHS.sendCode}?phone=1370000${String(phones++).padStart(4, '0')}`
  const ts = nextTimestamp()
  return { url, headers: { [SIGN_HEADER_TS]: ts, [SIGN_HEADER_SIGN]: signRequest(app.config.signKeys, ts, 'GET', '', url) } }
}

/** `request` (a signed send_code) sent to `app` from `ip`. */
const send = (app: AccountsApp, request: { url: string; headers: Record<string, string> }, ip: string): Promise<LightMyRequestResponse> =>
  app.app.inject({ method: 'GET', ...request, remoteAddress: ip })

/** A send_code from `ip`. */
const sendCode = (app: AccountsApp, ip: string) => send(app, signedSendCode(app), ip)

const REPLAY = { code: 'bad_signature', detail: '重复的请求，请重新发起' }

describeIf('two servers, one Redis: one count, one set of used signatures', () => {
  let redis: RedisServer
  let redisUrl = ''
  let a: AccountsApp
  let b: AccountsApp

  beforeAll(async () => {
    redis = await startRedis()
    redisUrl = redis.url
    const env = { REDIS_URL: redisUrl, RATE_LIMITS: 'login.user=5/1m,login.ip=50/1m' }
    ;[a, b] = await Promise.all([accountsApp({ env }), accountsApp({ env })])
  })

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await redis?.stop()
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

  test('a request replayed to the other server is refused, as it is by the first', async () => {
    const request = signedSendCode(a)
    expect((await send(a, request, '198.51.100.20')).statusCode).toBe(200)
    for (const app of [b, a]) {
      const replay = await send(app, request, '198.51.100.20')
      expect(replay.statusCode).toBe(403)
      expect(replay.json()).toEqual(REPLAY)
    }
    const client = new Redis(redisUrl)
    try {
      // The used signature is a Redis key that lapses with its timestamp (SIGN_MAX_AGE_MS).
      const ttl = await client.pttl(`replay:${request.headers[SIGN_HEADER_SIGN].toLowerCase()}`)
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(SIGN_MAX_AGE_MS)
    } finally {
      client.disconnect()
    }
  })

  test('when Redis is gone, requests are let through rather than refused; a replay to the same server still is; when it is back, counted again', async () => {
    await redis.stop()
    const request = signedSendCode(a)
    expect((await send(a, request, '198.51.100.21')).statusCode).toBe(200)
    expect((await send(a, request, '198.51.100.21')).json()).toEqual(REPLAY)
    for (let i = 0; i < 7; i++) expect((await sendCode(i % 2 ? b : a, '198.51.100.9')).statusCode).toBe(200)

    await redis.restart()
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
