/**
 * The local store's cloud URLs (server/storage/local.ts), handed out by the grant, part and download
 * calls (routes/cloud/uploads.ts); unsigned by the app's request signature, checked by their own
 * HMAC and expiry instead (403). With the S3 store these URLs are S3's and this answers 404.
 *
 *   PUT /api/storage/cloud/<object>?size=&expires=&sig=           ← exactly `size` raw bytes
 *   PUT /api/storage/cloud/<object>/parts/<n>?size=&expires=&sig= ← part n, exactly `size` bytes
 *   GET /api/storage/cloud/<object>?name=&expires=&sig=           → the bytes; Range: 206, 416
 *
 * A PUT body is streamed to disk as it arrives, never buffered: this folder's other routes parse
 * bodies into a buffer of at most 10 MB, these take the raw request whatever its content type.
 * More bytes than granted: 413 when the first byte past the size arrives (or at once when the
 * Content-Length says so), nothing kept, and the connection is closed rather than read to its end.
 */
import type { Readable } from 'stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Bytes, ErrorBody } from '../../../types/schemas/api'
import { CloudObjectGetQuery, CloudObjectParams, CloudObjectPartParams, CloudObjectPutQuery, CloudObjectStored } from '../../../types/schemas/cloudUploads'
import { localDownload } from '../../services/cloud/downloads'
import { receiveLocalPut } from '../../services/cloud/uploads'
import { SERVED_CONTENT_TYPES } from '../../services/files'

export const cloudObjectRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  api.removeAllContentTypeParsers()
  api.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  const putSchema = { querystring: CloudObjectPutQuery, consumes: ['*/*'], body: Bytes, response: { 200: CloudObjectStored } }

  async function receive(
    request: { headers: Record<string, unknown>; body: unknown },
    reply: { header(name: string, value: string): unknown },
    object: string,
    part: number | null,
    query: CloudObjectPutQuery
  ) {
    const body = request.body as Readable
    try {
      return await receiveLocalPut(db, api.accounts.files, object, part, query, request.headers['content-length'] as string | undefined, body, api.accounts.clock())
    } catch (error) {
      // What the client still sends is not read: the connection goes with the answer.
      if (!body.readableEnded) reply.header('connection', 'close')
      throw error
    }
  }

  api.put('/storage/cloud/:object', { config: { signature: false }, schema: { params: CloudObjectParams, ...putSchema } }, async (request, reply) =>
    receive(request, reply, request.params.object, null, request.query)
  )

  api.put('/storage/cloud/:object/parts/:part', { config: { signature: false }, schema: { params: CloudObjectPartParams, ...putSchema } }, async (request, reply) =>
    receive(request, reply, request.params.object, request.params.part, request.query)
  )

  api.get(
    '/storage/cloud/:object',
    {
      config: { signature: false },
      schema: { params: CloudObjectParams, querystring: CloudObjectGetQuery, produces: SERVED_CONTENT_TYPES, response: { 200: Bytes, 206: Bytes, 416: ErrorBody } }
    },
    async (request, reply) => {
      const answer = await localDownload(api.accounts.files, request.params.object, request.query, request.headers.range, api.accounts.clock())
      return reply.code(answer.status).headers(answer.headers).send(answer.body)
    }
  )
}
