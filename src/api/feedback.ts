/**
 * Feedback and reports (意见反馈, 举报; types/personalFeedback.ts FEEDBACK_PATHS), one function each,
 * through request.ts. Login required. The staff routes are the operator console's, not the app's.
 */
import { FEEDBACK_PATHS, type FeedbackInput, type FeedbackItem, type FeedbackPage, type ReportInput } from '@types-contract/personalFeedback'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** 201: the new item (400 naming a field, 422 past the daily limit). */
export const sendFeedback = (input: FeedbackInput, o: Extra = {}) => request<FeedbackItem>(FEEDBACK_PATHS.feedback, { method: 'POST', data: input, ...o })

/** 201: the report of a user (404 when they are gone). */
export const sendReport = (input: ReportInput, o: Extra = {}) => request<FeedbackItem>(FEEDBACK_PATHS.report, { method: 'POST', data: input, ...o })

/** Mine, feedback and reports, newest first, with the staff replies. */
export const fetchMyFeedback = (page: number, o: Extra = {}) => request<FeedbackPage>(FEEDBACK_PATHS.feedback, { query: { page }, ...o })
