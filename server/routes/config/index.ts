/**
 * App configuration (services/app-config.ts): GET /api/config/ and GET /api/config/tab/.
 * Signed, no login needed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NoQuery } from '../../../types/schema'
import { AppConfigResponse, TabConfigResponse } from '../../../types/schemas/user'
import { USER_PATHS } from '../../../types/user'
import { rel } from '../../lib/paths'
import { TAB_CONFIG, appConfig } from '../../services/app-config'

export const appConfigRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(USER_PATHS.config), { schema: { querystring: NoQuery, response: { 200: AppConfigResponse } } }, async () => appConfig(api.config, api.accounts.clock()))

  api.get(rel(USER_PATHS.tabConfig), { schema: { querystring: NoQuery, response: { 200: TabConfigResponse } } }, async () => TAB_CONFIG)
}
