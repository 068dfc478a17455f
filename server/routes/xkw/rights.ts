/**
 * The library's login routes (types/xkw.ts XKW_PATHS; services/xkw/): downloads into the cloud
 * library under the rights, the rights summary, the security check's SMS code.
 *
 *   POST /api/cloud/study-resource/materials/<id>/download/ {code?}  → XkwDownloadResult (403 no right, 400 on code, 404, 422 quota)
 *   GET  /api/cloud/study-resource/rights/                           → XkwRightsSummary
 *   POST /api/cloud/study-resource/security-code/ {}                 → XkwSecurityCodeSent (429 by the SMS rules)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { XKW_PATHS } from '../../../types/xkw'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { XkwDownloadBody, XkwDownloadResult, XkwIdParams, XkwRightsSummary, XkwSecurityCodeSent } from '../../../types/schemas/xkw'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { downloadMaterial } from '../../services/xkw/downloads'
import { sendSecurityCode } from '../../services/xkw/library'
import type { XkwProvider } from '../../services/xkw/provider'
import { rightsSummary } from '../../services/xkw/rights'

export const rightsRoutes =
  (provider: XkwProvider): FastifyPluginAsyncTypebox =>
  async (api) => {
    const db = api.database.db
    const deps = { db, store: api.accounts.files, provider, codes: api.accounts.codes }

    api.post(
      `${rel(XKW_PATHS.materials)}:id/download/`,
      { preValidation: noBodyIsEmpty, schema: { params: XkwIdParams, body: XkwDownloadBody, response: { 200: XkwDownloadResult } } },
      async (request) => downloadMaterial(deps, userIdOf(request), request.params.id, request.body, api.accounts.clock())
    )

    api.get(rel(XKW_PATHS.rights), { schema: { querystring: NoQuery, response: { 200: XkwRightsSummary } } }, async (request) =>
      rightsSummary(db, api.config.apiPrefix, userIdOf(request), api.accounts.clock())
    )

    api.post(rel(XKW_PATHS.securityCode), { preValidation: noBodyIsEmpty, schema: { body: EmptyBody, response: { 200: XkwSecurityCodeSent } } }, async (request) =>
      sendSecurityCode(db, api.accounts.codes, userIdOf(request))
    )
  }
