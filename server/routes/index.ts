/** Every API route plugin, mounted under `${API_PREFIX}/api`; later issues add one per family. */
import type { FastifyPluginAsync } from 'fastify'
import { healthRoutes } from './health'

export const apiRoutes: FastifyPluginAsync[] = [healthRoutes]
