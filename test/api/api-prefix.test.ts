import type { FastifyPluginAsync } from 'fastify'
import { freshApp, signedInject, type TestApp } from './helpers'

const probe: FastifyPluginAsync = async (api) => {
  api.get('/probe', { schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({ ok: true }))
}

let t: TestApp
beforeAll(async () => {
  t = await freshApp({ env: { API_PREFIX: '/release/' }, routes: [probe] })
})
afterAll(() => t.close())

test('routes live under API_PREFIX and the signature covers the prefix', async () => {
  expect(t.config.apiPrefix).toBe('/release')
  const res = await signedInject(t.app, { method: 'GET', url: '/release/api/probe' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ ok: true })
})

test('without the prefix the route does not exist', async () => {
  const res = await signedInject(t.app, { method: 'GET', url: '/api/probe' })
  expect(res.statusCode).toBe(404)
})

test('health and the OpenAPI document also move under the prefix', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/release/api/health' })).statusCode).toBe(200)
  const doc = (await t.app.inject({ method: 'GET', url: '/release/api/docs/json' })).json()
  expect(Object.keys(doc.paths)).toContain('/release/api/health')
})
