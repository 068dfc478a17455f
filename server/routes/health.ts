/** GET /api/health: unsigned, for load balancers and start-up scripts; checks the database. */
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { HealthResponse } from '../../types/api'
import { ApiError } from '../errors'
import { noQuery } from '../lib/schemas'

const healthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'db'],
  properties: {
    status: { type: 'string', enum: ['ok'] },
    db: { type: 'string', enum: ['pglite', 'postgres'] }
  }
} as const

export const healthRoutes: FastifyPluginAsync = async (api) => {
  api.get(
    '/health',
    { config: { signature: false }, schema: { querystring: noQuery, response: { 200: healthSchema } } },
    async (request): Promise<HealthResponse> => {
      try {
        await api.database.db.execute(sql`select 1`)
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable')
        throw new ApiError(503, 'service_unavailable', '数据库暂不可用')
      }
      return { status: 'ok', db: api.database.kind }
    }
  )
}
