/**
 * Shared spaces (issue 20; types/cloudShares.ts CLOUD_SHARE_PATHS, services/cloud/shares*.ts). The
 * detail takes login as optional (a visitor with the link code sees what they would join); every
 * other route needs login. A share the caller neither owns, joined, nor holds the code of is 404.
 *
 *   GET    /api/cloud/shares/?list=mine|joined&cursor=&limit=   → CloudSharePage
 *   POST   /api/cloud/shares/                   NewCloudShare → 201 CloudShareDetail
 *   POST   /api/cloud/shares/join/              CloudShareJoin → CloudShareDetail (404 wrong code or id; 403 share_banned)
 *   GET    /api/cloud/shares/search/?q=&share_id=&cursor=&limit= → CloudShareSearchPage
 *   GET    /api/cloud/shares/<id>/?code=        → CloudShareDetail (login optional)
 *   DELETE /api/cloud/shares/<id>/              → DetailResponse (owner)
 *   GET    /api/cloud/shares/<id>/members/      → CloudShareMemberPage
 *   DELETE /api/cloud/shares/<id>/members/<user_id>/ → DetailResponse (owner)
 *   POST   /api/cloud/shares/<id>/leave/        → DetailResponse (member; 409 for the owner)
 *   POST   /api/cloud/shares/<id>/items/        CloudShareItemsAdd → CloudShareDetail (owner)
 *   PUT    /api/cloud/shares/<id>/items/<entry_id>/  CloudShareItemFlags → CloudShareFile (owner)
 *   DELETE /api/cloud/shares/<id>/items/<entry_id>/  → CloudShareDetail (owner)
 *   POST   /api/cloud/shares/<id>/ban/ | unban/ | code/  → CloudShareDetail (owner)
 *   GET    /api/cloud/shares/<id>/files/?parent=&cursor=&limit=  → CloudShareFilePage
 *   GET    /api/cloud/shares/<id>/files/<entry_id>/            → CloudShareFile
 *   GET    /api/cloud/shares/<id>/files/<entry_id>/download/   → CloudDownload (403 download_forbidden)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CLOUD_SHARE_PATHS } from '../../../types/cloudShares'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import {
  CloudShareDetail,
  CloudShareDetailQuery,
  CloudShareEntryParams,
  CloudShareFile,
  CloudShareFilePage,
  CloudShareFileQuery,
  CloudShareItemFlags,
  CloudShareItemsAdd,
  CloudShareJoin,
  CloudShareListQuery,
  CloudShareMemberPage,
  CloudShareMemberParams,
  CloudShareMemberQuery,
  CloudSharePage,
  CloudShareParams,
  CloudShareSearchPage,
  CloudShareSearchQuery,
  NewCloudShare
} from '../../../types/schemas/cloudShares'
import { CloudDownload } from '../../../types/schemas/cloudUploads'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { loginRequired, optionalUserId, userIdOf } from '../../plugins/auth'
import {
  addShareItems,
  banShare,
  createShare,
  deleteShare,
  joinShare,
  leaveShare,
  removeShareItem,
  renewShareCode,
  setShareItemFlags,
  shareDetail,
  shareList,
  unbanShare
} from '../../services/cloud/shares'
import { downloadShareFile, searchShares, shareFileInfo, shareFiles } from '../../services/cloud/sharesFiles'
import { removeMember, shareMembers } from '../../services/cloud/sharesMembers'

const shares = rel(CLOUD_SHARE_PATHS.shares)
const share = `${shares}:id/`

const memberRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const prefix = api.config.apiPrefix
  const empty = { preValidation: noBodyIsEmpty }
  const ownerAction = { ...empty, schema: { params: CloudShareParams, querystring: NoQuery, body: EmptyBody, response: { 200: CloudShareDetail } } }

  api.get(shares, { schema: { querystring: CloudShareListQuery, response: { 200: CloudSharePage } } }, async (request) =>
    shareList(db, userIdOf(request), request.query, prefix)
  )

  api.post(shares, { schema: { querystring: NoQuery, body: NewCloudShare, response: { 201: CloudShareDetail } } }, async (request, reply) =>
    reply.code(201).send(await createShare(db, userIdOf(request), request.body, now(), prefix))
  )

  api.post(rel(CLOUD_SHARE_PATHS.join), { schema: { querystring: NoQuery, body: CloudShareJoin, response: { 200: CloudShareDetail } } }, async (request) =>
    joinShare(db, userIdOf(request), request.body, now(), prefix)
  )

  api.get(rel(CLOUD_SHARE_PATHS.search), { schema: { querystring: CloudShareSearchQuery, response: { 200: CloudShareSearchPage } } }, async (request) =>
    searchShares(db, userIdOf(request), request.query)
  )

  api.delete(share, { schema: { params: CloudShareParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) =>
    deleteShare(db, userIdOf(request), request.params.id)
  )

  api.get(`${share}members/`, { schema: { params: CloudShareParams, querystring: CloudShareMemberQuery, response: { 200: CloudShareMemberPage } } }, async (request) =>
    shareMembers(db, userIdOf(request), request.params.id, request.query, prefix)
  )

  api.delete(`${share}members/:user_id/`, { schema: { params: CloudShareMemberParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) =>
    removeMember(db, userIdOf(request), request.params.id, request.params.user_id)
  )

  api.post(
    `${share}leave/`,
    { ...empty, schema: { params: CloudShareParams, querystring: NoQuery, body: EmptyBody, response: { 200: DetailResponse } } },
    async (request) => leaveShare(db, userIdOf(request), request.params.id)
  )

  api.post(
    `${share}items/`,
    { schema: { params: CloudShareParams, querystring: NoQuery, body: CloudShareItemsAdd, response: { 200: CloudShareDetail } } },
    async (request) => addShareItems(db, userIdOf(request), request.params.id, request.body, now(), prefix)
  )

  api.put(
    `${share}items/:entry_id/`,
    { schema: { params: CloudShareEntryParams, querystring: NoQuery, body: CloudShareItemFlags, response: { 200: CloudShareFile } } },
    async (request) => setShareItemFlags(db, userIdOf(request), request.params.id, request.params.entry_id, request.body)
  )

  api.delete(`${share}items/:entry_id/`, { schema: { params: CloudShareEntryParams, querystring: NoQuery, response: { 200: CloudShareDetail } } }, async (request) =>
    removeShareItem(db, userIdOf(request), request.params.id, request.params.entry_id, now(), prefix)
  )

  api.post(`${share}ban/`, ownerAction, async (request) => banShare(db, userIdOf(request), request.params.id, now(), prefix))
  api.post(`${share}unban/`, ownerAction, async (request) => unbanShare(db, userIdOf(request), request.params.id, now(), prefix))
  api.post(`${share}code/`, ownerAction, async (request) => renewShareCode(db, userIdOf(request), request.params.id, now(), prefix))

  api.get(`${share}files/`, { schema: { params: CloudShareParams, querystring: CloudShareFileQuery, response: { 200: CloudShareFilePage } } }, async (request) =>
    shareFiles(db, userIdOf(request), request.params.id, request.query)
  )

  api.get(`${share}files/:entry_id/`, { schema: { params: CloudShareEntryParams, querystring: NoQuery, response: { 200: CloudShareFile } } }, async (request) =>
    shareFileInfo(db, userIdOf(request), request.params.id, request.params.entry_id)
  )

  api.get(`${share}files/:entry_id/download/`, { schema: { params: CloudShareEntryParams, querystring: NoQuery, response: { 200: CloudDownload } } }, async (request) =>
    downloadShareFile(db, api.accounts.files, userIdOf(request), request.params.id, request.params.entry_id, now())
  )
}

export const shareRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(share, { schema: { params: CloudShareParams, querystring: CloudShareDetailQuery, response: { 200: CloudShareDetail } } }, async (request) =>
    shareDetail(api.database.db, await optionalUserId(api, request), request.params.id, request.query.code, api.config.apiPrefix)
  )
  await api.register(loginRequired(memberRoutes))
}
