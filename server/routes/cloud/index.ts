/**
 * The cloud family (issue 20; types/cloud.ts, types/schemas/cloud.ts): files and folders, search
 * and the quota (entries.ts), the trash (trash.ts); all of it needs login. All SQL and rules live
 * in server/services/cloud/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { entryRoutes } from './entries'
import { shareRoutes } from './shares'
import { trashRoutes } from './trash'
import { uploadRoutes } from './uploads'

export const cloudRoutes: FastifyPluginAsync = async (api) => {
  await api.register(loginRequired(entryRoutes))
  await api.register(loginRequired(trashRoutes))
  await api.register(loginRequired(uploadRoutes))
  // Its own guard: a share's detail is open to a visitor with the link code.
  await api.register(shareRoutes)
}
