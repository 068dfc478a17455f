/**
 * Every third-party Fastify plugin is registered here and nowhere else, so one file shows what the
 * server takes from outside and with which options: the OpenAPI generator (@fastify/swagger, the
 * contract at /api/docs/json) and the static file server of the H5 build (@fastify/static).
 */
import swagger from '@fastify/swagger'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { h5StaticOptions } from './static-h5'

export function registerVendorPlugins(app: FastifyInstance, { version, h5Dir }: { version: string; h5Dir: string | null }): void {
  app.register(swagger, {
    openapi: {
      info: { title: '高考志愿 API', description: '请求需签名（X-Ts、X-Sign），见 docs/server.md', version }
    }
  })
  if (h5Dir) app.register(fastifyStatic, h5StaticOptions(h5Dir))
}
