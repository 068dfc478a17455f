/**
 * The contract as OpenAPI, built by @fastify/swagger from the routes' JSON Schemas and published at
 * `${API_PREFIX}/api/docs/json`. That route is unsigned: the document describes what the client
 * (which ships the signing keys) already contains, and tools outside the app must read it.
 */
import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { noQuery } from '../lib/schemas'

export function installSwagger(app: FastifyInstance, version: string): void {
  app.register(swagger, {
    openapi: {
      info: { title: '高考志愿 API', description: '请求需签名（X-Ts、X-Sign），见 docs/server.md', version }
    }
  })
}

/** Registered inside the /api scope, after installSwagger. */
export const docsRoute: FastifyPluginAsync = async (api) => {
  api.get(
    '/docs/json',
    {
      config: { signature: false },
      schema: {
        hide: true,
        querystring: noQuery,
        // The OpenAPI document itself is free-form.
        response: { 200: { type: 'object', additionalProperties: true } }
      }
    },
    async () => api.swagger()
  )
}
