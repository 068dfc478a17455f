/**
 * Batch control lines, admission lines and enrollment plans (types/edu.ts EDU_PATHS). Signed, no
 * login needed. Each answer carries the DataSource of its rows (示例数据, 导入数据, or both named
 * when they mix) and the filter tabs (services/lineTabs.ts). 404 in Chinese when the institution
 * is unknown or nothing matches; 400 for bad parameters.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EDU_PATHS } from '../../../types/edu'
import { AdmissionQuery, AdmissionResponse, BatchLineQuery, BatchLineResponse, IdParams, PlanQuery, PlanResponse } from '../../../types/schemas/edu'
import { rel } from '../../lib/paths'
import { admissionAnswer, planAnswer } from '../../services/admissionLines'
import { batchLineAnswer } from '../../services/batchLines'

export const lineRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(rel(EDU_PATHS.scoreLine), { schema: { querystring: BatchLineQuery, response: { 200: BatchLineResponse } } }, async (request) =>
    batchLineAnswer(db, request.query)
  )

  api.get(
    `${rel(EDU_PATHS.university)}:id/admission/`,
    { schema: { params: IdParams, querystring: AdmissionQuery, response: { 200: AdmissionResponse } } },
    async (request) => admissionAnswer(db, request.params.id, request.query)
  )

  api.get(`${rel(EDU_PATHS.university)}:id/plans/`, { schema: { params: IdParams, querystring: PlanQuery, response: { 200: PlanResponse } } }, async (request) =>
    planAnswer(db, request.params.id, request.query)
  )
}
