import type { FastifyPluginAsync } from 'fastify'
import { SignJWT } from 'jose'
import { users } from '../../server/db/schema'
import { issueAccessToken, revokeTokens } from '../../server/plugins/auth'
import { freshApp, signedInject, type TestApp } from './helpers'

/** A test-only protected route. */
const probe: FastifyPluginAsync = async (api) => {
  const me = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer' } } } as const
  api.get('/me', { preHandler: api.authenticate, schema: { response: { 200: me } } }, async (request) => ({ id: request.user!.id }))
}

let t: TestApp
let user: { id: number; tokenVersion: number }
beforeAll(async () => {
  t = await freshApp({ routes: [probe] })
  ;[user] = await t.database.db.insert(users).values({ username: '测试用户' }).returning()
})
afterAll(() => t.close())

const me = (authorization?: string) => signedInject(t.app, { method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} })

test('no token → 401 not_authenticated', async () => {
  const res = await me()
  expect(res.statusCode).toBe(401)
  expect(res.json()).toEqual({ detail: '请先登录', code: 'not_authenticated' })
})

test('a garbage or foreign token → 401 token_not_valid', async () => {
  for (const header of ['Bearer garbage', 'Basic abc', 'Bearer ']) {
    const res = await me(header)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('token_not_valid')
  }
  const foreign = await new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .sign(new TextEncoder().encode('another-secret-of-some-length'))
  expect((await me(`Bearer ${foreign}`)).json().code).toBe('token_not_valid')
})

test('an expired token → 401 token_not_valid', async () => {
  const key = new TextEncoder().encode(t.config.jwtSecret)
  const expired = await new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
    .sign(key)
  expect((await me(`Bearer ${expired}`)).json().code).toBe('token_not_valid')
})

test('a token for a user that does not exist → 401 token_not_valid', async () => {
  const token = await issueAccessToken(t.config, { id: 987654, tokenVersion: 0 })
  expect((await me(`Bearer ${token}`)).json().code).toBe('token_not_valid')
})

test('a valid token passes and sets request.user; it lasts 7 days', async () => {
  const token = await issueAccessToken(t.config, user)
  const res = await me(`Bearer ${token}`)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ id: user.id })
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
  expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60)
})

test('after revokeTokens the old token is 401 token_not_valid, a new one works', async () => {
  const old = await issueAccessToken(t.config, user)
  await revokeTokens(t.database.db, user.id)
  const res = await me(`Bearer ${old}`)
  expect(res.statusCode).toBe(401)
  expect(res.json()).toEqual({ detail: '登录已失效，请重新登录', code: 'token_not_valid' })
  const fresh = await issueAccessToken(t.config, { id: user.id, tokenVersion: user.tokenVersion + 1 })
  expect((await me(`Bearer ${fresh}`)).statusCode).toBe(200)
})
