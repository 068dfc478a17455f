/**
 * Personality and aptitude test results (issue 7; types/personalityTests.ts, docs/tests.md).
 * Login required; every query is scoped to the caller (services/testResults.ts).
 *
 *   GET  /api/user/tests/   → TestResultList: the latest result per test, TEST_IDS order
 *   POST /api/user/tests/   TestSubmission → 201 TestResultRecord
 *
 * The server scores the submitted answers itself; a client never sends a score. Incomplete or
 * invalid answers are a 400 `validation_error` naming the question.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PERSONALITY_TEST_PATHS } from '../../../types/personalityTests'
import { NoQuery } from '../../../types/schema'
import { TestResultList, TestResultRecord, TestSubmission } from '../../../types/schemas/personalityTests'
import { rel } from '../../lib/paths'
import { loginRequired, userIdOf } from '../../plugins/auth'
import { listTestResults, saveTestResult } from '../../services/testResults'

const testResultRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const path = rel(PERSONALITY_TEST_PATHS.results)

  api.get(path, { schema: { querystring: NoQuery, response: { 200: TestResultList } } }, async (request) => listTestResults(db, userIdOf(request)))

  api.post(path, { schema: { querystring: NoQuery, body: TestSubmission, response: { 201: TestResultRecord } } }, async (request, reply) => {
    const record = await saveTestResult(db, userIdOf(request), request.body, api.accounts.clock())
    reply.code(201)
    return record
  })
}

export const personalityTestRoutes = loginRequired(testResultRoutes)
