/**
 * The print queue (issue 21; types/print.ts PRINT_PATHS, services/print/). Login required (the
 * folder's guard); another user's item is 404 文件不存在.
 *
 *   GET    /api/cloud/print/queue/              → PrintQueue (newest first, with the groups)
 *   POST   /api/cloud/print/queue/              PrintQueueAdd → 201 PrintQueueAddResult (the spec's EduFiles;
 *          403 print_forbidden / share_banned, 400 folder, 422 print_unsupported_type / print_unreadable / print_queue_full)
 *   PATCH  /api/cloud/print/queue/<id>/         PrintSettingsPatch → PrintQueueItem (400 range; 422 print_item_locked)
 *   DELETE /api/cloud/print/queue/<id>/         → DetailResponse (422 print_item_locked)
 *   GET    /api/cloud/print/queue/<id>/preview/ → PrintPreview
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PRINT_PATHS } from '../../../types/print'
import { NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { PrintIdParams, PrintPreview, PrintQueue, PrintQueueAdd, PrintQueueAddResult, PrintQueueItem, PrintSettingsPatch } from '../../../types/schemas/print'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { previewItem } from '../../services/print/preview'
import { addToQueue, deleteItem, patchItem, queueOf } from '../../services/print/queue'

const queue = rel(PRINT_PATHS.queue)
const item = `${queue}:id/`

export const printQueueRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const { prices, pdftoppm } = api.config.print
  const now = () => api.accounts.clock()

  api.get(queue, { schema: { querystring: NoQuery, response: { 200: PrintQueue } } }, async (request) => queueOf(db, userIdOf(request), prices))

  api.post(queue, { schema: { querystring: NoQuery, body: PrintQueueAdd, response: { 201: PrintQueueAddResult } } }, async (request, reply) =>
    reply.code(201).send(await addToQueue(db, api.accounts.files, userIdOf(request), request.body, now(), prices))
  )

  api.patch(item, { schema: { params: PrintIdParams, querystring: NoQuery, body: PrintSettingsPatch, response: { 200: PrintQueueItem } } }, async (request) =>
    patchItem(db, userIdOf(request), request.params.id, request.body, prices)
  )

  api.delete(item, { schema: { params: PrintIdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await deleteItem(db, userIdOf(request), request.params.id)
    return { detail: '已移出打印队列' }
  })

  api.get(`${item}preview/`, { schema: { params: PrintIdParams, querystring: NoQuery, response: { 200: PrintPreview } } }, async (request) =>
    previewItem(db, api.accounts.files, pdftoppm, userIdOf(request), request.params.id, now())
  )
}
