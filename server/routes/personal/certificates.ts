/**
 * Certificates and education entries in the personal centre (issue 22; types/personalCertificates.ts,
 * services/personal/certificates.ts). All need login (index.ts); another user's certificate or entry is 404.
 *
 *   GET    /api/user/certificates/              → Page(Certificate), newest first
 *   POST   /api/user/certificates/              CertificateInput → 201 Certificate (409 one of the kind pending)
 *   GET    /api/user/certificates/overview/     → CertificateOverview
 *   GET    /api/user/certificates/<id>/         → Certificate
 *   DELETE /api/user/certificates/<id>/         → DetailResponse (withdraws a pending one; 409 once reviewed)
 *   POST   /api/user/edu/entries/               EducationInput → 201 EducationEntry (422 beyond 10)
 *   DELETE /api/user/edu/entries/<id>/          → DetailResponse (409 while its certificate is pending)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CERTIFICATE_PATHS } from '../../../types/personalCertificates'
import { NoQuery, Page } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import {
  Certificate,
  CertificateIdParams,
  CertificateInput,
  CertificateListQuery,
  CertificateOverview,
  EducationEntryParams
} from '../../../types/schemas/personalCertificates'
import { EducationEntry, EducationInput } from '../../../types/schemas/user'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { certificateDetail, certificateOverview, certificatePage, deleteEducation, submitCertificate, withdrawCertificate } from '../../services/personal/certificates'
import { addEducation } from '../../services/profile'

const list = rel(CERTIFICATE_PATHS.certificates)
const one = `${list}:id/`
const entries = rel(CERTIFICATE_PATHS.educationEntries)

export const certificateRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix
  const now = () => api.accounts.clock()

  api.get(list, { schema: { querystring: CertificateListQuery, response: { 200: Page(Certificate) } } }, async (request) => {
    const { count, results } = await certificatePage(db, prefix, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(list, { schema: { querystring: NoQuery, body: CertificateInput, response: { 201: Certificate } } }, async (request, reply) =>
    reply.code(201).send(await submitCertificate(db, prefix, userIdOf(request), request.body, now()))
  )

  api.get(rel(CERTIFICATE_PATHS.overview), { schema: { querystring: NoQuery, response: { 200: CertificateOverview } } }, async (request) =>
    certificateOverview(db, prefix, userIdOf(request))
  )

  api.get(one, { schema: { params: CertificateIdParams, querystring: NoQuery, response: { 200: Certificate } } }, async (request) =>
    certificateDetail(db, prefix, userIdOf(request), request.params.id)
  )

  api.delete(one, { schema: { params: CertificateIdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await withdrawCertificate(db, userIdOf(request), request.params.id)
    return { detail: '已撤回认证申请' }
  })

  api.post(entries, { schema: { querystring: NoQuery, body: EducationInput, response: { 201: EducationEntry } } }, async (request, reply) =>
    reply.code(201).send(await addEducation(db, userIdOf(request), request.body))
  )

  api.delete(`${entries}:id/`, { schema: { params: EducationEntryParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await deleteEducation(db, userIdOf(request), request.params.id)
    return { detail: '教育经历已删除' }
  })
}
