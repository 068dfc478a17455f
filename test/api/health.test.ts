import type { RouteOptions } from 'fastify'
import { checkRouteSchemas } from '../../server/lib/validator'
import { freshApp, type TestApp } from './helpers'

let t: TestApp
const routes: RouteOptions[] = []
beforeAll(async () => {
  t = await freshApp({ onRoute: (route) => routes.push(route) })
})
afterAll(() => t.close())

const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

test('GET /api/health answers ok with the database kind, unsigned', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ status: 'ok', db: expectedKind })
})

test('an unknown query parameter is rejected, not ignored', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health?debug=1' })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ code: 'validation_error', fields: { debug: '不允许的字段' } })
})

test('unknown /api route → 404 with a Chinese detail', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route/' })
  expect(res.statusCode).toBe(404)
  expect(res.json()).toEqual({ detail: '请求的资源不存在', code: 'not_found' })
})

test('the OpenAPI document is published unsigned and lists the routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  const doc = res.json()
  expect(doc.openapi).toMatch(/^3\./)
  expect(Object.keys(doc.paths)).toContain('/api/health')
})

test('every route schema is valid JSON Schema and compiles (validators compile lazily in the server)', () => {
  const checked = checkRouteSchemas(routes.map(({ method, url, schema }) => ({ method, url, schema: schema as Record<string, unknown> | undefined })))
  expect(checked).toBeGreaterThan(300)
  expect(() => checkRouteSchemas([{ method: 'GET', url: '/broken', schema: { querystring: { type: 'object', properties: { n: { type: 'integr' } } } } }])).toThrow(
    /GET \/broken querystring/
  )
})
