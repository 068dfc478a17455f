/**
 * Files and folders (issue 20; types/cloud.ts CLOUD_PATHS, services/cloud/). Login required (the
 * folder's guard); another user's entry is 404, as one that does not exist:
 *
 *   GET    /api/cloud/entries/?parent=&sort=name|time|size&order=asc|desc&cursor=&limit=
 *                                              CloudListQuery → CloudEntryPage (folders first; 404 文件夹不存在)
 *   POST   /api/cloud/folders/                 NewCloudFolder → 201 CloudEntry (409 同名文件已存在)
 *   POST   /api/cloud/entries/<id>/rename/     CloudRename → CloudEntry (409 同名文件已存在)
 *   POST   /api/cloud/entries/<id>/move/       CloudMove → CloudEntry (400 不能移动到自身或其子文件夹内)
 *   DELETE /api/cloud/entries/<id>/            → CloudTrashEntry (to the trash, with what it holds)
 *   GET    /api/cloud/search/?q=&cursor=&limit=   CloudSearchQuery → CloudEntryPage (by name)
 *   GET    /api/cloud/quota/                   → CloudQuota
 *
 * A bad name is 400 with the rule it breaks (core/cloudFiles.ts entryNameProblem).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CLOUD_PATHS } from '../../../types/cloud'
import { NoQuery } from '../../../types/schema'
import {
  CloudEntry,
  CloudEntryPage,
  CloudEntryParams,
  CloudListQuery,
  CloudMove,
  CloudQuota,
  CloudRename,
  CloudSearchQuery,
  CloudTrashEntry,
  NewCloudFolder
} from '../../../types/schemas/cloud'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { createFolder, listFolder, moveEntry, renameEntry, searchEntries } from '../../services/cloud/entries'
import { quotaOf } from '../../services/cloud/quota'
import { trashEntry } from '../../services/cloud/trash'

const entries = rel(CLOUD_PATHS.entries)

export const entryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(entries, { schema: { querystring: CloudListQuery, response: { 200: CloudEntryPage } } }, async (request) => listFolder(db, userIdOf(request), request.query))

  api.post(rel(CLOUD_PATHS.folders), { schema: { querystring: NoQuery, body: NewCloudFolder, response: { 201: CloudEntry } } }, async (request, reply) => {
    const folder = await createFolder(db, userIdOf(request), request.body.name, request.body.parent_id ?? null, now())
    return reply.code(201).send(folder)
  })

  api.post(`${entries}:id/rename/`, { schema: { params: CloudEntryParams, querystring: NoQuery, body: CloudRename, response: { 200: CloudEntry } } }, async (request) =>
    renameEntry(db, userIdOf(request), request.params.id, request.body.name, now())
  )

  api.post(`${entries}:id/move/`, { schema: { params: CloudEntryParams, querystring: NoQuery, body: CloudMove, response: { 200: CloudEntry } } }, async (request) =>
    moveEntry(db, userIdOf(request), request.params.id, request.body.parent_id, now())
  )

  api.delete(`${entries}:id/`, { schema: { params: CloudEntryParams, querystring: NoQuery, response: { 200: CloudTrashEntry } } }, async (request) =>
    trashEntry(db, userIdOf(request), request.params.id, now())
  )

  api.get(rel(CLOUD_PATHS.search), { schema: { querystring: CloudSearchQuery, response: { 200: CloudEntryPage } } }, async (request) =>
    searchEntries(db, userIdOf(request), request.query)
  )

  api.get(rel(CLOUD_PATHS.quota), { schema: { querystring: NoQuery, response: { 200: CloudQuota } } }, async (request) => quotaOf(db, userIdOf(request)))
}
