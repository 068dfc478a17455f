/**
 * react-admin's data provider over the console's routes (api/resources.ts). Lists map page/perPage
 * to `page`/`page_size` and filters to query parameters as they are named; the forum's cursor lists
 * keep the cursor of each page they have seen. The staff routes have no generic create/update/delete:
 * every change is an action (`act`) on a record, POSTed (or PUT/DELETE) to `${path}${id}/${action}/`.
 */
import { HttpError, type DataProvider, type GetListResult, type Identifier, type RaRecord } from 'react-admin'
import type { Paginated } from '../../../types/api'
import { api, type Method, type Query } from './http'
import { routeOf } from './resources'

interface CursorPage<T> {
  results: T[]
  next_cursor: string | null
}

/** Records seen in lists, by resource and id: getOne of a route without a detail route reads them. */
const seen = new Map<string, Map<string, RaRecord>>()
function remember(resource: string, records: RaRecord[]): void {
  const byId = seen.get(resource) ?? new Map<string, RaRecord>()
  for (const r of records) byId.set(String(r.id), r)
  seen.set(resource, byId)
}

/** The cursor that opens page N of a cursor list under a filter (page 1: none). */
const cursors = new Map<string, string>()
const cursorKey = (resource: string, filter: object, page: number) => `${resource}|${JSON.stringify(filter)}|${page}`

/** Filters as query parameters: empty values dropped, `q` kept as the routes name it. */
function filterQuery(filter: Record<string, unknown>): Query {
  const query: Query = {}
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue
    query[key] = value instanceof Date ? value.toISOString() : (value as string | number | boolean)
  }
  return query
}

/** react-admin needs an `id`: the route's own, or what `idOf` says identifies an item; none fails loudly. */
function withIds<T>(items: T[], idOf?: (item: Record<string, unknown>) => string | number): RaRecord[] {
  return items.map((item) => {
    const record = item as unknown as RaRecord
    if (idOf) return { ...record, id: idOf(record) }
    if (record.id === undefined) throw new Error('列表项缺少 id')
    return record
  })
}

async function getList(resource: string, params: { pagination?: { page: number; perPage: number }; filter?: Record<string, unknown> }): Promise<GetListResult> {
  const route = routeOf(resource)
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 20 }
  const filter = params.filter ?? {}
  if (route.paging === 'cursor') {
    const cursor = page > 1 ? cursors.get(cursorKey(resource, filter, page)) : undefined
    const answer = await api<CursorPage<unknown>>('GET', route.path, { query: { ...filterQuery(filter), limit: perPage, cursor } })
    const data = withIds(answer.results, route.idOf)
    if (answer.next_cursor) cursors.set(cursorKey(resource, filter, page + 1), answer.next_cursor)
    remember(resource, data)
    // On the last page the count is known; before it, only that there is more.
    if (answer.next_cursor === null) return { data, total: (page - 1) * perPage + data.length }
    return { data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } }
  }
  const answer = await api<Paginated<unknown>>('GET', route.path, { query: { ...filterQuery(filter), page, page_size: perPage } })
  const data = withIds(answer.results, route.idOf)
  remember(resource, data)
  return { data, total: answer.count }
}

async function getOne(resource: string, id: Identifier): Promise<RaRecord> {
  const route = routeOf(resource)
  if (route.detail) return api<RaRecord>('GET', route.detail(id))
  const found = seen.get(resource)?.get(String(id))
  if (!found) throw new HttpError('该记录不在已加载的列表中，请从列表打开', 404)
  return found
}

const unsupported = (what: string) => () => Promise.reject(new HttpError(`控制台不支持${what}`, 405))

export interface ConsoleDataProvider extends DataProvider {
  /** An action on a record: `${path}${id}/${action}/`, answering the changed record (or a result). */
  act<T = RaRecord>(resource: string, id: Identifier, action: string, body?: unknown, method?: Method): Promise<T>
  /** Any route of the contract, for the pages that are not lists (grants, the dashboard). */
  call<T>(method: Method, path: string, options?: { query?: Query; body?: unknown; as?: 'json' | 'text' }): Promise<T>
}

export const dataProvider: ConsoleDataProvider = {
  getList: (resource, params) => getList(resource, params) as never,
  getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
  getMany: async (resource, params) => ({ data: (await Promise.all(params.ids.map((id) => getOne(resource, id).catch(() => null)))).filter(Boolean) as never }),
  getManyReference: (resource, params) => getList(resource, { pagination: params.pagination, filter: { ...params.filter, [params.target]: params.id } }) as never,
  create: unsupported('新建'),
  update: unsupported('直接修改'),
  updateMany: unsupported('批量修改'),
  delete: unsupported('删除'),
  deleteMany: unsupported('批量删除'),
  act: async <T>(resource: string, id: Identifier, action: string, body?: unknown, method: Method = 'POST') => {
    const result = await api<T>(method, `${routeOf(resource).path}${id}/${action}/`, { body })
    const record = result as unknown as RaRecord | null
    if (record && typeof record === 'object' && record.id === id) remember(resource, [record])
    return result
  },
  call: (method, path, options) => api(method, path, options)
}
