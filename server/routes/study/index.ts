/**
 * Study videos (issue 24, docs/study.md): courses by subject and chapter, lessons, playback
 * progress. Paths: types/study.ts. SQL and rules: server/services/study/, core/studyProgress.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { courseRoutes } from './courses'
import { progressRoutes } from './progress'

export const studyRoutes: FastifyPluginAsync = async (api) => {
  await api.register(courseRoutes)
  await api.register(loginRequired(progressRoutes))
}
