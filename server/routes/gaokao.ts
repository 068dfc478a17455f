/**
 * Gaokao data (issue 5, first slice; types/gaokao.ts): university search, filters and detail, and
 * the 一分一段 table with its look-ups. Signed, no login needed; a logged-in search (Bearer token)
 * also records q in the user's search history (core/searchHistory.ts), which
 * POST /edu/university/history/clear/ (login required) empties. A bad or expired token on the
 * search is ignored (the search still answers), since login is optional there.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  GAOKAO_PATHS,
  INSTITUTION_LEVELS,
  INSTITUTION_SORTS,
  INSTITUTION_SOURCE,
  INSTITUTION_TAGS,
  INSTITUTION_TYPES,
  TRACKS,
  type InstitutionDetail,
  type InstitutionFilters,
  type InstitutionSearchQuery,
  type InstitutionSearchResponse,
  type OneScoreAvailability,
  type OneScoreLookup,
  type OneScoreLookupQuery,
  type OneScoreTable,
  type OneScoreTableQuery,
  type SearchHistoryAnswer,
  type Track
} from '../../types/gaokao'
import { pushSearchHistory } from '../../core/searchHistory'
import { oneScoreLines, users, type SourceJson } from '../db/schema'
import { ApiError } from '../errors'
import { pageQueryProperties, paginate, paginatedSchema } from '../lib/paginate'
import { noQuery, obj, rel } from '../lib/schemas'
import { institutionIndex } from '../services/institutionSearch'
import { equivalents, rankToScore, scoreToRank } from '../services/oneScore'
import { oneScoreTable, oneScoreTables } from '../services/oneScoreStore'
import { PROVINCES } from '../services/provinces'
import { emptyBody, noBodyIsEmpty } from './user-schemas'


export const sourceSchema = obj({ kind: { type: 'string', enum: ['official', 'sample', 'imported'] }, label: { type: 'string' }, year: { type: ['integer', 'null'] } })
export const summaryProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  code: { type: 'string' },
  province: { type: 'string' },
  city: { type: 'string' },
  level: { type: 'string', enum: [...INSTITUTION_LEVELS] },
  department: { type: 'string' },
  remark: { type: 'string' },
  type: { type: 'string', enum: [...INSTITUTION_TYPES] },
  tags: { type: 'array', items: { type: 'string', enum: [...INSTITUTION_TAGS] } }
}
const summarySchema = obj(summaryProperties)
const detailSchema = obj({ ...summaryProperties, pinyin_initials: { type: 'string' }, lat: { type: ['number', 'null'] }, lng: { type: ['number', 'null'] }, source: sourceSchema })
const countOf = (value: object) => obj({ value, count: { type: 'integer' } })
const searchResponse = (() => {
  const base = paginatedSchema(summarySchema)
  return { ...base, required: [...base.required, 'source'], properties: { ...base.properties, source: sourceSchema } }
})()

const tableQuery = {
  province: { type: 'string', enum: [...PROVINCES] },
  year: { type: 'integer', minimum: 2000, maximum: 2100 },
  track: { type: 'string', enum: [...TRACKS] }
}
const rowSchema = obj({ score: { type: 'integer' }, count: { type: 'integer' }, cumulative: { type: 'integer' } })

/** Sets request.user when a valid Bearer token is present; never fails the request. */
async function optionalUser(api: { authenticate: (request: FastifyRequest) => Promise<void> }, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null
  try {
    await api.authenticate(request)
    return request.user?.id ?? null
  } catch {
    return null
  }
}

export const gaokaoRoutes: FastifyPluginAsync = async (api) => {
  const database = api.database
  const db = database.db

  api.get<{ Querystring: InstitutionSearchQuery & { page: number; page_size: number } }>(
    rel(GAOKAO_PATHS.universities),
    {
      schema: {
        querystring: obj(
          {
            q: { type: 'string', maxLength: 50 },
            province: { type: 'string', enum: [...PROVINCES] },
            city: { type: 'string', maxLength: 30 },
            level: { type: 'string', enum: [...INSTITUTION_LEVELS] },
            type: { type: 'string', enum: [...INSTITUTION_TYPES] },
            tag: { type: 'string', enum: [...INSTITUTION_TAGS] },
            sort: { type: 'string', enum: [...INSTITUTION_SORTS], default: 'default' },
            ...pageQueryProperties
          },
          []
        ),
        response: { 200: searchResponse }
      }
    },
    async (request): Promise<InstitutionSearchResponse> => {
      const index = await institutionIndex(database)
      const { total, results } = index.search(request.query)
      const q = request.query.q?.trim() ?? ''
      if (q) {
        const userId = await optionalUser(api, request)
        if (userId !== null) await recordSearch(userId, q)
      }
      return { ...paginate(request.raw.url ?? '', request.query, total, results), source: INSTITUTION_SOURCE }
    }
  )

  async function recordSearch(userId: number, q: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ history: users.searchHistory }).from(users).where(eq(users.id, userId)).for('update')
      if (!row) return
      await tx.update(users).set({ searchHistory: pushSearchHistory(row.history, q) }).where(eq(users.id, userId))
    })
  }

  // Two segments after /university/: never taken for /university/:id/.
  api.post(
    rel(GAOKAO_PATHS.universityHistoryClear),
    { preHandler: api.authenticate, preValidation: noBodyIsEmpty, schema: { querystring: noQuery, body: emptyBody, response: { 200: obj({ searchHistory: { type: 'array', items: { type: 'string' } } }) } } },
    async (request): Promise<SearchHistoryAnswer> => {
      await db.update(users).set({ searchHistory: [] }).where(eq(users.id, request.user!.id))
      return { searchHistory: [] }
    }
  )

  api.get(
    rel(GAOKAO_PATHS.universityFilters),
    {
      schema: {
        querystring: noQuery,
        response: {
          200: obj({
            provinces: { type: 'array', items: countOf({ type: 'string' }) },
            levels: { type: 'array', items: countOf({ type: 'string' }) },
            types: { type: 'array', items: countOf({ type: 'string' }) },
            tags: { type: 'array', items: countOf({ type: 'string' }) },
            source: sourceSchema
          })
        }
      }
    },
    async (): Promise<InstitutionFilters> => (await institutionIndex(database)).filters()
  )

  api.get<{ Params: { id: number } }>(
    `${rel(GAOKAO_PATHS.universityDetail)}:id/`,
    {
      schema: {
        querystring: noQuery,
        params: obj({ id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }),
        response: { 200: detailSchema }
      }
    },
    async (request): Promise<InstitutionDetail> => {
      const detail = (await institutionIndex(database)).get(request.params.id)
      if (!detail) throw new ApiError(404, 'not_found', '找不到该院校')
      return detail
    }
  )

  const missing = () => new ApiError(404, 'not_found', '暂无该省份/年份/科类的一分一段表')

  api.get<{ Querystring: OneScoreTableQuery }>(
    rel(GAOKAO_PATHS.oneScoreTable),
    {
      schema: {
        querystring: obj(tableQuery),
        response: { 200: obj({ ...tableQuery, province: { type: 'string' }, rows: { type: 'array', items: rowSchema }, source: sourceSchema }) }
      }
    },
    async (request): Promise<OneScoreTable> => {
      const { province, year, track } = request.query
      const table = await oneScoreTable(database, province, year, track)
      if (!table) throw missing()
      return { province, year, track, rows: table.rows, source: table.source }
    }
  )

  api.get(
    rel(GAOKAO_PATHS.oneScoreAvailable),
    {
      schema: {
        querystring: noQuery,
        response: { 200: obj({ tables: { type: 'array', items: obj({ ...tableQuery, province: { type: 'string' }, source: sourceSchema }) } }) }
      }
    },
    async (): Promise<OneScoreAvailability> => {
      const rows = await db
        .selectDistinct({ province: oneScoreLines.province, year: oneScoreLines.year, track: oneScoreLines.track, source: oneScoreLines.source })
        .from(oneScoreLines)
      const order = (p: string) => (PROVINCES as readonly string[]).indexOf(p)
      rows.sort((a, b) => order(a.province) - order(b.province) || b.year - a.year || TRACKS.indexOf(a.track as Track) - TRACKS.indexOf(b.track as Track))
      return { tables: rows.map((r) => ({ province: r.province, year: r.year, track: r.track as Track, source: r.source as SourceJson })) }
    }
  )

  api.get<{ Querystring: OneScoreLookupQuery }>(
    rel(GAOKAO_PATHS.oneScoreLookup),
    {
      schema: {
        querystring: obj({ ...tableQuery, score: { type: 'integer', minimum: 0, maximum: 900 }, rank: { type: 'integer', minimum: 1, maximum: 10_000_000 } }, ['province', 'year', 'track']),
        response: {
          200: obj({
            ...tableQuery,
            province: { type: 'string' },
            score: { type: 'integer' },
            rank_best: { type: 'integer' },
            rank_worst: { type: 'integer' },
            equivalents: { type: 'array', items: obj({ year: { type: 'integer' }, score: { type: 'integer' } }) },
            source: sourceSchema
          })
        }
      }
    },
    async (request): Promise<OneScoreLookup> => {
      const { province, year, track, score, rank } = request.query
      if ((score === undefined) === (rank === undefined)) {
        const message = '请提供分数（score）或位次（rank）其中之一'
        throw new ApiError(400, 'validation_error', message, { score: message, rank: message })
      }
      const tables = await oneScoreTables(database, province, track)
      const table = tables.find((t) => t.year === year)
      if (!table) throw missing()
      const rows = table.rows
      const found = score !== undefined ? score : rankToScore(rows, rank!)
      const range = scoreToRank(rows, found)
      const others = tables.filter((t) => t.year !== year)
      return {
        province,
        year,
        track,
        score: found,
        rank_best: range.rank_best,
        rank_worst: range.rank_worst,
        equivalents: equivalents(range.rank_worst, others),
        source: table.source
      }
    }
  )
}
