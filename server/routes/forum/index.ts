/**
 * The forum family (issue 19; types/forum.ts, types/schemas/forum.ts): reading with login optional
 * (reading.ts), posting, answering and liking in the folder's one login-required scope
 * (writing.ts). All SQL and rules live in server/services/forum/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { readingRoutes } from './reading'
import { writingRoutes } from './writing'

export const forumRoutes: FastifyPluginAsync = async (api) => {
  await api.register(readingRoutes)
  await api.register(loginRequired(writingRoutes))
}
