/**
 * Operator console: the forum's sensitive-word list (types/adminWords.ts; services/admin/sensitiveWords.ts).
 *
 *   GET    /api/admin/words/?q=&page=   → Page(SensitiveWord), newest first
 *   POST   /api/admin/words/            NewWord → 201 SensitiveWord (400 empty or over 20 characters, 409 listed)
 *   DELETE /api/admin/words/<word>/     → DetailResponse (404 not listed)
 *
 * Both changes are audited as entity 'sensitive_word' (its id: the word as stored). The forum holds
 * new posts by the table from the next request on (routes/forum: writing, votes, progress).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { WORD_PATHS } from '../../../types/adminWords'
import { NewWord, SensitiveWord, WordParams, WordsQuery } from '../../../types/schemas/adminWords'
import { NoQuery, Page } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { auditOf } from '../../services/admin/audit'
import { addWord, listWords, normalizeWord, removeWord, wordRow } from '../../services/admin/sensitiveWords'

/** The word a request names (body on POST, path on DELETE), as stored. */
const wordOf = (request: FastifyRequest) => normalizeWord((request.body as { word?: string } | undefined)?.word ?? (request.params as { word: string }).word)

export const wordsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.database
  const words = rel(WORD_PATHS.words)
  const configured = api.config.forumSensitiveWords
  const now = () => new Date(api.accounts.clock())
  const audit = auditOf('sensitive_word', (_db, request) => wordRow(db, wordOf(request)), wordOf)

  api.get(words, { schema: { querystring: WordsQuery, response: { 200: Page(SensitiveWord) } } }, async (request) => {
    const { count, results } = await listWords(db, configured, now(), request.query)
    return paginate(request.url, request.query, count, results)
  })

  api.post(words, { config: { audit }, schema: { querystring: NoQuery, body: NewWord, response: { 201: SensitiveWord } } }, async (request, reply) => {
    reply.code(201)
    return addWord(db, configured, now(), request.body.word)
  })

  api.delete(`${words}:word/`, { config: { audit }, schema: { params: WordParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    const word = await removeWord(db, configured, now(), request.params.word)
    return { detail: `已删除敏感词「${word}」` }
  })
}
