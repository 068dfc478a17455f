/**
 * The gaokao content family: majors, rankings, news, unaccredited institutions, subject
 * assessment, civil positions, one-to-one services and places are public; the user's score
 * records sit in the family's one login-required scope.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { contentRoutes } from './content'
import { placeRoutes } from './places'
import { scoreRecordRoutes } from './scoreRecords'

export const eduRoutes: FastifyPluginAsync = async (api) => {
  await api.register(contentRoutes)
  await api.register(placeRoutes)
  await api.register(loginRequired(scoreRecordRoutes))
}
