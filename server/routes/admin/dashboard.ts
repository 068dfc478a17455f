/**
 * Operator console: the dashboard (types/adminDashboard.ts; services/admin/dashboard.ts).
 *
 *   GET /api/admin/dashboard/?days=30   → AdminDashboard (days 1-90: China days, today included)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_DASHBOARD_PATHS, DASHBOARD_DAYS } from '../../../types/adminDashboard'
import { AdminDashboard, AdminDashboardQuery } from '../../../types/schemas/adminDashboard'
import { rel } from '../../lib/paths'
import { dashboard } from '../../services/admin/dashboard'

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(ADMIN_DASHBOARD_PATHS.dashboard), { schema: { querystring: AdminDashboardQuery, response: { 200: AdminDashboard } } }, async (request) =>
    dashboard(api.database.db, api.accounts.clock(), request.query.days ?? DASHBOARD_DAYS.default)
  )
}
