/**
 * The 一分一段 table, the tables stored, and the look-up of a score or rank with its 等位分
 * (types/gaokao.ts GAOKAO_PATHS). Signed, no login needed; 404 in Chinese for a missing table.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GAOKAO_PATHS } from '../../../types/gaokao'
import { NoQuery } from '../../../types/schema'
import { OneScoreAvailability, OneScoreLookup, OneScoreLookupQuery, OneScoreTable, OneScoreTableQuery } from '../../../types/schemas/gaokao'
import { ApiError } from '../../errors'
import { rel } from '../../lib/paths'
import { equivalents, rankToScore, scoreToRank } from '../../services/oneScore'
import { availableTables, oneScoreTable, oneScoreTables } from '../../services/oneScoreStore'

const missing = () => new ApiError(404, 'not_found', '暂无该省份/年份/科类的一分一段表')

export const oneScoreRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const database = api.database

  api.get(rel(GAOKAO_PATHS.oneScoreTable), { schema: { querystring: OneScoreTableQuery, response: { 200: OneScoreTable } } }, async (request) => {
    const { province, year, track } = request.query
    const table = await oneScoreTable(database, province, year, track)
    if (!table) throw missing()
    return { province, year, track, rows: table.rows, source: table.source }
  })

  api.get(rel(GAOKAO_PATHS.oneScoreAvailable), { schema: { querystring: NoQuery, response: { 200: OneScoreAvailability } } }, async () => ({
    tables: await availableTables(database)
  }))

  api.get(rel(GAOKAO_PATHS.oneScoreLookup), { schema: { querystring: OneScoreLookupQuery, response: { 200: OneScoreLookup } } }, async (request) => {
    const { province, year, track, score, rank } = request.query
    if ((score === undefined) === (rank === undefined)) {
      const message = '请提供分数（score）或位次（rank）其中之一'
      throw new ApiError(400, 'validation_error', message, { score: message, rank: message })
    }
    const tables = await oneScoreTables(database, province, track)
    const table = tables.find((t) => t.year === year)
    if (!table) throw missing()
    const found = score ?? rankToScore(table.rows, rank!)
    const range = scoreToRank(table.rows, found)
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
  })
}
