/**
 * Essay prompts (issue 24; types/writing.ts WRITING_PATHS.prompts, services/writing/prompts.ts). Open.
 *
 *   GET /api/edu/writing/prompts/?genre=&page=&page_size=  → Page(EssayPromptCard)
 *   GET /api/edu/writing/prompts/<id>/                     → EssayPrompt (404 题目不存在)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WRITING_PATHS } from '../../../types/writing'
import { NoQuery, Page } from '../../../types/schema'
import { EssayPrompt, EssayPromptCard, EssayPromptQuery, WritingIdParams } from '../../../types/schemas/writing'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { promptDetail, promptPage } from '../../services/writing/prompts'

const prompts = rel(WRITING_PATHS.prompts)

export const promptRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(prompts, { schema: { querystring: EssayPromptQuery, response: { 200: Page(EssayPromptCard) } } }, async (request) => {
    const { count, results } = await promptPage(db, request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(`${prompts}:id/`, { schema: { params: WritingIdParams, querystring: NoQuery, response: { 200: EssayPrompt } } }, async (request) =>
    promptDetail(db, request.params.id)
  )
}
