/**
 * The accounts family under /api/user/ (docs/accounts.md): the logins are open; everything else
 * acts on the logged-in caller's own account, so its guard is declared once here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginRequired } from '../../plugins/auth'
import { dataRoutes } from './data'
import { loginRoutes } from './login'
import { messageRoutes } from './messages'
import { sessionRoutes } from './session'

export const userRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(loginRoutes)
  await api.register(
    loginRequired(async (account) => {
      await account.register(sessionRoutes)
      await account.register(dataRoutes)
      await account.register(messageRoutes)
    })
  )
}
