/**
 * Cloud uploads and downloads (issue 20; types/cloudUploads.ts, services/cloud/uploads.ts and
 * downloads.ts). Login required (the folder's guard); another user's upload or entry is 404:
 *
 *   POST   /api/cloud/uploads/                  CloudUploadRequest → 201 CloudUploadGrant (秒传: the entry;
 *                                                 422 quota_exceeded 云空间不足…; 404 文件夹不存在)
 *   GET    /api/cloud/uploads/<id>/             → CloudUpload (parts_done, a fresh url; 404 when expired)
 *   POST   /api/cloud/uploads/<id>/parts/<n>/   → CloudUploadPartUrl (400 on a part it has not)
 *   DELETE /api/cloud/uploads/<id>/             → CloudQuota (cancelled, space released)
 *   POST   /api/cloud/uploads/<id>/complete/    → 201 CloudEntry (422 upload_incomplete, md5_mismatch, quota_exceeded)
 *   GET    /api/cloud/entries/<id>/download/    → CloudDownload (a signed URL; Range works)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CLOUD_PATHS } from '../../../types/cloud'
import { CLOUD_UPLOAD_PATHS } from '../../../types/cloudUploads'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { CloudEntry, CloudEntryParams, CloudQuota } from '../../../types/schemas/cloud'
import {
  CloudDownload,
  CloudUpload,
  CloudUploadGrant,
  CloudUploadParams,
  CloudUploadPartParams,
  CloudUploadPartUrl,
  CloudUploadRequest
} from '../../../types/schemas/cloudUploads'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { downloadEntry } from '../../services/cloud/downloads'
import { cancelUpload, completeUpload, grantUpload, partUrlOf, uploadOf } from '../../services/cloud/uploads'

const uploads = rel(CLOUD_UPLOAD_PATHS.uploads)

export const uploadRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const store = () => api.accounts.files
  const now = () => api.accounts.clock()

  api.post(uploads, { schema: { querystring: NoQuery, body: CloudUploadRequest, response: { 201: CloudUploadGrant } } }, async (request, reply) =>
    reply.code(201).send(await grantUpload(db, store(), userIdOf(request), request.body, now()))
  )

  api.get(`${uploads}:id/`, { schema: { params: CloudUploadParams, querystring: NoQuery, response: { 200: CloudUpload } } }, async (request) =>
    uploadOf(db, store(), userIdOf(request), request.params.id, now())
  )

  api.post(
    `${uploads}:id/parts/:part/`,
    { preValidation: noBodyIsEmpty, schema: { params: CloudUploadPartParams, querystring: NoQuery, body: EmptyBody, response: { 200: CloudUploadPartUrl } } },
    async (request) => partUrlOf(db, store(), userIdOf(request), request.params.id, request.params.part, now())
  )

  api.delete(`${uploads}:id/`, { schema: { params: CloudUploadParams, querystring: NoQuery, response: { 200: CloudQuota } } }, async (request) =>
    cancelUpload(db, store(), userIdOf(request), request.params.id)
  )

  api.post(
    `${uploads}:id/complete/`,
    { preValidation: noBodyIsEmpty, schema: { params: CloudUploadParams, querystring: NoQuery, body: EmptyBody, response: { 201: CloudEntry } } },
    async (request, reply) => reply.code(201).send(await completeUpload(db, store(), userIdOf(request), request.params.id, now()))
  )

  api.get(
    `${rel(CLOUD_PATHS.entries)}:id/${CLOUD_UPLOAD_PATHS.downloadSuffix}`,
    { schema: { params: CloudEntryParams, querystring: NoQuery, response: { 200: CloudDownload } } },
    async (request) => downloadEntry(db, store(), userIdOf(request), request.params.id, now())
  )
}
