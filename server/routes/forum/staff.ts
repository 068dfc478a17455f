/**
 * Staff routes (users.is_staff; the folder's staffRequired guard in index.ts: 401 without login,
 * 403 没有权限 for everyone else). The operator console will give them pages.
 *
 *   GET    /api/admin/forum/reports/?cursor=&limit=   → StaffReportsPage (open reports, oldest first)
 *   GET    /api/admin/forum/held/?page=&page_size=    → StaffHeldPage (held by the sensitive-word list, oldest first)
 *   POST   /api/admin/forum/reports/<id>/dismiss/     → DismissResult (the target's open reports resolved, nothing else)
 *   POST   /api/admin/forum/posts/<id>/<action>/      → StaffContentResult (action: hide, restore, release)
 *   POST   /api/admin/forum/replies/<id>/<action>/    → StaffContentResult (answers and replies)
 *   PUT    /api/admin/forum/users/<id>/mute/          MuteInput → MuteResult (muted until `until`)
 *   DELETE /api/admin/forum/users/<id>/mute/          → MuteResult (unmuted)
 *
 * 404 帖子不存在 / 回复不存在 / 举报不存在 / 用户不存在; 409 restoring a held or releasing a hidden
 * one; 400 a mute that ends in the past. Rules in services/forum/staff.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { STAFF_CONTENT_ACTIONS, STAFF_PATHS } from '../../../types/forumStaff'
import { EmptyBody, NoQuery } from '../../../types/schema'
import {
  DismissResult,
  MuteInput,
  MuteResult,
  StaffContentResult,
  StaffHeldPage,
  StaffHeldQuery,
  StaffIdParams,
  StaffReportsPage,
  StaffReportsQuery
} from '../../../types/schemas/forumStaff'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { currentSensitiveWords } from '../../services/admin/sensitiveWords'
import { heldContent } from '../../services/forum/held'
import { actOnPost, actOnReply, dismissReport, muteUser, openReports, unmuteUser } from '../../services/forum/staff'
import { STAFF_AUDIT } from '../../services/admin/auditSpecs'

export const staffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const reports = rel(STAFF_PATHS.staffReports)
  const noBody = { preValidation: noBodyIsEmpty }

  api.get(reports, { schema: { querystring: StaffReportsQuery, response: { 200: StaffReportsPage } } }, async (request) => openReports(db, request.query, now()))

  api.get(rel(STAFF_PATHS.staffHeld), { schema: { querystring: StaffHeldQuery, response: { 200: StaffHeldPage } } }, async (request) => {
    const words = await currentSensitiveWords(db, api.config.forumSensitiveWords, new Date(now()))
    const { count, results } = await heldContent(db, request.query, words, now())
    return paginate(request.url, request.query, count, results)
  })

  api.post(
    `${reports}:id/dismiss/`,
    { ...noBody, schema: { params: StaffIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: DismissResult } } },
    async (request) => dismissReport(db, request.params.id)
  )

  const content = { ...noBody, schema: { params: StaffIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: StaffContentResult } } }
  for (const action of STAFF_CONTENT_ACTIONS) {
    api.post(`${rel(STAFF_PATHS.staffPosts)}:id/${action}/`, { ...content, config: { audit: STAFF_AUDIT.post } }, async (request) =>
      actOnPost(db, request.params.id, action, now())
    )
    api.post(`${rel(STAFF_PATHS.staffReplies)}:id/${action}/`, { ...content, config: { audit: STAFF_AUDIT.reply } }, async (request) =>
      actOnReply(db, request.params.id, action, now())
    )
  }

  const mute = `${rel(STAFF_PATHS.staffUsers)}:id/mute/`
  api.put(
    mute,
    { config: { audit: STAFF_AUDIT.userModeration }, schema: { params: StaffIdParams, querystring: NoQuery, body: MuteInput, response: { 200: MuteResult } } },
    async (request) => muteUser(db, request.params.id, request.body.until, now())
  )
  api.delete(
    mute,
    { config: { audit: STAFF_AUDIT.userModeration }, schema: { params: StaffIdParams, querystring: NoQuery, response: { 200: MuteResult } } },
    async (request) => unmuteUser(db, request.params.id)
  )
}
