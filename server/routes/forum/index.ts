/**
 * The forum family (issue 19; types/forum.ts, types/schemas/forum.ts): reading with login optional
 * (reading.ts), posting, answering and liking in the folder's one login-required scope
 * (writing.ts). All SQL and rules live in server/services/forum/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { staffRequired } from '../../plugins/staff'
import { circleReadingRoutes, circleWritingRoutes } from './circles'
import { favoriteRoutes } from './favorites'
import { hashtagRoutes } from './hashtags'
import { peopleRoutes } from './people'
import { progressReadingRoutes, progressWritingRoutes } from './progress'
import { rankRoutes } from './ranks'
import { readingRoutes } from './reading'
import { reportRoutes } from './reports'
import { searchRoutes } from './search'
import { staffRoutes } from './staff'
import { voteReadingRoutes, voteWritingRoutes } from './votes'
import { writingRoutes } from './writing'

export const forumRoutes: FastifyPluginAsync = async (api) => {
  await api.register(readingRoutes)
  await api.register(hashtagRoutes)
  await api.register(searchRoutes)
  await api.register(loginRequired(writingRoutes))
  await api.register(loginRequired(reportRoutes))
  await api.register(staffRequired(staffRoutes))
  await api.register(loginRequired(peopleRoutes))
  await api.register(voteReadingRoutes)
  await api.register(rankRoutes)
  await api.register(loginRequired(voteWritingRoutes))
  await api.register(circleReadingRoutes)
  await api.register(loginRequired(circleWritingRoutes))
  await api.register(progressReadingRoutes)
  await api.register(loginRequired(progressWritingRoutes))
  await api.register(loginRequired(favoriteRoutes))
}
