import type { FastifyPluginAsync } from 'fastify'
import { pageWindow, paginate, type PageQuery } from '../../server/lib/paginate'
import { Obj, Page, PAGE_QUERY, Type } from '../../types/schema'
import { freshApp, signedInject, type TestApp } from './helpers'

const ITEMS = Array.from({ length: 45 }, (_, i) => ({ n: i + 1 }))

/** A test-only list route over 45 numbers, using the helper as later list routes will. */
const probe: FastifyPluginAsync = async (api) => {
  api.get(
    '/numbers/',
    {
      schema: {
        querystring: Obj({ ...PAGE_QUERY, odd: Type.Optional(Type.Boolean()) }),
        response: { 200: Page(Obj({ n: Type.Integer() })) }
      }
    },
    async (request) => {
      const query = request.query as PageQuery
      const { limit, offset } = pageWindow(query)
      return paginate(request.raw.url!, query, ITEMS.length, ITEMS.slice(offset, offset + limit))
    }
  )
}

let t: TestApp
beforeAll(async () => {
  t = await freshApp({ routes: [probe] })
})
afterAll(() => t.close())

const list = (url: string) => signedInject(t.app, { method: 'GET', url })

test('first page with the default size of 20', async () => {
  const body = (await list('/api/numbers/')).json()
  expect(body.count).toBe(45)
  expect(body.results).toHaveLength(20)
  expect(body.results[0]).toEqual({ n: 1 })
  expect(body.previous).toBeNull()
  expect(body.next).toBe('/api/numbers/?page=2')
})

test('next and previous keep the other parameters and can be requested as they are', async () => {
  const second = (await list('/api/numbers/?page_size=20&odd=true&page=2')).json()
  expect(second.results[0]).toEqual({ n: 21 })
  expect(second.previous).toBe('/api/numbers/?page_size=20&odd=true&page=1')
  expect(second.next).toBe('/api/numbers/?page_size=20&odd=true&page=3')
  const third = (await list(second.next)).json()
  expect(third.results.map((r: { n: number }) => r.n)).toEqual([41, 42, 43, 44, 45])
  expect(third.next).toBeNull()
})

test('page_size is capped at 100 and page starts at 1', async () => {
  expect((await list('/api/numbers/?page_size=100')).json().results).toHaveLength(45)
  for (const url of ['/api/numbers/?page_size=101', '/api/numbers/?page=0', '/api/numbers/?page=x']) {
    const res = await list(url)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_error')
  }
})

test('a page past the end is empty, with a previous link', async () => {
  const body = (await list('/api/numbers/?page=9')).json()
  expect(body).toEqual({ count: 45, next: null, previous: '/api/numbers/?page=8', results: [] })
})
