/**
 * The cloud family (issue 20; types/cloud.ts, types/schemas/cloud.ts): files and folders, search
 * and the quota (entries.ts), the trash (trash.ts); all of it needs login. All SQL and rules live
 * in server/services/cloud/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { staffRequired } from '../../plugins/staff'
import { addressRoutes, divisionRoutes } from './addresses'
import { entryRoutes } from './entries'
import { printFeeRoutes } from './printFees'
import { printGroupRoutes } from './printGroups'
import { printOrderRoutes } from './printOrders'
import { printQueueRoutes } from './printQueue'
import { printStaffRoutes } from './printStaff'
import { shareRoutes } from './shares'
import { trashRoutes } from './trash'
import { uploadRoutes } from './uploads'

export const cloudRoutes: FastifyPluginAsync = async (api) => {
  await api.register(loginRequired(entryRoutes))
  await api.register(loginRequired(trashRoutes))
  await api.register(loginRequired(uploadRoutes))
  await api.register(loginRequired(printQueueRoutes))
  await api.register(loginRequired(printGroupRoutes))
  await api.register(loginRequired(printFeeRoutes))
  // Its own guard: a share's detail is open to a visitor with the link code.
  await api.register(shareRoutes)
  // The division picker's data is public: the app carries none of its own.
  await api.register(divisionRoutes)
  await api.register(loginRequired(addressRoutes))
  await api.register(loginRequired(printOrderRoutes))
  await api.register(staffRequired(printStaffRoutes))
}
