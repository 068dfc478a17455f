/**
 * Every third-party Fastify plugin is registered here and nowhere else, so one file shows what the
 * server takes from outside and with which options: response compression (@fastify/compress), the
 * OpenAPI generator (@fastify/swagger, the contract at /api/docs/json), the static file server
 * of the H5 build and of the operator console's (@fastify/static), WebSocket routes (@fastify/websocket: the live chat,
 * docs/live.md), the security headers (@fastify/helmet; the policy is securityHeaders.ts, docs/server.md "Security headers")
 * and the request rate limits (@fastify/rate-limit; the groups and limits are rateLimits.ts, docs/server.md "Rate limits").
 */
import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import fastifyStatic from '@fastify/static'
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { installRateLimits, rateLimitOptions } from './rateLimits'
import { helmetOptions, installDocumentPolicy } from './securityHeaders'
import { adminStaticOptions } from './static-admin'
import { h5StaticOptions } from './static-h5'

/**
 * Brotli at quality 5 rather than the library's 11: answers are compressed as they are sent, and
 * 11 costs tens of milliseconds of CPU per large script for a few per cent fewer bytes.
 */
export const BROTLI_QUALITY = 5

export function registerVendorPlugins(
  app: FastifyInstance,
  { version, h5Dir, adminDir = null }: { version: string; h5Dir: string | null; adminDir?: string | null }
): void {
  // Registered first so that it wraps every later route: API answers and the H5 files alike, for
  // clients that accept br or gzip; answers under 1 KB and already-compressed types are sent as they are.
  app.register(compress, { global: true, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } })
  // Before every route too: nosniff and the rest on every answer, the document's CSP on HTML ones.
  app.register(helmet, helmetOptions())
  installDocumentPolicy(app, { h5Dir, adminDir })
  app.register(swagger, {
    openapi: {
      info: { title: '高考志愿 API', description: '请求需签名（X-Ts、X-Sign），见 docs/server.md', version }
    }
  })
  // Limits per user and per IP on logging in, posting, chat and ordering (rateLimits.ts, docs/server.md "Rate limits").
  app.register(rateLimit, rateLimitOptions(app))
  installRateLimits(app)
  // A chat frame is a short JSON text: 16 KB bounds what one may cost to parse.
  app.register(websocket, { options: { maxPayload: 16 * 1024 } })
  if (h5Dir) app.register(fastifyStatic, h5StaticOptions(h5Dir))
  if (adminDir) app.register(fastifyStatic, adminStaticOptions(adminDir))
}
