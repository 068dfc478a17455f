/**
 * The contract holds every route (issue 17): the published OpenAPI document (/api/docs/json) must
 * give each /api operation a 2xx response schema, a request body schema where the method takes a
 * body, and a schema for each path parameter; and every route registered in the /api scope must
 * declare its query (NoQuery when it takes none) or body, so no input reaches a handler unchecked.
 */
import type { RouteOptions } from 'fastify'
import { freshApp, type TestApp } from './helpers'

interface Operation {
  parameters?: { in: string; name: string; schema?: object }[]
  requestBody?: { content?: Record<string, { schema?: object }> }
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>
}

let t: TestApp
const registered: RouteOptions[] = []
beforeAll(async () => {
  t = await freshApp({ onRoute: (route) => registered.push(route) })
})
afterAll(() => t.close())

const BODY_METHODS = new Set(['post', 'put', 'patch'])

test('every /api operation in the OpenAPI document has a 2xx response schema and its inputs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  const paths = res.json().paths as Record<string, Record<string, Operation>>
  const problems: string[] = []
  let operations = 0
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.startsWith('/api/')) continue
    for (const [method, op] of Object.entries(methods)) {
      operations++
      const name = `${method.toUpperCase()} ${path}`
      const ok = Object.entries(op.responses ?? {}).some(([status, r]) => /^2\d\d$/.test(status) && Object.values(r.content ?? {}).some((c) => c.schema))
      if (!ok) problems.push(`${name}: no 2xx response schema`)
      if (BODY_METHODS.has(method) && !Object.values(op.requestBody?.content ?? {}).some((c) => c.schema)) problems.push(`${name}: no request body schema`)
      for (const param of path.match(/\{[^}]+\}/g) ?? []) {
        const name2 = param.slice(1, -1)
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name2 && p.schema)) problems.push(`${name}: path parameter ${name2} has no schema`)
      }
    }
  }
  expect(problems).toEqual([])
  expect(operations).toBeGreaterThan(50)
})

test('every route of the /api scope declares its query or body schema', () => {
  const problems: string[] = []
  for (const route of registered) {
    if (!route.url.startsWith('/api/') || route.schema?.hide) continue
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD')
    for (const method of methods) {
      const name = `${method} ${route.url}`
      const schema = route.schema ?? {}
      if (method === 'GET' || method === 'DELETE') {
        if (!schema.querystring) problems.push(`${name}: no querystring schema (NoQuery when it takes none)`)
      } else if (!schema.body) problems.push(`${name}: no body schema (EmptyBody when it takes none)`)
      if (route.url.includes(':') && !schema.params) problems.push(`${name}: no params schema`)
      const responses = Object.keys((schema.response as Record<string, unknown>) ?? {})
      if (!responses.some((s) => /^2(\d\d|xx)$/.test(s))) problems.push(`${name}: no 2xx response schema`)
    }
  }
  expect(problems).toEqual([])
  expect(registered.length).toBeGreaterThan(50)
})
