/**
 * The cloud family (issue 20; types/cloud.ts, types/schemas/cloud.ts): files and folders, search
 * and the quota (entries.ts), the trash (trash.ts); all of it needs login. All SQL and rules live
 * in server/services/cloud/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { entryRoutes } from './entries'
import { trashRoutes } from './trash'

export const cloudRoutes: FastifyPluginAsync = async (api) => {
  await api.register(loginRequired(entryRoutes))
  await api.register(loginRequired(trashRoutes))
}
