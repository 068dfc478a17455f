/**
 * Operator console: 数据导入 (types/adminImport.ts; services/admin/importJobs.ts).
 *
 *   POST /api/admin/imports/        NewImport {kind, file_name, text} → 202 ImportJob (running)
 *   GET  /api/admin/imports/?status=&kind=&page=  → Page(ImportJob), newest first
 *   GET  /api/admin/imports/<id>/   → ImportJob: live done/total, then the summary or the error
 *
 * The file comes as JSON text, not multipart: no multipart parser is registered (a new dependency),
 * and the console reads the file as text anyway. The body may be up to twice IMPORT_MAX_BYTES (JSON
 * escaping); the text itself is checked against IMPORT_MAX_BYTES (422 with the sizes).
 * 400/422 with a Chinese detail for an empty file, a header of another kind, bad JSON; never a job.
 * The POST is audited as entity 'import_job' (kind, file name, status: never the file's text).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { IMPORT_MAX_BYTES, IMPORT_PATHS } from '../../../types/adminImport'
import { ImportJob, ImportJobParams, ImportJobsQuery, NewImport } from '../../../types/schemas/adminImport'
import { NoQuery, Page } from '../../../types/schema'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { auditOf } from '../../services/admin/audit'
import { auditedJob, currentImportJob, listImportJobs, startImport, type StartedImport } from '../../services/admin/importJobs'

/** The job a POST made, for the audit loader (after the handler) and for starting it once answered. */
const started = new WeakMap<FastifyRequest, StartedImport>()

export const importJobsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { database } = api
  const { db } = database
  const imports = rel(IMPORT_PATHS.imports)
  const clock = () => new Date(api.accounts.clock())
  const jobIdOf = (request: FastifyRequest) => started.get(request)?.job.id ?? null
  const audit = auditOf(
    'import_job',
    async (_db, request) => {
      const id = jobIdOf(request)
      return id === null ? null : auditedJob(db, id)
    },
    (request) => (jobIdOf(request) === null ? null : String(jobIdOf(request)))
  )

  api.post(
    imports,
    {
      bodyLimit: 2 * IMPORT_MAX_BYTES + 64 * 1024,
      config: { audit },
      schema: { querystring: NoQuery, body: NewImport, response: { 202: ImportJob } },
      // After the answer and its audit row: on PGlite the import's transaction holds the only connection.
      onResponse: async (request) => started.get(request)?.run()
    },
    async (request, reply) => {
      const job = await startImport(database, userIdOf(request), request.body, clock, request.log)
      started.set(request, job)
      reply.code(202)
      return job.job
    }
  )

  api.get(imports, { schema: { querystring: ImportJobsQuery, response: { 200: Page(ImportJob) } } }, async (request) => {
    const { count, results } = await listImportJobs(database, request.query, clock())
    return paginate(request.url, request.query, count, results)
  })

  api.get(`${imports}:id/`, { schema: { params: ImportJobParams, querystring: NoQuery, response: { 200: ImportJob } } }, async (request) =>
    currentImportJob(database, request.params.id, clock())
  )
}
