/**
 * The request rate limits (issue 29, server/plugins/rateLimits.ts, docs/server.md "Rate limits"),
 * in one process with its in-memory counters. The app runs with small limits (RATE_LIMITS) and
 * every request names its client address (inject's remoteAddress), so that addresses and users
 * can be told apart; members log in from addresses of their own, outside the counts of the tests.
 */
import type { LightMyRequestResponse } from 'fastify'
import WebSocket from 'ws'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../types/api'
import { FORUM_RATE_LIMITS } from '../../types/forum'
import { BALLOT_RATE_LIMIT } from '../../types/forumVotes'
import { LIVE_PATHS } from '../../types/live'
import { FEEDBACK_PATHS } from '../../types/personalFeedback'
import { PAY_PATHS } from '../../types/payments'
import { USER_PATHS, type LoginResponse } from '../../types/user'
import { ConfigError } from '../../server/config'
import { DEFAULT_RATE_LIMITS, RATE_LIMITED_ROUTES, RATE_LIMIT_GROUPS, ipKey, parseRateLimits, throttledDetail } from '../../server/plugins/rateLimits'
import { appForFile, type AccountsApp } from './support/accounts'

const LIMITS = 'login.user=4/1m,login.ip=6/1m,posting.user=3/1m,posting.ip=5/1m,chat.user=2/1m,chat.ip=3/1m,ordering.user=2/1m,ordering.ip=3/1m'
const t = appForFile({ env: { RATE_LIMITS: LIMITS } })

interface Send {
  ip: string
  token?: string
  payload?: object
  /** false: no X-Ts/X-Sign (the limits are counted before the signature is judged). */
  signed?: boolean
}

function send(app: AccountsApp, method: 'GET' | 'HEAD' | 'POST', url: string, { ip, token, payload, signed = true }: Send): Promise<LightMyRequestResponse> {
  const body = payload === undefined ? '' : JSON.stringify(payload)
  const ts = nextTimestamp()
  const headers: Record<string, string> = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(signed ? { [SIGN_HEADER_TS]: ts, [SIGN_HEADER_SIGN]: signRequest(app.config.signKeys, ts, method, body, url) } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {})
  }
  return app.app.inject({ method, url, headers, remoteAddress: ip, ...(body ? { payload: body } : {}) })
}

/** A new member, logged in from an address used for nothing else. */
let members = 0
async function member(): Promise<string> {
  members++
  const phone = `1390000${String(members).padStart(4, '0')}`
  const ip = `192.0.2.${members}`
  t.clock.now += 61_000
  expect((await send(t, 'GET', `${USER_PATHS.sendCode}?phone=${phone}`, { ip })).statusCode).toBe(200)
  const res = await send(t, 'POST', USER_PATHS.codeLogin, { ip, payload: { phone, code: t.lastCode(phone) } })
  expect(res.statusCode).toBe(200)
  return (res.json() as LoginResponse).access
}

function expectThrottled(res: LightMyRequestResponse, windowSeconds = 60) {
  expect(res.statusCode).toBe(429)
  const wait = Number(res.headers['retry-after'])
  expect(wait).toBeGreaterThanOrEqual(1)
  expect(wait).toBeLessThanOrEqual(windowSeconds)
  // The catalogue's shape and text (SPEC §8: 请求过于频繁 / 歇一会吧), with the same wait as the header.
  expect(res.json()).toEqual({ code: 'throttled', detail: throttledDetail(wait) })
  expect(res.json().detail).toMatch(/^请求过于频繁，歇一会吧/)
}

const feedback = (i: number) => ({ category: 'suggestion', body: `第 ${i} 条意见：希望多一些院校数据` })

describe('the table', () => {
  test('every limited route is a route of the app', () => {
    const missing = RATE_LIMIT_GROUPS.flatMap((group) =>
      RATE_LIMITED_ROUTES[group].filter((route) => {
        const [method, url] = route.split(' ')
        return !t.app.hasRoute({ method: method as 'GET' | 'POST', url })
      })
    )
    expect(missing).toEqual([])
  })

  test('the defaults sit above the product’s own limits, so a person meets those first', () => {
    const perMinute = (count: number, windowMs: number) => (count * 60_000) / windowMs
    const posting = DEFAULT_RATE_LIMITS.posting.user
    expect(perMinute(posting.max, posting.windowMs)).toBeGreaterThan(FORUM_RATE_LIMITS.answer.count)
    expect(perMinute(posting.max, posting.windowMs)).toBeGreaterThan(BALLOT_RATE_LIMIT.count)
    for (const group of RATE_LIMIT_GROUPS) expect(DEFAULT_RATE_LIMITS[group].ip.max).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMITS[group].user.max)
  })

  test('RATE_LIMITS: off, changes, and a bad value named', () => {
    expect(parseRateLimits(undefined)).toEqual({ enabled: true, limits: DEFAULT_RATE_LIMITS })
    expect(parseRateLimits('off').enabled).toBe(false)
    const changed = parseRateLimits('login.user=3/10s, ordering.ip=7/2h')
    expect(changed.limits.login.user).toEqual({ max: 3, windowMs: 10_000 })
    expect(changed.limits.ordering.ip).toEqual({ max: 7, windowMs: 7_200_000 })
    expect(changed.limits.posting).toEqual(DEFAULT_RATE_LIMITS.posting)
    for (const bad of ['login=3/10s', 'shopping.user=3/10s', 'login.user=3', 'login.user=3/0s', 'login.user=-1/10s']) {
      expect(() => parseRateLimits(bad)).toThrow(ConfigError)
      expect(() => parseRateLimits(bad)).toThrow(/RATE_LIMITS/)
    }
  })

  test('an IPv6 client is counted by its /64; IPv4 (also mapped) by its address', () => {
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9')
    expect(ipKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(ipKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipKey('::1')).toBe('0:0:0:0::/64')
  })
})

describe('login and codes', () => {
  test('a visitor is counted by address: past login.user → 429 with Retry-After; another address goes on', async () => {
    const ip = '198.51.100.1'
    // Four phones: the SMS rule (one code per phone a minute) is not what is tested here.
    for (let i = 0; i < 4; i++) expect((await send(t, 'GET', `${USER_PATHS.sendCode}?phone=1380000000${i}`, { ip })).statusCode).toBe(200)
    expectThrottled(await send(t, 'POST', USER_PATHS.codeLogin, { ip, payload: { phone: '13800000000', code: t.lastCode('13800000000') } }))
    expect((await send(t, 'GET', `${USER_PATHS.sendCode}?phone=13800000009`, { ip: '198.51.100.2' })).statusCode).toBe(200)
  })

  test('the SMS resend rule stays a business rule with its own text, inside the limit', async () => {
    const ip = '198.51.100.3'
    t.clock.now += 61_000
    expect((await send(t, 'GET', `${USER_PATHS.sendCode}?phone=13800000020`, { ip })).statusCode).toBe(200)
    const again = await send(t, 'GET', `${USER_PATHS.sendCode}?phone=13800000020`, { ip })
    expect([again.statusCode, again.json()]).toEqual([429, { code: 'throttled', detail: '发送过于频繁，请 60 秒后再试' }])
    expect(again.headers['retry-after']).toBeUndefined()
  })

  test('counted before the signature and the method’s body: unsigned requests and HEAD count too', async () => {
    const ip = '198.51.100.4'
    for (let i = 0; i < 4; i++)
      expect((await send(t, i % 2 ? 'HEAD' : 'POST', i % 2 ? USER_PATHS.sendCode : USER_PATHS.passwordLogin, { ip, signed: false })).statusCode).toBe(403)
    expectThrottled(await send(t, 'POST', USER_PATHS.passwordLogin, { ip, payload: { phone: '13800000000', password: 'secret-123' } }))
  })

  test('a forged token does not buy a bucket of its own: it is counted by address', async () => {
    const ip = '198.51.100.5'
    for (let i = 0; i < 4; i++) await send(t, 'POST', USER_PATHS.passwordLogin, { ip, token: `forged.${i}.token`, payload: {} })
    expectThrottled(await send(t, 'POST', USER_PATHS.passwordLogin, { ip, payload: {} }))
  })
})

describe('posting', () => {
  test('per user, whichever address the user writes from', async () => {
    const token = await member()
    for (let i = 0; i < 3; i++) expect((await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip: `203.0.113.${10 + i}`, token, payload: feedback(i) })).statusCode).toBe(201)
    expectThrottled(await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip: '203.0.113.13', token, payload: feedback(3) }))
    // Another member is not held back by this one.
    expect((await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip: '203.0.113.13', token: await member(), payload: feedback(4) })).statusCode).toBe(201)
  })

  test('per address, whichever users write from it', async () => {
    const ip = '203.0.113.20'
    const [a, b] = [await member(), await member()]
    for (let i = 0; i < 3; i++) expect((await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip, token: a, payload: feedback(i) })).statusCode).toBe(201)
    for (let i = 0; i < 2; i++) expect((await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip, token: b, payload: feedback(i) })).statusCode).toBe(201)
    // The address has had its 5: a member who has written nothing is refused there, and not elsewhere.
    const c = await member()
    expectThrottled(await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip, token: c, payload: feedback(0) }))
    expect((await send(t, 'POST', FEEDBACK_PATHS.feedback, { ip: '203.0.113.21', token: c, payload: feedback(1) })).statusCode).toBe(201)
  })
})

describe('ordering', () => {
  test('every attempt counts, a refused one too: past ordering.user → 429', async () => {
    const token = await member()
    for (let i = 0; i < 2; i++)
      expect((await send(t, 'POST', PAY_PATHS.orderNew, { ip: '203.0.113.30', token, payload: { order_type: 'nonsense' } })).statusCode).toBe(400)
    expectThrottled(await send(t, 'POST', PAY_PATHS.orderNew, { ip: '203.0.113.31', token, payload: { order_type: 'nonsense' } }))
  })
})

describe('chat', () => {
  test('opening the chat socket: past chat.user from one address the upgrade is answered 429', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const open = () =>
      new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATHS.chat(1)}`)
        socket.once('upgrade', (res) => {
          resolve({ status: res.statusCode ?? 0 })
          socket.close()
        })
        socket.once('unexpected-response', (_req, res) => {
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] })
          res.resume()
        })
        socket.once('error', (error) => reject(error))
      })
    expect(await open()).toEqual({ status: 101 })
    expect(await open()).toEqual({ status: 101 })
    const third = await open()
    expect(third.status).toBe(429)
    expect(Number(third.retryAfter)).toBeGreaterThanOrEqual(1)
  })
})
