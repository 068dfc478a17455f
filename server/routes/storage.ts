/**
 * Uploads and downloads of the local file store (server/storage/local.ts):
 * - GET  /api/storage/presign/?suffix=png&method=PUT (login) → { url, key }, url valid 15 minutes;
 * - PUT  /api/storage/put/<key>?expires=&sig= (unsigned: its own sig and expiry) ← the raw bytes;
 * - GET  /api/storage/file/<key> (unsigned, public: keys are 128-bit random) → the bytes.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { MAX_UPLOAD_BYTES, UPLOAD_SUFFIXES, USER_PATHS, type PresignQuery, type PresignResponse } from '../../types/user'
import { files } from '../db/schema'
import { ApiError } from '../errors'
import { KEY_PATTERN } from '../storage/local'
import { obj, rel } from '../lib/schemas'

export const PRESIGN_TTL_MS = 15 * 60 * 1000

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8'
}

const keyParams = obj({ key: { type: 'string', pattern: KEY_PATTERN } })

export const storageRoutes: FastifyPluginAsync = async (api) => {
  const db = api.database.db
  // Uploads are raw bytes of any type (JSON keeps the app-wide parser).
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body))

  api.get<{ Querystring: PresignQuery }>(
    rel(USER_PATHS.presign),
    {
      preHandler: api.authenticate,
      schema: {
        querystring: obj({ suffix: { type: 'string', enum: [...UPLOAD_SUFFIXES] }, method: { type: 'string', enum: ['PUT'], default: 'PUT' } }, ['suffix']),
        response: { 200: obj({ url: { type: 'string' }, key: { type: 'string' } }) }
      }
    },
    async (request): Promise<PresignResponse> => {
      const store = api.accounts.files
      const key = store.newKey(request.query.suffix)
      await db.insert(files).values({ key, ownerId: request.user!.id, suffix: request.query.suffix })
      return { key, url: store.presignPut(key, api.accounts.clock() + PRESIGN_TTL_MS) }
    }
  )

  api.put<{ Params: { key: string }; Querystring: { expires: number; sig: string } }>(
    '/storage/put/:key',
    {
      config: { signature: false },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        params: keyParams,
        querystring: obj({ expires: { type: 'integer', minimum: 0 }, sig: { type: 'string', maxLength: 128 } }),
        response: { 200: obj({ key: { type: 'string' }, size: { type: 'integer' } }) }
      }
    },
    async (request) => {
      const { key } = request.params
      const { expires, sig } = request.query
      if (!api.accounts.files.verifyPut(key, expires, sig, api.accounts.clock())) {
        throw new ApiError(403, 'permission_denied', '上传链接无效或已过期，请重新上传')
      }
      const body = request.body
      if (!Buffer.isBuffer(body)) throw new ApiError(415, 'unsupported_media_type', '请以二进制内容上传文件')
      if (body.length === 0) throw new ApiError(400, 'bad_request', '上传的文件为空')
      const [file] = await db.select().from(files).where(eq(files.key, key))
      if (!file) throw new ApiError(404, 'not_found', '上传任务不存在，请重新上传')
      if (file.status === 'done') throw new ApiError(422, 'business_rule', '该上传链接已使用，请重新上传')
      await api.accounts.files.write(key, body)
      await db.update(files).set({ status: 'done', size: body.length }).where(and(eq(files.key, key), eq(files.status, 'pending')))
      return { key, size: body.length }
    }
  )

  api.get<{ Params: { key: string } }>(
    '/storage/file/:key',
    { config: { signature: false }, schema: { params: keyParams, querystring: obj({}, []) } },
    async (request, reply) => {
      const [file] = await db.select().from(files).where(eq(files.key, request.params.key))
      if (!file || file.status !== 'done') throw new ApiError(404, 'not_found', '文件不存在')
      return reply
        .header('content-type', CONTENT_TYPES[file.suffix] ?? 'application/octet-stream')
        .header('content-length', String(file.size ?? 0))
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(api.accounts.files.read(file.key))
    }
  )
}
