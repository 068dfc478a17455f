/**
 * The trash (issue 20; types/cloud.ts CLOUD_PATHS.trash, services/cloud/trash.ts). Login required;
 * an id that is not one of the user's trash items is 404 文件不存在:
 *
 *   GET    /api/cloud/trash/?cursor=&limit=    CloudTrashQuery → CloudTrashPage (latest deleted first)
 *   POST   /api/cloud/trash/<id>/restore/      → CloudEntry (its folder, or the root; 'name (n)' on a clash)
 *   DELETE /api/cloud/trash/<id>/              → CloudPurgeResponse (gone with what it holds; the used space goes down)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CLOUD_PATHS } from '../../../types/cloud'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { CloudEntry, CloudEntryParams, CloudPurgeResponse, CloudTrashPage, CloudTrashQuery } from '../../../types/schemas/cloud'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { purgeEntry, restoreEntry, trashPage } from '../../services/cloud/trash'

const trash = rel(CLOUD_PATHS.trash)

export const trashRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(trash, { schema: { querystring: CloudTrashQuery, response: { 200: CloudTrashPage } } }, async (request) => trashPage(db, userIdOf(request), request.query))

  api.post(
    `${trash}:id/restore/`,
    { preValidation: noBodyIsEmpty, schema: { params: CloudEntryParams, querystring: NoQuery, body: EmptyBody, response: { 200: CloudEntry } } },
    async (request) => restoreEntry(db, userIdOf(request), request.params.id)
  )

  api.delete(`${trash}:id/`, { schema: { params: CloudEntryParams, querystring: NoQuery, response: { 200: CloudPurgeResponse } } }, async (request) =>
    purgeEntry(db, api.accounts.files, userIdOf(request), request.params.id)
  )
}
