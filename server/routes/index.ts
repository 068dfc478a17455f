/** Every API route plugin, mounted under `${API_PREFIX}/api`; later issues add one per family. */
import type { FastifyPluginAsync } from 'fastify'
import { appConfigRoutes } from './app-config'
import { applicationRoutes } from './application'
import { compareRoutes } from './compare'
import { eduContentRoutes } from './eduContent'
import { gaokaoRoutes } from './gaokao'
import { gaokaoLinesRoutes } from './gaokaoLines'
import { healthRoutes } from './health'
import { paymentRoutes } from './pay'
import { personalityTestRoutes } from './personalityTests'
import { scoreRecordRoutes } from './scoreRecords'
import { storageRoutes } from './storage'
import { userAuthRoutes } from './user-auth'
import { userDataRoutes } from './user-data'

export const apiRoutes: FastifyPluginAsync[] = [healthRoutes, userAuthRoutes, userDataRoutes, storageRoutes, appConfigRoutes, gaokaoRoutes, gaokaoLinesRoutes, eduContentRoutes, scoreRecordRoutes, compareRoutes, applicationRoutes, personalityTestRoutes, paymentRoutes]
