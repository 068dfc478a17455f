/** The console's own routes (types/admin.ts ADMIN_PATHS): who is signed in, and the audit log (read-only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_PATHS } from '../../../types/admin'
import { AuditEntry, AuditQuery, StaffMe } from '../../../types/schemas/admin'
import { NoQuery, Page } from '../../../types/schema'
import { rel } from '../../lib/paths'
import { paginate } from '../../lib/paginate'
import { userIdOf } from '../../plugins/auth'
import { listAudit } from '../../services/admin/audit'
import { staffMe } from '../../services/admin/me'

export const consoleRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.database
  api.get(rel(ADMIN_PATHS.me), { schema: { querystring: NoQuery, response: { 200: StaffMe } } }, async (request) => staffMe(db, userIdOf(request)))
  api.get(rel(ADMIN_PATHS.audit), { schema: { querystring: AuditQuery, response: { 200: Page(AuditEntry) } } }, async (request) => {
    const { count, results } = await listAudit(db, request.query)
    return paginate(request.url, request.query, count, results)
  })
}
