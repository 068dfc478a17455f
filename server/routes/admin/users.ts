/**
 * Operator console: users (types/adminUsers.ts; rules in services/admin/users.ts).
 *
 *   GET  /api/admin/users/?q=&page=&page_size=  → Page(AdminUserRow), newest first, phones masked
 *   GET  /api/admin/users/<id>/                 → AdminUserDetail
 *   POST /api/admin/users/<id>/vip/             AdminVipGrant → AdminUserDetail (days or until a date)
 *   POST /api/admin/users/<id>/mute/            AdminMute → AdminUserDetail (forum mute until a time)
 *   POST /api/admin/users/<id>/unmute/          AdminReasonOnly → AdminUserDetail
 *   POST /api/admin/users/<id>/staff/           AdminStaffFlag → AdminUserDetail (422 revoking oneself)
 *
 * Every action carries a reason and is audited as 'user' with the changed fields (plugins/staff.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_USER_PATHS } from '../../../types/adminUsers'
import { NoQuery, Page } from '../../../types/schema'
import {
  AdminMute,
  AdminReasonOnly,
  AdminStaffFlag,
  AdminUserDetail,
  AdminUserParams,
  AdminUserQuery,
  AdminUserRow,
  AdminVipGrant
} from '../../../types/schemas/adminUsers'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { auditOf } from '../../services/admin/audit'
import { grantVipTime, searchUsers, setStaff, userAuditFields, userDetail, vipGrantAsk } from '../../services/admin/users'
import { muteUser, unmuteUser } from '../../services/forum/staff'

export const usersRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.database
  const now = () => api.accounts.clock()
  const detail = (id: number) => userDetail(db, id, { apiPrefix: api.config.apiPrefix, now: now() })
  const list = rel(ADMIN_USER_PATHS.users)
  const one = `${list}:id/`
  const audit = auditOf('user', (db, request) => userAuditFields(db, (request.params as AdminUserParams).id))
  const action = <B>(body: B) => ({ config: { audit }, schema: { params: AdminUserParams, querystring: NoQuery, body, response: { 200: AdminUserDetail } } })

  api.get(list, { schema: { querystring: AdminUserQuery, response: { 200: Page(AdminUserRow) } } }, async (request) => {
    const { count, results } = await searchUsers(db, request.query, now())
    return paginate(request.url, request.query, count, results)
  })

  api.get(one, { schema: { params: AdminUserParams, querystring: NoQuery, response: { 200: AdminUserDetail } } }, async (request) => detail(request.params.id))

  api.post(`${one}vip/`, action(AdminVipGrant), async (request) => {
    await grantVipTime(db, request.params.id, vipGrantAsk(request.body), now())
    return detail(request.params.id)
  })

  api.post(`${one}mute/`, action(AdminMute), async (request) => {
    await muteUser(db, request.params.id, request.body.until, now())
    return detail(request.params.id)
  })

  api.post(`${one}unmute/`, action(AdminReasonOnly), async (request) => {
    await unmuteUser(db, request.params.id)
    return detail(request.params.id)
  })

  api.post(`${one}staff/`, action(AdminStaffFlag), async (request) => {
    await setStaff(db, userIdOf(request), request.params.id, request.body.is_staff)
    return detail(request.params.id)
  })
}
