/**
 * GET /api/health: unsigned, for load balancers and start-up scripts; checks the database.
 * The model of a route folder: schemas from the contract (types/schemas), handlers typed from them
 * by the TypeBox type provider, the work done by a service, no SQL here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoQuery } from '../../../types/schema'
import { HealthResponse } from '../../../types/schemas/api'
import { databaseUnavailable } from '../../errors'
import { pingDatabase } from '../../services/health'

export const healthRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get('/health', { config: { signature: false }, schema: { querystring: NoQuery, response: { 200: HealthResponse } } }, async (request) => {
    try {
      await pingDatabase(api.database)
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable')
      throw databaseUnavailable()
    }
    return { status: 'ok' as const, db: api.database.kind }
  })
}
