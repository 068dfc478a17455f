/**
 * The study-material library (issue 24, docs/xkw.md): search, preview, download rights, downloads
 * into the cloud library. Browsing is open; downloads, rights and the security code need login.
 * The content comes from one provider (services/xkw/provider.ts): the local one over our own
 * materials. A third-party provider would be chosen here, by config.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { localXkwProvider } from '../../services/xkw/local'
import { libraryRoutes } from './library'
import { rightsRoutes } from './rights'

export const xkwRoutes: FastifyPluginAsync = async (api) => {
  const provider = localXkwProvider(api.database.db, api.accounts.files, api.config.apiPrefix)
  await api.register(libraryRoutes(provider))
  await api.register(loginRequired(rightsRoutes(provider)))
}
