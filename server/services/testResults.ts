/**
 * Personality test results (issue 7, docs/tests.md): the caller's latest result per test, saving a
 * submission the server scores itself (core/personalityTests scoreTest), and the SDS code that
 * recommendations and AI filling read. Every query is scoped to one user.
 */
import { and, eq } from 'drizzle-orm'
import { TEST_IDS, type TestId, type TestResultList, type TestResultRecord, type TestSubmission } from '../../types/personalityTests'
import { scoreTest } from '../../core/personalityTests'
import type { Db } from '../db/open'
import { personalityTestResults, users } from '../db/schema'
import { fieldError } from '../errors'

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

/** The user's latest result per test, in TEST_IDS order. */
export async function listTestResults(db: Db, userId: number): Promise<TestResultList> {
  const rows = await db.select().from(personalityTestResults).where(eq(personalityTestResults.userId, userId))
  const order = (r: Row) => TEST_IDS.indexOf(r.test as TestId)
  return {
    results: rows
      .filter((r) => order(r) >= 0)
      .sort((a, b) => order(a) - order(b))
      .map(toRecord)
  }
}

/**
 * Scores and saves a submission; incomplete or invalid answers are a 400 naming the question. A
 * retake replaces the test's earlier result; an MBTI result also becomes users.mbti_result.
 */
export async function saveTestResult(db: Db, userId: number, { test, answers }: TestSubmission, now: number): Promise<TestResultRecord> {
  const scored = scoreTest(test, answers)
  if (!scored.ok) throw fieldError('answers', scored.message)
  const values = { answers: scored.answers, type: scored.outcome.type, scores: scored.outcome.scores, takenAt: new Date(now) }
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(personalityTestResults)
      .values({ userId, test, ...values })
      .onConflictDoUpdate({ target: [personalityTestResults.userId, personalityTestResults.test], set: values })
      .returning()
    if (test === 'mbti') await tx.update(users).set({ mbtiResult: scored.outcome.type }).where(eq(users.id, userId))
    return saved
  })
  return toRecord(row)
}

/** The Holland code of the user's SDS result, or null (recommendations and AI filling). */
export async function latestInterestCode(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ type: personalityTestResults.type })
    .from(personalityTestResults)
    .where(and(eq(personalityTestResults.userId, userId), eq(personalityTestResults.test, 'sds')))
  return row?.type ?? null
}
