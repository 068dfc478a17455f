/**
 * The caller's essay drafts (issue 24; types/writing.ts WRITING_PATHS.drafts, services/writing/drafts.ts).
 * Login (the folder's index registers it so); another user's draft is 404.
 *
 *   GET    /api/edu/writing/drafts/?page=&page_size=  → Page(EssayDraftSummary), last edited first
 *   POST   /api/edu/writing/drafts/       EssayDraftCreate → 201 EssayDraft (404 题目不存在, 422 too many)
 *   GET    /api/edu/writing/drafts/<id>/  → EssayDraft
 *   PUT    /api/edu/writing/drafts/<id>/  EssayDraftUpdate → EssayDraft (409 when a newer save came first)
 *   DELETE /api/edu/writing/drafts/<id>/  → DetailResponse
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WRITING_PATHS } from '../../../types/writing'
import { NoQuery, Page, PAGE_QUERY, Obj } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { EssayDraft, EssayDraftCreate, EssayDraftSummary, EssayDraftUpdate, WritingIdParams } from '../../../types/schemas/writing'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { createDraft, deleteDraft, draftDetail, draftPage, updateDraft } from '../../services/writing/drafts'

const drafts = rel(WRITING_PATHS.drafts)
const DraftListQuery = Obj({ ...PAGE_QUERY })

export const draftRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(drafts, { schema: { querystring: DraftListQuery, response: { 200: Page(EssayDraftSummary) } } }, async (request) => {
    const { count, results } = await draftPage(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(drafts, { schema: { querystring: NoQuery, body: EssayDraftCreate, response: { 201: EssayDraft } } }, async (request, reply) =>
    reply.code(201).send(await createDraft(db, userIdOf(request), request.body, now()))
  )

  api.get(`${drafts}:id/`, { schema: { params: WritingIdParams, querystring: NoQuery, response: { 200: EssayDraft } } }, async (request) =>
    draftDetail(db, userIdOf(request), request.params.id)
  )

  api.put(`${drafts}:id/`, { schema: { params: WritingIdParams, querystring: NoQuery, body: EssayDraftUpdate, response: { 200: EssayDraft } } }, async (request) =>
    updateDraft(db, userIdOf(request), request.params.id, request.body, now())
  )

  api.delete(`${drafts}:id/`, { schema: { params: WritingIdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await deleteDraft(db, userIdOf(request), request.params.id)
    return { detail: '草稿已删除' }
  })
}
