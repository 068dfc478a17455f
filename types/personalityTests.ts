/**
 * Personality and aptitude tests (issue 7: test/index and test/<kolb|pstr|mbti|sds>/*). Shared by
 * the app and the server: the server re-scores the submitted answers with the same pure functions
 * (core/personalityTests) and never trusts a client's score. Scoring rules: docs/tests.md.
 */

export const TEST_IDS = ['kolb', 'pstr', 'mbti', 'sds'] as const
export type TestId = (typeof TEST_IDS)[number]

export const isTestId = (value: unknown): value is TestId => typeof value === 'string' && (TEST_IDS as readonly string[]).includes(value)

/**
 * One answer per question, in the bank's order: the index of the chosen option (0-based). The
 * quiz keeps `null` for a question not answered yet; only complete answers are submitted.
 */
export type Answers = readonly number[]
export type DraftAnswers = readonly (number | null)[]

/** POST PERSONALITY_TEST_PATHS.results */
export interface TestSubmission {
  test: TestId
  answers: number[]
}

/** A scored test as the server stores and answers it. */
export interface TestResultRecord {
  test: TestId
  /** 'INTJ' (MBTI), 'RIA' (SDS), 'converging' (Kolb), 'PR' (PSTR): see each test's module. */
  type: string
  /** The test's entries ('E', 'I', … / 'R', 'I', … / 'CE', 'RO', 'AC', 'AE' / 'P', 'S', 'T', 'R') → points. */
  scores: Record<string, number>
  /** Suggested 学科门类 (core/personalityMajors.ts CATEGORIES), best first. */
  categories: string[]
  /** ISO time the result was saved. */
  taken_at: string
}

/** GET PERSONALITY_TEST_PATHS.results: the user's latest result per test, TEST_IDS order, untaken tests left out. */
export interface TestResultList {
  results: TestResultRecord[]
}

export const PERSONALITY_TEST_PATHS = {
  results: '/api/user/tests/'
} as const

/** The most answers any bank has (the JSON schema's bound; each bank checks its own length). */
export const MAX_ANSWERS = 60
/** The most options any question has. */
export const MAX_OPTIONS = 5
