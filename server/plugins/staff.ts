/**
 * The staff guard (users.is_staff), declared once per scope like loginRequired (auth.ts):
 * `api.register(staffRequired(routes))`, and every route it guards lives under /api/admin/
 * (types/admin.ts ADMIN_PREFIX; test/api/admin-access.test.ts holds both). In order:
 * - login first (401 as everywhere), then 403 没有权限 for a user who is not staff (the flag is
 *   read on every request, so taking it away takes effect at once);
 * - a console session idle for 12 hours (wall clock, like the token itself) is refused with 401
 *   (services/admin/sessions.ts);
 * - every successful request that is not a GET writes an audit row (services/admin/audit.ts): the
 *   route's `config.audit` loads its entity before and after the handler, for the changed fields.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ADMIN_IDLE_HOURS, ADMIN_PREFIX } from '../../types/admin'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { changedFields, recordAudit, requestFields, type AuditSpec } from '../services/admin/audit'
import { touchAdminSession } from '../services/admin/sessions'
import { userIdOf } from './auth'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entity a staff route changes, for the audit log's before/after. */
    audit?: AuditSpec
  }
  interface FastifyRequest {
    /** The audited entity as it stood before the handler (staff routes with config.audit). */
    auditBefore?: Record<string, unknown> | null
  }
}

const isAction = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD'

export function staffRequired<P extends FastifyPluginAsync<never>>(routes: P): FastifyPluginAsync {
  return async (scope) => {
    const { db } = scope.database
    const now = () => new Date(scope.accounts.clock())
    // Every staff route under the console's prefix, so that the prefix alone tells staff routes apart.
    scope.addHook('onRoute', (route) => {
      if (!route.url.includes(ADMIN_PREFIX)) throw new Error(`staff route ${route.method} ${route.url} must live under ${ADMIN_PREFIX}`)
    })
    // Who may call comes before what they sent: a visitor gets 401 and a user 403 whatever the input.
    scope.addHook('preValidation', scope.authenticate)
    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const id = userIdOf(request)
      const [row] = await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, id))
      if (!row?.isStaff) throw new ApiError(403, 'permission_denied', '没有权限')
      // Wall-clock time, like the token's own iat and exp (jose): the session belongs to the token.
      if (!(await touchAdminSession(db, id, request.user?.issuedAt ?? 0, new Date())))
        throw new ApiError(401, 'token_not_valid', `管理后台已超过 ${ADMIN_IDLE_HOURS} 小时未操作，请重新登录`)
    })
    scope.addHook('preHandler', async (request: FastifyRequest) => {
      const spec = request.routeOptions.config.audit
      if (spec && isAction(request)) request.auditBefore = await spec.load(db, request)
    })
    scope.addHook('onSend', async (request, reply, payload) => {
      if (!isAction(request) || reply.statusCode >= 400 || !request.user) return payload
      const spec = request.routeOptions.config.audit
      const body = request.body as { reason?: unknown } | undefined
      const params = request.params as { id?: unknown } | undefined
      const changed = spec ? changedFields(request.auditBefore ?? null, await spec.load(db, request)) : { before: null, after: requestFields(request) }
      await recordAudit(db, {
        staffId: request.user.id,
        action: `${request.method} ${request.routeOptions.url}`,
        entity: spec?.entity ?? null,
        entityId: spec?.id ? spec.id(request) : params?.id !== undefined ? String(params.id) : null,
        before: changed.before,
        after: changed.after,
        reason: typeof body?.reason === 'string' ? body.reason : null,
        at: now()
      })
      return payload
    })
    await scope.register(routes as unknown as FastifyPluginAsync)
  }
}
