/**
 * Personality and aptitude test results (issue 7; types/personalityTests.ts, docs/tests.md).
 * Login required; every query is scoped to the caller.
 *
 *   GET  /api/user/tests/   → TestResultList: the latest result per test, TEST_IDS order
 *   POST /api/user/tests/   TestSubmission → 201 TestResultRecord
 *
 * The server scores the submitted answers itself with the app's pure functions
 * (core/personalityTests scoreTest); a client never sends a score. Incomplete or invalid answers
 * are a 400 `validation_error` naming the question. A retake replaces the test's earlier result;
 * an MBTI result also becomes the user's MBTIResult (users.mbti_result), which AI filling reads
 * with the latest SDS code (latestInterestCode).
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { MAX_ANSWERS, MAX_OPTIONS, PERSONALITY_TEST_PATHS, TEST_IDS, type TestId, type TestResultList, type TestResultRecord, type TestSubmission } from '../../types/personalityTests'
import { scoreTest } from '../../core/personalityTests'
import { personalityTestResults, users } from '../db/schema'
import type { Database } from '../db/open'
import { ApiError } from '../errors'
import { noQuery, obj, rel } from '../lib/schemas'

const bodySchema = obj({
  test: { type: 'string', enum: [...TEST_IDS] },
  answers: { type: 'array', minItems: 1, maxItems: MAX_ANSWERS, items: { type: 'integer', minimum: 0, maximum: MAX_OPTIONS - 1 } }
})
const recordSchema = obj({
  test: { type: 'string', enum: [...TEST_IDS] },
  type: { type: 'string' },
  scores: { type: 'object', additionalProperties: { type: 'number' } },
  categories: { type: 'array', items: { type: 'string' } },
  taken_at: { type: 'string' }
})
const listSchema = obj({ results: { type: 'array', items: recordSchema } })

type Row = typeof personalityTestResults.$inferSelect

/** A stored row as the API answers it; the 门类 come from re-scoring the stored answers. */
function toRecord(row: Row): TestResultRecord {
  const test = row.test as TestId
  const scored = scoreTest(test, row.answers)
  return {
    test,
    type: row.type,
    scores: row.scores,
    categories: scored.ok ? scored.outcome.categories : [],
    taken_at: row.takenAt.toISOString()
  }
}

/** The Holland code of the user's SDS result, or null (AI filling, server/routes/application.ts). */
export async function latestInterestCode(database: Database, userId: number): Promise<string | null> {
  const [row] = await database.db
    .select({ type: personalityTestResults.type })
    .from(personalityTestResults)
    .where(and(eq(personalityTestResults.userId, userId), eq(personalityTestResults.test, 'sds')))
  return row?.type ?? null
}

export const personalityTestRoutes: FastifyPluginAsync = async (api) => {
  const db = api.database.db
  const path = rel(PERSONALITY_TEST_PATHS.results)
  const me = (request: { user: { id: number } | null }) => request.user!.id

  api.get(
    path,
    { preHandler: api.authenticate, schema: { querystring: noQuery, response: { 200: listSchema } } },
    async (request): Promise<TestResultList> => {
      const rows = await db.select().from(personalityTestResults).where(eq(personalityTestResults.userId, me(request)))
      const order = (r: Row) => TEST_IDS.indexOf(r.test as TestId)
      return { results: rows.filter((r) => order(r) >= 0).sort((a, b) => order(a) - order(b)).map(toRecord) }
    }
  )

  api.post<{ Body: TestSubmission }>(
    path,
    { preHandler: api.authenticate, schema: { querystring: noQuery, body: bodySchema, response: { 201: recordSchema } } },
    async (request, reply): Promise<TestResultRecord> => {
      const userId = me(request)
      const { test, answers } = request.body
      const scored = scoreTest(test, answers)
      if (!scored.ok) throw new ApiError(400, 'validation_error', scored.message, { answers: scored.message })
      const values = { answers: scored.answers, type: scored.outcome.type, scores: scored.outcome.scores, takenAt: new Date(api.accounts.clock()) }
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(personalityTestResults)
          .values({ userId, test, ...values })
          .onConflictDoUpdate({ target: [personalityTestResults.userId, personalityTestResults.test], set: values })
          .returning()
        if (test === 'mbti') await tx.update(users).set({ mbtiResult: scored.outcome.type }).where(eq(users.id, userId))
        return saved
      })
      reply.code(201)
      return toRecord(row)
    }
  )
}
