/**
 * Personality test contract schemas (issue 7): submitting answers and the stored results.
 * Constants and paths: types/personalityTests.ts.
 */
import { MAX_ANSWERS, MAX_OPTIONS, TEST_IDS } from '../personalityTests'
import { Obj, StringEnum, Type, type Static } from '../schema'

export const TestId = StringEnum(TEST_IDS)
export type TestId = Static<typeof TestId>

/**
 * One answer per question, in the bank's order: the index of the chosen option (0-based). The
 * quiz keeps `null` for a question not answered yet; only complete answers are submitted.
 */
export type Answers = readonly number[]
export type DraftAnswers = readonly (number | null)[]

/** POST PERSONALITY_TEST_PATHS.results */
export const TestSubmission = Obj({
  test: TestId,
  answers: Type.Array(Type.Integer({ minimum: 0, maximum: MAX_OPTIONS - 1 }), { minItems: 1, maxItems: MAX_ANSWERS })
})
export type TestSubmission = Static<typeof TestSubmission>

/** A scored test as the server stores and answers it. */
export const TestResultRecord = Obj({
  test: TestId,
  /** 'INTJ' (MBTI), 'RIA' (SDS), 'converging' (Kolb), 'PR' (PSTR): see each test's module. */
  type: Type.String(),
  /** The test's entries ('E', 'I', … / 'R', 'I', … / 'CE', 'RO', 'AC', 'AE' / 'P', 'S', 'T', 'R') → points. */
  scores: Type.Record(Type.String(), Type.Number()),
  /** Suggested 学科门类 (core/personalityMajors.ts CATEGORIES), best first. */
  categories: Type.Array(Type.String()),
  /** ISO time the result was saved. */
  taken_at: Type.String()
})
export type TestResultRecord = Static<typeof TestResultRecord>

/** GET PERSONALITY_TEST_PATHS.results: the user's latest result per test, TEST_IDS order, untaken tests left out. */
export const TestResultList = Obj({ results: Type.Array(TestResultRecord) })
export type TestResultList = Static<typeof TestResultList>
