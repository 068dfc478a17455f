/** Every API route plugin, mounted under `${API_PREFIX}/api`; later issues add one per family. */
import type { FastifyPluginAsync } from 'fastify'
import { appConfigRoutes } from './app-config'
import { gaokaoRoutes } from './gaokao'
import { healthRoutes } from './health'
import { storageRoutes } from './storage'
import { userAuthRoutes } from './user-auth'
import { userDataRoutes } from './user-data'

export const apiRoutes: FastifyPluginAsync[] = [healthRoutes, userAuthRoutes, userDataRoutes, storageRoutes, appConfigRoutes, gaokaoRoutes]
