/**
 * The operator console's family (issue 28, docs/admin.md): every route under /api/admin/, each file
 * inside staffRequired (401 visitor, 403 non-staff, idle sessions refused, every action audited).
 * The areas' own staff routes (forum, print, mall, personal) are registered by their families with
 * the same guard, under the same prefix.
 */
import type { FastifyPluginAsync } from 'fastify'
import { staffRequired } from '../../plugins/staff'
import { codesRoutes } from './codes'
import { consoleRoutes } from './console'
import { dashboardRoutes } from './dashboard'
import { importJobsRoutes } from './importJobs'
import { mallAdminRoutes } from './mall'
import { ordersRoutes } from './orders'
import { usersRoutes } from './users'
import { wordsRoutes } from './words'

export const adminRoutes: FastifyPluginAsync = async (api) => {
  for (const routes of [consoleRoutes, usersRoutes, ordersRoutes, dashboardRoutes, codesRoutes, mallAdminRoutes, importJobsRoutes, wordsRoutes]) {
    await api.register(staffRequired(routes))
  }
}
