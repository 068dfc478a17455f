/**
 * Push registrations (issue 25, docs/runtime.md; contract types/push.ts). Login required.
 *
 *   POST /api/user/push/bind/     BindPushBody { clientid, platform } → BindPushResponse
 *   POST /api/user/push/unbind/   UnbindPushBody { clientid } → { unbound } (at logout)
 *
 * A client id already bound to another user moves to the caller; unbinding touches only the
 * caller's own binding (services/push.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PUSH_PATHS } from '../../../types/push'
import { NoQuery } from '../../../types/schema'
import { BindPushBody, BindPushResponse, UnbindPushBody, UnbindPushResponse } from '../../../types/schemas/push'
import { rel } from '../../lib/paths'
import { loginRequired, userIdOf } from '../../plugins/auth'
import { bindPushClient, unbindPushClient } from '../../services/push'

const bindRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  api.post(rel(PUSH_PATHS.bind), { schema: { querystring: NoQuery, body: BindPushBody, response: { 200: BindPushResponse } } }, async (request) =>
    bindPushClient(db, userIdOf(request), request.body, api.accounts.clock())
  )
  api.post(rel(PUSH_PATHS.unbind), { schema: { querystring: NoQuery, body: UnbindPushBody, response: { 200: UnbindPushResponse } } }, async (request) => ({
    unbound: await unbindPushClient(db, userIdOf(request), request.body.clientid)
  }))
}

export const pushRoutes = loginRequired(bindRoutes)
