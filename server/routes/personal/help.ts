/**
 * Help articles and the support phone (types/personalHelp.ts HELP_PATHS; services/personal/help.ts),
 * open to everybody (a visitor with a question has not logged in yet):
 *
 *   GET /api/user/help/   → HelpAnswer
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HELP_PATHS } from '../../../types/personalHelp'
import { NoQuery } from '../../../types/schema'
import { HelpAnswer } from '../../../types/schemas/personalHelp'
import { rel } from '../../lib/paths'
import { helpAnswer } from '../../services/personal/help'

export const helpRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(HELP_PATHS.help), { schema: { querystring: NoQuery, response: { 200: HelpAnswer } } }, async () => helpAnswer(api.config.servicePhone))
}
