/**
 * The contract as OpenAPI, built by @fastify/swagger (registered in vendor.ts) from the routes'
 * schemas and published at `${API_PREFIX}/api/docs/json`. That route is unsigned: the document describes what the client
 * (which ships the signing keys) already contains, and tools outside the app must read it.
 */
import type { FastifyPluginAsync } from 'fastify'
import { NoQuery } from '../../types/schema'

/** Registered inside the /api scope. */
export const docsRoute: FastifyPluginAsync = async (api) => {
  api.get(
    '/docs/json',
    {
      config: { signature: false },
      schema: {
        hide: true,
        querystring: NoQuery,
        // The OpenAPI document itself is free-form.
        response: { 200: { type: 'object', additionalProperties: true } }
      }
    },
    async () => api.swagger()
  )
}
