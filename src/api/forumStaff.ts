/**
 * Forum safety calls of the app (types/forumStaff.ts STAFF_PATHS): reporting a post or one of its
 * answers. The staff routes have no page yet (the operator console issue gives them pages).
 */
import { STAFF_PATHS, type NewReport, type ReportReceipt } from '@types-contract/forumStaff'
import { request } from './request'

/** One report per user and target: a second one answers the first (nothing changes). Login required. */
export const reportContent = (report: NewReport) => request<ReportReceipt>(STAFF_PATHS.reports, { method: 'POST', data: report })
