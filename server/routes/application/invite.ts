/** Invitations (application/invite, inviteList): who the caller invited, and binding an inviter once. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { INVITE_PATHS } from '../../../types/application'
import { NoQuery } from '../../../types/schema'
import { InviteBindBody, InvitedUserPage, InvitedUsersQuery } from '../../../types/schemas/application'
import { DetailResponse } from '../../../types/schemas/api'
import { pageWindow, paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { bindInviter, invitedUsers } from '../../services/invites'

export const inviteRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(rel(INVITE_PATHS.list), { schema: { querystring: InvitedUsersQuery, response: { 200: InvitedUserPage } } }, async (request) => {
    const { count, results } = await invitedUsers(db, userIdOf(request), pageWindow(request.query), api.config.apiPrefix)
    return paginate(request.url, request.query, count, results)
  })

  api.post(rel(INVITE_PATHS.bind), { schema: { querystring: NoQuery, body: InviteBindBody, response: { 200: DetailResponse } } }, async (request) => {
    await bindInviter(db, userIdOf(request), request.body.code, api.accounts.clock())
    return { detail: '绑定成功' }
  })
}
