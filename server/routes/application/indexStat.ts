/** POST indexStat: the index statistics of the application page; login optional. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { APPLICATION_PATHS } from '../../../types/application'
import { NoQuery } from '../../../types/schema'
import { IndexStat, IndexStatBody } from '../../../types/schemas/application'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { indexStat, infoOfBody, resolveContext, scoreProvince } from '../../services/recommend'

export const indexStatRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    rel(APPLICATION_PATHS.indexStat),
    { preValidation: noBodyIsEmpty, schema: { querystring: NoQuery, body: IndexStatBody, response: { 200: IndexStat } } },
    async (request) => {
      const ctx = await resolveContext(api.database, infoOfBody(request.body))
      return indexStat(ctx, await scoreProvince(api.database, ctx), request.body.is_index_stat === true)
    }
  )
}
