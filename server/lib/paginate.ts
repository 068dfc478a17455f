/**
 * Lists answer `{ count, next, previous, results }` (types/api.ts Paginated), paged by the
 * `page` and `page_size` query parameters. next/previous are the request's own path and query
 * with another page number, so they carry the release prefix and can be signed as they are.
 */
import type { Paginated } from '../../types/api'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

export interface PageQuery {
  page: number
  page_size: number
}

/** Spread into a route's querystring `properties`. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }
} as const

/** Response schema of a list of `item`. */
export function paginatedSchema(item: object) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'next', 'previous', 'results'],
    properties: {
      count: { type: 'integer' },
      next: { type: ['string', 'null'] },
      previous: { type: ['string', 'null'] },
      results: { type: 'array', items: item }
    }
  } as const
}

/** SQL limit/offset of the requested page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size }
}

function pageLink(rawUrl: string, page: number): string {
  const url = new URL(rawUrl, 'http://local')
  url.searchParams.set('page', String(page))
  return url.pathname + url.search
}

export function paginate<T>(rawUrl: string, query: PageQuery, count: number, results: T[]): Paginated<T> {
  const { offset } = pageWindow(query)
  return {
    count,
    next: offset + results.length < count ? pageLink(rawUrl, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(rawUrl, query.page - 1) : null,
    results
  }
}
