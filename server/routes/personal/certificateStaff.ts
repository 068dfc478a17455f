/**
 * Staff review of certificates (issue 22; users.is_staff, the staffRequired guard in index.ts: 401
 * without login, 403 没有权限 for everyone else). The operator console will give them pages.
 *
 *   GET  /api/admin/certificates/?status=&page=&page_size=  → Page(StaffCertificate)
 *        (pending by default, first in first out; approved and rejected newest first)
 *   POST /api/admin/certificates/<id>/review/  CertificateReview → StaffCertificate
 *        (final: 409 该认证已审核 the second time; rejecting needs a note; the user gets a system message)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CERTIFICATE_PATHS } from '../../../types/personalCertificates'
import { NoQuery, Page } from '../../../types/schema'
import { CertificateIdParams, CertificateReview, StaffCertificate, StaffCertificateQuery } from '../../../types/schemas/personalCertificates'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { reviewCertificate, staffCertificatePage } from '../../services/personal/certificates'
import { STAFF_AUDIT } from '../../services/admin/auditSpecs'

const list = rel(CERTIFICATE_PATHS.staffCertificates)

export const certificateStaffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const now = () => api.accounts.clock()

  api.get(list, { schema: { querystring: StaffCertificateQuery, response: { 200: Page(StaffCertificate) } } }, async (request) => {
    const { count, results } = await staffCertificatePage(db, prefix, request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(
    `${list}:id/review/`,
    {
      config: { audit: STAFF_AUDIT.certificate },
      schema: { params: CertificateIdParams, querystring: NoQuery, body: CertificateReview, response: { 200: StaffCertificate } }
    },
    async (request) => reviewCertificate(db, prefix, userIdOf(request), request.params.id, request.body, now())
  )
}
