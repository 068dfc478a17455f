/**
 * The staff guard (users.is_staff), declared once per scope like loginRequired (auth.ts):
 * `api.register(staffRequired(routes))`. Login first (401 as everywhere), then 403 没有权限 for a
 * user who is not staff. The flag is read on every request, so taking it away takes effect at once.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { userIdOf } from './auth'

export function staffRequired<P extends FastifyPluginAsync<never>>(routes: P): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('preHandler', scope.authenticate)
    scope.addHook('preHandler', async (request: FastifyRequest) => {
      const [row] = await scope.database.db
        .select({ isStaff: users.isStaff })
        .from(users)
        .where(eq(users.id, userIdOf(request)))
      if (!row?.isStaff) throw new ApiError(403, 'permission_denied', '没有权限')
    })
    await scope.register(routes as unknown as FastifyPluginAsync)
  }
}
