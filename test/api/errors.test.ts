import type { FastifyPluginAsync } from 'fastify'
import { ApiError } from '../../server/errors'
import { freshApp, signedInject, type TestApp } from './helpers'

/** Test-only routes that fail in the ways the error catalogue covers. */
const probe: FastifyPluginAsync = async (api) => {
  const body = {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name: { type: 'string', minLength: 2 }, age: { type: 'integer', maximum: 150 }, tags: { type: 'array', items: { type: 'string' } } }
  } as const
  const ok = { 200: { type: 'object', additionalProperties: false, properties: { ok: { type: 'boolean' } } } }
  api.post('/probe', { schema: { body, response: ok } }, async () => ({ ok: true }))
  api.get('/crash', { schema: { response: ok } }, async () => {
    throw new Error('secret internals: password=hunter2')
  })
  api.get('/rule', { schema: { response: ok } }, async () => {
    throw new ApiError(422, 'business_rule', '余额不足')
  })
}

let t: TestApp
beforeAll(async () => {
  t = await freshApp({ routes: [probe] })
})
afterAll(() => t.close())

test('an unknown field → 400 validation_error, not silently stripped', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: { name: '张三', admin: true } })
  expect(res.statusCode).toBe(400)
  const body = res.json()
  expect(body.code).toBe('validation_error')
  expect(body.fields).toEqual({ admin: '不允许的字段' })
  expect(body.detail).toMatch(/^请求参数有误/)
})

test('every invalid field is reported in Chinese', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: { age: 200, tags: [1] } })
  expect(res.statusCode).toBe(400)
  expect(res.json().fields).toEqual({ name: '此字段为必填项', age: '不能大于 150', 'tags.0': '类型应为字符串' })
})

test('a missing body where one is required → 400, not 500', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe' })
  expect(res.statusCode).toBe(400)
  expect(res.json().code).toBe('validation_error')
})

test('malformed JSON → 400 with a Chinese detail', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: '{"name": "张三",' })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ detail: '请求体不是有效的 JSON', code: 'bad_request' })
})

test('prototype poisoning in JSON → 400', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: '{"name":"ab","__proto__":{"x":1}}' })
  expect(res.statusCode).toBe(400)
})

test('a body that is not JSON → 415 with a Chinese detail', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: 'name=ab', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  expect(res.statusCode).toBe(415)
  expect(res.json()).toMatchObject({ code: 'unsupported_media_type', detail: expect.stringContaining('JSON') })
})

test('a body over 1 MiB → 413 payload_too_large', async () => {
  const res = await signedInject(t.app, { method: 'POST', url: '/api/probe', payload: { name: 'x'.repeat(1_100_000) } })
  expect(res.statusCode).toBe(413)
  expect(res.json()).toEqual({ detail: '请求内容过大', code: 'payload_too_large' })
})

test('an unexpected error → 500 generic Chinese detail, nothing internal leaks', async () => {
  const res = await signedInject(t.app, { method: 'GET', url: '/api/crash' })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ detail: '服务器内部错误，请稍后再试', code: 'server_error' })
  expect(res.body).not.toContain('hunter2')
})

test('a business rule → 422 with its own detail', async () => {
  const res = await signedInject(t.app, { method: 'GET', url: '/api/rule' })
  expect(res.statusCode).toBe(422)
  expect(res.json()).toEqual({ detail: '余额不足', code: 'business_rule' })
})

test('an unsupported method on an existing path → 404 JSON', async () => {
  const res = await signedInject(t.app, { method: 'DELETE', url: '/api/probe' })
  expect(res.statusCode).toBe(404)
  expect(res.json().code).toBe('not_found')
})
