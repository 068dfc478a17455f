/**
 * The personal centre (issue 22, docs/personal.md): tasks, coins and sign-in, pendants and
 * accessories, medals, certificates, the wallet (invitations, special rewards, withdrawals), one
 * list of every order, favourite institutions and majors, feedback and reports, help articles.
 * The spec puts these in its user families, so their paths sit under /api/user/ (types/personal*.ts).
 * All SQL and rules live in server/services/personal/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { staffRequired } from '../../plugins/staff'
import { certificateRoutes } from './certificates'
import { certificateStaffRoutes } from './certificateStaff'
import { collectionRoutes } from './collections'
import { feedbackRoutes } from './feedback'
import { feedbackStaffRoutes } from './feedbackStaff'
import { helpRoutes } from './help'
import { itemRoutes } from './items'
import { medalRoutes } from './medals'
import { orderListRoutes } from './orders'
import { taskRoutes } from './tasks'
import { walletRoutes } from './wallet'
import { walletStaffRoutes } from './walletStaff'

export const personalRoutes: FastifyPluginAsync = async (api) => {
  await api.register(loginRequired(taskRoutes))
  // The catalogue and a pendant's or accessory's page are open; owning and wearing need login (inside).
  await api.register(itemRoutes)
  // A medal's page is open (its rule); the user's own medals need login (inside).
  await api.register(medalRoutes)
  await api.register(loginRequired(certificateRoutes))
  await api.register(loginRequired(walletRoutes))
  await api.register(loginRequired(orderListRoutes))
  await api.register(loginRequired(collectionRoutes))
  await api.register(loginRequired(feedbackRoutes))
  // Help articles and the support contact are public.
  await api.register(helpRoutes)
  await api.register(staffRequired(certificateStaffRoutes))
  await api.register(staffRequired(walletStaffRoutes))
  await api.register(staffRequired(feedbackStaffRoutes))
}
