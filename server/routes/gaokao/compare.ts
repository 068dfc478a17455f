/**
 * GET /api/edu/university/compare/?ids=1,2,3&province&track&year (types/edu.ts COMPARE_PATH): two
 * to four institutions side by side for university/compare, in one call (services/compare.ts).
 * Signed, no login needed.
 *
 * 400 (Chinese detail, `fields.ids`) for ids that are not comma-separated positive integers,
 * repeat, or number fewer than 2 or more than 4; 404 naming the ids that are not institutions.
 * A static path: Fastify's router matches it before /edu/university/:id/ whatever the order of
 * registration (as /university/around/).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { COMPARE_PATH } from '../../../types/edu'
import { CompareQuery, CompareResponse } from '../../../types/schemas/edu'
import { parseCompareIds } from '../../../core/compare'
import { fieldError } from '../../errors'
import { rel } from '../../lib/paths'
import { compareAnswer } from '../../services/compare'

export const compareRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(COMPARE_PATH), { schema: { querystring: CompareQuery, response: { 200: CompareResponse } } }, async (request) => {
    const parsed = parseCompareIds(request.query.ids)
    if (!parsed.ok) throw fieldError('ids', parsed.error)
    return compareAnswer(api.database, parsed.ids, request.query)
  })
}
