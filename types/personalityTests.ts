/**
 * Personality and aptitude tests (issue 7: test/index and test/<kolb|pstr|mbti|sds>/*). Shared by
 * the app and the server: the server re-scores the submitted answers with the same pure functions
 * (core/personalityTests) and never trusts a client's score. Scoring rules: docs/tests.md.
 * This file holds the constants and paths; the schemas and their types are in
 * types/schemas/personalityTests.ts and re-exported here as types only.
 */
import type { TestId } from './schemas/personalityTests'

export type * from './schemas/personalityTests'

export const TEST_IDS = ['kolb', 'pstr', 'mbti', 'sds'] as const

export const isTestId = (value: unknown): value is TestId => typeof value === 'string' && (TEST_IDS as readonly string[]).includes(value)

export const PERSONALITY_TEST_PATHS = {
  results: '/api/user/tests/'
} as const

/** The most answers any bank has (the JSON schema's bound; each bank checks its own length). */
export const MAX_ANSWERS = 60
/** The most options any question has. */
export const MAX_OPTIONS = 5
