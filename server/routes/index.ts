/** Every API route plugin, mounted under `${API_PREFIX}/api`; later issues add one per family. */
import type { FastifyPluginAsync } from 'fastify'
import { adminRoutes } from './admin'
import { applicationRoutes } from './application'
import { cloudRoutes } from './cloud'
import { appConfigRoutes } from './config'
import { eduRoutes } from './edu'
import { forumRoutes } from './forum'
import { gaokaoRoutes } from './gaokao'
import { healthRoutes } from './health'
import { liveRoutes } from './live'
import { mallRoutes } from './mall'
import { paymentRoutes } from './pay'
import { personalRoutes } from './personal'
import { personalityTestRoutes } from './tests'
import { pushRoutes } from './push'
import { storageRoutes } from './storage'
import { studyRoutes } from './study'
import { userRoutes } from './user'
import { writingRoutes } from './writing'
import { xkwRoutes } from './xkw'

export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  userRoutes,
  storageRoutes,
  appConfigRoutes,
  gaokaoRoutes,
  eduRoutes,
  applicationRoutes,
  personalityTestRoutes,
  paymentRoutes,
  forumRoutes,
  cloudRoutes,
  personalRoutes,
  mallRoutes,
  studyRoutes,
  writingRoutes,
  xkwRoutes,
  liveRoutes,
  pushRoutes,
  adminRoutes
]
