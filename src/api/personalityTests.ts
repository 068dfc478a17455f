/** The personality test calls (types/personalityTests.ts): the user's latest results and saving one. */
import { PERSONALITY_TEST_PATHS, type TestResultList, type TestResultRecord, type TestSubmission } from '@types-contract/personalityTests'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export const listTestResults = (o: Extra = {}) => request<TestResultList>(PERSONALITY_TEST_PATHS.results, o)

/** The server scores the answers and answers the saved result (201). */
export const submitTest = (body: TestSubmission, o: Extra = {}) => request<TestResultRecord>(PERSONALITY_TEST_PATHS.results, { method: 'POST', data: body, ...o })
