/**
 * Uploads and downloads of the file store (server/storage/store.ts: local disk or S3; records in
 * services/files.ts). Forum and avatar uploads, on both stores:
 * - GET  /api/storage/presign/?suffix=png&method=PUT (login) → { url, key }, url valid 15 minutes;
 * - PUT  /api/storage/put/<key>?expires=&sig= (unsigned: its own sig and expiry) ← the raw bytes;
 * - GET  /api/storage/file/<key> (unsigned, public: keys are 128-bit random) → the bytes;
 * - GET  /api/storage/thumb/<key> (the same) → an image upload's thumbnail, JPEG at most 360 px wide
 *   (services/thumbnails.ts), or the original when it cannot be decoded; 404 for any other file.
 * The local store's cloud PUT, part and download URLs: cloud.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoQuery } from '../../../types/schema'
import { Bytes } from '../../../types/schemas/api'
import { FileKeyParams, PresignQuery, PresignResponse, UploadQuery, UploadResponse } from '../../../types/schemas/user'
import { IMAGE_SUFFIXES, MAX_UPLOAD_BYTES, USER_PATHS } from '../../../types/user'
import { ApiError } from '../../errors'
import { rel } from '../../lib/paths'
import { loginRequired, userIdOf } from '../../plugins/auth'
import { completeUpload, contentTypeOf, finishedFile, presignUpload, SERVED_CONTENT_TYPES } from '../../services/files'
import { thumbnailOf } from '../../services/thumbnails'
import { cloudObjectRoutes } from './cloud'

/** Stored files never change (a key is written once), so a day in any cache is safe. */
const CACHE_CONTROL = 'public, max-age=86400'

const presignRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(USER_PATHS.presign), { schema: { querystring: PresignQuery, response: { 200: PresignResponse } } }, async (request) =>
    presignUpload(api.database.db, api.accounts.files, userIdOf(request), request.query.suffix, api.accounts.clock())
  )
}

/** The URLs a presign answers and avatars point to: no request signature, no login. */
const fileRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  // Uploads are raw bytes of any type (JSON keeps the app-wide parser).
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body))

  api.put(
    '/storage/put/:key',
    {
      config: { signature: false },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { params: FileKeyParams, querystring: UploadQuery, consumes: ['*/*'], body: Bytes, response: { 200: UploadResponse } }
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
      return completeUpload(db, api.accounts.files, key, body)
    }
  )

  api.get(
    '/storage/file/:key',
    {
      config: { signature: false },
      schema: { params: FileKeyParams, querystring: NoQuery, produces: SERVED_CONTENT_TYPES, response: { 200: Bytes } }
    },
    async (request, reply) => {
      const file = await finishedFile(db, request.params.key)
      return reply
        .header('content-type', contentTypeOf(file.suffix))
        .header('content-length', String(file.size ?? 0))
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(api.accounts.files.read(file.key))
    }
  )

  api.get(
    '/storage/thumb/:key',
    {
      config: { signature: false },
      schema: { params: FileKeyParams, querystring: NoQuery, produces: SERVED_CONTENT_TYPES, response: { 200: Bytes } }
    },
    async (request, reply) => {
      const file = await finishedFile(db, request.params.key)
      if (!(IMAGE_SUFFIXES as readonly string[]).includes(file.suffix)) throw new ApiError(404, 'not_found', '该文件没有缩略图')
      const thumb = await thumbnailOf(api.accounts.files, file.key)
      if (!thumb) request.log.warn({ key: file.key }, 'thumbnail: the image cannot be decoded, serving the original')
      return reply
        .header('content-type', thumb ? 'image/jpeg' : contentTypeOf(file.suffix))
        .header('content-length', String(thumb ? thumb.size : (file.size ?? 0)))
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(api.accounts.files.read(thumb ? thumb.key : file.key))
    }
  )
}

export const storageRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(loginRequired(presignRoutes))
  await api.register(fileRoutes)
  await api.register(cloudObjectRoutes)
}
