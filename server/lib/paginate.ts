/**
 * Lists answer `{ count, next, previous, results }` (types/schema.ts Page), paged by the `page`
 * and `page_size` query parameters (PAGE_QUERY). next/previous are the request's own path and
 * query with another page number, so they carry the release prefix and can be signed as they are.
 */
import type { Paginated } from '../../types/api'
import type { DataSource } from '../../types/gaokao'
import { DEFAULT_PAGE_SIZE } from '../../types/schema'

/** The paging parameters once validation has filled PAGE_QUERY's defaults. */
export interface PageQuery {
  page: number
  page_size: number
}
/** As the contract types a list query (the defaults are optional there): the same defaults apply here. */
type PageParams = Partial<PageQuery>

const pageOf = (query: PageParams) => query.page ?? 1
const sizeOf = (query: PageParams) => query.page_size ?? DEFAULT_PAGE_SIZE

/** What a list service finds: the filtered count, the page's items and the source of their rows. */
export interface FoundPage<T> {
  count: number
  results: T[]
  source: DataSource | null
}

/** SQL limit/offset of the requested page. */
export function pageWindow(query: PageParams): { limit: number; offset: number } {
  return { limit: sizeOf(query), offset: (pageOf(query) - 1) * sizeOf(query) }
}

/** One page of a table: the filtered count and the page's rows, queried together. */
export async function countedPage<T>(
  query: PageParams,
  counted: PromiseLike<{ n: number }[]>,
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>
): Promise<{ count: number; rows: T[] }> {
  const [[{ n }], found] = await Promise.all([counted, rows(pageWindow(query))])
  return { count: n, rows: found }
}

function pageLink(rawUrl: string, page: number): string {
  const url = new URL(rawUrl, 'http://local')
  url.searchParams.set('page', String(page))
  return url.pathname + url.search
}

export function paginate<T>(rawUrl: string, query: PageParams, count: number, results: T[]): Paginated<T> {
  const { offset } = pageWindow(query)
  const page = pageOf(query)
  return {
    count,
    next: offset + results.length < count ? pageLink(rawUrl, page + 1) : null,
    previous: page > 1 ? pageLink(rawUrl, page - 1) : null,
    results
  }
}
