/**
 * The gaokao data family: institutions and their search history, the 一分一段 tables, batch and
 * admission lines with enrollment plans, and comparing institutions. Everything is public except
 * clearing the search history, which sits in the family's one login-required scope.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { compareRoutes } from './compare'
import { institutionRoutes } from './institutions'
import { lineRoutes } from './lines'
import { oneScoreRoutes } from './oneScore'
import { searchHistoryRoutes } from './searchHistory'

export const gaokaoRoutes: FastifyPluginAsync = async (api) => {
  await api.register(institutionRoutes)
  await api.register(oneScoreRoutes)
  await api.register(lineRoutes)
  await api.register(compareRoutes)
  await api.register(loginRequired(searchHistoryRoutes))
}
