import type { FastifyPluginAsync } from 'fastify'
import { signRequest } from '../../core/sign'
import { SIGN_MAX_AGE_MS } from '../../types/api'
import { freshApp, signedInject, type TestApp } from './helpers'

/** Test-only routes: echo what they received. */
const probe: FastifyPluginAsync = async (api) => {
  const echo = { type: 'object', additionalProperties: false, properties: { q: { type: 'string' }, n: { type: 'integer' } } } as const
  api.get('/probe', { schema: { querystring: echo, response: { 200: echo } } }, async (request) => request.query)
  api.post('/probe', { schema: { body: { ...echo, required: ['q'] }, response: { 200: echo } } }, async (request) => request.body)
}

let t: TestApp
beforeAll(async () => {
  t = await freshApp({ routes: [probe] })
})
afterAll(() => t.close())

function expectBadSignature(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403)
  expect(res.json()).toMatchObject({ code: 'bad_signature', detail: expect.stringMatching(/请求/) })
}

test('missing signature → 403 bad_signature', async () => {
  expectBadSignature(await t.app.inject({ method: 'GET', url: '/api/probe?q=a' }))
  expectBadSignature(await t.app.inject({ method: 'GET', url: '/api/probe?q=a', headers: { 'X-Ts': String(Date.now()) } }))
})

test('wrong signature → 403', async () => {
  const ts = String(Date.now())
  const res = await t.app.inject({ method: 'GET', url: '/api/probe?q=a', headers: { 'X-Ts': ts, 'X-Sign': 'f'.repeat(64) } })
  expectBadSignature(res)
  // Signed with keys the server does not have.
  const foreign = signRequest(['a', 'b', 'c', 'd', 'e'], ts, 'GET', '', '/api/probe?q=a')
  expectBadSignature(await t.app.inject({ method: 'GET', url: '/api/probe?q=a', headers: { 'X-Ts': ts, 'X-Sign': foreign } }))
})

test('a malformed timestamp → 403', async () => {
  for (const ts of ['abc', '-1', '1.5e12', '']) {
    expectBadSignature(await t.app.inject({ method: 'GET', url: '/api/probe', headers: { 'X-Ts': ts, 'X-Sign': 'a'.repeat(64) } }))
  }
})

test('stale (6 min old) or too far in the future → 403', async () => {
  const sixMinutes = 6 * 60 * 1000
  expect(sixMinutes).toBeGreaterThan(SIGN_MAX_AGE_MS)
  const stale = await signedInject(t.app, { method: 'GET', url: '/api/probe?q=old', ts: Date.now() - sixMinutes })
  expectBadSignature(stale)
  expect(stale.json().detail).toContain('过期')
  expectBadSignature(await signedInject(t.app, { method: 'GET', url: '/api/probe?q=future', ts: Date.now() + sixMinutes }))
})

test('a slightly old signature (4 min) still passes', async () => {
  const res = await signedInject(t.app, { method: 'GET', url: '/api/probe?q=recent', ts: Date.now() - 4 * 60 * 1000 })
  expect(res.statusCode).toBe(200)
})

test('replayed request → the second is 403', async () => {
  const ts = Date.now()
  const first = await signedInject(t.app, { method: 'GET', url: '/api/probe?q=once', ts })
  expect(first.statusCode).toBe(200)
  const second = await signedInject(t.app, { method: 'GET', url: '/api/probe?q=once', ts })
  expectBadSignature(second)
})

test('signed GET with a query string passes (query coerced per schema)', async () => {
  const res = await signedInject(t.app, { method: 'GET', url: '/api/probe?q=%E9%AB%98%E8%80%83&n=3' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ q: '高考', n: 3 })
})

test('signed POST with a JSON body passes', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: { q: '志愿', n: 1 } })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ q: '志愿', n: 1 })
})

test('the signature covers the exact body text: a reformatted body passes when signed as sent', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: '{ "q" : "spaced" }' })
  expect(res.statusCode).toBe(200)
})

test('tampered body, path, query or method → 403', async () => {
  expectBadSignature(await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: { q: 'b' }, signedBody: JSON.stringify({ q: 'a' }) }))
  const ts = String(Date.now())
  const signedForA = signRequest(t.config.signKeys, ts, 'GET', '', '/api/probe?q=a')
  expectBadSignature(await t.app.inject({ method: 'GET', url: '/api/probe?q=b', headers: { 'X-Ts': ts, 'X-Sign': signedForA } }))
  const signedForGet = signRequest(t.config.signKeys, ts, 'GET', '', '/api/probe')
  expectBadSignature(
    await t.app.inject({ method: 'POST', url: '/api/probe', headers: { 'X-Ts': ts, 'X-Sign': signedForGet, 'content-type': 'application/json' }, payload: '' })
  )
})

test('a bad signature wins over bad input', async () => {
  expectBadSignature(await t.app.inject({ method: 'POST', url: '/api/probe', payload: { nope: 1 } }))
})

test('/api/health needs no signature', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
})
